import fs from 'node:fs';
import path from 'node:path';
import { buildTinyPdf } from '../test-support/resume-fixtures';
import { createTempDir } from '../test-support/temp-dir';
import { detectDocumentFileType, verifyDocumentFile } from './document-file-type';
import { buildJpeg, buildPng } from '../test-support/image-fixtures';

describe('document file checks', () => {
  let folder: string;
  let counter = 0;

  beforeAll(() => {
    folder = createTempDir('chalein-documents-');
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  /** Writes the bytes as an uploaded file is stored, then checks it as the upload does: signature, then file. */
  async function checkStored(bytes: Buffer): Promise<string | null> {
    counter += 1;
    const filePath = path.join(folder, `upload-${counter}.part`);
    fs.writeFileSync(filePath, bytes);
    const type = detectDocumentFileType(bytes.subarray(0, 16));
    if (type === null) return null;
    return (await verifyDocumentFile(filePath, type)) ? type : null;
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

  it('refuses a picture larger than the limits without decoding it', async () => {
    const png = buildPng(4, 4);
    // the IHDR chunk's width and height (CRC left wrong: the size alone must refuse it, before any check of the rest)
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    const started = Date.now();
    expect(await checkStored(png)).toBeNull();
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
