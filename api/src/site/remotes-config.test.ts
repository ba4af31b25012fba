import fs from 'node:fs';
import path from 'node:path';
import { waitUntil } from '@chalein/testing/wait-until';
import { createTempDir } from '../test-support/temp-dir';
import { collectRemoteOrigins, createRemotesConfigReader } from './remotes-config';

describe('remotes.json reading', () => {
  it('collects the origins of absolute URLs, including name@url entries', () => {
    const origins = collectRemoteOrigins({
      marketing: '/remotes/marketing/mf-manifest.json',
      careers: 'careers@https://careers.cdn.example/mf-manifest.json',
      passes: { entry: 'http://localhost:3003/remoteEntry.js' },
      list: ['https://a.example:8443/x'],
    });
    expect([...origins].sort()).toEqual(['http://localhost:3003', 'https://a.example:8443', 'https://careers.cdn.example']);
  });

  it('rereads the file when it changes, and reports missing or half-written files', async () => {
    const dir = createTempDir();
    const file = path.join(dir, 'remotes.json');
    const reader = createRemotesConfigReader(file);
    expect(await reader.readRemotesConfig()).toMatchObject({ error: 'missing' });
    expect(reader.listRemoteOrigins().origins).toEqual([]);

    fs.writeFileSync(file, JSON.stringify({ marketing: 'https://one.example/mf-manifest.json' }));
    await waitUntil(() => reader.listRemoteOrigins().origins[0] === 'https://one.example', 'the written file to be read');
    const one = reader.listRemoteOrigins();
    fs.writeFileSync(file, JSON.stringify({ marketing: 'https://two.example/mf-manifest.json', careers: '/remotes/careers/' }));
    await waitUntil(() => reader.listRemoteOrigins().origins[0] === 'https://two.example', 'the replaced file to be read');
    expect(reader.listRemoteOrigins().version).not.toBe(one.version);

    // a request that must see the file as it is now reads it at once
    fs.writeFileSync(file, '{"marketing": ');
    expect(await reader.readRemotesConfig({ fresh: true })).toMatchObject({ error: 'invalid' });
    expect(reader.listRemoteOrigins().origins).toEqual([]);
    reader.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
