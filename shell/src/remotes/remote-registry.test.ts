import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemotePage, REMOTES_CONFIG_MAX_AGE_MS, registerSiteRemotes } from './remote-registry';

// The federation runtime cannot fetch remotes inside jsdom (the browser tests in e2e/ load real ones); here it is
// replaced, with a module cache that says which remotes' entries have run, to check which entry the shell asks for.
jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn(), loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const mockedGetInstance = jest.mocked(getInstance);
const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

const version1 = '/deployments/careers/1.0.0/remoteEntry.js';
const version2 = '/deployments/careers/1.1.0/remoteEntry.js';
const absolute = (entry: string) => `http://localhost${entry}`;

function JobsPage() {
  return null;
}

/** remotes.json as the server answers it now */
let servedConfig: Record<string, unknown> = {};
let now = Date.now();
let loadedEntries = new Set<string>();

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  now = Date.now();
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  loadedEntries = new Set();
  mockedGetInstance.mockImplementation(
    () =>
      ({
        moduleCache: new Map([...loadedEntries].map((name) => [name, { remoteEntryExports: {} }])),
      }) as unknown as ReturnType<typeof getInstance>,
  );
  global.fetch = jest.fn(async () => new Response(JSON.stringify(servedConfig), { status: 200 }));
  mockedLoadRemote.mockResolvedValue({ JobsPage });
  registerSiteRemotes({ careers: version1 });
  mockedRegisterRemotes.mockClear();
});

afterEach(() => jest.restoreAllMocks());

test('a remote loaded for the first time picks up the version remotes.json lists now, without a reload', async () => {
  servedConfig = { careers: { browser: version2, server: '/deployments/careers/1.1.0/server/remoteEntry.js' } };
  now += REMOTES_CONFIG_MAX_AGE_MS + 1;
  await expect(loadRemotePage('careers', 'jobs-page')).resolves.toBe(JobsPage);
  expect(global.fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
  expect(mockedRegisterRemotes).toHaveBeenCalledWith([{ name: 'careers', entry: absolute(version2) }], { force: true });
});

test('right after remotes.json was read, the first load does not read it again', async () => {
  servedConfig = { careers: version2 };
  now += REMOTES_CONFIG_MAX_AGE_MS - 1;
  await loadRemotePage('careers', 'jobs-page');
  expect(global.fetch).not.toHaveBeenCalled();
  expect(mockedRegisterRemotes).not.toHaveBeenCalled();
});

test('a remote whose entry has run in this tab keeps its version: no second entry beside the first', async () => {
  loadedEntries.add('careers');
  servedConfig = { careers: version2 };
  now += REMOTES_CONFIG_MAX_AGE_MS + 1;
  await loadRemotePage('careers', 'jobs-page');
  expect(global.fetch).not.toHaveBeenCalled();
  expect(mockedRegisterRemotes).not.toHaveBeenCalled();
});

test('a page chunk that failed in a remote already running is retried through the same entry, not a new registration', async () => {
  loadedEntries.add('careers');
  mockedLoadRemote.mockRejectedValueOnce(new Error('ChunkLoadError: Loading chunk 123 failed'));
  await expect(loadRemotePage('careers', 'jobs-page')).resolves.toBe(JobsPage);
  expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  expect(mockedRegisterRemotes).not.toHaveBeenCalled();
});

test('an entry that failed to load is fetched anew on the retry, from the entry remotes.json lists by then', async () => {
  servedConfig = { careers: version2 };
  mockedLoadRemote.mockRejectedValueOnce(new Error('ScriptExternalLoadError'));
  await expect(loadRemotePage('careers', 'jobs-page')).resolves.toBe(JobsPage);
  // read again for the retry however fresh the last read was, and registered once, at the new entry
  expect(global.fetch).toHaveBeenCalledTimes(1);
  expect(mockedRegisterRemotes.mock.calls).toEqual([[[{ name: 'careers', entry: absolute(version2) }], { force: true }]]);
});

test('with the same entry still listed, a failed entry is registered again so the runtime forgets the failure', async () => {
  servedConfig = { careers: version1 };
  mockedLoadRemote.mockRejectedValueOnce(new Error('ScriptExternalLoadError'));
  await loadRemotePage('careers', 'jobs-page');
  expect(mockedRegisterRemotes.mock.calls).toEqual([[[{ name: 'careers', entry: absolute(version1) }], { force: true }]]);
});

test('an unreadable remotes.json keeps the registered entry', async () => {
  global.fetch = jest.fn(async () => new Response('oops', { status: 503 }));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  now += REMOTES_CONFIG_MAX_AGE_MS + 1;
  await expect(loadRemotePage('careers', 'jobs-page')).resolves.toBe(JobsPage);
  expect(mockedRegisterRemotes).not.toHaveBeenCalled();
});

test('the staff remote is not told to the runtime at start, only right before its first page loads', async () => {
  const staffEntry = '/remotes/staff/remoteEntry.js';
  registerSiteRemotes({ careers: version1, staff: staffEntry });
  expect(mockedRegisterRemotes).toHaveBeenCalledTimes(1);
  expect(mockedRegisterRemotes).toHaveBeenCalledWith([{ name: 'careers', entry: absolute(version1) }]);
  mockedRegisterRemotes.mockClear();

  await loadRemotePage('careers', 'jobs-page');
  expect(mockedRegisterRemotes).not.toHaveBeenCalled();

  function StaffSignInPage() {
    return null;
  }
  mockedLoadRemote.mockResolvedValueOnce({ StaffSignInPage });
  await expect(loadRemotePage('staff', 'staff-sign-in-page')).resolves.toBe(StaffSignInPage);
  expect(mockedRegisterRemotes).toHaveBeenCalledWith([{ name: 'staff', entry: absolute(staffEntry) }]);
  expect(mockedRegisterRemotes.mock.invocationCallOrder[0]).toBeLessThan(mockedLoadRemote.mock.invocationCallOrder.at(-1)!);
});
