import fs from 'node:fs';
import path from 'node:path';
import { findRemote, REMOTE_NAMES } from '@chalein/shared/lib/remote-manifest';
import { siteRoutes, type RemoteName } from '@chalein/shared/lib/routes';
import { exportNameOf } from './remote-registry';

// The shell loads `<remote>/<module>` for each route of the table and renders the module's PascalCase export.
// A module the table names but the remote does not expose (or exposes under another export name) would only fail
// in a browser, on that route; this test fails at once instead.

interface FederationConfig {
  name: string;
  exposes: Record<string, string>;
}

const repoRoot = path.resolve(__dirname, '../../..');

function readFederationConfig(remote: RemoteName): FederationConfig {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the configs are CommonJS, read as webpack reads them
  return require(path.join(repoRoot, findRemote(remote).folder, 'federation.config.js')) as FederationConfig;
}

const remotes = REMOTE_NAMES;

test.each(remotes)('the %s remote is named as the route table and remotes.json name it', (remote) => {
  expect(readFederationConfig(remote).name).toBe(remote);
});

test.each(siteRoutes.map((route) => [route.path, route.remote, route.module] as const))(
  '%s: the %s remote exposes ./%s with its named export',
  (_path, remote, module) => {
    const { exposes } = readFederationConfig(remote);
    const source = exposes[`./${module}`];
    expect(source).toBeDefined();
    const file = path.join(repoRoot, findRemote(remote).folder, source ?? '');
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toMatch(new RegExp(`export (function|const) ${exportNameOf(module)}\\b`));
  },
);

test.each(remotes)('the %s remote exposes only modules the route table gives it', (remote) => {
  const owned = new Set(siteRoutes.filter((route) => route.remote === remote).map((route) => `./${route.module}`));
  expect(Object.keys(readFederationConfig(remote).exposes).filter((module) => !owned.has(module))).toEqual([]);
});
