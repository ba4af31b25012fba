import { readThemeCookie, type Theme } from '@chalein/shared/lib/theme-cookie';

/** The visitor's theme from the request's Cookie header; light when there is none or it is not one of the two. */
export function selectRequestTheme(cookieHeader: string | undefined): Theme {
  return readThemeCookie(cookieHeader) ?? 'light';
}

/**
 * Writes the theme onto <html>, as the client's ThemeProvider does after it runs: data-theme for our CSS and
 * color-scheme so the browser paints its own canvas dark before any stylesheet arrives. Without this a visitor
 * who chose dark saw a light page until the scripts ran (docs/decisions/0015-theme-cookie.md). `theme` is one of the
 * two values, never text from the request.
 */
export function applyThemeToHtml(html: string, theme: Theme): string {
  return html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => {
    const kept = attributes.replace(/\s+(?:data-theme|style)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, '');
    return `<html${kept} data-theme="${theme}" style="color-scheme: ${theme}">`;
  });
}
