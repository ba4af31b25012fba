import { findSiteRoute, isStaffPath, type SiteRoute } from '../routes';
import { splitLanguagePath, type Language } from './languages';

/**
 * The route an address asks for, with the language it names and the path the route table knows: '/hi/pricing' is
 * Hindi '/pricing'. The staff console is English only, so '/hi/staff' is no route at all.
 */
export function findLocalizedRoute(pathname: string): { language: Language; path: string; route: SiteRoute | undefined } {
  const { language, path } = splitLanguagePath(pathname);
  const route = language !== 'en' && isStaffPath(path) ? undefined : findSiteRoute(path);
  return { language, path, route };
}
