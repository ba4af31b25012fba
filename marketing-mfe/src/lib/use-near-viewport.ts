import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/** How far below the screen something starts loading, so it is ready before it scrolls into view. */
const PRELOAD_MARGIN = '600px 0px';

// whether the browser has IntersectionObserver never changes: nothing to subscribe to
const subscribeToNothing = () => () => undefined;

/**
 * Whether this browser can tell where an element is. Assumed on the server, so the browser's hydrating render
 * matches the server's HTML; jsdom and very old browsers cannot, and then everything counts as near (loads now).
 */
function useCanObserveIntersections(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => typeof IntersectionObserver !== 'undefined',
    () => true,
  );
}

/**
 * Calls `onNear` once `element` comes within PRELOAD_MARGIN of the viewport, and returns what stops watching. Where
 * the browser cannot tell (no IntersectionObserver), `onNear` is called at once.
 */
export function watchNearViewport(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: PRELOAD_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * True once the element has come within PRELOAD_MARGIN of the viewport (and stays true). It starts as
 * `initiallyNear` on the server and in the browser alike, so the browser's first render matches the server's HTML;
 * only an effect, which the server never runs, finds out where the element is.
 */
export function useNearViewport(target: RefObject<HTMLElement | null>, initiallyNear = false): boolean {
  const canObserve = useCanObserveIntersections();
  const [seen, setSeen] = useState(initiallyNear);
  const near = seen || !canObserve;
  useEffect(() => {
    const element = target.current;
    // while hydrating, `near` is the server's answer; without IntersectionObserver the render that follows makes it true
    if (near || !element || typeof IntersectionObserver === 'undefined') return undefined;
    return watchNearViewport(element, () => setSeen(true));
  }, [near, target]);
  return near;
}
