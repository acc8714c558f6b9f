// Code a visitor may reach for (a popup's machinery) is fetched once they show they are at the
// page, not merely once it has loaded: a visitor who only reads never downloads it, and one who
// touches, scrolls, points or types gets it while they read on
// (docs/decisions/046-warm-when-engaged.md).

/**
 * What says a visitor is at the page. A phone's first touch is usually a scroll (touchstart,
 * then no activation); a mouse's first sign is a move; a keyboard's, a key.
 */
export const ENGAGING_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel'];

let engaged = false;
const waiting: (() => void)[] = [];

function onEngaged() {
  if (engaged) return;
  engaged = true;
  for (const type of ENGAGING_EVENTS) window.removeEventListener(type, onEngaged, true);
  for (const task of waiting.splice(0)) task();
}

/**
 * Runs `task` once the visitor has engaged with the page: at once if they already have, else
 * at their first touch, pointer movement, key or wheel. Listening starts with the first task,
 * after hydration; a button pressed before it is pressed again then (app/earlyInput.ts), which
 * counts. (Not the browser's sticky user activation: automation sets it, Playwright's
 * `evaluate` among them, so a measured page would count as engaged.)
 */
export function whenEngaged(task: () => void): void {
  if (engaged) {
    task();
    return;
  }
  if (waiting.length === 0)
    for (const type of ENGAGING_EVENTS)
      window.addEventListener(type, onEngaged, { capture: true, passive: true });
  waiting.push(task);
}

/** For tests: back to a visitor who has not engaged. */
export function forgetEngagement(): void {
  engaged = false;
  waiting.length = 0;
  for (const type of ENGAGING_EVENTS) window.removeEventListener(type, onEngaged, true);
}
