import { Button } from '@brightlane/ui';
import { ErrorScreen } from './ErrorScreen.tsx';
import * as styles from './ErrorScreen.css.ts';

export const needsScriptingCopy = {
  title: 'This Page Needs JavaScript',
  message:
    'Your account pages run in your browser. Turn JavaScript on and reload the page, or go on without it:',
  home: 'Back to Home',
  signIn: 'Sign In',
  settings: 'Account Settings',
  logOut: 'Log Out',
} as const;

/**
 * What the SPA shell (the pages rendered in the browser only: those behind a sign-in) shows a
 * browser with scripting off, inside a `<noscript>` after the empty root: where to go instead,
 * the account's settings (sign other devices out, change the password: its forms work without
 * JavaScript), and the way out of the account, whose log-out page works without it. Plain links,
 * rendered once at build (entry-server.tsx `renderShell`), never hydrated.
 */
export function NeedsScripting() {
  return (
    <main id="main" className={styles.standalone}>
      <ErrorScreen
        title={needsScriptingCopy.title}
        message={needsScriptingCopy.message}
        actions={
          <>
            <Button asChild size="lg">
              <a href="/">{needsScriptingCopy.home}</a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="/login">{needsScriptingCopy.signIn}</a>
            </Button>
            <Button asChild size="lg" variant="outline" tone="neutral">
              <a href="/settings">{needsScriptingCopy.settings}</a>
            </Button>
            <Button asChild size="lg" variant="outline" tone="neutral">
              <a href="/logout">{needsScriptingCopy.logOut}</a>
            </Button>
          </>
        }
      />
    </main>
  );
}
