// A small allow-list HTML sanitizer for the HTML fields the API sends (team bios, CMS pages, blogs). The API runs
// every HTML column through it, so a bad row in the database never reaches any client (ours, a cached copy, a third
// party) as live markup. Pages rendered on the server sanitize with it too, since DOMPurify needs a DOM; in the
// browser SafeHtml sanitizes again with DOMPurify.
//
// It is a tokenizer, not a parser: anything it does not recognise as an allowed tag is escaped as text, so an
// odd construct can only ever come out as harmless text, never as markup.

import { allowedHtmlTags } from './html-allow-list';

/** The tags the pages' SafeHtml allows too (one list for both), and no others. */
const ALLOWED_TAGS: ReadonlySet<string> = new Set(allowedHtmlTags);

/** Tags whose content is code or raw text, not prose: dropped with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
  'xmp',
  'head',
]);

const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

const TAG_PATTERN = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/;
const ATTRIBUTE_PATTERN = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY_PATTERN = /^&(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  period: '.',
  lpar: '(',
  rpar: ')',
  nbsp: '\u00a0',
};

function decodeEntities(value: string): string {
  return value.replace(/&(#\d+|#x[0-9a-fA-F]+|[a-zA-Z]+);?/g, (match, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f]/g;

function stripControlCharacters(value: string): string {
  return value.replace(CONTROL_OR_SPACE, '');
}

/** A link target a browser will not run: http(s), mailto, tel, or a relative URL. */
export function isSafeUrl(raw: string): boolean {
  // browsers ignore whitespace and control characters inside a scheme ("java\tscript:"), so the check does too
  const compact = stripControlCharacters(decodeEntities(raw)).toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact);
  // no scheme: a path, a fragment or a protocol-relative address, all of which a browser only navigates to
  if (!scheme) return true;
  return SAFE_SCHEMES.has(`${scheme[1]}:`);
}

function renderAttributes(tag: string, source: string): string {
  if (tag !== 'a') return '';
  let href: string | undefined;
  let title: string | undefined;
  let newTab = false;
  for (const match of source.matchAll(ATTRIBUTE_PATTERN)) {
    const name = (match[1] ?? '').toLowerCase();
    const value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    if (name === 'href' && href === undefined) href = value.trim();
    else if (name === 'title' && title === undefined) title = value;
    else if (name === 'target') newTab = value.trim().toLowerCase() === '_blank';
  }
  const parts: string[] = [];
  if (href !== undefined && isSafeUrl(href)) parts.push(`href="${escapeAttribute(href)}"`);
  if (title !== undefined) parts.push(`title="${escapeAttribute(title)}"`);
  // a page opened in a new tab must not get a handle on this one
  if (newTab) parts.push('target="_blank"', 'rel="noopener noreferrer"');
  return parts.length > 0 ? ` ${parts.join(' ')}` : '';
}

/** Escapes text: '<' and '>' always, '&' unless it already starts a character reference. */
function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '&') out += ENTITY_PATTERN.test(text.slice(i, i + 40)) ? '&' : '&amp;';
    else if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else out += char;
  }
  return out;
}

/** Keeps the allowed tags (links only with safe URLs), drops scripts and the like with their content, escapes the rest. */
export function sanitizeHtml(html: string): string {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const next = html.indexOf('<', i);
    if (next === -1) {
      out += escapeText(html.slice(i));
      break;
    }
    out += escapeText(html.slice(i, next));
    i = next;
    const rest = html.slice(i);

    if (rest.startsWith('<!--')) {
      const end = html.indexOf('-->', i + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }

    const tag = TAG_PATTERN.exec(rest);
    if (!tag) {
      out += '&lt;';
      i += 1;
      continue;
    }
    const [whole, slash, rawName, attributes = ''] = tag;
    const name = (rawName ?? '').toLowerCase();
    i += whole.length;

    if (DROPPED_WITH_CONTENT.has(name)) {
      if (slash) continue;
      const closing = new RegExp(`</${name}\\s*>`, 'i').exec(html.slice(i));
      i = closing ? i + closing.index + closing[0].length : html.length;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (slash) {
      if (name !== 'br') out += `</${name}>`;
    } else {
      out += `<${name}${renderAttributes(name, attributes)}>`;
    }
  }
  return out;
}
