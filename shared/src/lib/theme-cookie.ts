// The theme cookie, read by the browser (shared/src/ui/theme.tsx) and by the server that writes the theme into the
// HTML it sends (docs/decisions/0015-theme-cookie.md). No React here: the API server imports it.

export type Theme = 'light' | 'dark';

export const THEME_COOKIE_NAME = 'chalein-theme';
const THEME_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** The theme in a Cookie header (or document.cookie); only the two valid values, anything else is no choice. */
export function readThemeCookie(cookieHeader: string | undefined): Theme | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() !== THEME_COOKIE_NAME) continue;
    const value = rest.join('=').trim();
    return isTheme(value) ? value : undefined;
  }
  return undefined;
}

/** The document.cookie assignment that remembers a theme for a year on every path. */
export function formatThemeCookie(theme: Theme): string {
  return `${THEME_COOKIE_NAME}=${theme}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
