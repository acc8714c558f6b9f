// Push Notifications (SPEC.md §2 "Settings screen"): the browser's permission to show system
// notifications is asked for only when the user turns the setting on, inside that click (browsers
// ignore or block a request without one), never when a page loads. What shows them: store.ts.

/**
 * Asks the browser for permission to show notifications, when it has the API and has not been
 * answered yet. Call it synchronously from the click that turns Push Notifications on.
 */
export function askPushPermission(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  try {
    // Older Safari answers through a callback and returns nothing; the answer is read later.
    void Promise.resolve(Notification.requestPermission()).catch(() => {});
  } catch {
    /* a browser that refuses outright: the setting still saves */
  }
}
