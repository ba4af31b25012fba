/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { computeIntegrity, createVerifiedEntryPlugin } from './verified-entry-plugin';

// A remote's server entry runs only when the bytes the server handed over match the integrity remotes.json gives.
// Running one writes a marker file, so a test can tell whether any of its code ran.

const marker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'chalein-entry-')), 'ran');
const writeMarker = (who: string) => `require('node:fs').writeFileSync(${JSON.stringify(marker)}, '${who}');`;
const genuine = Buffer.from(`${writeMarker('genuine')} module.exports = { careers: { get: () => 'container' } };`);
const tampered = Buffer.from(`${writeMarker('tampered')} module.exports = { careers: { get: () => 'container' } };`);
const readMarker = () => (fs.existsSync(marker) ? fs.readFileSync(marker, 'utf8') : undefined);

beforeEach(() => fs.rmSync(marker, { force: true }));

function loadEntry(code: Uint8Array | undefined, integrity: string | undefined) {
  const plugin = createVerifiedEntryPlugin(
    () => integrity,
    () => code,
  );
  const remoteInfo = { name: 'careers', entry: 'http://site.invalid/remotes/careers/server/remoteEntry.js' };
  return (plugin.loadEntry as (args: { remoteInfo: typeof remoteInfo }) => Promise<unknown>)({ remoteInfo });
}

test('an entry whose bytes match its integrity runs and gives its container', async () => {
  const container = (await loadEntry(genuine, computeIntegrity(genuine))) as { get: () => string };
  expect(container.get()).toBe('container');
  expect(readMarker()).toBe('genuine');
});

test('a tampered entry never runs: its load fails before any of its code is evaluated', async () => {
  await expect(loadEntry(tampered, computeIntegrity(genuine))).rejects.toThrow(
    "the server entry of 'careers' does not match its serverIntegrity",
  );
  expect(readMarker()).toBeUndefined();
});

test('an entry without an integrity, or whose code was not handed over, never runs either', async () => {
  await expect(loadEntry(genuine, undefined)).rejects.toThrow("remotes.json gives no serverIntegrity for 'careers'");
  await expect(loadEntry(undefined, computeIntegrity(genuine))).rejects.toThrow("the server handed over no server entry for 'careers'");
  expect(readMarker()).toBeUndefined();
});
