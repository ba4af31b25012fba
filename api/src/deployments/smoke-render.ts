import fs from 'node:fs';
import path from 'node:path';
import { siteRoutes, type RemoteName, type SiteRoute } from '@chalein/shared/lib/routes';
import { createRenderPool } from '../site/server-rendering/render-pool';
import type { CheckResult } from './deployment-registry';

// The smoke render: the candidate's server entry is run where it would run live, in a render process of the pool
// (no secrets, no file system, integrity checked), and asked for every page the route table gives its remote. A
// page that throws, an entry that does not load or a render that never ends refuses the version.

/** A first render in a fresh process is slow, and a machine busy with a build slower still. */
const SMOKE_RENDER_BUDGET_MS = 15_000;
const SMOKE_START_TIMEOUT_MS = 60_000;

/** One address per exposed page: a route's parameters get sample values ('1' for an id, a slug otherwise). */
export function listSmokeAddresses(remote: RemoteName): { module: string; address: string }[] {
  const byModule = new Map<string, SiteRoute>();
  for (const route of siteRoutes) if (route.remote === remote && !byModule.has(route.module)) byModule.set(route.module, route);
  return [...byModule.values()].map((route) => ({
    module: route.module,
    address: route.path.replace(/:(\w+)/g, (_match, name: string) => (name === 'id' ? '1' : 'smoke-check')),
  }));
}

export async function runSmokeRender(options: {
  remote: RemoteName;
  /** where the render process fetches the candidate's server entry and calls the API (this server, over loopback) */
  apiOrigin: string | null;
  entryUrl: string;
  integrity: string;
  shellDist: string;
  log: { info: (details: object, message: string) => void; warn: (details: object, message: string) => void };
}): Promise<CheckResult> {
  const name = 'smoke render';
  const script = path.join(options.shellDist, 'server', 'render-process.js');
  if (!fs.existsSync(script))
    return { name, ok: false, detail: `the shell has no server build (${script}) to render with: build the shell first` };
  if (!options.apiOrigin)
    return { name, ok: false, detail: 'the server is not listening yet, so nothing can render; try again in a moment' };

  const pool = createRenderPool({
    script,
    processOptions: {
      apiOrigin: options.apiOrigin,
      remotes: { [options.remote]: { entry: options.entryUrl, integrity: options.integrity } },
      apiTimeoutMs: 5_000,
    },
    processes: 1,
    budgetMs: SMOKE_RENDER_BUDGET_MS,
    log: options.log,
  });
  try {
    let timer: NodeJS.Timeout | undefined;
    const started = await Promise.race([
      pool.ready.then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), SMOKE_START_TIMEOUT_MS))),
    ]);
    clearTimeout(timer);
    if (!started) return { name, ok: false, detail: `the render process did not start within ${SMOKE_START_TIMEOUT_MS / 1000} s` };
    const failed = pool.failedRemotes()[options.remote];
    if (failed) return { name, ok: false, detail: `the server entry did not load in the render process: ${failed}` };
    const rendered: string[] = [];
    for (const { module, address } of listSmokeAddresses(options.remote)) {
      const outcome = await pool.render(address, 'light');
      if (!outcome.ok) return { name, ok: false, detail: `./${module} (${address}) did not render: ${outcome.reason}` };
      rendered.push(address);
    }
    return { name, ok: true, detail: `the server entry loads in a render process and renders ${rendered.join(', ')}` };
  } finally {
    pool.close();
  }
}
