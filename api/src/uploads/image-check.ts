import { Worker } from 'node:worker_threads';

// Whether a stored JPEG or PNG really is a picture: its signature only says what it claims to be, so the whole
// file is decoded (jpeg-js, pngjs: pure JavaScript, nothing to download at install). Decoding a camera photo takes
// a second or more of CPU, so it runs in a worker thread and the server keeps answering meanwhile
// (docs/decisions/upload-limits-and-file-checks.md).

export type ImageFileType = 'jpeg' | 'png';

/** The largest picture a document may be: a phone camera's full resolution fits with room to spare. */
export const IMAGE_MAX_MEGAPIXELS = 50;
export const IMAGE_MAX_SIDE_PX = 12_000;
/** jpeg-js counts its own buffers against this; 50 megapixels of RGB with its working copies stays below it */
const JPEG_MAX_MEMORY_MB = 640;
/** A decode that takes longer than this counts as a refusal rather than holding the request. */
const DECODE_TIMEOUT_MS = 20_000;

// Plain JavaScript run by the worker (`eval`), so it needs no build step and works the same under tsx and Jest.
// It reads the file itself, so the parent never holds the picture's pixels.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const { filePath, type, modules, limits } = workerData;
function readSize() {
  const bytes = fs.readFileSync(filePath);
  if (type === 'png') {
    const { PNG } = require(modules.pngjs);
    // the header says the size before any pixel is inflated; refuse an oversized picture before decoding it
    if (bytes.length < 24) throw new Error('too short');
    const width = bytes.readUInt32BE(16);
    const height = bytes.readUInt32BE(20);
    if (width > limits.maxSide || height > limits.maxSide || width * height > limits.maxMegapixels * 1e6) {
      throw new Error('too large');
    }
    // checkCRC: a damaged or cut file is refused, not half-read
    const image = PNG.sync.read(bytes, { checkCRC: true });
    return { width: image.width, height: image.height };
  }
  const jpeg = require(modules.jpegJs);
  const image = jpeg.decode(bytes, {
    useTArray: true,
    formatAsRGBA: false,
    tolerantDecoding: false,
    maxResolutionInMP: limits.maxMegapixels,
    maxMemoryUsageInMB: limits.maxMemoryMb,
  });
  return { width: image.width, height: image.height };
}
try {
  const { width, height } = readSize();
  const fits = width > 0 && height > 0 && width <= limits.maxSide && height <= limits.maxSide;
  parentPort.postMessage({ ok: fits });
} catch (error) {
  parentPort.postMessage({ ok: false, reason: String(error && error.message) });
}
`;

const decoderModules = { jpegJs: require.resolve('jpeg-js'), pngjs: require.resolve('pngjs') };

/** True when the file decodes as a picture of its type within the size limits; false for anything else. */
export function checkImageFile(filePath: string, type: ImageFileType): Promise<boolean> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        filePath,
        type,
        modules: decoderModules,
        limits: { maxMegapixels: IMAGE_MAX_MEGAPIXELS, maxSide: IMAGE_MAX_SIDE_PX, maxMemoryMb: JPEG_MAX_MEMORY_MB },
      },
      // the heap holds the decoder's own objects; a picture that needs more is not a document photo
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    let settled = false;
    const settle = (ok: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(ok);
    };
    const timer = setTimeout(() => settle(false), DECODE_TIMEOUT_MS);
    worker.once('message', (message: unknown) =>
      settle(typeof message === 'object' && message !== null && (message as { ok?: unknown }).ok === true),
    );
    // out of memory, a decoder crash: the file is not accepted
    worker.once('error', () => settle(false));
    worker.once('exit', () => settle(false));
  });
}
