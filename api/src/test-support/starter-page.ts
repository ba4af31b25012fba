import { PRELOAD_AFTER_LOAD_ATTRIBUTE, START_AFTER_LOAD_ATTRIBUTE } from '@chalein/shared/lib/dom-markers';
import { START_AFTER_LOAD_SCRIPT } from '../site/server-rendering/start-after-load';

// The page side of the inline starter's tests (jsdom): run it as a served page runs it, and read what it started.

/** Long enough for jsdom's animation frame and a timer after it. */
export const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 60));

/** The scripts the starter has added to the page, in order. */
export const startedScripts = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

/** The scripts the starter has asked the browser to preload, in order. */
export const preloadedScripts = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => link.getAttribute('href'));

/** Runs the starter, naming `urls` to start and `preloads` to preload, in a document whose loading is at `readyState`. */
export function runStarter(urls: string, readyState: DocumentReadyState, preloads?: string): void {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  const starter = document.createElement('script');
  starter.setAttribute(START_AFTER_LOAD_ATTRIBUTE, urls);
  if (preloads !== undefined) starter.setAttribute(PRELOAD_AFTER_LOAD_ATTRIBUTE, preloads);
  starter.textContent = START_AFTER_LOAD_SCRIPT;
  // jsdom runs an inline script when it is inserted, with document.currentScript set to it, as a browser does
  document.head.appendChild(starter);
}
