/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { computeIntegrity, createVerifiedEntryPlugin } from './verified-entry-plugin';

// A remote's server entry runs only when its bytes match the integrity remotes.json gives. The entries here are
// served over HTTP; running one writes a marker file, so a test can tell whether any of its code ran.

const marker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'chalein-entry-')), 'ran');
const writeMarker = (who: string) => `require('node:fs').writeFileSync(${JSON.stringify(marker)}, '${who}');`;
const genuine = `${writeMarker('genuine')} module.exports = { careers: { get: () => 'container' } };`;
const tampered = `${writeMarker('tampered')} module.exports = { careers: { get: () => 'container' } };`;
const readMarker = () => (fs.existsSync(marker) ? fs.readFileSync(marker, 'utf8') : undefined);

let server: http.Server;
let origin: string;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const body = request.url === '/tampered.js' ? tampered : request.url === '/genuine.js' ? genuine : null;
    response.writeHead(body === null ? 404 : 200, { 'content-type': 'text/javascript' });
    response.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => fs.rmSync(marker, { force: true }));

function loadEntry(file: string, integrity: string | undefined) {
  const plugin = createVerifiedEntryPlugin(() => integrity, 2000);
  const remoteInfo = { name: 'careers', entry: `${origin}${file}` };
  return (plugin.loadEntry as (args: { remoteInfo: typeof remoteInfo }) => Promise<unknown>)({ remoteInfo });
}

test('an entry whose bytes match its integrity runs and gives its container', async () => {
  const container = (await loadEntry('/genuine.js', computeIntegrity(Buffer.from(genuine)))) as { get: () => string };
  expect(container.get()).toBe('container');
  expect(readMarker()).toBe('genuine');
});

test('a tampered entry never runs: its load fails before any of its code is evaluated', async () => {
  await expect(loadEntry('/tampered.js', computeIntegrity(Buffer.from(genuine)))).rejects.toThrow(
    "the server entry of 'careers' does not match its serverIntegrity",
  );
  expect(readMarker()).toBeUndefined();
});

test('an entry without an integrity, or one that is not there, never runs either', async () => {
  await expect(loadEntry('/genuine.js', undefined)).rejects.toThrow("remotes.json gives no serverIntegrity for 'careers'");
  await expect(loadEntry('/missing.js', computeIntegrity(Buffer.from(genuine)))).rejects.toThrow('answered 404');
  expect(readMarker()).toBeUndefined();
});
