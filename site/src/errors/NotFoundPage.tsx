import { Link } from 'react-router-dom';
import { Button } from '@brightlane/ui';
import { ErrorScreen } from './ErrorScreen.tsx';

/** docs/product/spec.md §2: the copy of the catch-all page, asserted by tests. */
export const notFoundCopy = {
  title: '404 - Page Not Found',
  message: "The page you're looking for doesn't exist.",
  home: 'Back to Home',
} as const;

/**
 * Any address the route table does not know, and any 404 a page's loader throws (an unknown
 * blog post, another user's workspace). Imported statically, not lazily: the error boundary
 * needs it too, and it is a few hundred bytes.
 */
export function NotFoundPage() {
  return (
    <ErrorScreen
      title={notFoundCopy.title}
      message={notFoundCopy.message}
      actions={
        <Button asChild size="lg">
          <Link to="/">{notFoundCopy.home}</Link>
        </Button>
      }
    />
  );
}
