import fsp from 'node:fs/promises';
import { driverMessages } from '@chalein/shared/lib/validation/driver-registration';
import { uploadedFileMessages } from '@chalein/shared/lib/validation/uploaded-files';
import { cleanImageFile } from '../uploads/image-cleaning';
import { choosePdfRefusalMessage } from '../uploads/pdf-check';
import { checkPdfFileInThread } from '../uploads/pdf-check-thread';
import { hasPdfSignature } from './resume-file-type';

// What a driver's document really is, read from its first bytes (docs/decisions/0016-upload-limits-and-file-checks.md): the name and the
// type the browser sends are chosen by whoever uploads, so neither decides. Three formats pass:
//   JPEG starts with FF D8 FF
//   PNG  starts with 89 50 4E 47 0D 0A 1A 0A
//   PDF  starts with '%PDF-' (the resume check's rule, reused so both uploads agree on what a PDF is)
// A signature is only a claim: inspectDocumentFile then checks the stored file as a whole (a picture must decode
// within the size limits and is encoded anew, a PDF must be a whole and plain document), so a file that only starts
// right is refused too.

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

const documentPdfMessages = {
  malformed: driverMessages.documentType,
  notPlain: uploadedFileMessages.documentPdfNotPlain,
  protected: uploadedFileMessages.documentPdfProtected,
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

export type DocumentInspection =
  /** `cleaned`: the bytes to keep instead of the upload's (a picture encoded anew); none for a PDF, kept as sent */
  | { ok: true; cleaned?: Buffer }
  /** `message`: the field's message; `detail`: what was found, for the log */
  | { ok: false; message: string; detail: string };

/**
 * Whether the stored file is whole as the type its signature claims and safe for staff to open: a JPEG or PNG
 * decodes within IMAGE_MAX_MEGAPIXELS and IMAGE_MAX_SIDE_PX and comes back encoded anew without its metadata; a PDF
 * passes checkPdfFile (nothing that runs, no attachment, nothing outside its structure, no encryption).
 */
export async function inspectDocumentFile(filePath: string, type: DocumentFileType): Promise<DocumentInspection> {
  if (type === 'pdf') {
    // at most DOCUMENT_MAX_BYTES, enforced while it streamed in
    const result = await checkPdfFileInThread(await fsp.readFile(filePath));
    if (result.ok) return { ok: true };
    return { ok: false, message: choosePdfRefusalMessage(result.reason, documentPdfMessages), detail: result.detail };
  }
  const picture = await cleanImageFile(filePath, type);
  if (picture.ok) return { ok: true, cleaned: picture.bytes };
  return picture.reason === 'too-large'
    ? { ok: false, message: uploadedFileMessages.pictureTooLarge, detail: 'the picture is larger than the limits' }
    : { ok: false, message: driverMessages.documentType, detail: `not a whole ${type.toUpperCase()} picture` };
}
