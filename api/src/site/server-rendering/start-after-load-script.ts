import { createIdempotencyKey, IDEMPOTENCY_KEY_FIELD } from '@chalein/shared/api/idempotency-key';
import {
  HELD_LABEL_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  HYDRATES_WHEN_NEAR_ATTRIBUTE,
  HYDRATION_FAILED_ATTRIBUTE,
  PRELOAD_AFTER_LOAD_ATTRIBUTE,
  REMOTE_PAGE_ATTRIBUTE,
  ROOT_ID,
  START_AFTER_LOAD_ATTRIBUTE,
  withAttribute,
} from '@chalein/shared/lib/dom-markers';

// The one script a server-rendered page runs inline (the browser side of start-after-load.ts, which explains why the
// app's scripts start after the paint). The build bundles and minifies it into api/dist/start-after-load.js; the
// server puts those bytes in every server-rendered page and allows exactly them by their hash. It runs before any
// bundle, on its own: it imports only modules that import nothing else.

const starter = document.currentScript;
const readList = (attribute: string): string[] => (starter?.getAttribute(attribute) ?? '').split(' ').filter(Boolean);
const scriptUrls = readList(START_AFTER_LOAD_ATTRIBUTE);
const preloadUrls = readList(PRELOAD_AFTER_LOAD_ATTRIBUTE);

// ---- Starting the app's scripts ----

/** A visitor reaching for the page: the scripts start at once. */
const REACHING_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
/** The latest the scripts start after this ran, however long the page's images take to load. */
const START_AT_THE_LATEST_MS = 3000;
let started = false;

function startScripts(): void {
  if (started) return;
  started = true;
  for (const type of REACHING_EVENTS) removeEventListener(type, startScripts, true);
  for (const url of scriptUrls) {
    const script = document.createElement('script');
    script.src = url;
    // in the page's order, although fetched in parallel
    script.async = false;
    document.head.appendChild(script);
  }
  preloadFrom(0);
}

/**
 * Asks for the chunks the scripts will load, one to a task after the scripts' own: asking for a file costs the main
 * thread a few milliseconds on a slow phone, and twenty of them in one task would be a long one.
 */
function preloadFrom(next: number): void {
  const url = preloadUrls[next];
  if (url === undefined) return;
  setTimeout(() => {
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'script');
    link.setAttribute('href', url);
    document.head.appendChild(link);
    preloadFrom(next + 1);
  }, 0);
}

function startAfterPaint(): void {
  requestAnimationFrame(() => setTimeout(startScripts, 0));
}

// ---- The parts of the page and their hydration ----

const PART_SELECTOR = `${withAttribute(HYDRATES_WHEN_NEAR_ATTRIBUTE)}, ${withAttribute(REMOTE_PAGE_ATTRIBUTE)}`;

/** The part of the page `element` belongs to: a section hydrated as it nears the screen, a remote's page, or #root. */
function findPart(element: Element): Element | null {
  return element.closest(PART_SELECTOR) ?? document.getElementById(ROOT_ID);
}

function isHydrated(element: Element): boolean {
  const part = findPart(element);
  return !part || part.hasAttribute(HYDRATED_ATTRIBUTE);
}

/** The shell marks a part whose remote could not be loaded: no script will take its forms over (until a retry). */
function hasFailed(element: Element): boolean {
  return findPart(element)?.hasAttribute(HYDRATION_FAILED_ATTRIBUTE) ?? false;
}

const isElement = (target: EventTarget | null): target is Element => target instanceof Element;

// ---- What the visitor did before hydration, handed over once its part has hydrated ----

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface TypedEntry {
  field: Field;
  value: string;
  checked: boolean;
}

interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
  key: string | null;
  button: Element | null;
  saved: { label: string | null; busy: string | null; disabled: string | null } | null;
}

let typed: TypedEntry[] = [];
let held: HeldSubmit[] = [];
let clicked: HTMLButtonElement[] = [];
/** forms sent as the browser sends them without scripts, their part having failed: never sent again */
const posted: HTMLFormElement[] = [];
let watching: MutationObserver | null = null;
/** the form the starter itself is sending as the browser would: its submit event is let through */
let passing: HTMLFormElement | null = null;

function watchHydration(): void {
  if (watching) return;
  watching = new MutationObserver(handOver);
  watching.observe(document.documentElement, {
    subtree: true,
    attributes: true,
    attributeFilter: [HYDRATED_ATTRIBUTE, HYDRATION_FAILED_ATTRIBUTE],
  });
}

