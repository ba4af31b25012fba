import fs from 'node:fs';
import { siteRoutes, type RemoteName, type SiteRoute } from '@chalein/shared/lib/routes';
import type { RenderOutcome } from '@chalein/shared/lib/server-render-protocol';
import type { RenderPool } from '../site/server-rendering/render-pool';
import type { RenderProcesses } from '../site/server-rendering/render-processes-plugin';
import type { CheckResult } from './deployment-registry';

// The smoke render: the candidate's server entry is run exactly as it would run live, by the same function that
// starts live render processes (render-processes-plugin.ts: the same arguments, environment, user, namespace and
// limits, the same in-process API), and asked for every page the route table gives its remote. A page that throws,
// an entry that does not load, a process that does not start in time (stopped, spinning), dies (out of memory) or
// renders past the budget refuses the version. Nothing inside the process tells it from a live one; what differs
// is the server's patience: the first render of each page in a fresh process is slow, so each may take
// SMOKE_RENDER_BUDGET_MS, and the first failure is the verdict (a live pool retries twice).

const SMOKE_RENDER_BUDGET_MS = 10_000;

/** One address per exposed page: a route's parameters get sample values ('1' for an id, a slug otherwise). */
export function listSmokeAddresses(remote: RemoteName): { module: string; address: string }[] {
  const byModule = new Map<string, SiteRoute>();
  // staff pages are rendered in the browser only (docs/decisions/0041-staff-remote.md): none is asked of a server entry
  for (const route of siteRoutes)
    if (route.remote === remote && !route.staff && !byModule.has(route.module)) byModule.set(route.module, route);
  return [...byModule.values()].map((route) => ({
    module: route.module,
    address: route.path.replace(/:(\w+)/g, (_match, name: string) => (name === 'id' ? '1' : 'smoke-check')),
  }));
}

export async function runSmokeRender(options: {
  remote: RemoteName;
  /** the candidate's server entry as remotes.json will name it (its versioned path) */
  entry: string;
  /** the file it is read from: the candidate's own folder, not served to anyone while it is checked */
  entryFile: string;
  integrity: string;
  processes: RenderProcesses;
  /** each page's outcome, as it came (tests compare it with a live render) */
  onRendered?: (address: string, outcome: RenderOutcome) => void;
}): Promise<CheckResult> {
  const name = 'smoke render';
  let pool: RenderPool;
  try {
    pool = await options.processes.startPool({
      remote: options.remote,
      server: { entry: options.entry, integrity: options.integrity },
      code: await fs.promises.readFile(options.entryFile),
      processes: 1,
      budgetMs: SMOKE_RENDER_BUDGET_MS,
      maxFailures: 1,
      name: `${options.remote} (check) ${options.entry}`,
    });
  } catch (error) {
    return { name, ok: false, detail: `no render process could be started: ${error instanceof Error ? error.message : String(error)}` };
  }
  try {
    await pool.ready;
    const stopped = pool.stoppedReason();
    if (stopped) return { name, ok: false, detail: stopped };
    const failed = pool.failedRemotes()[options.remote];
    if (failed) return { name, ok: false, detail: `the server entry did not load in the render process: ${failed}` };
    const rendered: string[] = [];
    for (const { module, address } of listSmokeAddresses(options.remote)) {
      const outcome = await pool.render(address, 'light', 'other');
      options.onRendered?.(address, outcome);
      if (!outcome.ok) return { name, ok: false, detail: `./${module} (${address}) did not render: ${outcome.reason}` };
      rendered.push(address);
    }
    return { name, ok: true, detail: `the server entry loads in a render process and renders ${rendered.join(', ')}` };
  } finally {
    pool.close();
  }
}
