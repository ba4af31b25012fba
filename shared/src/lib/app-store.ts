import { useEffect, useState } from 'react';
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

/**
 * The store link for a button. The first render gives Google Play, as HTML rendered without a browser does, so a
 * link works before (and without) JavaScript and hydration matches; the device's own store follows at once.
 */
export function useStoreUrl(app: ChaleinApp): string {
  const [url, setUrl] = useState(() => pickStoreUrl(app));
  useEffect(() => setUrl(pickStoreUrl(app, readPlatformHints())), [app]);
  return url;
}
