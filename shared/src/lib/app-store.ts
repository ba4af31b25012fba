import { createContext, useContext, useSyncExternalStore } from 'react';
import { brand } from './brand';

// Which store listing a visitor's device can install from (docs/decisions/0014-app-stores-by-platform.md).

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

/**
 * The platform a request's User-Agent header names: what the server renders a page for. A header carries no touch
 * points, so an iPad asking for desktop pages is 'other' here and 'ios' once the browser runs.
 */
export function detectRequestPlatform(userAgent: string | undefined): StorePlatform {
  return detectStorePlatform({ userAgent: userAgent ?? '' });
}

/** The listing of `app` for a platform: the App Store on Apple devices, Google Play on every other. */
export function selectStoreUrl(app: ChaleinApp, platform: StorePlatform): string {
  const listing = app === 'rider' ? brand.riderApp : brand.driverApp;
  return platform === 'ios' ? listing.appStoreUrl : listing.storeUrl;
}

/** The App Store on Apple devices, Google Play elsewhere (a desktop visitor mostly sends it on to an Android phone). */
export function pickStoreUrl(app: ChaleinApp, hints?: PlatformHints): string {
  return selectStoreUrl(app, hints ? detectStorePlatform(hints) : 'other');
}

/** The navigator of this page, or nothing outside a browser. */
export function readPlatformHints(): PlatformHints | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator;
}

/**
 * The platform the server rendered the page for, given by the server's render (from the request's User-Agent). The
 * browser has no provider: it works the same platform out from its own User-Agent, the header it sent.
 */
export const RenderedPlatformContext = createContext<StorePlatform | undefined>(undefined);

/** The platform of the HTML being rendered or hydrated: the server's given one, or the browser's User-Agent alone. */
function readRenderedPlatform(given: StorePlatform | undefined): StorePlatform {
  if (given) return given;
  return detectRequestPlatform(readPlatformHints()?.userAgent);
}

// the platform never changes while the page is open: nothing to subscribe to
const subscribeToNothing = () => () => undefined;

/**
 * The store link for a button. The server renders the store of the request's User-Agent, and hydration renders
 * the store of the browser's User-Agent by the same function, so both name the same link and the HTML works before
 * and without JavaScript. After hydration the link names the device's store with every hint the browser has (an
 * iPad asking for desktop pages becomes 'ios' by its touch screen).
 */
export function useStoreUrl(app: ChaleinApp): string {
  const given = useContext(RenderedPlatformContext);
  return useSyncExternalStore(
    subscribeToNothing,
    () => pickStoreUrl(app, readPlatformHints()),
    () => selectStoreUrl(app, readRenderedPlatform(given)),
  );
}
