/** Runs `task` when the browser is idle (or soon, where requestIdleCallback is missing: Safari). */
export function whenIdle(task: () => void, timeout = 4000): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => task(), { timeout });
  } else {
    window.setTimeout(task, 1500);
  }
}
