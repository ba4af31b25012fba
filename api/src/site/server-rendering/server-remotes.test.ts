import { readBrowserEntry, readServerRemotes } from './server-remotes';

const integrity = `sha256-${'A'.repeat(43)}=`;

test('a bare string is a browser entry only; an object names both builds', () => {
  expect(readBrowserEntry('/remotes/careers/remoteEntry.js')).toBe('/remotes/careers/remoteEntry.js');
  expect(readBrowserEntry({ browser: '/remotes/careers/remoteEntry.js', server: '/s.js' })).toBe('/remotes/careers/remoteEntry.js');
  expect(readBrowserEntry({ server: '/s.js' })).toBeUndefined();
});

test('only remotes with a server entry and a well-formed integrity render on the server, each entry as remotes.json names it', () => {
  const remotes = readServerRemotes({
    careers: { browser: '/remotes/careers/remoteEntry.js', server: '/remotes/careers/server/remoteEntry.js', serverIntegrity: integrity },
    passes: '/remotes/passes/remoteEntry.js',
    marketing: { browser: '/b.js', server: '/s.js', serverIntegrity: 'sha256-short' },
    onboarding: { browser: '/b.js', server: 'https://cdn.example.in/onboarding/server/remoteEntry.js', serverIntegrity: integrity },
    unknown: { browser: '/b.js', server: '/s.js', serverIntegrity: integrity },
  });
  expect(remotes).toEqual({
    careers: { entry: '/remotes/careers/server/remoteEntry.js', integrity },
    onboarding: { entry: 'https://cdn.example.in/onboarding/server/remoteEntry.js', integrity },
  });
});
