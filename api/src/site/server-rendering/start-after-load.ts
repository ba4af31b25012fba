import { createHash } from 'node:crypto';
import { escapeHtml } from '../render-shell-html';

/**
 * The one script a server-rendered page runs inline. It starts the app's scripts (named in its
 * data-start-after-load attribute), and preloads the chunks they will load (data-preload-after-load), once the page
 * has loaded and painted, or at once when the visitor touches, taps, types or moves focus, or at the latest 3 s
 * after it ran. Asking for a file costs the main thread 0.2-5 ms here (more while DevTools records the page), so the
 * twenty or so preloads are added one to a task, after the scripts' own task, rather than in one task of 15-40 ms.
 *
 * Why: the page is already readable and its links work without JavaScript. Fetched with the HTML (a deferred
 * script or a script preload), the app's 140 KB share a slow connection with the page's stylesheets and lead image
 * and hold its largest paint back to twice what the same HTML without scripts takes (docs/decisions/0021-server-rendering.md).
 * Started after the paint, they cost the first paint nothing; a visitor who reaches for the page before then gets
 * them started at once, and a page whose images hang does not wait for them longer than the cap.
 *
 * Until the part of the page a field belongs to has hydrated (its remote page's data-hydrated, or #root's for the
 * layout's), the page is the browser's alone: hydrating a controlled field puts back the value React holds (empty),
 * and a form sent then is submitted by the browser itself (the page reloads with what was typed in its address,
 * and nothing reaches the API). So the starter notes what the visitor types there and, once that part has
 * hydrated, types it again the way React hears it. React keeps the DOM's value but not in its state, which a send
 * then reads as empty, and records the DOM's value as the one it knows; so the field is first set empty through its
 * own property (which React records), then to what was typed through the prototype's setter (which it does not),
 * and an input and a change event follow, as testing libraries do; and it
 * holds a form sent too early, starts the scripts, and sends it again then (requestSubmit, with the same button).
 * A held form is one submission: its button says 'Sending…' at once, a second submit of it is dropped, and its
 * hidden idempotencyKey field gets a random key that the send carries, so the server stores it once
 * (docs/decisions/0035-idempotent-submissions.md).
 * A button that only scripts give a meaning to (not a form's submit button, nor one that opens a popover, which the
 * browser does by itself) does nothing before then, and React
 * drops a tap on a part it has not hydrated: the starter holds that tap and taps the button again once its part
 * has hydrated. A section the browser hydrates only as the visitor nears it (data-hydrates-when-near) is such a
 * part of its own.
 *
 * Plain ES5 in a string: it runs as written, before any bundle, and the Content-Security-Policy allows exactly
 * these bytes by their hash (START_AFTER_LOAD_SCRIPT_HASH), so the text and the hash must come from here.
 */
