import { useLocation } from 'react-router-dom';
import { Button } from '@brightlane/ui';
import { useHydrated } from '../../app/useHydrated.ts';
import * as styles from './memberArea.css.ts';

/**
 * 'Try again' after a failed read (docs/product/spec.md §8), on a page the server may render: a
 * button that loads again where the page's code runs; where it does not, a link to the same
 * address, which the server renders again. The link is in the server's render and the render
 * that hydrates it, dropped after, when the button works.
 */
export function RetryAction({ label, onRetry }: { label: string; onRetry: () => void }) {
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        tone="neutral"
        className={styles.withScript}
        onClick={onRetry}
      >
        {label}
      </Button>
      {hydrated ? null : (
        <Button asChild size="sm" variant="outline" tone="neutral" className={styles.withoutScript}>
          <a href={`${pathname}${search}`}>{label}</a>
        </Button>
      )}
    </>
  );
}
