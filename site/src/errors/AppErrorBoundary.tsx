import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { Button } from '@brightlane/ui';
import { ErrorScreen, reloadPage } from './ErrorScreen.tsx';
import { errorCopy } from './RouteErrorBoundary.tsx';
import * as styles from './ErrorScreen.css.ts';

interface Props {
  children?: ReactNode;
}

/**
 * Catches what the router's error elements cannot: a failure in the providers around the
 * router. docs/product/spec.md §4 "Error boundary": normal → error state; Refresh Page reloads.
 */
export class AppErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    void import('../telemetry.ts').then(({ reportClientError }) =>
      reportClientError(error, 'error'),
    );
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main id="main" className={styles.standalone}>
        <ErrorScreen
          title={errorCopy.crashTitle}
          message={errorCopy.crashMessage}
          actions={
            <Button size="lg" onClick={reloadPage}>
              {errorCopy.refresh}
            </Button>
          }
        />
      </main>
    );
  }
}

/** 'Application Failed to Load': the app's code could not start (e.g. a chunk failed to download). */
export function StartupFailure() {
  return (
    <main id="main" className={styles.standalone}>
      <ErrorScreen
        title={errorCopy.startupTitle}
        message={errorCopy.startupMessage}
        actions={
          <Button size="lg" onClick={reloadPage}>
            {errorCopy.refresh}
          </Button>
        }
      />
    </main>
  );
}
