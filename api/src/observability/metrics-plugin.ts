import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The app's own metrics. Each feature creates its metrics once, in its plugin, with
     * `registers: [app.metrics.registry]`; `/metrics` (metrics-routes.ts) writes them all out.
     */
    metrics: AppMetrics;
  }
}

export interface AppMetrics {
  registry: Registry;
}

/**
 * `app.metrics`: a Prometheus registry of this app's own, never prom-client's global default one. Tests build many
 * apps in one process, and a metric registered twice in one registry throws; each app counting into its own also
 * keeps one app's figures out of another's. Registered before every feature plugin, so each can add its metrics.
 */
/** Buckets of an answer's time, in seconds: from a kept page (a millisecond) to an upload (seconds). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A request no route matched (a 404 of the router): one label for all of them, whatever the address. */
const NO_ROUTE = 'no route';

export const metricsPlugin = fp(
  async (app) => {
    const registry = new Registry();
    // Node's own: CPU, resident memory, heap, event loop lag, garbage collection, open handles
    collectDefaultMetrics({ register: registry });
    app.decorate('metrics', { registry } satisfies AppMetrics);

    // every answer, by the route's pattern (`/api/jobs/:id`), never the address asked for: the number of series
    // stays that of the routes, whatever visitors and crawlers ask for
    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({
      name: 'chalein_http_requests_total',
      help: 'Requests answered, by method, route pattern and status.',
      labelNames,
      registers: [registry],
    });
    const durations = new Histogram({
      name: 'chalein_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer sent, by method, route pattern and status.',
      labelNames,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    app.addHook('onResponse', (request, reply, done) => {
      const labels = { method: request.method, route: request.routeOptions.url ?? NO_ROUTE, status_code: String(reply.statusCode) };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
      done();
    });
    app.addHook('onClose', async () => registry.clear());
  },
  { name: 'metrics' },
);
