import path from 'node:path';
import { ConfigError, REPO_ROOT } from '../settings/environment';
import { loadSiteFolders, readPublicOrigin } from './site-settings';

test('serves the builds in the repository by default', () => {
  const folders = loadSiteFolders({});
  expect(folders.shellDist).toBe(path.join(REPO_ROOT, 'shell', 'dist'));
  expect(folders.remotesConfigFile).toBe(path.join(REPO_ROOT, 'shell', 'dist', 'remotes.json'));
  expect(folders.remoteDists.passes).toBe(path.join(REPO_ROOT, 'passes-mfe', 'dist'));
});

test('moves every build with SITE_ROOT, and reads REMOTES_CONFIG', () => {
  const folders = loadSiteFolders({ SITE_ROOT: '/srv/site', REMOTES_CONFIG: '/etc/chalein/remotes.json' });
  expect(folders.shellDist).toBe('/srv/site/shell/dist');
  expect(folders.remoteDists.marketing).toBe('/srv/site/marketing-mfe/dist');
  expect(folders.remotesConfigFile).toBe('/etc/chalein/remotes.json');
});

test('PUBLIC_ORIGIN gives an origin, and stops on one that is not an http(s) URL', () => {
  expect(readPublicOrigin({})).toBeNull();
  expect(readPublicOrigin({ PUBLIC_ORIGIN: 'https://www.chalein.in/' })).toBe('https://www.chalein.in');
  expect(() => readPublicOrigin({ PUBLIC_ORIGIN: 'not a url' })).toThrow(/PUBLIC_ORIGIN/);
  expect(() => readPublicOrigin({ PUBLIC_ORIGIN: 'javascript:alert(1)' })).toThrow(/^PUBLIC_ORIGIN must be an http\(s\) URL/);
});

test('PUBLIC_ORIGIN is required in production, with a message that says what to set and why', () => {
  const production = { NODE_ENV: 'production' };
  expect(() => readPublicOrigin(production)).toThrow(ConfigError);
  expect(() => readPublicOrigin(production)).toThrow(/^PUBLIC_ORIGIN is required when NODE_ENV=production: the site's address/);
  expect(() => readPublicOrigin({ ...production, PUBLIC_ORIGIN: ' ' })).toThrow(/^PUBLIC_ORIGIN is required/);
  expect(readPublicOrigin({ ...production, PUBLIC_ORIGIN: 'https://www.chalein.in/jobs' })).toBe('https://www.chalein.in');
  // outside production the pages say paths instead
  expect(readPublicOrigin({ NODE_ENV: 'test' })).toBeNull();
});