export const START_AFTER_LOAD_SCRIPT = [
  '(function () {',
  "  var self = document.currentScript, urls = self ? (self.getAttribute('data-start-after-load') || '').split(' ') : [];",
  "  var preloads = self ? (self.getAttribute('data-preload-after-load') || '').split(' ') : [];",
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
  '    preloadFrom(0);',
  '  }',
  '  function preloadFrom(next) {',
  '    while (next < preloads.length && !preloads[next]) next++;',
  '    if (next >= preloads.length) return;',
  '    setTimeout(function () {',
  "      var link = document.createElement('link');",
  "      link.setAttribute('rel', 'preload');",
  "      link.setAttribute('as', 'script');",
  "      link.setAttribute('href', preloads[next]);",
  '      document.head.appendChild(link);',
  '      preloadFrom(next + 1);',
  '    }, 0);',
  '  }',
  '  function startAfterPaint() {',
  '    requestAnimationFrame(function () { setTimeout(start, 0); });',
  '  }',
  '  function isHydrated(element) {',
  "    var part = element.closest('[data-hydrates-when-near], [data-remote-page]') || document.getElementById('root');",
  "    return !part || part.hasAttribute('data-hydrated');",
  '  }',
  // the shell marks a part whose remote could not be loaded: no script will take its forms over (until a retry)
  '  function hasFailed(element) {',
  "    var part = element.closest('[data-hydrates-when-near], [data-remote-page]') || document.getElementById('root');",
  "    return !!part && part.hasAttribute('data-hydration-failed');",
  '  }',
  // a tap or a key on a control the browser works by itself (a question's summary, a button that opens a popover) is
  // the browser's alone until its part has hydrated: React, listening at #root, would otherwise hydrate that whole
  // part inside the event (a long task on a phone) before the browser may open the question or the menu, with no
  // handler of its own to run there. Stopped above #root, the event keeps its default; listeners on the window still
  // hear it
  "  var TAP_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'gotpointercapture', 'pointerup', 'touchend', 'mouseover', 'mousedown', 'focusin', 'mouseup', 'click', 'keydown', 'keyup'];",
  '  function isBrowserControl(element) {',
  "    var summary = element.closest('summary'), button = element.closest('button');",
  "    if (summary && summary.parentElement && summary.parentElement.localName === 'details') return true;",
  '    return !!button && !!button.popoverTargetElement;',
  '  }',
  '  function keepFromReact(event) {',
  '    var target = event.target;',
  '    if (target && target.closest && isBrowserControl(target) && !isHydrated(target)) event.stopPropagation();',
  '  }',
  '  for (var e = 0; e < TAP_EVENTS.length; e++) document.addEventListener(TAP_EVENTS[e], keepFromReact, { capture: true, passive: true });',
  '  var typed = [], held = [], clicked = [], posted = [], watching = null, passing = null;',
  '  function watch() {',
  '    if (watching) return;',
  '    watching = new MutationObserver(handOver);',
  "    watching.observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ['data-hydrated', 'data-hydration-failed'] });",
  '  }',
  '  function restore(entry) {',
  "    var field = entry.field, toggle = field.type === 'checkbox' || field.type === 'radio';",
  "    var key = toggle ? 'checked' : 'value', typedValue = toggle ? entry.checked : entry.value;",
  '    var setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), key);',
  '    if (!setter || !setter.set) return;',
  "    field[key] = toggle ? !typedValue : '';",
  '    setter.set.call(field, typedValue);',
  "    field.dispatchEvent(new Event(toggle ? 'click' : 'input', { bubbles: true }));",
  "    field.dispatchEvent(new Event('change', { bubbles: true }));",
  '  }',
  // a held submit says so on its button at once. Its text stays as the server rendered it, since React checks that
  // text when it hydrates the button and would throw the form away on a difference: the label is drawn over it
  // (a style of this script's own: the text's fill made transparent, the label in the button's own colour, with no
  // style read back, which would make the browser lay the page out there and then) and named for assistive
  // technology (aria-label)
  "  var HELD_LABEL = 'Sending\\u2026', KEY_FIELD = 'idempotencyKey', heldStyle = null;",
  '  function createKey() {',
  '    var c = window.crypto;',
  '    if (c.randomUUID) return c.randomUUID();',
  "    var bytes = c.getRandomValues(new Uint8Array(16)), key = '';",
  '    bytes[6] = (bytes[6] & 15) | 64;',
  '    bytes[8] = (bytes[8] & 63) | 128;',
  "    for (var i = 0; i < 16; i++) key += (i === 4 || i === 6 || i === 8 || i === 10 ? '-' : '') + (bytes[i] < 16 ? '0' : '') + bytes[i].toString(16);",
  '    return key;',
  '  }',
  '  function keyField(form) {',
  '    var field = form.elements.namedItem(KEY_FIELD);',
  "    return field && field.type === 'hidden' ? field : null;",
  '  }',
  '  function hold(form, submitter) {',
  "    var field = keyField(form), button = submitter || form.querySelector('button:not([type]), button[type=submit], input[type=submit]');",
  '    if (field && !field.value) field.value = createKey();',
  '    var entry = { form: form, submitter: submitter, key: field ? field.value : null, button: button, saved: null };',
  '    if (!button) return entry;',
  "    entry.saved = { label: button.getAttribute('aria-label'), busy: button.getAttribute('aria-busy'), disabled: button.getAttribute('aria-disabled') };",
  '    if (!heldStyle) {',
  "      heldStyle = document.createElement('style');",
  "      heldStyle.textContent = ':where([data-held-label]){position:relative}[data-held-label]{-webkit-text-fill-color:transparent}[data-held-label]::after{content:attr(data-held-label);position:absolute;inset:0;display:flex;align-items:center;justify-content:center;-webkit-text-fill-color:currentColor}';",
  '      document.head.appendChild(heldStyle);',
  '    }',
  "    button.setAttribute('data-held-label', HELD_LABEL);",
  "    button.setAttribute('aria-label', HELD_LABEL);",
  "    button.setAttribute('aria-busy', 'true');",
  "    button.setAttribute('aria-disabled', 'true');",
  '    return entry;',
  '  }',
  '  function putBack(element, name, value) {',
  '    if (value === null) element.removeAttribute(name);',
  '    else element.setAttribute(name, value);',
  '  }',
  // hydrating the form empties its key field (React sets what it rendered): the key goes back in for React's send
  '  function release(entry) {',
  '    var field = keyField(entry.form), button = entry.button, saved = entry.saved;',
  '    if (field && entry.key) field.value = entry.key;',
  '    if (!button || !saved) return;',
  "    button.removeAttribute('data-held-label');",
  "    putBack(button, 'aria-label', saved.label);",
  "    putBack(button, 'aria-busy', saved.busy);",
  "    putBack(button, 'aria-disabled', saved.disabled);",
  '  }',
  // a held form whose part failed to load is sent as the browser sends it without scripts (a post, with its key, to
  // the server's own handler); a form that would go as a GET, with what was typed in its address, is only let go
  '  function isPost(form) {',
  "    return (form.getAttribute('method') || '').toLowerCase() === 'post';",
  '  }',
  '  function sendWithoutScripts(entry) {',
  '    var form = entry.form;',
  '    if (!isPost(form)) return release(entry);',
  '    posted.push(form);',
  '    passing = form;',
  '    if (entry.submitter && entry.submitter.form === form) form.requestSubmit(entry.submitter);',
  '    else form.requestSubmit();',
  '    passing = null;',
  '  }',
  '  function handOver() {',
  '    var stillTyped = [], stillHeld = [], stillClicked = [], ready = [], readyClicks = [];',
  '    for (var t = 0; t < typed.length; t++) {',
  '      if (!typed[t].field.isConnected) continue;',
  '      if (isHydrated(typed[t].field)) restore(typed[t]);',
  '      else stillTyped.push(typed[t]);',
  '    }',
  '    for (var h = 0; h < held.length; h++) {',
  '      if (!held[h].form.isConnected) continue;',
  '      if (isHydrated(held[h].form)) ready.push(held[h]);',
  '      else if (hasFailed(held[h].form)) sendWithoutScripts(held[h]);',
  '      else stillHeld.push(held[h]);',
  '    }',
  '    for (var c = 0; c < clicked.length; c++) {',
  '      if (!clicked[c].isConnected) continue;',
  '      if (isHydrated(clicked[c])) readyClicks.push(clicked[c]);',
  '      else stillClicked.push(clicked[c]);',
  '    }',
  '    typed = stillTyped;',
  '    held = stillHeld;',
  '    clicked = stillClicked;',
  '    if (typed.length === 0 && held.length === 0 && clicked.length === 0 && watching) { watching.disconnect(); watching = null; }',
  '    if (ready.length === 0 && readyClicks.length === 0) return;',
  '    setTimeout(function () {',
  '      for (var b = 0; b < readyClicks.length; b++) readyClicks[b].click();',
  '      for (var r = 0; r < ready.length; r++) {',
  '        var entry = ready[r];',
  '        release(entry);',
  '        if (entry.submitter && entry.submitter.form === entry.form) entry.form.requestSubmit(entry.submitter);',
  '        else entry.form.requestSubmit();',
  '      }',
  '    }, 0);',
  '  }',
  "  addEventListener('input', function (event) {",
  '    var field = event.target;',
  "    if (!field || !field.closest || field.type === 'file' || isHydrated(field)) return;",
  '    var entry = null;',
  '    for (var f = 0; f < typed.length; f++) if (typed[f].field === field) entry = typed[f];',
  '    if (!entry) typed.push(entry = { field: field });',
  '    entry.value = field.value;',
  '    entry.checked = field.checked;',
  '    watch();',
  '  }, true);',
  "  addEventListener('click', function (event) {",
  "    var button = event.target && event.target.closest ? event.target.closest('button') : null;",
  // a button that opens a popover (popovertarget, in a browser that knows it) works without scripts: held, it would not
  "    if (!button || button.disabled || (button.form && button.type !== 'button') || button.popoverTargetElement || isHydrated(button)) return;",
  '    event.preventDefault();',
  '    event.stopPropagation();',
  '    if (clicked.indexOf(button) < 0) clicked.push(button);',
  '    start();',
  '    watch();',
  '  }, true);',
  "  addEventListener('submit', function (event) {",
  '    var form = event.target;',
  '    if (event.defaultPrevented || !form || !form.closest || form === passing || isHydrated(form)) return;',
  // a second tap while the first is held (or posted) is the same submission: it is dropped, never sent twice
  '    var again = posted.indexOf(form) >= 0;',
  '    for (var s = 0; s < held.length; s++) if (held[s].form === form) again = true;',
  '    if (again) return event.preventDefault();',
  '    var entry = hold(form, event.submitter);',
  // its part has already failed to load: the browser sends it now, as it would without scripts (the key and the
  // label are in place before it reads the form)
  '    if (hasFailed(form)) {',
  '      if (isPost(form)) return posted.push(form);',
  '      event.preventDefault();',
  '      return release(entry);',
  '    }',
  '    event.preventDefault();',
  '    held.push(entry);',
  '    start();',
  '    watch();',
  '  }, true);',
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
const toAttribute = (urls: readonly string[]) => urls.map(escapeHtml).join(' ');

/**
 * A server-rendered page's HTML with its scripts started after load: the shell's deferred scripts become one inline
 * starter in the place of the first, which also names the scripts to preload then (data-preload-after-load). In the
 * head those preloads would fetch the same files with the page; the starter adds them when it starts the scripts,
 * so that the chunks the shell then evaluates one step at a time (shell/src/index.ts) are all asked for at once, not
 * one step after the other. HTML without deferred scripts is returned as it is.
 */
export function startScriptsAfterLoad(html: string, scriptPreloads: readonly string[] = []): string {
  const urls: string[] = [];
  for (const match of html.matchAll(DEFERRED_SCRIPT)) urls.push(match[1] ?? match[2] ?? '');
  if (urls.length === 0) return html;
  let first = true;
  return html.replace(DEFERRED_SCRIPT, () => {
    if (!first) return '';
    first = false;
    const preloadAttribute = scriptPreloads.length > 0 ? ` data-preload-after-load="${toAttribute(scriptPreloads)}"` : '';
    return `<script data-start-after-load="${toAttribute(urls)}"${preloadAttribute}>${START_AFTER_LOAD_SCRIPT}</script>`;
  });
}
