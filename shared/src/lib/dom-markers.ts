// The names by which the server's HTML, the inline starter, the shell and the remotes find each other's elements in
// a server-rendered page. Each side reads what another wrote, so a name spelled two ways fails silently (a form held
// forever, a tap never released): every side takes it from here. Kept free of imports: the starter, bundled into
// the page's one inline script, includes this module.

/** The element React renders the app into (the shell's index.html). */
export const ROOT_ID = 'root';

/** On #root when the server rendered the page: the shell hydrates it instead of rendering anew. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-ssr';

/** The JSON script holding the first screen's data the server rendered with, read back before hydrating. */
export const FIRST_SCREEN_DATA_ID = 'chalein-first-screen';

/** On a remote's page root (PageRoot): the part of the page that page's remote hydrates. */
export const REMOTE_PAGE_ATTRIBUTE = 'data-remote-page';

/** On a section hydrated only as the visitor nears it: a part of its own, hydrated later than its page. */
export const HYDRATES_WHEN_NEAR_ATTRIBUTE = 'data-hydrates-when-near';

/** Set on #root, a remote page or a near-screen section once React has hydrated it: the starter lets it go then. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Set by the shell on a server-rendered part whose remote could not be loaded: no script will take it over. */
export const HYDRATION_FAILED_ATTRIBUTE = 'data-hydration-failed';

/** On the starter: the app's scripts it starts, space-separated. */
export const START_AFTER_LOAD_ATTRIBUTE = 'data-start-after-load';

/** On the starter: the scripts it preloads once it has started the app's. */
export const PRELOAD_AFTER_LOAD_ATTRIBUTE = 'data-preload-after-load';

/** Set by the starter on the button of a submit it holds: the label drawn over the button's own text. */
export const HELD_LABEL_ATTRIBUTE = 'data-held-label';

/** A CSS selector of elements that carry `attribute`. */
export const withAttribute = (attribute: string): string => `[${attribute}]`;
