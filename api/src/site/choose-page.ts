import type { FastifyRequest } from 'fastify';
import { detectRequestPlatform, type StorePlatform } from '@chalein/shared/lib/app-store';
import { findLocalizedRoute } from '@chalein/shared/lib/i18n/find-localized-route';
import type { Language } from '@chalein/shared/lib/i18n/languages';
import { isStaffPath, type SiteRoute } from '@chalein/shared/lib/routes';
import type { Theme } from '@chalein/shared/lib/theme-cookie';
import type { RequestRemotes } from './server-rendering/server-renderer';
import { normalisePageAddress } from './page-cache-key';
import { selectRequestTheme } from './theme-html';

/** Which page a request is for, and everything its HTML depends on. */
export interface ChosenPage {
  /** the path as asked, with its language's prefix (/hi/pricing) */
  pathname: string;
  /** the language the address names (docs/decisions/0048-languages.md) */
  language: Language;
  /** the path without it, as the route table knows it (/pricing) */
  path: string;
  route: SiteRoute | undefined;
  /** the address it is rendered at and kept under: the path with only the query parameters its route reads */
  address: string;
  theme: Theme;
  /** the app store its links name (docs/decisions/0014-app-stores-by-platform.md) */
  platform: StorePlatform;
  /** remotes.json as this visitor gets it (a previewing visitor their own) */
  remotes: RequestRemotes;
  /**
   * under /staff (a console page, or no page at all there): rendered in the browser only, never kept, sent with
   * noindex and no-store (docs/decisions/0041-staff-remote.md)
   */
  staff: boolean;
}

/**
 * The page a request asks for: its route, its address with only the query parameters its route reads (the rest, such
 * as utm_source, are dropped), the visitor's theme from their cookie, their platform from the User-Agent (never the
 * User-Agent itself: three copies of a page at most), and their remotes.json.
 */
export async function choosePage(
  request: FastifyRequest,
  pathname: string,
  readRemotes: (cookieHeader: string | undefined) => Promise<RequestRemotes>,
): Promise<ChosenPage> {
  const { language, path, route } = findLocalizedRoute(pathname);
  // the staff console is English only: /hi/staff is no page
  const staff = language === 'en' && isStaffPath(path);
  return {
    pathname,
    language,
    path,
    route,
    address: normalisePageAddress(request.url, route),
    theme: selectRequestTheme(request.headers.cookie),
    platform: detectRequestPlatform(request.headers['user-agent']),
    remotes: await readRemotes(request.headers.cookie),
    staff,
  };
}
