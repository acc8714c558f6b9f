import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '@brightlane/ui';
import { NotFoundPage } from './NotFoundPage.tsx';
import { ErrorScreen, reloadPage } from './ErrorScreen.tsx';
import { errorText } from './errorText.ts';
import * as styles from './ErrorScreen.css.ts';

/** docs/product/spec.md §2 "Fallback screens": exact strings, asserted by tests. */
export const errorCopy = {
  crashTitle: 'Something went wrong',
  crashMessage: 'An unexpected error stopped this page from showing. Refreshing usually fixes it.',
  refresh: 'Refresh Page',
  routeErrorTitle: 'Unexpected Application Error!',
  startupTitle: 'Application Failed to Load',
  startupMessage: 'Please check your connection and refresh the page.',
} as const;

/**
 * The routes' error element. A thrown 404 shows the not-found page; any other thrown response
 * is an unexpected route error shown with its text; an exception while rendering or loading
 * shows 'Something went wrong' with a reload. Either way the error is reported, since the
 * window's error listeners never see what a boundary catches.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();

  useEffect(() => {
    if (isRouteErrorResponse(error) && error.status === 404) return;
    void import('../telemetry.ts').then(({ reportClientError }) =>
      reportClientError(error, 'error'),
    );
  }, [error]);

  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage />;
    return (
      <ErrorScreen
        title={errorCopy.routeErrorTitle}
        detail={errorText(error)}
        actions={<RefreshButton />}
      />
    );
  }
  return (
    <ErrorScreen
      title={errorCopy.crashTitle}
      message={errorCopy.crashMessage}
      actions={<RefreshButton />}
    />
  );
}

/** For the root route, whose layout (and with it <main>) is what failed. */
export function RootErrorBoundary() {
  return (
    <main id="main" className={styles.standalone}>
      <RouteErrorBoundary />
    </main>
  );
}

function RefreshButton() {
  return (
    <Button size="lg" onClick={reloadPage}>
      {errorCopy.refresh}
    </Button>
  );
}
