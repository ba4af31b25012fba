import { readThemeCookie, type Theme } from '@chalein/shared/lib/theme-cookie';

/** The visitor's theme from the request's Cookie header; light when there is none or it is not one of the two. */
export function selectRequestTheme(cookieHeader: string | undefined): Theme {
  return readThemeCookie(cookieHeader) ?? 'light';
}
