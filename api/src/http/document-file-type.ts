import fsp from 'node:fs/promises';
import { checkImageFile } from '../uploads/image-check';
import { PDF_TRAILER_WINDOW, hasPdfSignature, hasPdfTrailer } from './resume-file-type';

// What a driver's document really is, read from its first bytes (docs/decisions/upload-limits-and-file-checks.md): the name and the
// type the browser sends are chosen by whoever uploads, so neither decides. Three formats pass:
//   JPEG starts with FF D8 FF
//   PNG  starts with 89 50 4E 47 0D 0A 1A 0A
//   PDF  starts with '%PDF-' (the resume check's rule, reused so both uploads agree on what a PDF is)
// A signature is only a claim: verifyDocumentFile then checks the stored file as a whole (a picture must decode
// within the size limits, a PDF must end with its trailer), so a file that only starts right is refused too.

export type DocumentFileType = 'jpeg' | 'png' | 'pdf';

/** How many leading bytes detectDocumentFileType needs. */
export const DOCUMENT_SIGNATURE_LENGTH = 8;

const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const documentContentTypes: Readonly<Record<DocumentFileType, 'image/jpeg' | 'image/png' | 'application/pdf'>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

export const documentExtensions: Readonly<Record<DocumentFileType, string>> = { jpeg: 'jpg', png: 'png', pdf: 'pdf' };

function startsWith(bytes: Buffer, signature: Buffer): boolean {
  return bytes.length >= signature.length && bytes.subarray(0, signature.length).equals(signature);
}

/** The document's real type from its leading bytes, or null when it is none of JPEG, PNG and PDF. */
export function detectDocumentFileType(head: Buffer): DocumentFileType | null {
  if (startsWith(head, JPEG_SIGNATURE)) return 'jpeg';
  if (startsWith(head, PNG_SIGNATURE)) return 'png';
  if (hasPdfSignature(head)) return 'pdf';
  return null;
}

async function readFileTail(filePath: string, length: number): Promise<Buffer> {
  const handle = await fsp.open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const start = Math.max(0, size - length);
    const tail = Buffer.alloc(size - start);
    await handle.read(tail, 0, tail.length, start);
    return tail;
  } finally {
    await handle.close();
  }
}

/**
 * True when the stored file is whole as the type its signature claims: a JPEG or PNG decodes (at most
 * IMAGE_MAX_MEGAPIXELS, IMAGE_MAX_SIDE_PX a side), a PDF has its %%EOF trailer near the end.
 */
export async function verifyDocumentFile(filePath: string, type: DocumentFileType): Promise<boolean> {
  if (type === 'pdf') return hasPdfTrailer(await readFileTail(filePath, PDF_TRAILER_WINDOW));
  return checkImageFile(filePath, type);
}