/**
 * Types what the visitor typed again, the way React hears it. Hydrating a controlled field puts back the value React
 * holds (empty); React keeps the DOM's value but not in its state, which a send then reads as empty, and records the
 * DOM's value as the one it knows. So the field is first set empty through its own property (which React records),
 * then to what was typed through the prototype's setter (which it does not), and an input and a change event follow,
 * as testing libraries do.
 */
function retype(entry: TypedEntry): void {
  const { field } = entry;
  const toggle = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), toggle ? 'checked' : 'value')?.set;
  if (!setter) return;
  if (toggle) field.checked = !entry.checked;
  else field.value = '';
  setter.call(field, toggle ? entry.checked : entry.value);
  field.dispatchEvent(new Event(toggle ? 'click' : 'input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

// A held submit says so on its button at once. Its text stays as the server rendered it, since React checks that
// text when it hydrates the button and would throw the form away on a difference: the label is drawn over it (a
// style of this script's own: the text's fill made transparent, the label in the button's own colour, with no style
// read back, which would make the browser lay the page out there and then) and named for assistive technology
// (aria-label).
const HELD_LABEL = 'Sending…';
const HELD = withAttribute(HELD_LABEL_ATTRIBUTE);
const HELD_STYLE =
  `:where(${HELD}){position:relative}${HELD}{-webkit-text-fill-color:transparent}` +
  `${HELD}::after{content:attr(${HELD_LABEL_ATTRIBUTE});position:absolute;inset:0;display:flex;align-items:center;` +
  'justify-content:center;-webkit-text-fill-color:currentColor}';
let heldStyle: HTMLStyleElement | null = null;

/** The form's hidden idempotency key field (docs/decisions/0035-idempotent-submissions.md), when it has one. */
function findKeyField(form: HTMLFormElement): HTMLInputElement | null {
  const field = form.elements.namedItem(IDEMPOTENCY_KEY_FIELD);
  return field instanceof HTMLInputElement && field.type === 'hidden' ? field : null;
}

/** One submission: a random key in its key field (the send carries it, so the server stores it once), and its label. */
function hold(form: HTMLFormElement, submitter: HTMLElement | null): HeldSubmit {
  const field = findKeyField(form);
  const button = submitter ?? form.querySelector('button:not([type]), button[type=submit], input[type=submit]');
  if (field && !field.value) field.value = createIdempotencyKey();
  const entry: HeldSubmit = { form, submitter, key: field ? field.value : null, button, saved: null };
  if (!button) return entry;
  entry.saved = {
    label: button.getAttribute('aria-label'),
    busy: button.getAttribute('aria-busy'),
    disabled: button.getAttribute('aria-disabled'),
  };
  if (!heldStyle) {
    heldStyle = document.createElement('style');
    heldStyle.textContent = HELD_STYLE;
    document.head.appendChild(heldStyle);
  }
  button.setAttribute(HELD_LABEL_ATTRIBUTE, HELD_LABEL);
  button.setAttribute('aria-label', HELD_LABEL);
  button.setAttribute('aria-busy', 'true');
  button.setAttribute('aria-disabled', 'true');
  return entry;
}

function putBack(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** Hydrating the form empties its key field (React sets what it rendered): the key goes back in for React's send. */
function release(entry: HeldSubmit): void {
  const field = findKeyField(entry.form);
  if (field && entry.key) field.value = entry.key;
  const { button, saved } = entry;
  if (!button || !saved) return;
  button.removeAttribute(HELD_LABEL_ATTRIBUTE);
  putBack(button, 'aria-label', saved.label);
  putBack(button, 'aria-busy', saved.busy);
  putBack(button, 'aria-disabled', saved.disabled);
}

const isPost = (form: HTMLFormElement): boolean => (form.getAttribute('method') ?? '').toLowerCase() === 'post';

function submitAgain({ form, submitter }: HeldSubmit): void {
  if (submitter && 'form' in submitter && submitter.form === form) form.requestSubmit(submitter);
  else form.requestSubmit();
}

/**
 * A held form whose part failed to load is sent as the browser sends it without scripts (a post, with its key, to the
 * server's own handler); a form that would go as a GET, with what was typed in its address, is only let go.
 */
function sendWithoutScripts(entry: HeldSubmit): void {
  if (!isPost(entry.form)) return release(entry);
  posted.push(entry.form);
  passing = entry.form;
  submitAgain(entry);
  passing = null;
}

function handOver(): void {
  const ready: HeldSubmit[] = [];
  const readyClicks: HTMLButtonElement[] = [];
  typed = typed.filter((entry) => {
    if (!entry.field.isConnected) return false;
    if (!isHydrated(entry.field)) return true;
    retype(entry);
    return false;
  });
  held = held.filter((entry) => {
    if (!entry.form.isConnected) return false;
    if (isHydrated(entry.form)) ready.push(entry);
    else if (hasFailed(entry.form)) sendWithoutScripts(entry);
    else return true;
    return false;
  });
  clicked = clicked.filter((button) => {
    if (!button.isConnected) return false;
    if (!isHydrated(button)) return true;
    readyClicks.push(button);
    return false;
  });
  if (typed.length === 0 && held.length === 0 && clicked.length === 0 && watching) {
    watching.disconnect();
    watching = null;
  }
  if (ready.length === 0 && readyClicks.length === 0) return;
  // after React's own work of the hydration
  setTimeout(() => {
    for (const button of readyClicks) button.click();
    for (const entry of ready) {
      release(entry);
      submitAgain(entry);
    }
  }, 0);
}

// Until its part has hydrated, a field is the browser's alone: what is typed there is noted, to be typed again.
addEventListener(
  'input',
  (event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) return;
    if (field.type === 'file' || isHydrated(field)) return;
    let entry = typed.find((candidate) => candidate.field === field);
    if (!entry) typed.push((entry = { field, value: '', checked: false }));
    entry.value = field.value;
    entry.checked = field instanceof HTMLInputElement && field.checked;
    watchHydration();
  },
  true,
);

// A button that only scripts give a meaning to (not a form's submit button, nor one that opens a popover, which the
// browser does by itself) does nothing before its part hydrates, and React drops a tap on a part it has not
// hydrated: the tap is held, the scripts start, and the button is tapped again once its part has hydrated.
addEventListener(
  'click',
  (event) => {
    const button = isElement(event.target) ? event.target.closest('button') : null;
    if (!button || button.disabled || (button.form && button.type !== 'button') || button.popoverTargetElement || isHydrated(button)) {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    if (!clicked.includes(button)) clicked.push(button);
    startScripts();
    watchHydration();
  },
  true,
);

// A form sent before its part hydrates would be submitted by the browser itself (the page reloads, and nothing
// reaches the API): it is held, the scripts start, and it is sent again once its part has hydrated, with the same
// button. A second tap while the first is held (or posted) is the same submission: it is dropped, never sent twice.
addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form === passing || isHydrated(form)) return;
    if (posted.includes(form) || held.some((entry) => entry.form === form)) return event.preventDefault();
    const entry = hold(form, event.submitter);
    // its part has already failed to load: the browser sends it now, as it would without scripts (the key and the
    // label are in place before it reads the form)
    if (hasFailed(form)) {
      if (isPost(form)) return void posted.push(form);
      event.preventDefault();
      return release(entry);
    }
    event.preventDefault();
    held.push(entry);
    startScripts();
    watchHydration();
  },
  true,
);

