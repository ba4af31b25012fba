import { createHash } from 'node:crypto';

/**
 * The one script a server-rendered page runs inline. It starts the app's scripts (named in its
 * data-start-after-load attribute) once the page has loaded and painted, or at once when the visitor touches, taps,
 * types or moves focus, or at the latest 3 s after it ran.
 *
 * Why: the page is already readable and its links work without JavaScript. Fetched with the HTML (a deferred
 * script or a script preload), the app's 140 KB share a slow connection with the page's stylesheets and lead image
 * and hold its largest paint back to twice what the same HTML without scripts takes (docs/decisions/server-rendering.md).
 * Started after the paint, they cost the first paint nothing; a visitor who reaches for the page before then gets
 * them started at once, and a page whose images hang does not wait for them longer than the cap.
 *
 * Plain ES5 in a string: it runs as written, before any bundle, and the Content-Security-Policy allows exactly
 * these bytes by their hash (START_AFTER_LOAD_SCRIPT_HASH), so the text and the hash must come from here.
 */
export const START_AFTER_LOAD_SCRIPT = [
  '(function () {',
  "  var self = document.currentScript, urls = self ? (self.getAttribute('data-start-after-load') || '').split(' ') : [];",
  "  var events = ['pointerdown', 'touchstart', 'keydown', 'focusin'], started = false;",
  '  function start() {',
  '    if (started) return;',
  '    started = true;',
  '    for (var i = 0; i < events.length; i++) removeEventListener(events[i], start, true);',
  '    for (var j = 0; j < urls.length; j++) {',
  '      if (!urls[j]) continue;',
  "      var script = document.createElement('script');",
  '      script.src = urls[j];',
  '      script.async = false;',
  '      document.head.appendChild(script);',
  '    }',
  '  }',
  '  function startAfterPaint() {',
  '    requestAnimationFrame(function () { setTimeout(start, 0); });',
  '  }',
  '  for (var k = 0; k < events.length; k++) addEventListener(events[k], start, { capture: true, passive: true });',
  '  setTimeout(start, 3000);',
  "  if (document.readyState === 'complete') startAfterPaint();",
  "  else addEventListener('load', startAfterPaint, { once: true });",
  '})();',
].join('\n');

/** The Content-Security-Policy source that allows the inline starter and no other inline script. */
export const START_AFTER_LOAD_SCRIPT_HASH = `'sha256-${createHash('sha256').update(START_AFTER_LOAD_SCRIPT).digest('base64')}'`;

// the shell's built index.html is minified by html-webpack-plugin: `<script defer src=/main.1a2b.js></script>`, quotes
// only where a value needs them
const DEFERRED_SCRIPT = /<script defer(?:="")? src=(?:"([^"]+)"|([^\s>"]+))><\/script>/g;
const SCRIPT_PRELOAD = /[ \t]*<link rel="preload" href="[^"]+" as="script">[ \t]*\r?\n?/g;

/**
 * A server-rendered page's HTML with its scripts started after load: the shell's deferred scripts become one inline
 * starter in the place of the first, and the script preloads go (they would fetch the same files with the page).
 * Stylesheet and image preloads stay: those are what the first paint needs. HTML without deferred scripts is
 * returned as it is.
 */
export function startScriptsAfterLoad(html: string): string {
  const urls: string[] = [];
  for (const match of html.matchAll(DEFERRED_SCRIPT)) urls.push(match[1] ?? match[2] ?? '');
  if (urls.length === 0) return html;
  const attribute = urls.map((url) => url.replace(/&/g, '&amp;').replace(/"/g, '&quot;')).join(' ');
  let first = true;
  return html
    .replace(DEFERRED_SCRIPT, () => {
      if (!first) return '';
      first = false;
      return `<script data-start-after-load="${attribute}">${START_AFTER_LOAD_SCRIPT}</script>`;
    })
    .replace(SCRIPT_PRELOAD, '');
}
