import { useEffect, useState, type RefObject } from 'react';

/** How far below the screen something starts loading, so it is ready before it scrolls into view. */
const PRELOAD_MARGIN = '600px 0px';

/** True once the element has come within PRELOAD_MARGIN of the viewport (and stays true). */
export function useNearViewport(target: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = target.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, target]);
  return near;
}
