import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { languageBasename, localizePath, splitLanguagePath } from '@chalein/shared/lib/i18n/languages';
import { findCanonicalPath, type RemoteName } from '@chalein/shared/lib/routes';
import { REMOTE_NAMES } from '@chalein/shared/lib/remote-manifest';
import type { AppConfig } from '../config';
import { CANARY_COOKIE_NAME, formatCanaryCookie } from '../deployments/canary-cookie';
import { addContentCaching } from '../http/content-caching';
import { REVALIDATE_CACHE, selectBuildCacheControl, selectUploadCacheControl } from './cache-control';
import { formPostsPlugin, takeSentForm } from './form-posts/form-posts-plugin';
import { createPagePipeline } from './page-pipeline';
import { createSiteMetrics } from '../observability/site-metrics';
import { createSignedLinkCheck } from './signed-link-pages';
import { createPreloadPlanner } from './preload-links';
import { NOT_BUILT_MESSAGE } from './send-page';
import { crawlerFilesPlugin } from './seo-files/crawler-files-plugin';
import { findJobPageRedirect } from './seo-files/record-redirect';
import { createServerRenderer } from './server-rendering/server-renderer';
import { createShellTemplateLoader } from './shell-template';

export interface SitePluginOptions {
  config: AppConfig;
}

/** Paths the SPA fallback never answers: they belong to the API or to a folder of files. */
const NON_PAGE_PREFIXES = ['api', 'remotes', 'uploads', 'deployments'];

function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

/**
 * The absolute path of `relative` inside `root` when it names a regular file there; undefined otherwise.
 * Refuses '..' and dot-files (no .env or .git can be reached), whatever the decoding did to the path.
 */