// A tap or a key on a control the browser works by itself (a question's summary, a button that opens a popover) is
// the browser's alone until its part has hydrated: React, listening at #root, would otherwise hydrate that whole part
// inside the event (a long task on a phone) before the browser may open the question or the menu, with no handler of
// its own to run there. Stopped above #root, the event keeps its default; listeners on the window still hear it. The
// transitions the answer starts on the control (a question's icon turning) come before the frame that shows it, and
// React would hear those too.
const TAP_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'gotpointercapture',
  'pointerup',
  'touchend',
  'mouseover',
  'mousedown',
  'focusin',
  'mouseup',
  'click',
  'keydown',
  'keyup',
  'transitionrun',
  'transitionstart',
  'transitionend',
  'transitioncancel',
];

function isBrowserControl(element: Element): boolean {
  const summary = element.closest('summary');
  if (summary?.parentElement?.localName === 'details') return true;
  return Boolean(element.closest('button')?.popoverTargetElement);
}

for (const type of TAP_EVENTS) {
  document.addEventListener(
    type,
    (event) => {
      const { target } = event;
      if (isElement(target) && isBrowserControl(target) && !isHydrated(target)) event.stopPropagation();
    },
    { capture: true, passive: true },
  );
}

for (const type of REACHING_EVENTS) addEventListener(type, startScripts, { capture: true, passive: true });
setTimeout(startScripts, START_AT_THE_LATEST_MS);
if (document.readyState === 'complete') startAfterPaint();
else addEventListener('load', startAfterPaint, { once: true });
