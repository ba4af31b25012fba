// What a resume really is, read from its bytes (docs/decisions/0016-upload-limits-and-file-checks.md): a file's name and the type the
// browser sends are chosen by whoever uploads it, so neither decides. Only three formats pass:
//   PDF  starts with '%PDF-' and has its '%%EOF' trailer within the last 1024 bytes (a cut file has none)
//   DOCX a ZIP archive (PK\x03\x04) whose central directory lists word/document.xml
//   DOC  an OLE2 compound file (D0 CF 11 E0 A1 B1 1A E1) that holds a 'WordDocument' stream
// Everything else (executables, HTML, images, other ZIPs such as .xlsx, other OLE2 files such as .xls) is refused.

export type ResumeFileType = 'pdf' | 'docx' | 'doc';

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');
const PDF_TRAILER = Buffer.from('%%EOF', 'latin1');
/** How far from the end the trailer may sit (readers allow some trailing bytes after it; Acrobat allows 1024). */
export const PDF_TRAILER_WINDOW = 1024;
const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const ZIP_END_OF_DIRECTORY = 0x06054b50;
const ZIP_DIRECTORY_ENTRY = 0x02014b50;
const ZIP_END_RECORD_SIZE = 22;
const ZIP_MAX_COMMENT = 0xffff;
const DOCX_MAIN_PART = 'word/document.xml';

// directory entry names are UTF-16LE in a compound file
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');

function startsWith(bytes: Buffer, signature: Buffer): boolean {
  return bytes.length >= signature.length && bytes.subarray(0, signature.length).equals(signature);
}

/** The offset of the ZIP end-of-central-directory record, searched from the end (it may be followed by a comment). */
function findZipEndRecord(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - ZIP_END_RECORD_SIZE - ZIP_MAX_COMMENT);
  for (let offset = bytes.length - ZIP_END_RECORD_SIZE; offset >= lowest; offset -= 1) {
    if (bytes.readUInt32LE(offset) === ZIP_END_OF_DIRECTORY) return offset;
  }
  return -1;
}

/**
 * Lists the names in a ZIP archive's central directory, or null when the structure does not hold together
 * (a truncated file, offsets pointing outside it, ZIP64, which a 5 MB resume never needs).
 */
export function listZipEntryNames(bytes: Buffer): string[] | null {
  if (bytes.length < ZIP_END_RECORD_SIZE) return null;
  const end = findZipEndRecord(bytes);
  if (end < 0) return null;
  const entryCount = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (entryCount === 0xffff || directoryOffset === 0xffffffff) return null;
  if (directoryOffset + directorySize > end) return null;

  const names: string[] = [];
  let offset = directoryOffset;
  for (let i = 0; i < entryCount; i += 1) {
    if (offset + 46 > end || bytes.readUInt32LE(offset) !== ZIP_DIRECTORY_ENTRY) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const nameEnd = offset + 46 + nameLength;
    if (nameEnd > end) return null;
    names.push(bytes.toString('utf8', offset + 46, nameEnd));
    offset = nameEnd + extraLength + commentLength;
  }
  return names;
}

export function hasPdfSignature(head: Buffer): boolean {
  return startsWith(head, PDF_SIGNATURE);
}

/** True when `tail` (the file's last bytes; the whole file will do) holds the PDF's %%EOF trailer near its end. */
export function hasPdfTrailer(tail: Buffer): boolean {
  return tail.subarray(Math.max(0, tail.length - PDF_TRAILER_WINDOW)).includes(PDF_TRAILER);
}

/** The resume's real type, or null when it is none of PDF, DOCX and DOC. */
export function detectResumeFileType(bytes: Buffer): ResumeFileType | null {
  if (startsWith(bytes, PDF_SIGNATURE)) return hasPdfTrailer(bytes) ? 'pdf' : null;
  if (startsWith(bytes, ZIP_LOCAL_HEADER)) {
    const names = listZipEntryNames(bytes);
    return names?.includes(DOCX_MAIN_PART) ? 'docx' : null;
  }
  if (startsWith(bytes, OLE2_SIGNATURE)) {
    // the directory can sit anywhere in the file, so the name is looked for everywhere after the 512-byte header
    return bytes.indexOf(WORD_STREAM_NAME, 512) >= 0 ? 'doc' : null;
  }
  return null;
}
