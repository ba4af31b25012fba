import zlib from 'node:zlib';
import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';
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

/** The type and size of a picture, read by decoding it with jpeg-js or pngjs (not with the server's decoder). */
export function describePicture(bytes: Buffer): { type: 'jpeg' | 'png'; width: number; height: number } {
  if (bytes[0] === 0x89) {
    const png = PNG.sync.read(bytes, { checkCRC: true });
    return { type: 'png', width: png.width, height: png.height };
  }
  const jpeg = decodeJpeg(bytes, { tolerantDecoding: false, useTArray: true });
  return { type: 'jpeg', width: jpeg.width, height: jpeg.height };
}

/** `jpeg` with a segment (APPn, COM) inserted right after its SOI marker, where cameras write theirs. */
export function insertJpegSegment(jpeg: Buffer, marker: number, payload: Buffer): Buffer {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, payload, jpeg.subarray(2)]);
}

export const JPEG_APP1 = 0xe1;
export const JPEG_COM = 0xfe;

/** A TIFF IFD entry, big-endian: tag, type, count, and a value or offset of four bytes. */
function writeIfdEntry(target: Buffer, at: number, tag: number, type: number, count: number, value: Buffer): void {
  target.writeUInt16BE(tag, at);
  target.writeUInt16BE(type, at + 2);
  target.writeUInt32BE(count, at + 4);
  value.copy(target, at + 8, 0, 4);
}

const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/**
 * An EXIF APP1 payload as a phone writes one: IFD0 with the orientation and the camera's make, and a GPS IFD with
 * the latitude and longitude where the photo was taken (degrees, minutes, seconds as rationals).
 */
export function buildExifWithGps(
  orientation: number,
  latitude: readonly [number, number, number],
  longitude: readonly [number, number, number],
): Buffer {
  const tiff = Buffer.alloc(200);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  // IFD0 at 8: three entries (orientation, make, the GPS IFD's offset), then the next IFD's offset (none)
  const gpsIfd = 8 + 2 + 3 * 12 + 4;
  const makeAt = gpsIfd + 2 + 4 * 12 + 4;
  const rationalsAt = makeAt + 8;
  tiff.writeUInt16BE(3, 8);
  const short = Buffer.alloc(4);
  short.writeUInt16BE(orientation, 0);
  writeIfdEntry(tiff, 10, 0x0112, 3, 1, short);
  writeIfdEntry(tiff, 22, 0x010f, 2, 8, uint32(makeAt));
  writeIfdEntry(tiff, 34, 0x8825, 4, 1, uint32(gpsIfd));
  tiff.write('PhoneCo\0', makeAt, 'latin1');
  // the GPS IFD: latitude ref and value, longitude ref and value
  tiff.writeUInt16BE(4, gpsIfd);
  writeIfdEntry(tiff, gpsIfd + 2, 0x0001, 2, 2, Buffer.from('N\0\0\0', 'latin1'));
  writeIfdEntry(tiff, gpsIfd + 14, 0x0002, 5, 3, uint32(rationalsAt));
  writeIfdEntry(tiff, gpsIfd + 26, 0x0003, 2, 2, Buffer.from('E\0\0\0', 'latin1'));
  writeIfdEntry(tiff, gpsIfd + 38, 0x0004, 5, 3, uint32(rationalsAt + 24));
  [...latitude, ...longitude].forEach((value, index) => {
    tiff.writeUInt32BE(value, rationalsAt + index * 8);
    tiff.writeUInt32BE(1, rationalsAt + index * 8 + 4);
  });
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff.subarray(0, rationalsAt + 48)]);
}

/** `png` with a chunk inserted before its IEND (a tEXt comment, an eXIf block), its CRC right. */
export function insertPngChunk(png: Buffer, type: string, data: Buffer): Buffer {
  const end = png.length - 12;
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(zlib.crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return Buffer.concat([png.subarray(0, end), chunk, png.subarray(end)]);
}
