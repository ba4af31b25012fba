import { HEAD_TEXTS } from '@chalein/shared/lib/i18n/head-texts';
import { LANGUAGE_TAGS, type Language } from '@chalein/shared/lib/i18n/languages';
import type { Theme } from '@chalein/shared/lib/theme-cookie';
import { escapeHtml } from './render-shell-html';

/**
 * The places of the shell's index.html a page fills in:
 * - `theme`: the `<html>` tag, with the page's language (lang) and the visitor's theme (data-theme and color-scheme);
 * - `starter`: the first of the shell's deferred scripts, and `laterScript` each other one: kept for a page rendered
 *   in the browser; for a page rendered on the server the first becomes the inline starter and the others go;
 * - `head`: the page's title, metadata and links, at the end of `<head>`;
 * - `banner`: the test payments banner, first in `<body>`;
 * - `noScriptNote`: the template's `<noscript>` before `#root`, its text written in the page's language;
 * - `body`: the template's `#root` (its boot header), replaced by the rendered page, and `firstScreenData`
 *   after it, the data its first screen was rendered from.
 */
export type ShellSlotName = 'theme' | 'starter' | 'laterScript' | 'head' | 'banner' | 'noScriptNote' | 'body' | 'firstScreenData';

/** The shell's index.html cut once at its slots: the page is the pieces joined with what fills each slot. */
export interface ShellDocument {
  /** one more than the slots: pieces[0], slot 0, pieces[1], slot 1, ... */
  pieces: readonly string[];
  /** each slot, with the template's own text there (what a page rendered in the browser keeps) */
  slots: readonly { name: ShellSlotName; original: string }[];
  /** the `<html>` tag's attributes other than the language's and the theme's */
  htmlAttributes: string;
  /** the deferred scripts' URLs, in order: the starter starts them */
  scripts: readonly string[];
  /** whether the template has a #root a server-rendered page can go into */
  hasRoot: boolean;
}

/** What fills a document's slots for one page. */
export interface ShellSlots {
  theme: Theme;
  language: Language;
  /** the head's tags, as written by writeHeadBlock */
  head: string;
  banner: string;
  /** a page rendered on the server: its markup, its first screen's data and the starter; absent: rendered in the browser */
  rendered?: { body: string; firstScreenData: string; starter: string };
}

// The build minifies index.html (html-webpack-plugin): attributes may be unquoted. These run once per template.
// Tags the build may already carry (defaults from the shell's template); the page's own replace them rather than repeat them.
const REPLACED_TAGS: readonly RegExp[] = [
  /<title\b[^>]*>[\s\S]*?<\/title>[ \t]*\r?\n?/gi,
  /<meta\b[^>]*\b(?:name|property)\s*=\s*["']?(?:description|keywords|robots|og:[\w:]+|twitter:[\w:]+)["']?[^>]*>[ \t]*\r?\n?/gi,
  /<link\b[^>]*\brel\s*=\s*["']?canonical["']?[^>]*>[ \t]*\r?\n?/gi,
];
const HTML_TAG = /<html\b([^>]*)>/i;
const THEME_ATTRIBUTES = /\s+(?:lang|data-theme|style)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;
const DEFERRED_SCRIPT = /<script defer(?:="")? src=(?:"([^"]+)"|([^\s>"]+))><\/script>/g;
const ROOT_START = /<div id=(?:"root"|root)>/;
const NO_SCRIPT_NOTE = /<noscript\b[^>]*>[\s\S]*?<\/noscript>/i;
const PARAGRAPH_TEXT = /(<p\b[^>]*>)[\s\S]*?(<\/p>)/i;

interface Cut {
  at: number;
  /** the end of the template's text the slot takes the place of (at itself for a slot that only adds) */
  end: number;
  name: ShellSlotName;
}

