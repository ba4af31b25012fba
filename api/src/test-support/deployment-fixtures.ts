import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../settings/environment';
import { createTempDir } from './temp-dir';

// Test helpers for the deploy registry (not tests): versions made from the real careers build (careers-mfe/dist,
// from `npm run build`), copied into a temporary folder and changed there as a team's next build would be, or
// broken on purpose in one way each (a manifest edited, a page that throws).

export const CAREERS_DIST = path.join(REPO_ROOT, 'careers-mfe', 'dist');
export const SHELL_DIST = path.join(REPO_ROOT, 'shell', 'dist');
/** the heading of the careers page, in both its browser chunk and its server entry */
export const JOBS_HEADING = 'Build the way Bengaluru moves';

export function assertCareersBuilt(): void {
  for (const file of [
    path.join(CAREERS_DIST, 'mf-manifest.json'),
    path.join(CAREERS_DIST, 'server', 'remoteEntry.js'),
    path.join(SHELL_DIST, 'server', 'render-process.js'),
  ]) {
    if (!fs.existsSync(file))
      throw new Error(`${path.relative(REPO_ROOT, file)} is missing: these tests use the real builds (npm run build)`);
  }
}

export function listBuildFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => fs.statSync(path.join(dir, name)).isFile())
    .sort();
}

/** A copy of the careers build in a fresh temporary folder. */
export function copyCareersBuild(): string {
  const dir = createTempDir('chalein-careers-build-');
  fs.cpSync(CAREERS_DIST, dir, { recursive: true });
  return dir;
}

/** Replaces a text in every JavaScript file of a build (the browser chunks and the server entry alike). */
export function replaceInBuild(dir: string, from: string, to: string): void {
  let changed = 0;
  for (const name of listBuildFiles(dir).filter((file) => file.endsWith('.js'))) {
    const file = path.join(dir, name);
    const source = fs.readFileSync(file, 'utf8');
    if (!source.includes(from)) continue;
    fs.writeFileSync(file, source.split(from).join(to));
    changed += 1;
  }
  if (changed === 0) throw new Error(`no JavaScript file of the build contains '${from}'`);
}

export function editManifest(dir: string, edit: (manifest: Record<string, unknown>) => void): void {
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(manifest);
  fs.writeFileSync(file, JSON.stringify(manifest, null, 2));
}

/** The careers page throws while rendering, in the server build (the smoke render runs that one). */
export function makeJobsPageThrow(dir: string): void {
  const file = path.join(dir, 'server', 'remoteEntry.js');
  const source = fs.readFileSync(file, 'utf8');
  const marker = 'function JobsPage() {';
  if (!source.includes(marker)) throw new Error(`the careers server build has no '${marker}'`);
  fs.writeFileSync(file, source.replace(marker, `${marker}\n    throw new Error('fixture: the jobs page throws');`));
}

/**
 * The careers page throws while rendering in the browser only: its browser chunk changes, not the server build the
 * smoke render runs, so the version is stored as any other and the error is met by visitors' browsers.
 */
export function makeJobsPageThrowInBrowser(dir: string): void {
  const chunk = fs.readdirSync(dir).find((name) => /^__federation_expose_jobs_page\.\w+\.js$/.test(name));
  if (!chunk) throw new Error('the careers browser build has no jobs page chunk');
  const file = path.join(dir, chunk);
  const source = fs.readFileSync(file, 'utf8');
  // the heading's text key, read as the page renders: whatever the minifier named the rest
  const marker = '"jobsPage.heading"';
  if (source.split(marker).length !== 2) throw new Error(`the careers jobs page chunk does not hold '${marker}' once`);
  fs.writeFileSync(file, source.replace(marker, `(()=>{throw new TypeError('fixture: the jobs page throws in the browser')})()`));
}

/**
 * The server entry blocks its render process for `ms` as it loads (the smoke render's first step), so the version's
 * checks take at least that long: longer than a test server keeps a silent connection open.
 */
export function makeServerEntrySlow(dir: string, ms: number): void {
  const file = path.join(dir, 'server', 'remoteEntry.js');
  const source = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, `Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${ms});\n${source}`);
}

/**
 * Hostile code in the careers server build (the code the server's render processes run): `prelude` runs when the
 * entry is evaluated, before any of careers' own code; `inJobsPage` each time the jobs page renders.
 */
export function addToCareersServerEntry(dir: string, code: { prelude?: string; inJobsPage?: string }): void {
  const file = path.join(dir, 'server', 'remoteEntry.js');
  const source = fs.readFileSync(file, 'utf8');
  const marker = 'function JobsPage() {';
  if (!source.includes(marker)) throw new Error(`the careers server build has no '${marker}'`);
  fs.writeFileSync(file, `${code.prelude ?? ''}\n${source.replace(marker, `${marker}\n${code.inJobsPage ?? ''}\n`)}`);
}

/**
 * A build folder as one multipart body, a file part per file named by its path, as the deploy command sends it.
 * `extraFiles` adds parts no folder could hold (a file named like one of its folders), before or after the build's.
 */
export async function buildVersionBody(
  dir: string,
  fields: Record<string, string> = {},
  extraFiles: { before?: Record<string, string>; after?: Record<string, string> } = {},
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const appendExtra = (files: Record<string, string> = {}) => {
    for (const [name, text] of Object.entries(files)) form.append(name, new Blob([text]), path.posix.basename(name));
  };
  appendExtra(extraFiles.before);
  for (const name of listBuildFiles(dir)) form.append(name, new Blob([fs.readFileSync(path.join(dir, name))]), path.posix.basename(name));
  appendExtra(extraFiles.after);
  const request = new Request('http://localhost/', { method: 'PUT', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}
