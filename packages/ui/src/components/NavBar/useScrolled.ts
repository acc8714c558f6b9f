import { useClientSnapshot } from '../../hydration/clientSnapshot.ts';

function subscribe(notify: () => void) {
  // Passive: the listener never calls preventDefault, so scrolling is never held up by it.
  window.addEventListener('scroll', notify, { passive: true });
  return () => window.removeEventListener('scroll', notify);
}

/**
 * True once the window is scrolled more than `threshold` px (default 10). False on the
 * server and during hydration, so pre-rendered HTML always shows the full-height bar.
 */
export function useScrolled(threshold = 10): boolean {
  return useClientSnapshot(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
