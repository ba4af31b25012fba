import type { MouseEvent } from 'react';
import { pickStoreUrl, useStoreUrl } from '@chalein/shared/lib/app-store';
import { brand } from '@chalein/shared/lib/brand';
import { useShellTexts } from '../lib/shell-texts';

/** Spec section 9: the app-open fallback timers. */
export const STORE_FALLBACK_MS = 2000;
export const SECOND_FALLBACK_MS = 2500;

export function isAndroid(userAgent: string): boolean {
  return /android/i.test(userAgent);
}

/**
 * Tries to open the installed rider app (an app intent on Android, the custom scheme elsewhere). When the page
 * is still visible after 2 s the app did not open, so we go to the device's store listing; if the browser refused
 * that navigation, the listing opens in a new tab at 2.5 s. At most one store page ever opens: a store that is
 * slow to answer still leaves this page showing at 2.5 s, and a second tab then would be a duplicate.
 */
export function openRiderApp(win: Window = window): void {
  const appUrl = isAndroid(win.navigator.userAgent) ? brand.riderApp.androidIntent : brand.riderApp.schemeUrl;
  const storeUrl = pickStoreUrl('rider', win.navigator);
  let storeOpened = false;
  const timers: number[] = [];
  const cancel = () => {
    if (!win.document.hidden) return;
    timers.forEach((timer) => win.clearTimeout(timer));
    win.document.removeEventListener('visibilitychange', cancel);
  };
  win.document.addEventListener('visibilitychange', cancel);
  timers.push(
    win.setTimeout(() => {
      if (win.document.hidden || storeOpened) return;
      try {
        win.location.href = storeUrl;
        storeOpened = true;
      } catch {
        // refused by the browser: the 2.5 s fallback opens the listing in a tab instead
      }
    }, STORE_FALLBACK_MS),
    win.setTimeout(() => {
      win.document.removeEventListener('visibilitychange', cancel);
      if (win.document.hidden || storeOpened) return;
      storeOpened = true;
      win.open(storeUrl, '_blank', 'noopener');
    }, SECOND_FALLBACK_MS),
  );
  win.location.href = appUrl;
}

export function AppBadges() {
  const { t } = useShellTexts();
  const riderStoreUrl = useStoreUrl('rider');
  const driverStoreUrl = useStoreUrl('driver');
  const onRiderClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    openRiderApp();
  };
  return (
    <div className="app-badges">
      <a href={riderStoreUrl} onClick={onRiderClick} className="app-badge">
        <img src="/uploads/brand/badge-rider-app.svg" alt={t('appBadges.riderAlt')} width="150" height="47" loading="lazy" />
      </a>
      <a href={driverStoreUrl} target="_blank" rel="noopener noreferrer" className="app-badge">
        <img src="/uploads/brand/badge-driver-app.svg" alt={t('appBadges.driverAlt')} width="150" height="47" loading="lazy" />
      </a>
    </div>
  );
}
