import { fetchRemotesConfig } from './remotes-config';
import { exportNameOf } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn(), loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const jsonResponse = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body }) as Response;

test('reads remotes.json without any cache and keeps only string entries', async () => {
  const fetchImpl = jest.fn().mockResolvedValue(jsonResponse({ marketing: '/remotes/marketing/remoteEntry.js', careers: 42 }));
  await expect(fetchRemotesConfig(fetchImpl)).resolves.toEqual({ marketing: '/remotes/marketing/remoteEntry.js' });
  expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
});

test('an entry that also names a server build gives the browser its browser entry', async () => {
  const fetchImpl = jest.fn().mockResolvedValue(
    jsonResponse({
      careers: {
        browser: '/remotes/careers/remoteEntry.js',
        server: '/remotes/careers/server/remoteEntry.js',
        serverIntegrity: 'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
      },
      passes: '/remotes/passes/remoteEntry.js',
      onboarding: { server: '/remotes/onboarding/server/remoteEntry.js' },
    }),
  );
  await expect(fetchRemotesConfig(fetchImpl)).resolves.toEqual({
    careers: '/remotes/careers/remoteEntry.js',
    passes: '/remotes/passes/remoteEntry.js',
  });
});

test('an entry naming a manifest instead of remoteEntry.js is refused with a message that says what to list', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const fetchImpl = jest
    .fn()
    .mockResolvedValue(
      jsonResponse({ marketing: '/remotes/marketing/mf-manifest.json', passes: 'https://cdn.example.in/passes/remoteEntry.js' }),
    );
  await expect(fetchRemotesConfig(fetchImpl)).resolves.toEqual({ passes: 'https://cdn.example.in/passes/remoteEntry.js' });
  expect(logged).toHaveBeenCalledWith(
    "remotes.json: 'marketing' names /remotes/marketing/mf-manifest.json; list the remote's remoteEntry.js instead",
  );
});

test('a missing or broken remotes.json leaves no remote registered instead of breaking the shell', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(fetchRemotesConfig(jest.fn().mockResolvedValue(jsonResponse({}, 404)))).resolves.toEqual({});
  await expect(fetchRemotesConfig(jest.fn().mockRejectedValue(new TypeError('Failed to fetch')))).resolves.toEqual({});
  await expect(fetchRemotesConfig(jest.fn().mockResolvedValue(jsonResponse(null)))).resolves.toEqual({});
});

test('exposed page modules name their component in PascalCase', () => {
  expect(exportNameOf('home-page')).toBe('HomePage');
  expect(exportNameOf('driver-registration-page')).toBe('DriverRegistrationPage');
});
