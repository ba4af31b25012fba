/** @jest-environment node */
import { createFrameReader, encodeFrame, type RenderProcessMessage } from './server-render-protocol';

// The render channel's frames: whole messages whatever the chunks they arrive in, and a refusal, before anything is
// held, of a frame announced over the limit or of one that is not JSON.

const messages: RenderProcessMessage[] = [
  { type: 'ready', failedRemotes: {} },
  { type: 'rendered', id: 1, ok: true, html: '<main>é ✓</main>', data: { passes: [1, 2] }, renderMs: 3 },
  { type: 'api', id: 2, call: { method: 'POST', url: '/api/cms', body: '{"id":1}' } },
];

function readAll(chunks: Buffer[], maxFrameBytes = 1024) {
  const read: unknown[] = [];
  const errors: string[] = [];
  const feed = createFrameReader({ maxFrameBytes, onMessage: (message) => read.push(message), onError: (reason) => errors.push(reason) });
  for (const chunk of chunks) feed(chunk);
  return { read, errors };
}

test('messages come out whole, however the bytes were cut (the header itself split included)', () => {
  const bytes = Buffer.concat(messages.map(encodeFrame));
  for (const size of [1, 2, 3, 5, 7, 64, bytes.length]) {
    const chunks: Buffer[] = [];
    for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size));
    expect([size, readAll(chunks)]).toEqual([size, { read: messages, errors: [] }]);
  }
});

test('a frame announced over the limit is refused at its header, and nothing after it is read', () => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(100 * 1024 * 1024);
  const { read, errors } = readAll([encodeFrame(messages[0]!), head, Buffer.alloc(512), encodeFrame(messages[1]!)]);
  expect(read).toEqual([messages[0]]);
  expect(errors).toEqual(['a frame of 104857600 bytes, over the limit of 1024']);
});

test('a frame that is not JSON is refused', () => {
  const body = Buffer.from('{not json');
  const head = Buffer.alloc(4);
  head.writeUInt32BE(body.length);
  expect(readAll([Buffer.concat([head, body]), encodeFrame(messages[0]!)])).toEqual({ read: [], errors: ['a frame that is not JSON'] });
});
