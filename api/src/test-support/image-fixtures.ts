import { encode as encodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';

// Real pictures for upload tests, made by the same encoders any camera or phone uses: the server decodes every
// image it is sent, so a file that only starts with the right bytes no longer passes as one.

/** An RGBA picture with a gradient, so the encoders have real content to compress. */
function buildPixels(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i += 1) data.set([(i * 7) % 256, (i * 13) % 256, (i * 29) % 256, 255], i * 4);
  return data;
}

export function buildJpeg(width = 16, height = 16): Buffer {
  return encodeJpeg({ width, height, data: buildPixels(width, height) }, 85).data;
}

export function buildPng(width = 2, height = 2): Buffer {
  const png = new PNG({ width, height });
  buildPixels(width, height).copy(png.data);
  return PNG.sync.write(png);
}
