import { isLanguage, LANGUAGE_COOKIE, type Language } from '@chalein/shared/lib/i18n/languages';

// What the browser remembers about a visitor's language: the language they chose (the switcher, the suggestion's
// link) and that they closed the suggestion. Cookies rather than localStorage: readable the same way on every path,
// and never throwing where storage is switched off. The server never reads them, so every visitor of an address
// gets the same HTML (the page cache and crawlers see what the URL says).

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The cookie that remembers the language suggestion was closed. */
export const SUGGESTION_CLOSED_COOKIE = 'chalein_language_suggestion_closed';

function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function formatCookie(name: string, value: string): string {
  return `${name}=${value}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`;
}

/** The language a cookie header (or document.cookie) remembers, or none. */
export function readChosenLanguage(cookieHeader: string): Language | undefined {
  const value = readCookie(cookieHeader, LANGUAGE_COOKIE);
  return isLanguage(value) ? value : undefined;
}

/** Remembers a visitor's choice of language for a year, on every path. */
export function rememberChosenLanguage(language: Language, doc: Document = document): void {
  doc.cookie = formatCookie(LANGUAGE_COOKIE, language);
}

export function isSuggestionClosed(cookieHeader: string): boolean {
  return readCookie(cookieHeader, SUGGESTION_CLOSED_COOKIE) === '1';
}

export function rememberSuggestionClosed(doc: Document = document): void {
  doc.cookie = formatCookie(SUGGESTION_CLOSED_COOKIE, '1');
}

/**
 * The language to offer a visitor on a page in `pageLanguage`: the one they chose before (the cookie), or, with no
 * choice made, the first Hindi or Kannada of the browser's languages ('hi-IN' is Hindi); none when that is the
 * page's language already. English is offered only to a visitor who chose it: a browser set to English says
 * nothing about a reader who opened a Hindi page.
 */
export function selectSuggestedLanguage(
  pageLanguage: Language,
  chosen: Language | undefined,
  browserLanguages: readonly string[],
): Language | undefined {
  const suggested =
    chosen ??
    browserLanguages
      .map((tag) => tag.toLowerCase().split('-')[0])
      .find((language): language is Language => language === 'hi' || language === 'kn');
  return suggested === pageLanguage ? undefined : suggested;
}
