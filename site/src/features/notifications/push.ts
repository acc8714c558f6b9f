// Push Notifications (docs/product/spec.md §2 "Settings screen"): the browser's permission to show system
// notifications is asked for only when the user turns the setting on, inside that click (browsers
// ignore or block a request without one), never when a page loads. What shows them: store.ts.

export type PushPermission = NotificationPermission | 'unsupported';

/** What this browser said so far about showing notifications. */
export function pushPermission(): PushPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Asks the browser for permission to show notifications, when it has the API and has not been
 * answered yet. Call it synchronously from a click (turning Push Notifications on, or 'Allow in
 * this browser'). Resolves to the answer.
 */
export async function askPushPermission(): Promise<PushPermission> {
  if (pushPermission() !== 'default') return pushPermission();
  try {
    // Older Safari answers through a callback and returns nothing; the answer is read after.
    await Promise.resolve(Notification.requestPermission()).catch(() => undefined);
  } catch {
    /* a browser that refuses outright: the setting still saves */
  }
  return pushPermission();
}
