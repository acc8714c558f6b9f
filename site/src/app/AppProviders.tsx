import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { ThemeProvider } from '@brightlane/ui';
import { AppErrorBoundary } from '../errors/AppErrorBoundary.tsx';

/**
 * Everything around the router, identical on the server (pre-render) and in the browser so
 * hydration sees the same tree. The theme lives outside the router so every route's error
 * screen is themed too.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <ThemeProvider>{children}</ThemeProvider>
      </AppErrorBoundary>
    </StrictMode>
  );
}
