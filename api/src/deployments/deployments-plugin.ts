import path from 'node:path';
import fp from 'fastify-plugin';
import { REPO_ROOT } from '../settings/environment';
import type { RemotesConfigReader } from '../site/remotes-config';
import { readShellRequirements } from './deployment-checks';
import { createDeploymentRegistry, type DeploymentRegistry } from './deployment-registry';
import { deploymentApiRoutes } from './deployment-routes';
import { deploymentFileRoutes } from './deployment-file-routes';
import { createDeployedRemotes, type DeployedRemotes } from './deployed-remotes';
import { runWhileListening } from '../http/run-while-listening';
import { watchRegistryChanges, type RegistryWatch } from './registry-changes';
import { createDeploymentService, type DeploymentService } from './deployment-service';

export interface Deployments {
  registry: DeploymentRegistry;
  service: DeploymentService;
  /** remotes.json for one request: the registry's active versions over REMOTES_CONFIG, and the visitor's preview */
  remotes: DeployedRemotes;
}

declare module 'fastify' {
  interface FastifyInstance {
    deployments: Deployments;
  }
}

/**
 * The deploy registry (README.md beside this file): teams upload versions of their remote with their own token,
 * the server checks and stores each immutably under DEPLOYMENTS_DIR, serves its files under a versioned URL, and
 * switches, rolls back and previews them. `remotesConfig` is REMOTES_CONFIG's reader: what a remote never deployed
 * here gets. The site plugin reads remotes.json through `app.deployments.remotes`.
 */
export const deploymentsPlugin = fp<{ remotesConfig: RemotesConfigReader }>(
  async (app, { remotesConfig }) => {
    const settings = app.config.deployments;
    const registry = createDeploymentRegistry({ db: app.db, dir: settings.dir, keepVersions: settings.keepVersions, log: app.log });
    await registry.open();
    const service = createDeploymentService({
      registry,
      settings,
      shellDist: app.config.shellDist,
      readShellRequirements: () => readShellRequirements(path.join(REPO_ROOT, 'shell')),
      renderProcesses: app.renderProcesses,
      log: app.log,
    });
    const remotes = createDeployedRemotes({
      fallback: remotesConfig,
      registry,
      previewSecret: settings.previewSecret,
    });
    app.decorate('deployments', { registry, service, remotes });
    // changes made through other nodes: read within a second of their commit (registry-changes.ts); a server only
    // injected into (a test) has no other node to hear from
    let watch: RegistryWatch | null = null;
    runWhileListening(app, {
      start: () => {
        watch = watchRegistryChanges({ refresh: () => registry.refresh(), databaseUrl: app.config.databaseUrl, log: app.log });
      },
      stop: async () => watch?.close(),
    });
    await app.register(deploymentApiRoutes, { prefix: '/api/deployments' });
    await app.register(deploymentFileRoutes);
  },
  { name: 'deployments', dependencies: ['render-processes', 'database'] },
);
