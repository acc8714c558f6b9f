import { Button } from '@brightlane/ui';
import { useContext } from 'react';
import type { ComponentProps } from 'react';
import { UNSAFE_LocationContext as LocationContext } from 'react-router-dom';
import { useHydrated } from '../../app/useHydrated.ts';

/**
 * 'Request Another Quote' on a quote form's thank-you. Its code empties the form in place.
 * Until that code runs (a quote posted without JavaScript, docs/decisions/040-forms-post-to-the-server.md)
 * a button would do nothing, so it is a link to the page itself, which answers a GET with the
 * empty form. The location is read from the router's context, not `useLocation`, which throws
 * outside a router (the form's own tests render it alone).
 */
export function QuoteAgain({ onClick, children, ...props }: ComponentProps<typeof Button>) {
  const hydrated = useHydrated();
  const path = useContext(LocationContext)?.location.pathname ?? '/';
  if (!hydrated) {
    return (
      <Button asChild {...props}>
        <a href={path}>{children}</a>
      </Button>
    );
  }
  return (
    <Button onClick={onClick} {...props}>
      {children}
    </Button>
  );
}
