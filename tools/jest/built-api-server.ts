import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The API as production runs it (docs/decisions/0029-compiled-api.md): `node` on the bundle that `npm run build` writes
// to api/dist, never tsx on the sources. The browser tests, the cluster and the deploy command's test start this,
// so they test what a deploy runs.

// from __filename: tsx gives a .ts module imported from an ES module (cluster-bench.mjs) a wrong __dirname
const repoRoot = path.resolve(path.dirname(__filename), '..', '..');
const apiRoot = path.join(repoRoot, 'api');
const buildScript = path.join(apiRoot, 'build-server.mjs');

export const builtServerFile = path.join(apiRoot, 'dist', 'server.js');

/**
 * node's flags for the built server, the same as the api workspace's `start` script gives it. V8 sizes the young
 * generation from the heap limit, so on a machine with plenty of memory a burst of allocation (a CSV export of every
 * message) grows it by some 70 MB and the process keeps that; 16 MB semi-spaces, the size V8 used before it scaled
 * them, hold the server's memory flat (docs/decisions/0029-compiled-api.md).
 */
export const builtServerNodeFlags: readonly string[] = ['--enable-source-maps', '--max-semi-space-size=16'];

/** `node <these>` starts the production server, as `npm run serve` does */
export const builtServerArgs: readonly string[] = [...builtServerNodeFlags, builtServerFile];

// What the bundle is made of: the API's sources, the shared package's, and the build script itself. Test files
// never reach the bundle, so editing one does not make it stale.
const sourceFolders = [path.join(apiRoot, 'src'), path.join(repoRoot, 'shared', 'src')];

function findNewestSourceTime(): number {
  let newest = fs.statSync(buildScript).mtimeMs;
  for (const folder of sourceFolders) {
    for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || /\.test\.tsx?$/.test(entry.name)) continue;
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** True when api/dist/server.js exists and was built after its newest source changed. */
export function isApiBuildCurrent(): boolean {
  return fs.existsSync(builtServerFile) && fs.statSync(builtServerFile).mtimeMs >= findNewestSourceTime();
}

/**
 * Builds the API (`npm run build -w @chalein/api`'s script) when api/dist is missing or older than its sources, so
 * that a test run started without a fresh `npm run build` still starts the code it tests. The build takes a
 * second or two and replaces each file in one rename, so a server starting meanwhile loads a whole file.
 */
export function ensureApiBuilt(): void {
  if (isApiBuildCurrent()) return;
  const result = spawnSync(process.execPath, [buildScript], { cwd: apiRoot, encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) {
    throw new Error(`building the API (node api/build-server.mjs) failed:\n${result.stdout}${result.stderr}${result.error ?? ''}`);
  }
}