/** Where each slot is in the template (with the replaced tags taken out), in the template's order. */
function findCuts(template: string): Cut[] {
  const cuts: Cut[] = [];
  const headEnd = template.search(/<\/head\s*>/i);
  const headStart = /<head\b[^>]*>/i.exec(template);
  const headAt = headEnd >= 0 ? headEnd : headStart ? headStart.index + headStart[0].length : 0;
  const bodyStart = /<body\b[^>]*>/i.exec(template);
  const bannerAt = bodyStart ? bodyStart.index + bodyStart[0].length : 0;
  // a template with neither <head> nor <body> gets the banner, then the head's tags, before its first tag
  cuts.push({ at: bannerAt, end: bannerAt, name: 'banner' }, { at: headAt, end: headAt, name: 'head' });
  const html = HTML_TAG.exec(template);
  if (html) cuts.push({ at: html.index, end: html.index + html[0].length, name: 'theme' });
  for (const script of template.matchAll(DEFERRED_SCRIPT)) {
    const name = cuts.some((cut) => cut.name === 'starter') ? 'laterScript' : 'starter';
    cuts.push({ at: script.index, end: script.index + script[0].length, name });
  }
  const rootStart = template.search(ROOT_START);
  // the note for visitors without scripts, between <body> and #root: its words follow the page's language
  const noteRegion = template.slice(bannerAt, rootStart >= 0 ? rootStart : template.length);
  const note = NO_SCRIPT_NOTE.exec(noteRegion);
  if (bodyStart && note) cuts.push({ at: bannerAt + note.index, end: bannerAt + note.index + note[0].length, name: 'noScriptNote' });
  if (rootStart >= 0) {
    const after = template.slice(rootStart);
    const ends = [after.indexOf('<noscript'), after.indexOf('</body')].filter((at) => at > 0);
    if (ends.length > 0) {
      const rootEnd = rootStart + Math.min(...ends);
      cuts.push({ at: rootStart, end: rootEnd, name: 'body' }, { at: rootEnd, end: rootEnd, name: 'firstScreenData' });
    }
  }
  // stable: slots at one place keep the order they were found in
  return cuts.sort((a, b) => a.at - b.at);
}

/**
 * Cuts the shell's index.html at its slots, once per version of the template (the regular expressions run here, never
 * per request): the template's own title, description, keywords, robots, Open Graph, Twitter and canonical tags go,
 * since each page writes its own.
 */
export function parseShellDocument(template: string): ShellDocument {
  let text = template;
  for (const pattern of REPLACED_TAGS) text = text.replace(pattern, '');
  const cuts = findCuts(text);
  const pieces: string[] = [];
  const slots: { name: ShellSlotName; original: string }[] = [];
  let from = 0;
  for (const cut of cuts) {
    pieces.push(text.slice(from, cut.at));
    slots.push({ name: cut.name, original: text.slice(cut.at, cut.end) });
    from = cut.end;
  }
  pieces.push(text.slice(from));
  // the head's tags go on a line of their own after <head> when the template has no </head>
  const head = cuts.findIndex((cut) => cut.name === 'head');
  const headEnd = text.search(/<\/head\s*>/i);
  if (headEnd < 0 && /<head\b[^>]*>/i.test(text)) pieces[head] = `${pieces[head]}\n`;
  const htmlAttributes = (HTML_TAG.exec(text)?.[1] ?? '').replace(THEME_ATTRIBUTES, '');
  const scripts = [...text.matchAll(DEFERRED_SCRIPT)].map((match) => match[1] ?? match[2] ?? '');
  return { pieces, slots, htmlAttributes, scripts, hasRoot: cuts.some((cut) => cut.name === 'body') };
}

/**
 * The page: the document's pieces joined with its slots filled. `theme` is one of the two values, never text from
 * the request, and every other slot is HTML its writer escaped. Without a #root in the template, a page rendered on
 * the server is sent as one rendered in the browser.
 */
export function fillShellDocument(document: ShellDocument, slots: ShellSlots): string {
  const rendered = document.hasRoot ? slots.rendered : undefined;
  const fill = (name: ShellSlotName, original: string): string => {
    switch (name) {
      case 'theme':
        // as the client's ThemeProvider writes it: data-theme for the CSS, color-scheme so the browser paints its
        // own canvas dark before any stylesheet arrives (docs/decisions/0015-theme-cookie.md)
        return `<html${document.htmlAttributes} lang="${LANGUAGE_TAGS[slots.language]}" data-theme="${slots.theme}" style="color-scheme: ${slots.theme}">`;
      case 'head':
        return slots.head;
      case 'banner':
        return slots.banner;
      case 'noScriptNote':
        return original.replace(
          PARAGRAPH_TEXT,
          (_match, open: string, close: string) => `${open}${escapeHtml(HEAD_TEXTS[slots.language].noScriptNote)}${close}`,
        );
      case 'starter':
        return rendered ? rendered.starter : original;
      case 'laterScript':
        return rendered ? '' : original;
      case 'body':
        return rendered ? rendered.body : original;
      case 'firstScreenData':
        return rendered ? rendered.firstScreenData : original;
    }
  };
  let html = document.pieces[0] ?? '';
  document.slots.forEach((slot, index) => {
    html += fill(slot.name, slot.original) + (document.pieces[index + 1] ?? '');
  });
  return html;
}
