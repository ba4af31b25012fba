import type { MouseEvent } from 'react';
import { brand } from '@chalein/shared/lib/brand';

/** Spec section 9: the app-open fallback timers. */
export const STORE_FALLBACK_MS = 2000;
export const SECOND_FALLBACK_MS = 2500;

export function isAndroid(userAgent: string): boolean {
  return /android/i.test(userAgent);
}

/**
 * Tries to open the installed rider app (an app intent on Android, the custom scheme elsewhere). When the page
 * is still visible after 2 s the app did not open, so we go to the store listing; if even that navigation did
 * not happen by 2.5 s (blocked by the browser), the listing opens in a new tab.
 */
export function openRiderApp(win: Window = window): void {
  const appUrl = isAndroid(win.navigator.userAgent) ? brand.riderApp.androidIntent : brand.riderApp.schemeUrl;
  const timers: number[] = [];
  const cancel = () => {
    if (!win.document.hidden) return;
    timers.forEach((timer) => win.clearTimeout(timer));
    win.document.removeEventListener('visibilitychange', cancel);
  };
  win.document.addEventListener('visibilitychange', cancel);
  timers.push(
    win.setTimeout(() => {
      if (!win.document.hidden) win.location.href = brand.riderApp.storeUrl;
    }, STORE_FALLBACK_MS),
    win.setTimeout(() => {
      win.document.removeEventListener('visibilitychange', cancel);
      if (!win.document.hidden) win.open(brand.riderApp.storeUrl, '_blank', 'noopener');
    }, SECOND_FALLBACK_MS),
  );
  win.location.href = appUrl;
}

export function AppBadges() {
  const onRiderClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    openRiderApp();
  };
  return (
    <div className="app-badges">
      <a href={brand.riderApp.storeUrl} onClick={onRiderClick} className="app-badge">
        <img src="/uploads/brand/badge-rider-app.svg" alt="Get the Chalein Rider App" width="150" height="48" loading="lazy" />
      </a>
      <a href={brand.driverApp.storeUrl} target="_blank" rel="noopener noreferrer" className="app-badge">
        <img src="/uploads/brand/badge-driver-app.svg" alt="Get the Chalein Driver App" width="150" height="48" loading="lazy" />
      </a>
    </div>
  );
}
