import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter } from 'prom-client';
import {
  CLIENT_EVENT_CODE_PATTERN,
  CLIENT_EVENT_KINDS,
  CLIENT_EVENTS_PATH,
  CONFIGURED_VERSION,
  selectEntryVersion,
  type ClientEventKind,
} from '@chalein/shared/lib/client-events';
import { findLocalizedRoute } from '@chalein/shared/lib/i18n/find-localized-route';
import { REMOTE_NAMES, type RemoteName } from '@chalein/shared/lib/remote-manifest';
import { buildFormRateLimit } from '../http/rate-limits';
import { runWhileListening } from '../http/run-while-listening';
import type { RenderedBy } from '../site/send-page';
import { createEventCounter, pruneEventCounts, UNKNOWN_VERSION, type CountedKind, type EventCounter } from './event-counts';

declare module 'fastify' {
  interface FastifyInstance {
    /** counts per remote version (client-events/): browsers' reports and the pages sent */
    clientEvents: EventCounter;
  }
}

/** Counts held in a node's memory reach the database this often (and when the server closes). */
const FLUSH_INTERVAL_MS = 5_000;

/** Minutes older than this are pruned: a canary is watched over minutes to hours, never a week. */
export const KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000;
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Beacons from one address a minute. A page load sends at most 10 (shell/src/reporting/report-client-event.ts); a
 * few tabs of a household or an office behind one address stay under it, a loop posting counts does not.
 */
export const CLIENT_EVENTS_PER_MINUTE = 60;

/** A report is about 100 bytes of JSON; anything much bigger is not one. */
const BODY_LIMIT_BYTES = 1024;

const clientEventSchema = Type.Object(
  {
    remote: Type.Union(REMOTE_NAMES.map((name) => Type.Literal(name))),
    version: Type.String({ minLength: 1, maxLength: 64 }),
    kind: Type.Union(CLIENT_EVENT_KINDS.map((kind) => Type.Literal(kind))),
    code: Type.String({ pattern: CLIENT_EVENT_CODE_PATTERN }),
  },
  { additionalProperties: false },
);

const SERVER_TIMING = /^render;desc="(server|cache|browser)"$/;

/** The remote versions of one remotes.json text, read once per text rather than per page. */
function createEntryVersions() {
  let last: { text: string; versions: Partial<Record<RemoteName, string>> } | null = null;
  return (text: string): Partial<Record<RemoteName, string>> => {
    if (last?.text === text) return last.versions;
    const versions: Partial<Record<RemoteName, string>> = {};
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      for (const remote of REMOTE_NAMES) {
        const value = parsed[remote];
        const browser = typeof value === 'object' && value !== null ? (value as { browser?: unknown }).browser : value;
        if (typeof browser === 'string') versions[remote] = selectEntryVersion(browser);
      }
    } catch {
      // remotes.json unreadable: its pages count under no version
    }
    last = { text, versions };
    return versions;
  };
}

/**
 * What browsers report about remotes (POST /api/client-events) and the pages the server sends, counted per remote
 * version (docs/decisions/0053-client-events.md), for the team and for an automatic rollback that compares a canary's
 * errors per page view with the active version's. Registered after the deployments plugin (versions are checked
 * against its registry) and before the site's routes (its hook sees their answers).
 */
export const clientEventsPlugin = fp(
  async (app) => {
    const counter = createEventCounter({ db: app.db, log: app.log, flushIntervalMs: FLUSH_INTERVAL_MS });
    app.decorate('clientEvents', counter);
    const events = new Counter({
      name: 'chalein_client_events_total',
      help: 'Errors browsers reported about a remote, by remote, version and kind.',
      labelNames: ['remote', 'version', 'kind'] as const,
      registers: [app.metrics.registry],
    });
    const count = (remote: RemoteName, version: string, kind: CountedKind) => {
      counter.count(remote, version, kind);
      if (!kind.startsWith('page-')) events.inc({ remote, version, kind });
    };

    /** The version as reported when the server knows it, else 'unknown': a label is never what a client made up. */
    const selectKnownVersion = (remote: RemoteName, version: string) =>
      version === CONFIGURED_VERSION || app.deployments.registry.findVersion(remote, version) ? version : UNKNOWN_VERSION;

    const readVersions = createEntryVersions();
    /** A page the site sent (its Server-Timing says who made it), counted for the version of its route's remote. */
    async function countPageSent(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (request.method !== 'GET') return;
      const outcome = SERVER_TIMING.exec(String(reply.getHeader('server-timing') ?? ''))?.[1] as RenderedBy | undefined;
      if (!outcome) return;
      const route = findLocalizedRoute(request.url.split('?', 1)[0] ?? '/').route;
      if (!route) return;
      const remotes = await app.deployments.remotes.readRemotes(request.headers.cookie);
      const version = 'text' in remotes ? readVersions(remotes.text)[route.remote] : undefined;
      if (version) count(route.remote, version, `page-${outcome}`);
    }
    app.addHook('onResponse', async (request, reply) => {
      try {
        await countPageSent(request, reply);
      } catch (error) {
        request.log.warn({ err: error }, 'Could not count the page sent');
      }
    });

    const routes: FastifyPluginAsyncTypebox = async (scope) => {
      // navigator.sendBeacon sends a string as text/plain (a JSON type would need a CORS preflight it cannot make)
      scope.removeContentTypeParser('text/plain');
      scope.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, (_request, body, done) => {
        try {
          done(null, JSON.parse(typeof body === 'string' ? body : body.toString('utf8')));
        } catch {
          done(Object.assign(new Error('The report is not JSON'), { statusCode: 400 }), undefined);
        }
      });
      scope.post(
        CLIENT_EVENTS_PATH,
        { bodyLimit: BODY_LIMIT_BYTES, config: buildFormRateLimit(CLIENT_EVENTS_PER_MINUTE), schema: { body: clientEventSchema } },
        async (request, reply) => {
          const { remote, version, kind, code } = request.body;
          const known = selectKnownVersion(remote, version);
          count(remote, known, kind as ClientEventKind);
          // the error's name only: the team sees what broke, and the log holds nothing a visitor typed
          request.log.info({ remote, version: known, kind, code }, 'A browser reported an error of a remote');
          return reply.code(204).header('cache-control', 'no-store').send();
        },
      );
    };
    await app.register(routes);

    let pruner: NodeJS.Timeout | undefined;
    const prune = async () => {
      try {
        await pruneEventCounts(app.db, new Date(Date.now() - KEPT_FOR_MS));
      } catch (error) {
        app.log.warn({ err: error }, 'Could not prune old client event counts');
      }
    };
    runWhileListening(app, {
      start: () => {
        counter.start();
        void prune();
        pruner = setInterval(() => void prune(), PRUNE_INTERVAL_MS);
        pruner.unref();
      },
      stop: async () => {
        clearInterval(pruner);
        await counter.stop();
      },
    });
  },
  { name: 'client-events', dependencies: ['database', 'metrics', 'deployments', 'rate-limits'] },
);
