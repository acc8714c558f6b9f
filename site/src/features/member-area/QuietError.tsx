import { Text } from '@brightlane/ui';
import { memberAreaCopy } from './copy.ts';
import * as styles from './memberArea.css.ts';
import { RetryAction } from './RetryAction.tsx';

/**
 * docs/product/spec.md §8: a failed fetch is one quiet line and 'Try again', never a crash or an alarm.
 * Rendered by the server too (a page whose data it could not read): where the page's code does
 * not run, 'Try again' is a link to the same address (RetryAction.tsx).
 */
export function QuietError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.quietError}>
      <Text as="span" variant="muted">
        {message}
      </Text>
      <RetryAction label={memberAreaCopy.retry} onRetry={onRetry} />
    </div>
  );
}
