import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import Redis from 'ioredis';
import { checkDatabase } from '../db/database';

// The load balancer's two questions (docs/decisions/0052-health-and-metrics.md): /healthz, is the process up (cheap:
// no database, nothing that can hang), and /readyz, may it take visitors now (its database answers, Redis when
// configured, and its render processes have started). A node that is alive but not ready is left out of the
// rotation, not restarted.

/** Why a part is not ready, or null when it is. */
export type ReadinessCheck = () => Promise<string | null>;

export interface Readiness {
  /** adds a part /readyz asks about; a plugin that owns the part adds it (the site its render processes) */
  addCheck(name: string, check: ReadinessCheck): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

/** A check that has not answered in this long has failed: a balancer's probe times out after a few seconds. */
const CHECK_TIMEOUT_MS = 2_000;

export interface ReadinessAnswer {
  status: 'ready' | 'not ready';
  /** each part: 'ok', or why not */
  checks: Record<string, string>;
}

async function runCheck(check: ReadinessCheck): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`), CHECK_TIMEOUT_MS);
  });
  try {
    const answered = check().then(
      (problem) => problem ?? 'ok',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    return await Promise.race([answered, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A client of its own for the probe: the rate limiter's lets posts through when Redis is down, and says nothing. */
function createRedisCheck(app: FastifyInstance, url: string): ReadinessCheck {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: CHECK_TIMEOUT_MS });
  // the rate limiter logs Redis being unreachable; /readyz reports it
  redis.on('error', () => undefined);
  app.addHook('onClose', async () => redis.disconnect());
  return async () => {
    const answer = await redis.ping();
    return answer === 'PONG' ? null : `Redis answered ${answer}`;
  };
}

export const healthProbesPlugin = fp(
  async (app) => {
    const checks = new Map<string, ReadinessCheck>();
    app.decorate('readiness', { addCheck: (name, check) => void checks.set(name, check) } satisfies Readiness);
    checks.set('database', async () => ((await checkDatabase(app.db)) ? null : 'the database did not answer'));
    if (app.config.redisUrl) checks.set('redis', createRedisCheck(app, app.config.redisUrl));

    app.get(HEALTH_PATH, async (_request, reply) =>
      reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('ok\n'),
    );
    app.get(READY_PATH, async (_request, reply) => {
      const names = [...checks.keys()];
      const results = await Promise.all([...checks.values()].map(runCheck));
      const answer: ReadinessAnswer = {
        status: results.every((result) => result === 'ok') ? 'ready' : 'not ready',
        checks: Object.fromEntries(names.map((name, index) => [name, results[index]!])),
      };
      return reply
        .code(answer.status === 'ready' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(answer);
    });
  },
  { name: 'health-probes', dependencies: ['database'] },
);
