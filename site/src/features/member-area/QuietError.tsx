import { useLocation } from 'react-router-dom';
import { Button, Text } from '@brightlane/ui';
import { useHydrated } from '../../app/useHydrated.ts';
import { memberAreaCopy } from './copy.ts';
import * as styles from './memberArea.css.ts';

/**
 * docs/product/spec.md §8: a failed fetch is one quiet line and 'Try again', never a crash or an alarm.
 * Rendered by the server too (a page whose data it could not read): where the page's code does
 * not run, 'Try again' is a link to the same address, which the server renders again; in the
 * server's render and the render that hydrates it, dropped after, when the button works.
 */
export function QuietError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  return (
    <div className={styles.quietError}>
      <Text as="span" variant="muted">
        {message}
      </Text>
      <Button
        size="sm"
        variant="outline"
        tone="neutral"
        className={styles.withScript}
        onClick={onRetry}
      >
        {memberAreaCopy.retry}
      </Button>
      {hydrated ? null : (
        <Button asChild size="sm" variant="outline" tone="neutral" className={styles.withoutScript}>
          <a href={`${pathname}${search}`}>{memberAreaCopy.retry}</a>
        </Button>
      )}
    </div>
  );
}
