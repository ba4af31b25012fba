import { Readable } from 'node:stream';
import { BoundaryBlindHash, hashJsonBody, readMultipartBoundary, stringifyCanonically, tapBodyHash } from './request-hash';

const buildBody = (boundary: string, value: string) =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${value}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="resume_cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 bytes\r\n` +
      `--${boundary}--\r\n`,
  );

function hashInChunks(boundary: string, body: Buffer, chunkSize: number): string {
  const hash = new BoundaryBlindHash(boundary);
  for (let at = 0; at < body.length; at += chunkSize) hash.update(body.subarray(at, at + chunkSize));
  return hash.digest();
}

describe('request hashes', () => {
  it('hashes equal JSON values alike whatever the order of their keys, and different values apart', () => {
    expect(stringifyCanonically({ b: [1, { d: 2, c: 3 }], a: 'x', skipped: undefined })).toBe('{"a":"x","b":[1,{"c":3,"d":2}]}');
    expect(hashJsonBody({ a: 1, b: 2 })).toBe(hashJsonBody({ b: 2, a: 1 }));
    expect(hashJsonBody({ a: 1, b: 2 })).not.toBe(hashJsonBody({ a: 1, b: 3 }));
    expect(hashJsonBody({ a: '1' })).not.toBe(hashJsonBody({ a: 1 }));
  });

  it('reads the boundary of a multipart Content-Type, quoted or not', () => {
    expect(readMultipartBoundary('multipart/form-data; boundary=----abc123')).toBe('----abc123');
    expect(readMultipartBoundary('multipart/form-data; boundary="a b"; charset=utf-8')).toBe('a b');
    expect(readMultipartBoundary('multipart/form-data')).toBeUndefined();
  });

  it('hashes one form sent with two boundaries alike, however the body is cut into chunks', () => {
    const first = buildBody('----WebKitFormBoundaryA1b2C3d4', 'Asha Rao');
    const second = buildBody('----WebKitFormBoundaryZz9Yy8Xx', 'Asha Rao');
    const whole = hashInChunks('----WebKitFormBoundaryA1b2C3d4', first, first.length);
    // every chunk size from 1 byte: a boundary cut anywhere, even several times, is still found
    for (let size = 1; size <= 40; size++) {
      expect(hashInChunks('----WebKitFormBoundaryA1b2C3d4', first, size)).toBe(whole);
      expect(hashInChunks('----WebKitFormBoundaryZz9Yy8Xx', second, size)).toBe(whole);
    }
    expect(hashInChunks('----WebKitFormBoundaryA1b2C3d4', buildBody('----WebKitFormBoundaryA1b2C3d4', 'Asha Raó'), 7)).not.toBe(whole);
  });

  it('hashes a stream as another reader consumes it, without taking a byte from that reader', async () => {
    const body = buildBody('xyzzy-boundary', 'Asha Rao');
    const stream = Readable.from([body.subarray(0, 10), body.subarray(10, 50), body.subarray(50)], { objectMode: false });
    const tap = tapBodyHash(stream, 'xyzzy-boundary');
    // the tap alone lets nothing flow
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tap.isEnded()).toBe(false);
    const read: Buffer[] = [];
    for await (const chunk of stream) read.push(chunk as Buffer);
    expect(Buffer.concat(read).equals(body)).toBe(true);
    expect(await tap.done).toBe(hashInChunks('xyzzy-boundary', body, body.length));
    expect(tap.isEnded()).toBe(true);
  });
});
