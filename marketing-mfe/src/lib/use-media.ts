import { useSyncExternalStore } from 'react';

/** Spec section 9: carousels react to a resize after 50 ms of quiet. */
export const RESIZE_DEBOUNCE_MS = 50;

/**
 * The viewport width of a page rendered without a browser (on the server), and so of the browser's first, hydrating
 * render, which must draw the same HTML: wider than every carousel breakpoint, so a carousel starts from its base
 * settings and moves to the visitor's real width right after hydration.
 */
export const SERVER_VIEWPORT_WIDTH = 1280;

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function readReducedMotion(): boolean {
  // jsdom and very old browsers have no matchMedia: assume motion is fine, as the browser would
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

function subscribeToReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * True while the visitor asks their system for less motion; follows changes without a reload. Without a browser,
 * and while hydrating, it is false (the server cannot know); the browser's answer follows at once.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToReducedMotion, readReducedMotion, () => false);
}

// The width carousels are laid out for, updated only once resizing has settled (RESIZE_DEBOUNCE_MS). It is read
// afresh while no carousel listens, since nothing followed the window meanwhile.
let settledWidth: number | undefined;
const widthListeners = new Set<() => void>();
let resizeTimer: ReturnType<typeof setTimeout> | undefined;

function onResize(): void {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(() => {
    settledWidth = window.innerWidth;
    for (const listener of widthListeners) listener();
  }, RESIZE_DEBOUNCE_MS);
}

function subscribeToWidth(listener: () => void): () => void {
  if (widthListeners.size === 0) window.addEventListener('resize', onResize);
  widthListeners.add(listener);
  return () => {
    widthListeners.delete(listener);
    if (widthListeners.size > 0) return;
    window.removeEventListener('resize', onResize);
    clearTimeout(resizeTimer);
    settledWidth = undefined;
  };
}

function readSettledWidth(): number {
  settledWidth ??= window.innerWidth;
  return settledWidth;
}

/**
 * The viewport width (what CSS media queries compare), updated after resizing settles. SERVER_VIEWPORT_WIDTH on
 * the server and while hydrating, so the browser's first render matches the server's HTML.
 */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribeToWidth, readSettledWidth, () => SERVER_VIEWPORT_WIDTH);
}
