import type { FastifyRequest } from 'fastify';
import type { PostedFormState } from '@chalein/shared/lib/posted-form';
import type { FirstScreenData } from '@chalein/shared/lib/use-async-data';
import type { ChosenPage } from './choose-page';
import type { ServerRenderer } from './server-rendering/server-renderer';

/**
 * The page rendered by its remote's render process (server-renderer.ts), or null when it is to be rendered in the
 * browser: server rendering is off, its remote has no server entry, its processes are starting or failed, the
 * visitor is over their limit of renders, or the render took too long. The reason is logged, except when rendering on
 * the server is simply off. `form`: the page answers that form's post, with what the visitor sent.
 */
export async function renderInProcess(
  renderer: ServerRenderer,
  page: ChosenPage,
  request: FastifyRequest,
  form?: PostedFormState,
): Promise<{ html: string; data: FirstScreenData } | null> {
  const rendered = await renderer.renderPage(page.address, page.theme, page.platform, page.remotes, request.ip, form, request.id);
  if (!('fallback' in rendered)) return rendered;
  if (rendered.fallback !== 'server rendering is off') request.log.info({ reason: rendered.fallback }, 'page rendered in the browser');
  return null;
}
