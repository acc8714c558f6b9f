import { Button, Text } from '@brightlane/ui';
import { memberAreaCopy } from './copy.ts';
import * as styles from './memberArea.css.ts';

/** docs/product/spec.md §8: a failed fetch is one quiet line and 'Try again', never a crash or an alarm. */
export function QuietError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.quietError}>
      <Text as="span" variant="muted">
        {message}
      </Text>
      <Button size="sm" variant="outline" tone="neutral" onClick={onRetry}>
        {memberAreaCopy.retry}
      </Button>
    </div>
  );
}
