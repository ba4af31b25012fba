import { useSyncExternalStore } from 'react';
import { brand } from './brand';

// Which store listing a visitor's device can install from (docs/decisions/app-stores-by-platform.md).

export type StorePlatform = 'ios' | 'android' | 'other';
export type ChaleinApp = 'rider' | 'driver';

/** The parts of `navigator` the choice reads; a plain object in tests. */
export interface PlatformHints {
  userAgent: string;
  maxTouchPoints?: number;
}

export function detectStorePlatform(hints: PlatformHints): StorePlatform {
  const { userAgent } = hints;
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  // iPadOS asks for desktop pages and then reports itself as a Mac; only the iPad has a touch screen
  if (/Macintosh/i.test(userAgent) && (hints.maxTouchPoints ?? 0) > 1) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

/** The App Store on Apple devices, Google Play elsewhere (a desktop visitor mostly sends it on to an Android phone). */
export function pickStoreUrl(app: ChaleinApp, hints?: PlatformHints): string {
  const listing = app === 'rider' ? brand.riderApp : brand.driverApp;
  const platform = hints ? detectStorePlatform(hints) : 'other';
  return platform === 'ios' ? listing.appStoreUrl : listing.storeUrl;
}

/** The navigator of this page, or nothing outside a browser. */
export function readPlatformHints(): PlatformHints | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator;
}

// the platform never changes while the page is open: nothing to subscribe to
const subscribeToNothing = () => () => undefined;

/**
 * The store link for a button: the device's own store in the browser, Google Play in HTML rendered without one
 * (the server snapshot), so a link works without JavaScript and hydration then moves it to the right store.
 */
export function useStoreUrl(app: ChaleinApp): string {
  return useSyncExternalStore(
    subscribeToNothing,
    () => pickStoreUrl(app, readPlatformHints()),
    () => pickStoreUrl(app),
  );
}
