import type { FastifyPluginAsync } from 'fastify';
import { createAddressAllowlist } from './address-allowlist';

/** Where Prometheus scrapes the app's metrics (metrics-plugin.ts). */
export const METRICS_PATH = '/metrics';

/**
 * `/metrics`, in Prometheus's text format, to the addresses of METRICS_ALLOW only. The address is `request.ip`:
 * the socket's peer, or the client a proxy names in X-Forwarded-For only when TRUST_PROXY trusts that proxy, so a
 * visitor cannot name an allowed address themselves. Anyone else gets 403, not 404: the path is no secret (every
 * Prometheus client serves it), and an operator whose scraper is refused sees at once that the allowlist, not the
 * route, is what is wrong (docs/decisions/0052-health-and-metrics.md).
 */
export const metricsRoutes: FastifyPluginAsync = async (app) => {
  const allowlist = createAddressAllowlist(app.config.observability.metricsAllow);
  app.get(METRICS_PATH, async (request, reply) => {
    // figures of this moment: no cache may keep them
    reply.header('cache-control', 'no-store');
    if (!allowlist.allows(request.ip)) {
      return reply.code(403).type('text/plain; charset=utf-8').send('Metrics are not served to this address (METRICS_ALLOW).\n');
    }
    const text = await app.metrics.registry.metrics();
    return reply.type(app.metrics.registry.contentType).send(text);
  });
};
