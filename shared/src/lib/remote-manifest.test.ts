import fs from 'node:fs';
import path from 'node:path';
import { findRemote, findRemoteByFolder, listRemoteEntries, REMOTE_NAMES, REMOTES, SHELL_DEV_PORT } from './remote-manifest';
import { siteRoutes } from './routes';

// The manifest is the one list of remotes: these checks fail when a package and its entry disagree, or when a
// remote's folder exists without an entry (it would build, but no server, test run or lint rule would know it).

const repoRoot = path.resolve(__dirname, '..', '..', '..');

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
}

test.each(REMOTES.map((remote) => [remote.name, remote] as const))('%s: its folder is the package it names', (_name, remote) => {
  const folder = path.join(repoRoot, remote.folder);
  expect(readJson(path.join(folder, 'package.json')).name).toBe(remote.packageName);
  // its container's name and exposes are checked against the route table by shell/src/remotes/route-exposes.test.ts
  expect(fs.existsSync(path.join(folder, 'webpack.config.js'))).toBe(true);
  expect(fs.existsSync(path.join(folder, 'federation.config.js'))).toBe(true);
});

test('every *-mfe folder of the repository is a remote of the manifest, and every remote is a workspace', () => {
  const folders = fs
    .readdirSync(repoRoot)
    .filter((entry) => entry.endsWith('-mfe') && fs.existsSync(path.join(repoRoot, entry, 'package.json')));
  expect(folders.map((folder) => findRemoteByFolder(folder)?.folder)).toEqual(folders);
  const workspaces = readJson(path.join(repoRoot, 'package.json')).workspaces as string[];
  for (const remote of REMOTES) {
    expect(
      workspaces.some((pattern) => pattern === remote.folder || (pattern.startsWith('*') && remote.folder.endsWith(pattern.slice(1)))),
    ).toBe(true);
  }
});

test('names, folders and dev ports are each used once, and no remote takes the shell port', () => {
  const distinct = (values: readonly unknown[]) => new Set(values).size === values.length;
  expect(distinct(REMOTE_NAMES)).toBe(true);
  expect(distinct(REMOTES.map((remote) => remote.folder))).toBe(true);
  expect(distinct([SHELL_DEV_PORT, ...REMOTES.map((remote) => remote.devPort)])).toBe(true);
});

test('every remote owns a page of the route table', () => {
  for (const name of REMOTE_NAMES) expect(siteRoutes.some((route) => route.remote === name)).toBe(true);
});

test("the shell's remotes.json names each remote's entry on the server, or on its dev server", () => {
  expect(listRemoteEntries('production')).toEqual(
    Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/remoteEntry.js`])),
  );
  expect(listRemoteEntries('development').careers).toBe(`http://localhost:${findRemote('careers').devPort}/remoteEntry.js`);
  expect(() => findRemote('nowhere' as never)).toThrow('nowhere is not in the remote manifest');
});
