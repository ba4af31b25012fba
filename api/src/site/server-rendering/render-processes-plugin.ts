import { isLanguage } from '@chalein/shared/lib/i18n/languages';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter } from 'prom-client';
import type { RemoteName } from '@chalein/shared/lib/routes';
import type { RenderApiAnswer, RenderApiCall, ServerRemote } from '@chalein/shared/lib/server-render-protocol';
import type { ServerRenderingSettings } from '../site-settings';
import { isContentRead } from '../../http/content-caching';
import { createRenderPool, type RenderPool } from './render-pool';
import { prepareRenderSandbox, type RenderSandbox } from './render-sandbox';

// What live rendering and the deploy registry's smoke render share: the sandbox render processes start in, the
// in-process answers to their API calls, and the one function that starts a remote's render processes. Both go
// through `startPool`, so a candidate is checked with exactly the arguments, environment, user and limits it would
// run with live (docs/decisions/0032-render-isolation.md).

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * the first screen of a page mailed as a signed link (a receipt): one person's answer, so no content read (nothing
     * keeps it), yet its page's render may ask for it, by the token in the address it renders; the token is the proof
     * (docs/decisions/0044-signed-links.md)
     */
    signedLinkRead?: boolean;
  }
}

/** Marks the API calls render processes make: such a request may reach content reads only. */
const RENDER_CALL_HEADER = 'x-chalein-render-call';
/** Each API call of a render gives up well inside the render's budget. */
const API_SHARE_OF_BUDGET = 0.6;
/** The largest server entry handed to a render process (a deployed version's files are 16 MB at most). */
const MAX_ENTRY_BYTES = 16 * 1024 * 1024;
const ENTRY_FETCH_TIMEOUT_MS = 10_000;
const MAX_CALL_URL_CHARS = 4096;
const MAX_CALL_BODY_BYTES = 64 * 1024;

export interface StartPoolOptions {
  remote: RemoteName;
  /** the remote's entry as remotes.json names it, with its integrity */
  server: ServerRemote;
  /** its bytes, which must match the integrity */
  code: Buffer;
  processes: number;
  budgetMs: number;
  hardLimitMs?: number;
  maxFailures?: number;
  /** names the pool in the log */
  name: string;
}

export interface RenderProcesses {
  settings: ServerRenderingSettings;
  /** prepared once, at the first need: users, namespace, limits (render-sandbox.ts) */
  prepareSandbox(): Promise<RenderSandbox>;
  /** answers a render process's API call in process, through the route, its validation and its caching */
  callApi(call: RenderApiCall): Promise<RenderApiAnswer>;
  /** the bytes of a remote's server entry as remotes.json names it: a path on this server, or an http(s) URL */
  readEntry(entry: string): Promise<Buffer>;
  /** starts one remote's render processes, the same way for live pages, previews and the smoke render */
  startPool(options: StartPoolOptions): Promise<RenderPool>;
}

declare module 'fastify' {
  interface FastifyInstance {
    renderProcesses: RenderProcesses;
  }
}

export function computeIntegrity(bytes: Uint8Array): string {
  return `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
}

async function fetchEntry(url: string): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(ENTRY_FETCH_TIMEOUT_MS) });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.length;
    if (size > MAX_ENTRY_BYTES) {
      await reader.cancel();
      throw new Error(`${url} is over ${MAX_ENTRY_BYTES / 2 ** 20} MB`);
    }
    chunks.push(Buffer.from(read.value));
  }
  return Buffer.concat(chunks);
}

function createRenderProcesses(app: FastifyInstance): RenderProcesses {
  const settings = app.config.serverRendering;
  const restarts = new Counter({
    name: 'chalein_render_process_restarts_total',
    help: 'Render processes that ended unasked (crashed, killed over a limit) and were replaced, by remote.',
    labelNames: ['remote'] as const,
    registers: [app.metrics.registry],
  });
  const script = path.join(app.config.shellDist, 'server', 'render-process.js');
  let sandbox: Promise<RenderSandbox> | null = null;

  async function callApi(call: RenderApiCall): Promise<RenderApiAnswer> {
    const url = new URL(call.url, 'http://render.invalid');
    if (call.url.length > MAX_CALL_URL_CHARS || !url.pathname.startsWith('/api/')) throw new Error('a render process calls the API only');
    if (call.body !== undefined && Buffer.byteLength(call.body) > MAX_CALL_BODY_BYTES) throw new Error('the call body is too large');
    const response = await app.inject({
      method: call.method,
      url: `${url.pathname}${url.search}`,
      headers: {
        accept: 'application/json',
        [RENDER_CALL_HEADER]: '1',
        // the page's language, as the browser's client says it: content and messages come in it
        ...(isLanguage(call.language) ? { 'accept-language': call.language } : {}),
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(call.body === undefined ? {} : { payload: call.body }),
    });
    return { status: response.statusCode, body: response.body, contentType: String(response.headers['content-type'] ?? '') };
  }

  function prepareSandbox(): Promise<RenderSandbox> {
    sandbox ??= prepareRenderSandbox(settings, app.log).catch((error: unknown) => {
      app.log.error({ err: error }, 'render processes cannot be started in their sandbox: pages are rendered in the browser');
      throw error;
    });
    return sandbox;
  }

  return {
    settings,
    prepareSandbox,
    callApi,
    async readEntry(entry) {
      if (/^https?:\/\//.test(entry)) return fetchEntry(entry);
      if (!entry.startsWith('/')) throw new Error(`${entry} is neither a path on this server nor an http(s) URL`);
      const response = await app.inject({ method: 'GET', url: entry });
      if (response.statusCode !== 200) throw new Error(`${entry} answered ${response.statusCode}`);
      return response.rawPayload;
    },
    async startPool(options) {
      const actual = computeIntegrity(options.code);
      if (actual !== options.server.integrity) {
        throw new Error(`the server entry of '${options.remote}' does not match its serverIntegrity (${actual})`);
      }
      const launch = (await prepareSandbox()).prepareLaunch(options.remote, script);
      return createRenderPool({
        spawnProcess: launch.spawn,
        start: {
          type: 'start',
          options: { remotes: { [options.remote]: options.server }, apiTimeoutMs: Math.round(settings.budgetMs * API_SHARE_OF_BUDGET) },
          entries: { [options.remote]: options.code.toString('base64') },
        },
        processes: options.processes,
        budgetMs: options.budgetMs,
        ...(options.hardLimitMs === undefined ? {} : { hardLimitMs: options.hardLimitMs }),
        startTimeoutMs: settings.startTimeoutMs,
        ...(options.maxFailures === undefined ? {} : { maxFailures: options.maxFailures }),
        callApi,
        name: options.name,
        onRestart: () => restarts.inc({ remote: options.remote }),
        log: app.log,
      });
    },
  };
}

/**
 * `app.renderProcesses`, and the rule that a render process's API calls reach content reads only (the routes
 * `addContentCaching` serves) and a signed link's own read: it may read what any page shows, never post a form, a
 * payment or a deploy.
 */
export const renderProcessesPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (request.headers[RENDER_CALL_HEADER] === undefined || isContentRead(request)) return;
      if ((request.routeOptions.config as { signedLinkRead?: boolean } | undefined)?.signedLinkRead === true) return;
      return reply.code(403).send({ success: false, message: 'A render process may only read content.' });
    });
    app.decorate('renderProcesses', createRenderProcesses(app));
  },
  { name: 'render-processes', dependencies: ['metrics'] },
);
