// The site's three languages and how an address names one (docs/decisions/0048-languages.md): English is the
// default, at the unprefixed addresses the product has always had; Hindi and Kannada are the same pages under /hi
// and /kn. Staff pages (/staff) stay English and never take a prefix.

export const LANGUAGES = ['en', 'hi', 'kn'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** BCP 47 tags for <html lang>, hreflang and Intl: the language as written in India. */
export const LANGUAGE_TAGS: Readonly<Record<Language, string>> = { en: 'en-IN', hi: 'hi-IN', kn: 'kn-IN' };

/** Each language's name in its own script, as the switcher shows it: a reader finds their own language by sight. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी', kn: 'ಕನ್ನಡ' };

/** The cookie that remembers a visitor's choice (read by the browser only: it never changes what the server sends). */
export const LANGUAGE_COOKIE = 'chalein_language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The path prefix of a language's pages: '' for English, '/hi' and '/kn' for the others. */
export function languageBasename(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/**
 * Splits an address's path into the language it names and the route path the page table knows: '/hi/pricing' is
 * Hindi '/pricing', '/kn' is Kannada '/', and '/en/pricing' is no language's (English pages have no prefix, so
 * there is one address per page and language). Prefixes are lower case only, as every route is.
 */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  const match = /^\/(hi|kn)(\/.*)?$/.exec(pathname);
  if (!match) return { language: DEFAULT_LANGUAGE, path: pathname };
  return { language: match[1] as Language, path: match[2] ?? '/' };
}

/**
 * A page's version in each language and x-default (the English page, for readers of any other language), as the
 * head's hreflang links and the sitemap name them: the same list on every version, as crawlers require.
 */
export function listLanguageVersions(path: string): { hreflang: string; path: string }[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: LANGUAGE_TAGS[language], path: localizePath(path, language) })),
    { hreflang: 'x-default', path },
  ];
}

/**
 * The address of a route path in a language: localizePath('/pricing', 'hi') is '/hi/pricing', and the home page in
 * Kannada is '/kn', as the router links it under its basename.
 */
export function localizePath(path: string, language: Language): string {
  if (path === '/' && language !== DEFAULT_LANGUAGE) return languageBasename(language);
  return `${languageBasename(language)}${path}`;
}
