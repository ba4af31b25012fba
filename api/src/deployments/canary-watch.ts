import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { Counter } from 'prom-client';
import { CONFIGURED_VERSION } from '@chalein/shared/lib/client-events';
import type { RemoteName } from '@chalein/shared/lib/remote-manifest';
import { readVersionTotals } from '../client-events/event-counts';
import type { Database } from '../db/schema';
import { runWhileListening } from '../http/run-while-listening';
import { judgeCanary, type CanarySettings, type CanaryVerdict } from './canary-judgement';
import type { CanaryRun, DeploymentRegistry } from './deployment-registry';

// The server watches its canaries and ends a failing one by itself (docs/decisions/0054-canary-releases.md). Every
// node looks every CANARY_CHECK_SECONDS at the counts all nodes add to the database; the end is a compare-and-swap
// on the remote's row, so when two nodes find the same canary failing, one ends it and the other finds it gone.

export interface CanaryWatchOptions {
  db: Kysely<Database>;
  registry: DeploymentRegistry;
  settings: CanarySettings;
  /** adds what this node counted to the database first, so its own latest views and errors are judged too */
  flushCounts: () => Promise<void>;
  log: { warn: (details: object, message: string) => void };
  /** told of each canary this node rolled back */
  onRolledBack?: (remote: RemoteName) => void;
  now?: () => Date;
}

export function createCanaryWatch(options: CanaryWatchOptions) {
  const now = options.now ?? (() => new Date());

  /** The canary's browser errors per page view against the baseline's, since it started. */
  async function judgeRun(remote: RemoteName, run: CanaryRun): Promise<CanaryVerdict> {
    const window = { from: new Date(run.startedAt), to: now() };
    const [canary, baseline] = await Promise.all([
      readVersionTotals(options.db, remote, run.version, window),
      readVersionTotals(options.db, remote, run.baseline ?? CONFIGURED_VERSION, window),
    ]);
    return judgeCanary(
      run.version,
      { views: canary.pageViews, errors: canary.clientEvents },
      run.baseline,
      { views: baseline.pageViews, errors: baseline.clientEvents },
      window,
      options.settings,
    );
  }

  /** Judges every running canary once and ends those failing; returns what it judged, for the caller and tests. */
  async function check(): Promise<{ remote: RemoteName; verdict: CanaryVerdict; ended: boolean }[]> {
    await options.flushCounts();
    const judged = [];
    for (const { remote, run } of options.registry.listCanaries()) {
      const verdict = await judgeRun(remote, run);
      let ended = false;
      if (verdict.verdict === 'failing') {
        ended = await options.registry.endFailingCanary(
          remote,
          run.revision,
          `rolled back by the server: ${verdict.reason}`,
          verdict.figures,
        );
        if (ended) {
          options.log.warn(
            { remote, version: run.version, figures: verdict.figures },
            `The ${remote} canary is rolled back: ${verdict.reason}`,
          );
          options.onRolledBack?.(remote);
        }
      }
      judged.push({ remote, verdict, ended });
    }
    return judged;
  }

  return { check };
}

export type CanaryWatch = ReturnType<typeof createCanaryWatch>;

declare module 'fastify' {
  interface FastifyInstance {
    /** the watch over running canaries (deployments/canary-watch.ts) */
    canaryWatch: CanaryWatch;
  }
}

/** Runs the watch while the server listens; registered after the deployments and client-events plugins. */
export const canaryWatchPlugin = fp(
  async (app) => {
    const rollbacks = new Counter({
      name: 'chalein_canary_rollbacks_total',
      help: 'Canaries this server rolled back by itself, by remote.',
      labelNames: ['remote'] as const,
      registers: [app.metrics.registry],
    });
    const watch = createCanaryWatch({
      db: app.db,
      registry: app.deployments.registry,
      settings: app.config.deployments.canary,
      flushCounts: () => app.clientEvents.flush(),
      log: app.log,
      onRolledBack: (remote) => rollbacks.inc({ remote }),
    });
    app.decorate('canaryWatch', watch);
    let timer: NodeJS.Timeout | undefined;
    let checking: Promise<unknown> = Promise.resolve();
    runWhileListening(app, {
      start: () => {
        timer = setInterval(() => {
          // one check at a time: a slow database makes the next one wait, never overlap
          checking = checking.then(() =>
            watch.check().catch((error: unknown) => app.log.warn({ err: error }, 'Could not check the running canaries')),
          );
        }, app.config.deployments.canary.checkIntervalMs);
        timer.unref();
      },
      stop: async () => {
        clearInterval(timer);
        await checking;
      },
    });
  },
  { name: 'canary-watch', dependencies: ['deployments', 'client-events', 'metrics'] },
);
