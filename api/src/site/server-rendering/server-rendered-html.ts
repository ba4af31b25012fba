import type { FirstScreenData } from '@chalein/shared/lib/use-async-data';
import { startScriptsAfterLoad } from './start-after-load';

/** The id of the script element that carries the first screen's data to the browser. */
export const FIRST_SCREEN_DATA_ID = 'chalein-first-screen';

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
 * Puts a server-rendered page into the shell's HTML: its markup in place of the boot header inside #root (marked
 * data-ssr, which tells the browser to hydrate rather than render), the first screen's data beside it, and its
 * scripts started once it has painted, with `scriptPreloads` asked for then (start-after-load.ts). The head, written
 * for a server-rendered page, already applies the page's stylesheets (renderShellHtml's `applyStyles`), so the HTML
 * paints styled before any script runs.
 */
export function insertServerRenderedPage(
  html: string,
  page: { html: string; data: FirstScreenData },
  scriptPreloads: readonly string[] = [],
): string {
  // the built template is minified: <div id=root>
  const rootStart = html.search(/<div id=(?:"root"|root)>/);
  if (rootStart < 0) return html;
  const after = html.slice(rootStart);
  const rootEnd =
    rootStart + Math.max(0, [after.indexOf('<noscript'), after.indexOf('</body')].filter((at) => at >= 0).sort((a, b) => a - b)[0] ?? 0);
  if (rootEnd <= rootStart) return html;
  const root =
    `<div id="root" data-ssr="">${page.html}</div>\n    ` +
    `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${serializeForScript(page.data)}</script>\n    `;
  const withPage = `${html.slice(0, rootStart)}${root}${html.slice(rootEnd)}`;
  return startScriptsAfterLoad(withPage, scriptPreloads);
}
