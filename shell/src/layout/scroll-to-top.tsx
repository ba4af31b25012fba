import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every route change starts at the top of the page. The first render is not a route change: a server-rendered page
 * is readable (and scrollable) before it hydrates, and a visitor who has scrolled down to the footer by then must not
 * be thrown back to the top, nor have the button they are about to tap moved from under their finger. A page
 * rendered in the browser starts at the top, or where the browser restores it on a reload, by itself.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
