import fs from 'node:fs';
import path from 'node:path';
import type { ServerRenderingSettings } from '../site/site-settings';

// Test helpers for the render processes (not tests): a stand-in render process, a plain script that speaks the
// render channel's protocol (one JSON message per frame, its length first, on file descriptor 3) and does what the
// test's handler says, so a test can make a process spin, crash, flood its channel or look around its sandbox.

/** The render settings of a test: small and quick, with what a test changes on top. */
export function buildRenderSettings(overrides: Partial<ServerRenderingSettings> = {}): ServerRenderingSettings {
  return {
    enabled: true,
    pageCache: false,
    budgetMs: 2000,
    processes: 1,
    startTimeoutMs: 10_000,
    memoryMb: 192,
    user: 'chalein-render',
    missesPerMinute: 0,
    ...overrides,
  };
}

/**
 * Writes `name` into `dir`: a script that reads frames from the server and hands each message to `handler`, the
 * source of a function `(message, send) => void` where `send(message)` writes a frame back. Before any handler
 * runs, `onStart` (source run once, with `send`) may answer the start message its own way; by default the process
 * says it is ready.
 */
export function writeStandInScript(
  dir: string,
  name: string,
  handler: string,
  onStart = "send({ type: 'ready', failedRemotes: {} })",
): string {
  const script = `
const channel = new (require('node:net').Socket)({ fd: 3, readable: true, writable: true });
const send = (message) => {
  const body = Buffer.from(JSON.stringify(message));
  const head = Buffer.alloc(4);
  head.writeUInt32BE(body.length);
  channel.write(Buffer.concat([head, body]));
};
const handle = ${handler};
let pending = Buffer.alloc(0);
channel.on('data', (chunk) => {
  pending = Buffer.concat([pending, chunk]);
  while (pending.length >= 4 && pending.length >= 4 + pending.readUInt32BE(0)) {
    const length = pending.readUInt32BE(0);
    const message = JSON.parse(pending.subarray(4, 4 + length).toString());
    pending = pending.subarray(4 + length);
    if (message.type === 'start') { ${onStart}; } else handle(message, send);
  }
});
channel.on('end', () => process.exit(0));
`;
  const file = path.join(dir, name);
  fs.writeFileSync(file, script);
  return file;
}
