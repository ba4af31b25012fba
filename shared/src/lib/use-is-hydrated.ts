import { useSyncExternalStore } from 'react';

// whether a render is the browser's own never changes once it is: nothing to subscribe to
const subscribeToNothing = () => () => undefined;

/**
 * False on the server and in the browser's hydrating render, true in every other render in the browser. A page that
 * shows what only the browser knows (the navigation state a payment result was opened with) renders a neutral state
 * until then, so hydration matches the server's HTML; reached by a link, it shows the real state from its first
 * render. PageRoot marks a page that has become interactive with it.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
