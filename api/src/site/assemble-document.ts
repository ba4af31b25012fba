import {
  FIRST_SCREEN_DATA_ID,
  PRELOAD_AFTER_LOAD_ATTRIBUTE,
  ROOT_ID,
  SERVER_RENDERED_ATTRIBUTE,
  START_AFTER_LOAD_ATTRIBUTE,
} from '@chalein/shared/lib/dom-markers';
import type { Language } from '@chalein/shared/lib/i18n/languages';
import type { FirstScreenData } from '@chalein/shared/lib/use-async-data';
import type { Theme } from '@chalein/shared/lib/theme-cookie';
import type { PreloadLink } from './preload-links';
import { escapeHtml, TEST_PAYMENTS_BANNER, writeHeadBlock, type PageMeta } from './render-shell-html';
import { fillShellDocument, type ShellDocument } from './shell-document';
import { START_AFTER_LOAD_SCRIPT } from './server-rendering/start-after-load';

/**
 * JSON that is safe inside a <script> element: no '<' can end it early ('</script>'), and the two line
 * separators JavaScript once treated as line ends are escaped too. It is data, never run: a
 * `type="application/json"` script is not executed, so the Content-Security-Policy needs no exception for it.
 */
export function serializeForScript(data: FirstScreenData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The inline starter in the place of the shell's deferred scripts: it starts them (data-start-after-load) once the
 * page has painted, and preloads `scriptPreloads` then (data-preload-after-load), rather than in the head alongside
 * the stylesheets and the lead image (start-after-load.ts).
 */
function writeStarter(scripts: readonly string[], scriptPreloads: readonly string[]): string {
  const toAttribute = (urls: readonly string[]) => urls.map(escapeHtml).join(' ');
  const preloads = scriptPreloads.length > 0 ? ` ${PRELOAD_AFTER_LOAD_ATTRIBUTE}="${toAttribute(scriptPreloads)}"` : '';
  return `<script ${START_AFTER_LOAD_ATTRIBUTE}="${toAttribute(scripts)}"${preloads}>${START_AFTER_LOAD_SCRIPT}</script>`;
}

export interface DocumentParts {
  theme: Theme;
  /** the page's language: <html lang> */
  language: Language;
  meta: PageMeta;
  /** the files the page will need: named in the head, or, for a page rendered on the server, its scripts to the starter */
  preloads: readonly PreloadLink[];
  showTestPaymentsBanner: boolean;
  /** the page as a render process rendered it; absent when it is rendered in the browser */
  rendered?: { html: string; data: FirstScreenData };
}

/**
 * The whole page: the shell's document with its slots filled. A page rendered on the server has its markup in
 * #root (marked data-ssr, which tells the browser to hydrate rather than render), the first screen's data beside it,
 * its stylesheets applied in the head so it paints styled before any script runs, and its scripts started by the
 * starter once it has painted. A page rendered in the browser keeps the template's boot header and deferred scripts,
 * with every file it will need preloaded.
 */
export function assembleDocument(document: ShellDocument, parts: DocumentParts): string {
  const banner = parts.showTestPaymentsBanner ? TEST_PAYMENTS_BANNER : '';
  const { rendered } = parts;
  if (!rendered) {
    return fillShellDocument(document, {
      theme: parts.theme,
      language: parts.language,
      head: writeHeadBlock(parts.meta, parts.preloads),
      banner,
    });
  }
  const headLinks = parts.preloads.filter((link) => link.as !== 'script');
  const scriptPreloads = parts.preloads.filter((link) => link.as === 'script').map((link) => link.href);
  return fillShellDocument(document, {
    theme: parts.theme,
    language: parts.language,
    head: writeHeadBlock(parts.meta, headLinks, { applyStyles: true }),
    banner,
    rendered: {
      body: `<div id="${ROOT_ID}" ${SERVER_RENDERED_ATTRIBUTE}="">${rendered.html}</div>\n    `,
      firstScreenData: `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${serializeForScript(rendered.data)}</script>\n    `,
      starter: writeStarter(document.scripts, scriptPreloads),
    },
  });
}
