import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on the server and while React hydrates the server's markup, true from the render right
 * after (and in a render the browser does alone). For a part that works without JavaScript in
 * one shape and takes another once its code runs (the Quote Builder's steps): the first client
 * render must be the server's, or hydration would not match.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, onServer);
}
