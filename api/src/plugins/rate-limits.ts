import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { ApiHttpError } from '../http/api-envelope';

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a minute and try again.';

/**
 * Registers the limiter without limiting anything: reads are cheap and cached, so only the routes that write
 * (form posts) opt in, through buildFormRateLimit in their route config.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      // thrown, so the one error handler answers it in the API's envelope
      errorResponseBuilder: () => new ApiHttpError(429, RATE_LIMIT_MESSAGE),
    });
  },
  { name: 'rate-limits' },
);

/** Route config for a form post: at most `perMinute` posts a minute from one address (per route). */
export function buildFormRateLimit(perMinute: number) {
  return { rateLimit: { max: perMinute, timeWindow: 60_000 } };
}
