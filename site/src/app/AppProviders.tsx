import { StrictMode, useEffect } from 'react';
import type { ReactNode } from 'react';
import { ThemeProvider, brightlane } from '@brightlane/ui';
import { AppErrorBoundary } from '../errors/AppErrorBoundary.tsx';
import { themeOptions } from './themeOptions.ts';

/**
 * Everything around the router, identical on the server (pre-render) and in the browser so
 * hydration sees the same tree. The theme lives outside the router so every route's error
 * screen is themed too; the provider also starts the hydration of the components inside it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <ThemeProvider theme={brightlane} {...themeOptions}>
          {children}
        </ThemeProvider>
        <ReadyMarker />
      </AppErrorBoundary>
    </StrictMode>
  );
}

/** The attribute on <html> saying the page is interactive (hydrated, or rendered afresh). */
export const APP_READY_ATTRIBUTE = 'data-app';

/**
 * A pre-rendered page is readable long before its code has loaded (it loads after the first
 * paint, see documentAssets.ts). `<html data-app="ready">` marks the moment the app has
 * committed, for anything that must not act on the static page: styles, tests, monitoring.
 */
function ReadyMarker() {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, 'ready');
  }, []);
  return null;
}
