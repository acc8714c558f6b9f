import type { MouseEvent } from 'react';

/**
 * A click the page may take over (its router, or a list loading more in place): the main
 * button, no modifier key. A modified click opens a new tab or window and stays the browser's;
 * a click something else already handled (`defaultPrevented`) is left alone.
 */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
