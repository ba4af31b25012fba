import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import Redis from 'ioredis';
import { Counter } from 'prom-client';
import { ApiHttpError } from './api-envelope';

/** The refusal's key ('server' answers): its text follows the request's language. */
export const RATE_LIMIT_MESSAGE = 'server.tooManyRequests';

/** Prefix of every counter this site keeps in Redis, so the keys say whose they are on a shared server. */
export const RATE_LIMIT_KEY_PREFIX = 'chalein:rate-limit:';

/**
 * Registers the limiter without limiting anything: reads are cheap and cached, so only the routes that write
 * (form posts) opt in, through buildFormRateLimit in their route config.
 *
 * With REDIS_URL the counters live in Redis, so the limit holds across every API server behind the site's address;
 * without it, in this server's memory. If Redis cannot be reached, a post is let through rather than refused, and
 * the error is logged: refusing every form of the site would do more harm than a minute without a limit.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const refusals = new Counter({
      name: 'chalein_rate_limit_refusals_total',
      help: 'Requests refused with 429 for being over their rate limit, by route.',
      labelNames: ['route'] as const,
      registers: [app.metrics.registry],
    });
    let redis: Redis | undefined;
    if (app.config.redisUrl) {
      redis = new Redis(app.config.redisUrl, {
        // a post waits for Redis at most this long before it is let through (skipOnError below)
        commandTimeout: 1_000,
        maxRetriesPerRequest: 1,
        // connect at start, so a wrong REDIS_URL shows in the log right away
        lazyConnect: false,
      });
      redis.on('error', (error) =>
        app.log.warn({ err: error }, 'Redis for rate limits is unreachable; form posts are not limited meanwhile'),
      );
      app.addHook('onClose', async () => {
        // QUIT waits for a connection; a client still trying to reach Redis is just stopped
        if (redis?.status === 'ready') await redis.quit().catch(() => redis?.disconnect());
        else redis?.disconnect();
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: RATE_LIMIT_KEY_PREFIX, skipOnError: true } : {}),
      // thrown, so the one error handler answers it in the API's envelope; counted, by the route's pattern
      errorResponseBuilder: (request) => {
        refusals.inc({ route: request.routeOptions.url ?? 'unknown' });
        return new ApiHttpError(429, RATE_LIMIT_MESSAGE);
      },
    });
  },
  { name: 'rate-limits', dependencies: ['metrics'] },
);

/** Route config for a form post: at most `perMinute` posts a minute from one address (per route). */
export function buildFormRateLimit(perMinute: number) {
  return { rateLimit: { max: perMinute, timeWindow: 60_000 } };
}
