import fs from 'node:fs';
import path from 'node:path';
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
    expect(await reader.readRemotesConfig()).toEqual({ error: 'missing' });
    expect(reader.listRemoteOrigins()).toEqual([]);

    fs.writeFileSync(file, JSON.stringify({ marketing: 'https://one.example/mf-manifest.json' }));
    expect(reader.listRemoteOrigins()).toEqual(['https://one.example']);
    fs.writeFileSync(file, JSON.stringify({ marketing: 'https://two.example/mf-manifest.json', careers: '/remotes/careers/' }));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(reader.listRemoteOrigins()).toEqual(['https://two.example']);

    fs.writeFileSync(file, '{"marketing": ');
    expect(await reader.readRemotesConfig()).toEqual({ error: 'invalid' });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
