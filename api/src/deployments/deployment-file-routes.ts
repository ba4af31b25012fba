import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { buildObjectSchema, buildTextField } from '@chalein/shared/api/schemas/fields';
import { findSiteRoute, siteRoutes } from '@chalein/shared/lib/routes';
import { REMOTE_NAMES } from '@chalein/shared/lib/remote-manifest';
import { IMMUTABLE_CACHE } from '../site/cache-control';
import { resolveFileInside } from '../site/site-plugin';
import { formatPreviewCookie, formatPreviewCookieRemoval, readPreviewToken } from './preview-links';

// The stored versions' files, under /deployments/<remote>/<version>/..., and the preview link. A version's files
// never change once stored (a changed build is a new version), so every one of them, the entry and the manifest
// included, is cached for good: a tab opened on one version keeps loading that version's chunks after a switch.

/** C0 and C1 controls and DEL: a line break in a query value would otherwise reach the Location or Set-Cookie header. */
const NO_CONTROL_CHARACTERS = '^[^\\u0000-\\u001F\\u007F-\\u009F]*$';

function buildQueryField(name: string, what: string) {
  const refusal = `${name} must be ${what}, without control characters such as line breaks.`;
  return Type.Optional(
    buildTextField(name, { minLength: 0, maxLength: 2048, pattern: NO_CONTROL_CHARACTERS, errorMessages: { default: refusal } }),
  );
}

const previewQuerySchema = buildObjectSchema({
  token: buildQueryField('token', 'the token of a preview link'),
  to: buildQueryField('to', 'a path of the site'),
});

/** Anything resolved against it that keeps it as its origin is a path of this site. */
const SITE_BASE = 'http://site.invalid';

/**
 * Where a preview link takes its visitor: `to` when it is a page of the site, else the remote's first page. `to`
 * goes out as the URL parser writes it, percent-encoded, so a character no header may hold cannot reach one.
 */
function selectPreviewTarget(remote: string, to: string | undefined): string {
  if (to?.startsWith('/')) {
    const target = new URL(to, SITE_BASE);
    if (target.origin === SITE_BASE && findSiteRoute(target.pathname)) return `${target.pathname}${target.search}${target.hash}`;
  }
  return siteRoutes.find((route) => route.remote === remote && !route.path.includes(':'))?.path ?? '/';
}

const isSecure = (request: FastifyRequest) => request.protocol === 'https';

export const deploymentFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { registry } = app.deployments;
  const settings = app.config.deployments;
  await app.register(fastifyStatic, {
    root: settings.dir,
    serve: false,
    cacheControl: false,
    dotfiles: 'deny',
    index: false,
    etag: true,
    lastModified: false,
  });

  // the token goes in the query: it is longer than the router allows a path parameter to be
  app.get('/deployments/preview', { schema: { querystring: previewQuerySchema } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const token = request.query.token ?? '';
    const grant = readPreviewToken(settings.previewSecret, token);
    // the link may have been made through another node a moment ago: the database is asked before it is refused
    if (!grant || !(await registry.findVersionNow(grant.remote, grant.version))) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send(
          'This preview link has expired, or its version is no longer kept. Ask for a new one (npm run deploy ... --list shows the versions).',
        );
    }
    reply.header('set-cookie', formatPreviewCookie(token, grant, isSecure(request)));
    return reply.redirect(selectPreviewTarget(grant.remote, request.query.to), 303);
  });

  app.get('/deployments/end-preview', async (request, reply) => {
    reply.header('cache-control', 'no-store').header('set-cookie', formatPreviewCookieRemoval(isSecure(request)));
    return reply.redirect('/', 303);
  });

  app.get<{ Params: { remote: string; version: string; '*': string } }>('/deployments/:remote/:version/*', async (request, reply) => {
    const { remote, version } = request.params;
    const known = REMOTE_NAMES.find((name) => name === remote);
    // stored versions only: one whose checks still run may yet be refused, and nobody is to load its code before
    // they pass (the smoke render reads the candidate's files itself)
    if (!known || !(await registry.findVersionNow(known, version))) return reply.callNotFound();
    // this node's copy, checked against the sha256 recorded at upload before anything of it is sent
    if (!(await registry.prepareFiles(known, version))) {
      return reply
        .code(503)
        .header('retry-after', '1')
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send("This version's files cannot be read from the registry right now. Try again.");
    }
    const root = registry.versionDir(known, version);
    const file = await resolveFileInside(root, request.params['*']);
    if (!file) return reply.callNotFound();
    // a shell on another origin (a dev server, or a split deployment) may load these files, like /remotes/'s
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
    reply.header('cache-control', IMMUTABLE_CACHE);
    return reply.sendFile(path.relative(settings.dir, file), settings.dir);
  });
};
