import type { FastifyBaseLogger } from 'fastify';
import type { Repositories } from '../repositories';
import type { ChosenPage } from './choose-page';
import { buildFallbackPage, resolvePageMeta, type ResolvedPage } from './page-meta';
import type { PreloadLink } from './preload-links';

export interface PageHead extends ResolvedPage {
  /** the files the page will need, its lead image first */
  preloads: readonly PreloadLink[];
}

/**
 * The page's status and what its head says: its metadata from the route table and the database, and the files to
 * preload. A page that exists also gets its remote's entry and chunks preloaded; a 404 only the shell's.
 */
export async function resolvePageHead(
  page: ChosenPage,
  options: {
    repositories: Repositories;
    /** PUBLIC_ORIGIN, or '' without it: absolute URLs are never made from the request's Host */
    origin: string;
    listPreloads: (route: ChosenPage['route'], remotesText: string | null, language: ChosenPage['language']) => PreloadLink[];
    log: FastifyBaseLogger;
  },
): Promise<PageHead> {
  let resolved: ResolvedPage;
  try {
    resolved = await resolvePageMeta(page.path, page.language, options.repositories, options.origin);
  } catch (error) {
    // metadata is an extra: a database fault must not take the page down with it
    options.log.error({ err: error }, 'page metadata unavailable; serving defaults');
    resolved = buildFallbackPage(page.path, page.language, options.origin);
  }
  const route = resolved.statusCode === 200 ? page.route : undefined;
  const preloads = options.listPreloads(route, 'text' in page.remotes ? page.remotes.text : null, page.language);
  return { ...resolved, preloads };
}
