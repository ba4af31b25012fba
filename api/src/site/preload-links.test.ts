import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, type RemoteName } from '@chalein/shared/lib/remote-manifest';
import { siteRoutes, type SiteRoute } from '@chalein/shared/lib/routes';
import { createTempDir } from '../test-support/temp-dir';
import { createPreloadPlanner } from './preload-links';

// Real files in a temp folder shaped like the builds: the shell's startup list and a remote's manifest.
let root: string;
const route = (path: string) => siteRoutes.find((candidate) => candidate.path === path)!;

/** A planner for one remotes.json (as a request gets it); answers as promises, as the tests await them. */
function plannerFor(remotes: Record<string, unknown>) {
  const remoteDists = Object.fromEntries(REMOTES.map((remote) => [remote.name, path.join(root, remote.folder)])) as Record<
    RemoteName,
    string
  >;
  const planner = createPreloadPlanner({
    shellDist: path.join(root, 'shell'),
    remoteDists,
    deploymentsDir: path.join(root, 'deployments'),
  });
  return { listPreloads: async (page: SiteRoute | undefined) => planner.listPreloads(page, JSON.stringify(remotes)) };
}

beforeEach(() => {
  root = createTempDir('chalein-preload-');
  fs.mkdirSync(path.join(root, 'shell'));
  fs.writeFileSync(
    path.join(root, 'shell', 'startup-assets.json'),
    JSON.stringify({ js: ['470.abc.js'], css: ['625.def.css'], api: ['74.client.js', '8.axios.js'] }),
  );
  fs.mkdirSync(path.join(root, 'careers-mfe'));
  fs.writeFileSync(
    path.join(root, 'careers-mfe', 'mf-manifest.json'),
    JSON.stringify({
      exposes: [
        {
          name: 'jobs-page',
          assets: { js: { sync: ['__federation_expose_jobs_page.1.js'], async: ['9.lazy.js'] }, css: { sync: ['jobs.2.css'], async: [] } },
        },
      ],
    }),
  );
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test("a page preloads the shell's startup files, its remote's entry and its own chunks, not the lazy ones", async () => {
  const planner = plannerFor({ careers: '/remotes/careers/remoteEntry.js' });
  await expect(planner.listPreloads(route('/jobs'))).resolves.toEqual([
    { href: '/625.def.css', as: 'style' },
    { href: '/470.abc.js', as: 'script' },
    { href: '/remotes/careers/jobs.2.css', as: 'style' },
    { href: '/remotes/careers/remoteEntry.js', as: 'script' },
    { href: '/remotes/careers/__federation_expose_jobs_page.1.js', as: 'script' },
  ]);
});

test('a version of the deploy registry preloads its own files, from its own manifest, under its versioned URL', async () => {
  const version = path.join(root, 'deployments', 'careers', '1.2.0-abc1234');
  fs.mkdirSync(version, { recursive: true });
  fs.copyFileSync(path.join(root, 'careers-mfe', 'mf-manifest.json'), path.join(version, 'mf-manifest.json'));
  const planner = plannerFor({
    careers: {
      browser: '/deployments/careers/1.2.0-abc1234/remoteEntry.js',
      server: '/deployments/careers/1.2.0-abc1234/server/remoteEntry.js',
    },
  });
  expect((await planner.listPreloads(route('/jobs'))).map((link) => link.href)).toEqual([
    '/625.def.css',
    '/470.abc.js',
    '/deployments/careers/1.2.0-abc1234/jobs.2.css',
    '/deployments/careers/1.2.0-abc1234/remoteEntry.js',
    '/deployments/careers/1.2.0-abc1234/__federation_expose_jobs_page.1.js',
  ]);
});

test('a remote hosted elsewhere gets only its entry; a 404 page only the shell files', async () => {
  const planner = plannerFor({ careers: 'https://careers.cdn.example/remoteEntry.js' });
  const jobs = await planner.listPreloads(route('/jobs'));
  expect(jobs.map((link) => link.href)).toEqual(['/625.def.css', '/470.abc.js', 'https://careers.cdn.example/remoteEntry.js']);
  expect((await planner.listPreloads(undefined)).map((link) => link.href)).toEqual(['/625.def.css', '/470.abc.js']);
});

test('missing builds or a remote missing from remotes.json mean fewer preloads, never an error; the lead image comes first', async () => {
  fs.rmSync(path.join(root, 'shell', 'startup-assets.json'));
  const planner = plannerFor({ marketing: '/remotes/marketing/remoteEntry.js' });
  await expect(planner.listPreloads(route('/jobs'))).resolves.toEqual([]);
  await expect(planner.listPreloads(route('/'))).resolves.toEqual([
    { href: '/uploads/brand/hero-city.svg', as: 'image' },
    { href: '/remotes/marketing/remoteEntry.js', as: 'script' },
  ]);
});

test('a page whose first screen is API data also preloads the API client; the others leave it to load when called', async () => {
  const planner = plannerFor({
    passes: 'https://passes.cdn.example/remoteEntry.js',
    careers: 'https://careers.cdn.example/remoteEntry.js',
  });
  expect(route('/pricing').apiFirstScreen).toBe(true);
  expect((await planner.listPreloads(route('/pricing'))).map((link) => link.href)).toEqual([
    '/625.def.css',
    '/470.abc.js',
    '/74.client.js',
    '/8.axios.js',
    'https://passes.cdn.example/remoteEntry.js',
  ]);
  // the jobs page paints its own text first; the home page keeps the client out of its first load
  expect(route('/jobs').apiFirstScreen).toBeUndefined();
  expect((await planner.listPreloads(route('/jobs'))).map((link) => link.href)).not.toContain('/74.client.js');
  expect((await planner.listPreloads(route('/'))).map((link) => link.href)).not.toContain('/8.axios.js');
});

test('a file of the API client that the start loads anyway is preloaded once', async () => {
  fs.writeFileSync(
    path.join(root, 'shell', 'startup-assets.json'),
    JSON.stringify({ js: ['470.abc.js', 'shared-library.1f.js'], css: [], api: ['8.axios.js', 'shared-library.1f.js'] }),
  );
  const hrefs = (await plannerFor({}).listPreloads(route('/pricing'))).map((link) => link.href);
  expect(hrefs.filter((href) => href === '/shared-library.1f.js')).toHaveLength(1);
  expect(hrefs).toContain('/8.axios.js');
});

test("a Hindi or Kannada page preloads its script's regular and bold faces first among the shell's files; English none", () => {
  fs.writeFileSync(
    path.join(root, 'shell', 'startup-assets.json'),
    JSON.stringify({
      js: ['470.abc.js'],
      css: ['625.def.css'],
      api: [],
      fonts: [
        'assets/noto-sans-devanagari-devanagari-400-normal.1a.woff2',
        'assets/noto-sans-devanagari-devanagari-700-normal.2b.woff2',
        'assets/noto-sans-kannada-kannada-400-normal.3c.woff2',
        'assets/noto-sans-kannada-kannada-700-normal.4d.woff2',
      ],
    }),
  );
  const planner = createPreloadPlanner({
    shellDist: path.join(root, 'shell'),
    remoteDists: {} as Record<RemoteName, string>,
    deploymentsDir: root,
  });
  const fonts = (language: 'en' | 'hi' | 'kn') =>
    planner
      .listPreloads(route('/about'), null, language)
      .filter((link) => link.as === 'font')
      .map((link) => link.href);
  expect(fonts('hi')).toEqual([
    '/assets/noto-sans-devanagari-devanagari-400-normal.1a.woff2',
    '/assets/noto-sans-devanagari-devanagari-700-normal.2b.woff2',
  ]);
  expect(fonts('kn')).toEqual([
    '/assets/noto-sans-kannada-kannada-400-normal.3c.woff2',
    '/assets/noto-sans-kannada-kannada-700-normal.4d.woff2',
  ]);
  expect(fonts('en')).toEqual([]);
  expect(planner.listPreloads(route('/about'), null, 'kn')[0]).toEqual({
    href: '/assets/noto-sans-kannada-kannada-400-normal.3c.woff2',
    as: 'font',
  });
});