export async function resolveFileInside(root: string, relative: string): Promise<string | undefined> {
  if (relative === '' || relative.includes('\0')) return undefined;
  const segments = relative.split(/[\\/]+/).filter((segment) => segment !== '');
  if (segments.some((segment) => segment.startsWith('.'))) return undefined;
  const resolvedRoot = path.resolve(root);
  const file = path.resolve(resolvedRoot, ...segments);
  if (!file.startsWith(resolvedRoot + path.sep)) return undefined;
  try {
    const stat = await fs.promises.stat(file);
    return stat.isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

function readWildcard(request: FastifyRequest): string {
  const params = request.params as Record<string, string | undefined>;
  return params['*'] ?? '';
}

/**
 * Production serving of the built site: the shell at /, each remote's build under /remotes/<name>/, public
 * artwork under /uploads/, /remotes.json fresh on every request, and the SPA fallback that puts each route's
 * metadata into index.html. Static files go through @fastify/static's sendFile (ranges, ETag, Last-Modified).
 */
export const sitePlugin: FastifyPluginAsync<SitePluginOptions> = async (app, { config }) => {
  const shellTemplate = createShellTemplateLoader(path.join(config.shellDist, 'index.html'));
  // remotes.json as each request gets it: REMOTES_CONFIG with the deploy registry's active versions, and a
  // previewing visitor's candidate (api/src/deployments)
  const deployed = app.deployments.remotes;
  const preloadPlanner = createPreloadPlanner({
    shellDist: config.shellDist,
    remoteDists: config.remoteDists,
    deploymentsDir: config.deployments.dir,
  });
  const serverRenderer = createServerRenderer({
    settings: config.serverRendering,
    processes: app.renderProcesses,
    readRemotes: () => deployed.readRemotes(),
    contentVersion: () => app.contentVersion(),
    log: app.log,
  });
  // render processes start once the server listens: an app only injected into (a test) starts none
  app.addHook('onListen', async () => serverRenderer.start());
  // a node whose render processes are still starting is not sent visitors yet (observability/health-probes.ts)
  app.readiness.addCheck('renderProcesses', async () => serverRenderer.findUnreadyReason());
  app.addHook('onClose', async () => {
    serverRenderer.close();
    shellTemplate.close();
  });

  /**
   * While a canary runs, a visitor without a canary number gets one (api/src/deployments/canary-cookie.ts): set as a
   * cookie on this answer, and added to this request's Cookie header, so that everything reading it (remotes.json,
   * the page's render, the page count) makes this answer as the visitor's next ones will be made.
   */
  function holdCanaryNumber(request: FastifyRequest, reply: FastifyReply): void {
    const drawn = deployed.drawCanaryNumber(request.headers.cookie);
    if (drawn === null) return;
    const cookie = `${CANARY_COOKIE_NAME}=${drawn}`;
    request.headers.cookie = request.headers.cookie ? `${request.headers.cookie}; ${cookie}` : cookie;
    reply.header('set-cookie', formatCanaryCookie(drawn, request.protocol === 'https'));
  }

  function sendBuiltFile(reply: FastifyReply, root: string, file: string, cacheControl: string): FastifyReply {
    reply.header('cache-control', cacheControl);
    // the bytes depend on the Accept-Encoding (a precompressed file is sent as it is): no shared cache may mix them
    reply.header('vary', 'Accept-Encoding');
    return reply.sendFile(path.relative(root, file), root);
  }

  // a page of the site: chosen, looked up among the kept pages, or rendered, assembled and kept (page-pipeline.ts)
  const { sendPage } = createPagePipeline({
    shellTemplate,
    renderer: serverRenderer,
    readRemotes: (cookieHeader) => deployed.readRemotes(cookieHeader),
    repositories: app.repositories,
    // absolute URLs in the head are made from PUBLIC_ORIGIN alone, never from the request's Host or
    // X-Forwarded-Host, which a client chooses (and a kept page is served to everyone); without it, paths
    origin: config.publicOrigin ?? '',
    listPreloads: (route, remotesText, language) => preloadPlanner.listPreloads(route, remotesText, language),
    showTestPaymentsBanner: config.payments.showTestPaymentsBanner,
    checkSignedLink: createSignedLinkCheck(app),
    metrics: createSiteMetrics(app.metrics.registry),
  });

  // remotes.json gets the same ETag/no-cache treatment as API content, in a scope of its own
  await app.register(async (scope) => {
    // read anew on every request: replacing the file is how a remote is redeployed, and a team that has just
    // replaced it sees its own change here at once
    addContentCaching(scope, { keepInMemory: false });
    // a previewing visitor's remotes.json, or one with a canary, is not everyone's: no shared cache may keep it (this
    // hook runs after the content caching's, which sets no-cache for everyone)
    const previewing = new WeakSet<FastifyRequest>();
    scope.addHook('onSend', async (request, reply, payload) => {
      if (previewing.has(request)) reply.header('cache-control', `private, ${REVALIDATE_CACHE}`);
      return payload;
    });
    scope.get('/remotes.json', async (request, reply) => {
      holdCanaryNumber(request, reply);
      const result = await deployed.readRemotes(request.headers.cookie, { fresh: true });
      reply.header('vary', 'Cookie');
      if ('error' in result) {
        const missing = result.error === 'missing';
        if (!missing) reply.header('retry-after', '1');
        return reply
          .code(missing ? 404 : 503)
          .header('cache-control', 'no-store')
          .send({
            success: false,
            message: missing ? `remotes.json is missing. ${NOT_BUILT_MESSAGE}` : 'remotes.json is being replaced. Try again.',
          });
      }
      if (result.preview || result.canary.length > 0) previewing.add(request);
      return reply.header('cache-control', REVALIDATE_CACHE).type('application/json; charset=utf-8').send(result.text);
    });
  });

  // serve: false: the routes below decide what is a file, what is a page and what is a 404. Each scope has its own
  // instance, since whether to look for a precompressed file is a setting of the instance, not of a request.
  const staticOptions = { serve: false, cacheControl: false, dotfiles: 'deny', index: false, etag: true, lastModified: true } as const;

  // /robots.txt and /sitemap.xml, from the route table and the database (docs/decisions/0033-share-images-and-crawler-files.md)
  await app.register(crawlerFilesPlugin, { publicOrigin: config.publicOrigin });

  // the builds: the shell's files and pages, and each remote's files
  await app.register(async (scope) => {
    // a build's scripts and stylesheets come with their .br and .gz (compressed once, by the build), sent to a
    // browser that accepts them; other files are compressed per request by @fastify/compress
    await scope.register(fastifyStatic, { ...staticOptions, preCompressed: true });

    scope.get<{ Params: { remote: string; '*': string } }>('/remotes/:remote/*', async (request, reply) => {
      const { remote } = request.params;
      if (!isRemoteName(remote)) return reply.callNotFound();
      const root = config.remoteDists[remote];
      const file = await resolveFileInside(root, readWildcard(request));
      if (!file) return reply.callNotFound();
      // a shell on another origin (a dev server, or a split deployment) may load this remote's manifest and chunks
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
      return sendBuiltFile(reply, root, file, selectBuildCacheControl(file));
    });

    scope.get('/*', async (request, reply) => {
      const relative = readWildcard(request);
      const firstSegment = relative.split('/')[0] ?? '';
      if (NON_PAGE_PREFIXES.includes(firstSegment)) return reply.callNotFound();

      if (relative !== '' && relative !== 'index.html') {
        const file = await resolveFileInside(config.shellDist, relative);
        if (file) return sendBuiltFile(reply, config.shellDist, file, selectBuildCacheControl(file));
      }
      const pathname = relative === 'index.html' ? '/' : (request.url.split('?')[0] ?? '/');
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      // the route table knows paths without the language's prefix; a redirect keeps the language
      const { language, path } = splitLanguagePath(pathname);
      // '/hi/' is '/hi', as the router links a language's home page: one address per page
      if (language !== 'en' && pathname === `${languageBasename(language)}/`)
        return reply.redirect(`${languageBasename(language)}${query}`, 301);
      // '/About' is '/about': one address per page for visitors and crawlers (the client router matches either case)
      const canonical = findCanonicalPath(path);
      if (canonical) return reply.redirect(`${localizePath(canonical, language)}${query}`, 301);
      // a job's page under another slug (an old or mistyped link) moves to the job's own, query and all: one address
      // per job, and no 'not found' page answered with 200
      const jobPage = await findJobPageRedirect(path, app.repositories, request.log);
      if (jobPage) return reply.redirect(`${localizePath(jobPage, language)}${query}`, 301);
      holdCanaryNumber(request, reply);
      return sendPage(request, reply, pathname, takeSentForm(request, reply));
    });

    await scope.register(formPostsPlugin, { sendPage });
  });

  // public artwork: nothing compressed is stored beside it, so no request looks for a .br or a .gz first (two
  // failed stat calls each); @fastify/compress compresses what is worth it
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { ...staticOptions, preCompressed: false });

    scope.get('/uploads/*', async (request, reply) => {
      const file = await resolveFileInside(config.uploadsDir, readWildcard(request));
      if (!file) return reply.callNotFound();
      return sendBuiltFile(reply, config.uploadsDir, file, selectUploadCacheControl(file));
    });
  });
};
