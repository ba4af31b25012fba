import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Repositories } from '../repositories';
import type { SiteMetrics } from '../observability/site-metrics';
import { storeBody } from '../http/stored-body';
import { assembleDocument } from './assemble-document';
import { choosePage, type ChosenPage } from './choose-page';
import type { PostedPage } from './form-posts/form-posts-plugin';
import type { PreloadLink } from './preload-links';
import { renderInProcess } from './render-in-process';
import { resolvePageHead } from './resolve-page-head';
import { sendHtml, sendKeptPage, sendNotBuilt, type RenderedBy } from './send-page';
import type { RequestRemotes, ServerRenderer } from './server-rendering/server-renderer';
import type { ShellTemplate, ShellTemplateLoader } from './shell-template';
import { createSingleFlight } from './single-flight';

/** A page as one render produced it, for the visitor who asked and any who waited for the same render. */
interface RenderedDocument {
  statusCode: number;
  html: string;
  renderedBy: 'server' | 'browser';
}

export interface PagePipelineOptions {
  shellTemplate: ShellTemplateLoader;
  renderer: ServerRenderer;
  /** remotes.json as a request gets it (a previewing visitor their own) */
  readRemotes: (cookieHeader: string | undefined) => Promise<RequestRemotes>;
  repositories: Repositories;
  /** PUBLIC_ORIGIN, or '' without it */
  origin: string;
  listPreloads: (route: ChosenPage['route'], remotesText: string | null, language: ChosenPage['language']) => PreloadLink[];
  showTestPaymentsBanner: boolean;
  /**
   * whether the address of a page mailed as a signed link (`signedLink` in the route table) is one of ours and names
   * a record; without it every such address answers 404 (docs/decisions/0044-signed-links.md)
   */
  checkSignedLink?: (pathname: string) => Promise<boolean>;
  /** pages by who made them, render times and page-cache lookups, for /metrics (observability/site-metrics.ts) */
  metrics: SiteMetrics;
}

/**
 * A page of the site, from request to answer (README.md beside this file draws it). `sendPage` reads as the steps:
 * choose the page, look it up among the kept pages, and otherwise render it in its remote's process, assemble the
 * document around it, keep it and send it. `posted`: the page answers a form's post (or its redirect), with what that
 * visitor sent: rendered for them alone, never kept nor joined to another's render
 * (docs/decisions/0036-forms-without-javascript.md).
 */
export function createPagePipeline(options: PagePipelineOptions) {
  const { renderer } = options;
  const renders = createSingleFlight<RenderedDocument>();

  async function renderDocument(request: FastifyRequest, shell: ShellTemplate, page: ChosenPage, key: string | null, posted?: PostedPage) {
    const resolved = await resolvePageHead(page, { ...options, log: request.log });
    // a signed link that is not ours (a character changed) is a page that does not exist; the page itself says so
    const refused = page.route?.signedLink === true && !(await (options.checkSignedLink?.(page.path) ?? Promise.resolve(false)));
    const head = refused ? { ...resolved, statusCode: 404 as const } : resolved;
    // the staff console is rendered in the browser alone: its pages are a signed-in person's own
    const renderStarted = performance.now();
    const rendered = page.staff ? null : await renderInProcess(renderer, page, request, posted?.form);
    if (!page.staff) {
      const outcome = rendered ? 'server' : 'browser';
      options.metrics.observeRender(outcome, page.route?.remote ?? 'none', (performance.now() - renderStarted) / 1000);
    }
    const html = assembleDocument(shell.document, {
      theme: page.theme,
      language: page.language,
      meta: head.meta,
      // a page rendered here has its first screen's data with it: what only a browser's render needs is left out
      preloads: rendered ? head.preloads.filter((link) => !link.browserRenderOnly) : head.preloads,
      showTestPaymentsBanner: options.showTestPaymentsBanner,
      rendered: rendered ?? undefined,
    });
    // a page rendered on the server is kept whole: a visit to it again costs a lookup, not a render nor a query
    if (rendered && key !== null) renderer.documents.set(key, { statusCode: head.statusCode, body: storeBody(html) });
    return { statusCode: head.statusCode, html, renderedBy: rendered ? 'server' : 'browser' } satisfies RenderedDocument;
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string, posted?: PostedPage): Promise<FastifyReply> {
    const shell = options.shellTemplate.loadShellTemplate();
    if (shell === null) return sendNotBuilt(reply);

    const page = await choosePage(request, pathname, options.readRemotes);

    // a mailed link's page is one person's (their receipt): never kept, whatever the cache's own rules say
    const key =
      posted || page.staff || page.route?.signedLink
        ? null
        : renderer.findDocumentKey(page.address, page.theme, page.platform, page.route, shell.version, page.remotes);
    const kept = key === null ? undefined : renderer.documents.get(key);
    if (key !== null) options.metrics.countCacheLookup(kept !== undefined);
    const remote = page.route?.remote ?? 'none';
    if (kept) {
      options.metrics.countPage('cache', remote);
      return sendKeptPage(request, reply, kept);
    }

    // one render per kept page at a time: a visitor asking for a page that is being rendered (its first visit, or its
    // kept copy just expired) gets that render's page, as from the cache, instead of starting another
    const render = () => renderDocument(request, shell, page, key, posted);
    const flight = key === null ? { result: render(), joined: false } : renders.run(key, render);
    const served = await flight.result;

    const renderedBy: RenderedBy = flight.joined && served.renderedBy === 'server' ? 'cache' : served.renderedBy;
    options.metrics.countPage(renderedBy, remote);
    if (posted) return sendHtml(reply, posted.statusCode, served.html, renderedBy, 'private, no-store');
    if (page.staff || page.route?.signedLink) {
      // no crawler indexes the console or a mailed link's page, and no cache (the browser's included) keeps a copy
      reply.header('x-robots-tag', 'noindex, nofollow');
      return sendHtml(reply, served.statusCode, served.html, renderedBy, 'no-store');
    }
    // one visitor's own state (a payment's result, a driver's application): no cache keeps it, the browser's included
    if (page.route?.personal) return sendHtml(reply, served.statusCode, served.html, renderedBy, 'private, no-store');
    return sendHtml(reply, served.statusCode, served.html, renderedBy);
  }

  return { sendPage };
}
