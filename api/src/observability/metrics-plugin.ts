import fp from 'fastify-plugin';
import { collectDefaultMetrics, Registry } from 'prom-client';

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
export const metricsPlugin = fp(
  async (app) => {
    const registry = new Registry();
    // Node's own: CPU, resident memory, heap, event loop lag, garbage collection, open handles
    collectDefaultMetrics({ register: registry });
    app.decorate('metrics', { registry } satisfies AppMetrics);
    app.addHook('onClose', async () => registry.clear());
  },
  { name: 'metrics' },
);
