import zlib from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject } from '@cantoo/pdf-lib';
import {
  PdfReader,
  PdfSyntaxError,
  isPdfWhitespace,
  readEntry,
  readIntegerEntry,
  readNameEntry,
  type PdfSyntaxObserver,
  type PdfValue,
} from './pdf-syntax';

// Whether an uploaded PDF is only a document: pages to look at, nothing that runs, opens, or hides
// (docs/decisions/0016-upload-limits-and-file-checks.md). Staff open these files, so a PDF is refused when it carries
//   - JavaScript (/JS, /JavaScript), additional actions (/AA), an /OpenAction that is more than "show this page",
//     a /Launch or other action that opens files, submits data or plays media;
//   - embedded files (/EmbeddedFiles, /EmbeddedFile, /EF, /FileAttachment annotations) or XFA forms;
//   - bytes outside the PDF structure: every byte from the header to the final %%EOF must belong to an indirect
//     object, a cross-reference table or stream, a trailer, startxref or %%EOF, or be whitespace. Comments are allowed
//     only in the header lines (Ghostscript names itself there); an HTML page between objects, inside a comment,
//     in an object no cross-reference lists, or after %%EOF is refused. Cross-reference offsets must point at the
//     objects they name, so a viewer cannot be sent to an object hidden inside another one's stream;
//   - encryption: the contents of an encrypted file (its object streams) cannot be checked without decrypting it,
//     and staff could not open a file that needs a password anyway.
// The file is kept as it was uploaded, not rewritten: rewriting would break the digital signature of a DigiLocker
// licence or an insurer's policy. Finally a real PDF parser (@cantoo/pdf-lib) must load it and find a page, and
// every object it sees is checked again, so the two readers have to agree.

export type PdfRefusalReason = 'malformed' | 'active-content' | 'outside-structure' | 'encrypted';

export type PdfCheckResult = { ok: true } | { ok: false; reason: PdfRefusalReason; detail: string };

/** Names that only ever serve something other than showing pages, and what each one is, for the log. */
const FORBIDDEN_NAMES: ReadonlyMap<string, string> = new Map([
  ['JS', 'JavaScript'],
  ['JavaScript', 'JavaScript'],
  ['AA', 'an additional action (/AA)'],
  ['Launch', 'a Launch action'],
  ['GoToR', 'an action opening another file (/GoToR)'],
  ['GoToE', 'an action opening an embedded file (/GoToE)'],
  ['ImportData', 'an ImportData action'],
  ['SubmitForm', 'a SubmitForm action'],
  ['Rendition', 'a Rendition action'],
  ['Movie', 'a movie'],
  ['Sound', 'a sound'],
  ['RichMedia', 'rich media'],
  ['EmbeddedFiles', 'embedded files'],
  ['EmbeddedFile', 'an embedded file'],
  ['EF', 'an embedded file'],
  ['FileAttachment', 'a file attachment'],
  ['XFA', 'an XFA form'],
]);

/** Everything object and cross-reference streams may inflate to, together: a 5 MB file's are a few MB. */
const MAX_DECODED_BYTES = 64 * 1024 * 1024;

class PdfRefusal extends Error {
  constructor(
    readonly reason: PdfRefusalReason,
    detail: string,
  ) {
    super(detail);
    this.name = 'PdfRefusal';
  }
}

const refuse = (reason: PdfRefusalReason, detail: string): never => {
  throw new PdfRefusal(reason, detail);
};

/** What is kept of each indirect object: enough to resolve a /Length or an /OpenAction, never the whole file. */
interface ObjectSummary {
  objectNumber: number;
  /** where its header starts in the file; undefined for an object inside an object stream */
  offset?: number;
  generation: number;
  kind: PdfValue['kind'];
  /** a dictionary's /S: the type of an action */
  action?: string;
  integer?: number;
}

interface StreamRecord {
  objectNumber: number;
  offset: number;
  dict: PdfValue;
  dataStart: number;
  dataEnd: number;
}

interface PendingLength {
  ref: { objectNumber: number; generation: number };
  dataStart: number;
  dataEnd: number;
}

interface XrefEntry {
  objectNumber: number;
  generation: number;
  offset: number;
}

class PdfStructure {
  /** object headers by their offset */
  readonly headers = new Map<number, ObjectSummary>();
  /** the last definition of each object, by `number generation` */
  readonly objects = new Map<string, ObjectSummary>();
  readonly streams: StreamRecord[] = [];
  readonly pendingLengths: PendingLength[] = [];
  readonly xrefTableOffsets = new Set<number>();
  readonly xrefEntries: XrefEntry[] = [];
  /** objects stored in object streams, by the number of their object stream */
  readonly compressedIn = new Set<number>();
  readonly xrefPointers: { value: number; label: string }[] = [];
  readonly startxrefs: number[] = [];
  readonly openActions: PdfValue[] = [];
  encrypted = false;
  decodedBytes = 0;

  record(summary: ObjectSummary): void {
    if (summary.offset !== undefined) this.headers.set(summary.offset, summary);
    this.objects.set(`${summary.objectNumber} ${summary.generation}`, summary);
  }
}

function createObserver(structure: PdfStructure, commentsAllowed: () => boolean): PdfSyntaxObserver & { onComment(at: number): void } {
  return {
    onName(name) {
      const what = FORBIDDEN_NAMES.get(name);
      if (what) refuse('active-content', `the PDF carries ${what}`);
    },
    onEntry(key, value) {
      if (key === 'OpenAction') structure.openActions.push(value);
      if (key === 'Encrypt') structure.encrypted = true;
    },
    onComment(at) {
      if (!commentsAllowed()) refuse('outside-structure', `a comment between the objects at byte ${at}`);
    },
  };
}

/** A reader whose comments inside objects are refused like comments between them. */
class CheckedReader extends PdfReader {
  constructor(
    bytes: Uint8Array,
    start: number,
    private readonly checks: ReturnType<typeof createObserver>,
  ) {
    super(bytes, start, checks);
  }

  override skipWhitespaceAndComments(): void {
    for (;;) {
      this.skipWhitespace();
      if (this.peek() !== 0x25) return;
      this.checks.onComment(this.offset);
      this.readComment();
    }
  }
}

function summarise(objectNumber: number, generation: number, value: PdfValue, offset?: number): ObjectSummary {
  return {
    objectNumber,
    offset,
    generation,
    kind: value.kind,
    action: readNameEntry(value, 'S'),
    integer: value.kind === 'number' && value.integer ? value.value : undefined,
  };
}

/** Reads `N G obj <value> [stream ... endstream] endobj` at the reader's offset. */
function readIndirectObject(reader: PdfReader, structure: PdfStructure): void {
  const offset = reader.offset;
  const objectNumber = reader.readUnsignedInteger();
  reader.skipWhitespace();
  const generation = reader.readUnsignedInteger();
  reader.skipWhitespace();
  if (objectNumber === undefined || generation === undefined || !reader.readKeyword('obj')) {
    refuse('outside-structure', `bytes outside the PDF structure at byte ${offset}`);
  }
  reader.startObject();
  const value = reader.readValue();
  const summary = summarise(objectNumber!, generation!, value, offset);
  reader.skipWhitespaceAndComments();
  if (reader.readKeyword('stream')) {
    if (value.kind !== 'dict') refuse('malformed', `a stream without a dictionary at byte ${offset}`);
    if (reader.peek() === 0x0d && reader.peek(1) === 0x0a) reader.offset += 2;
    else if (reader.peek() === 0x0a || reader.peek() === 0x0d) reader.offset += 1;
    else refuse('malformed', `no end of line after "stream" at byte ${reader.offset}`);
    const dataStart = reader.offset;
    const length = readEntry(value, 'Length');
    let dataEnd: number;
    if (length?.kind === 'number' && length.integer && length.value >= 0) {
      dataEnd = dataStart + length.value;
      if (dataEnd > reader.bytes.length) refuse('malformed', `a stream longer than the file at byte ${offset}`);
      reader.offset = dataEnd;
      reader.skipWhitespace();
      if (!reader.readKeyword('endstream')) refuse('malformed', `a stream whose /Length does not end at endstream, at byte ${offset}`);
    } else if (length?.kind === 'ref') {
      // the length is another object, maybe later in the file: take the first endstream, and check it against that
      // object once every object is known
      dataEnd = Buffer.from(reader.bytes.buffer, reader.bytes.byteOffset, reader.bytes.length).indexOf('endstream', dataStart, 'latin1');
      if (dataEnd < 0) refuse('malformed', `a stream with no endstream at byte ${offset}`);
      reader.offset = dataEnd;
      if (!reader.readKeyword('endstream')) refuse('malformed', `a stream with no endstream at byte ${offset}`);
      structure.pendingLengths.push({ ref: length, dataStart, dataEnd });
    } else {
      return refuse('malformed', `a stream without a /Length at byte ${offset}`);
    }
    structure.streams.push({ objectNumber: objectNumber!, offset, dict: value, dataStart, dataEnd });
    reader.skipWhitespaceAndComments();
  }
  if (!reader.readKeyword('endobj')) refuse('malformed', `an object without endobj at byte ${offset}`);
  structure.record(summary);
}

/** Reads a cross-reference table's subsections (7.5.4), after its `xref` keyword. */
function readXrefTable(reader: PdfReader, structure: PdfStructure): void {
  for (;;) {
    reader.skipWhitespace();
    const first = reader.readUnsignedInteger();
    if (first === undefined) return;
    reader.skipWhitespace();
    const count = reader.readUnsignedInteger();
    if (count === undefined) refuse('malformed', `a cross-reference subsection without its count at byte ${reader.offset}`);
    for (let index = 0; index < count!; index += 1) {
      reader.skipWhitespace();
      const offset = reader.readUnsignedInteger();
      reader.skipWhitespace();
      const generation = reader.readUnsignedInteger();
      reader.skipWhitespace();
      const inUse = reader.readKeyword('n');
      if (offset === undefined || generation === undefined || (!inUse && !reader.readKeyword('f'))) {
        refuse('malformed', `a cross-reference entry that does not parse at byte ${reader.offset}`);
      }
      if (inUse) structure.xrefEntries.push({ objectNumber: first + index, generation: generation!, offset: offset! });
    }
  }
}

function recordXrefPointers(dict: PdfValue, structure: PdfStructure): void {
  for (const key of ['Prev', 'XRefStm']) {
    const entry = readEntry(dict, key);
    if (entry === undefined) continue;
    const value = readIntegerEntry(dict, key);
    if (value === undefined) refuse('malformed', `a trailer /${key} that is not an offset`);
    structure.xrefPointers.push({ value: value!, label: `/${key}` });
  }
}

/** Walks the file from its header to its end; every byte must be accounted for. */
function walkFile(bytes: Buffer, structure: PdfStructure): void {
  if (!bytes.subarray(0, 5).equals(Buffer.from('%PDF-', 'latin1'))) refuse('malformed', 'no %PDF- header');
  let inHeader = true;
  const observer = createObserver(structure, () => inHeader);
  const reader = new CheckedReader(bytes, 0, observer);
  // the version, and at most the binary marker some producers write on the same line
  if (!/^%PDF-\d\.\d[\s%\x80-\xff]*$/.test(reader.readComment())) refuse('outside-structure', 'more than the version on the header line');
  let afterStartxref = false;
  let endsWithEof = false;
  let eofSeen = false;
  for (;;) {
    reader.skipWhitespace();
    if (reader.atEnd()) break;
    const at = reader.offset;
    if (reader.peek() === 0x25) {
      const comment = reader.readComment();
      if (comment.trimEnd() === '%%EOF') {
        if (!afterStartxref) refuse('malformed', `%%EOF without startxref at byte ${at}`);
        afterStartxref = false;
        endsWithEof = true;
        eofSeen = true;
        continue;
      }
      observer.onComment(at);
      // the header's comments: a producer's name, bytes that mark the file binary; never markup
      if (/[<>]/.test(comment)) refuse('outside-structure', `markup in a comment at byte ${at}`);
      continue;
    }
    const afterEof = endsWithEof;
    inHeader = false;
    afterStartxref = false;
    endsWithEof = false;
    if (isDigitByte(reader.peek())) readIndirectObject(reader, structure);
    else if (reader.readKeyword('xref')) {
      structure.xrefTableOffsets.add(at);
      readXrefTable(reader, structure);
    } else if (reader.readKeyword('trailer')) {
      reader.startObject();
      const dict = reader.readValue();
      if (dict.kind !== 'dict') refuse('malformed', `a trailer that is not a dictionary at byte ${at}`);
      recordXrefPointers(dict, structure);
    } else if (reader.readKeyword('startxref')) {
      reader.skipWhitespace();
      const value = reader.readUnsignedInteger();
      if (value === undefined) refuse('malformed', `startxref without an offset at byte ${at}`);
      structure.startxrefs.push(value!);
      afterStartxref = true;
    } else {
      refuse('outside-structure', `bytes ${afterEof ? 'after %%EOF' : 'outside the PDF structure'} at byte ${at}`);
    }
  }
  if (!endsWithEof) refuse(eofSeen ? 'outside-structure' : 'malformed', eofSeen ? 'objects after the final %%EOF' : 'no %%EOF at the end');
}

function isDigitByte(byte: number | undefined): boolean {
  return byte !== undefined && byte >= 0x30 && byte <= 0x39;
}

/** Undoes the PNG predictors (7.4.4.4) of a stream of `columns`-byte rows (cross-reference streams use them). */
function undoPngPredictor(data: Buffer, columns: number): Buffer {
  const rowLength = columns + 1;
  if (columns < 1 || data.length % rowLength !== 0) refuse('malformed', 'a predicted stream whose rows do not fit');
  const rows = data.length / rowLength;
  const out = Buffer.alloc(rows * columns);
  for (let row = 0; row < rows; row += 1) {
    const type = data[row * rowLength]!;
    for (let column = 0; column < columns; column += 1) {
      const raw = data[row * rowLength + 1 + column]!;
      const left = column > 0 ? out[row * columns + column - 1]! : 0;
      const up = row > 0 ? out[(row - 1) * columns + column]! : 0;
      const upLeft = row > 0 && column > 0 ? out[(row - 1) * columns + column - 1]! : 0;
      let predicted: number;
      if (type === 0) predicted = 0;
      else if (type === 1) predicted = left;
      else if (type === 2) predicted = up;
      else if (type === 3) predicted = Math.floor((left + up) / 2);
      else if (type === 4) {
        const estimate = left + up - upLeft;
        const [toLeft, toUp, toUpLeft] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
        predicted = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
      } else return refuse('malformed', `an unknown PNG predictor ${type}`);
      out[row * columns + column] = (raw + predicted) & 0xff;
    }
  }
  return out;
}

/** The decoded data of an object or cross-reference stream: Flate (or none), with a PNG predictor at most. */
function decodeStream(bytes: Buffer, stream: StreamRecord, structure: PdfStructure): Buffer {
  const filter = readEntry(stream.dict, 'Filter');
  const filters =
    filter === undefined
      ? []
      : filter.kind === 'array'
        ? filter.items
        : filter.kind === 'name'
          ? [filter]
          : refuse('malformed', 'a bad /Filter');
  if (filters.length > 1) refuse('malformed', 'object streams with more than one filter are not accepted');
  const data = bytes.subarray(stream.dataStart, stream.dataEnd);
  let decoded: Buffer = data;
  if (filters.length === 1) {
    const only = filters[0]!;
    if (only.kind !== 'name' || only.name !== 'FlateDecode') refuse('malformed', 'object streams must be Flate-compressed');
    try {
      decoded = zlib.inflateSync(data, { maxOutputLength: Math.max(1, MAX_DECODED_BYTES - structure.decodedBytes) });
    } catch {
      refuse('malformed', `object ${stream.objectNumber} does not inflate within the limit`);
    }
  }
  const params = readEntry(stream.dict, 'DecodeParms');
  const predictor = readIntegerEntry(params, 'Predictor') ?? 1;
  if (predictor >= 10) decoded = undoPngPredictor(decoded, readIntegerEntry(params, 'Columns') ?? 1);
  else if (predictor !== 1) refuse('malformed', `an unsupported predictor ${predictor}`);
  structure.decodedBytes += decoded.length;
  return decoded;
}

/** The entries of a cross-reference stream (7.5.8): type 1 are offsets in the file, type 2 objects in object streams. */
function readXrefStream(bytes: Buffer, stream: StreamRecord, structure: PdfStructure): void {
  const widths = readEntry(stream.dict, 'W');
  if (widths?.kind !== 'array' || widths.items.length !== 3) return refuse('malformed', 'a cross-reference stream without /W');
  const [typeWidth, fieldWidth, generationWidth] = widths.items.map((item) =>
    item.kind === 'number' && item.integer && item.value >= 0 && item.value <= 8 ? item.value : refuse('malformed', 'a bad /W'),
  ) as [number, number, number];
  const size = readIntegerEntry(stream.dict, 'Size');
  const index = readEntry(stream.dict, 'Index');
  const ranges: number[] =
    index?.kind === 'array'
      ? index.items.map((item) =>
          item.kind === 'number' && item.integer && item.value >= 0 ? item.value : refuse('malformed', 'a bad /Index'),
        )
      : [0, size ?? refuse('malformed', 'a cross-reference stream without /Size')];
  const data = decodeStream(bytes, stream, structure);
  const entryWidth = typeWidth + fieldWidth + generationWidth;
  const readField = (at: number, width: number) => {
    let value = 0;
    for (let i = 0; i < width; i += 1) value = value * 256 + data[at + i]!;
    return value;
  };
  let position = 0;
  for (let range = 0; range + 1 < ranges.length; range += 2) {
    for (let i = 0; i < ranges[range + 1]!; i += 1) {
      if (position + entryWidth > data.length) refuse('malformed', 'a cross-reference stream shorter than its /Index');
      const type = typeWidth === 0 ? 1 : readField(position, typeWidth);
      const field = readField(position + typeWidth, fieldWidth);
      const generation = readField(position + typeWidth + fieldWidth, generationWidth);
      position += entryWidth;
      if (type === 1) structure.xrefEntries.push({ objectNumber: ranges[range]! + i, generation, offset: field });
      else if (type === 2) structure.compressedIn.add(field);
    }
  }
}

/** The objects inside an object stream (7.5.7): read like any other object, so their names are checked too. */
function readObjectStream(bytes: Buffer, stream: StreamRecord, structure: PdfStructure): void {
  const count = readIntegerEntry(stream.dict, 'N');
  const first = readIntegerEntry(stream.dict, 'First');
  if (count === undefined || first === undefined) return refuse('malformed', 'an object stream without /N and /First');
  const data = decodeStream(bytes, stream, structure);
  const reader = new CheckedReader(
    data,
    0,
    createObserver(structure, () => false),
  );
  const members: { objectNumber: number; offset: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    reader.skipWhitespace();
    const objectNumber = reader.readUnsignedInteger();
    reader.skipWhitespace();
    const offset = reader.readUnsignedInteger();
    if (objectNumber === undefined || offset === undefined) refuse('malformed', 'an object stream whose header does not parse');
    members.push({ objectNumber: objectNumber!, offset: offset! });
  }
  for (const member of members) {
    reader.offset = first + member.offset;
    if (reader.offset >= data.length) refuse('malformed', 'an object stream member outside its stream');
    reader.startObject();
    structure.record(summarise(member.objectNumber, 0, reader.readValue()));
  }
}

/** An offset a cross-reference gives points at an object header (or at whitespace just before it). */
function findHeaderAt(structure: PdfStructure, bytes: Buffer, offset: number): ObjectSummary | undefined {
  let at = offset;
  while (isPdfWhitespace(bytes[at]) && !structure.headers.has(at)) at += 1;
  return structure.headers.get(at);
}

function checkCrossReferences(bytes: Buffer, structure: PdfStructure): void {
  const xrefStreamOffsets = new Set(
    structure.streams.filter((stream) => readNameEntry(stream.dict, 'Type') === 'XRef').map((stream) => stream.offset),
  );
  const isXrefSection = (offset: number) => {
    let at = offset;
    while (isPdfWhitespace(bytes[at])) at += 1;
    return structure.xrefTableOffsets.has(at) || xrefStreamOffsets.has(at);
  };
  if (structure.startxrefs.length === 0) refuse('malformed', 'no startxref');
  structure.startxrefs.forEach((value, index) => {
    // a linearized file's first-page trailer says startxref 0: only the last one is what a viewer follows
    const last = index === structure.startxrefs.length - 1;
    if (!isXrefSection(value) && (last || value !== 0)) refuse('malformed', `startxref ${value} points at no cross-reference section`);
  });
  for (const pointer of structure.xrefPointers) {
    if (!isXrefSection(pointer.value)) refuse('malformed', `${pointer.label} ${pointer.value} points at no cross-reference section`);
  }
  // the offsets of the headers the entries point at: every object in the file must be one of them
  const listed = new Set<number>();
  for (const entry of structure.xrefEntries) {
    const header = findHeaderAt(structure, bytes, entry.offset);
    if (!header || header.objectNumber !== entry.objectNumber || header.generation !== entry.generation) {
      refuse('outside-structure', `the cross-reference for object ${entry.objectNumber} points inside other data (byte ${entry.offset})`);
    }
    listed.add(header!.offset ?? entry.offset);
  }
  // an object a cross-reference stream puts in an object stream must find that object stream in the file
  const objectStreams = new Set(
    structure.streams.filter((stream) => readNameEntry(stream.dict, 'Type') === 'ObjStm').map((stream) => stream.objectNumber),
  );
  for (const container of structure.compressedIn) {
    if (!objectStreams.has(container)) refuse('malformed', `a cross-reference names object stream ${container}, which is not in the file`);
  }
  for (const [offset, header] of structure.headers) {
    if (!listed.has(offset) && !xrefStreamOffsets.has(offset)) {
      refuse('outside-structure', `object ${header.objectNumber} at byte ${offset} is listed by no cross-reference section`);
    }
  }
}

function checkLengths(structure: PdfStructure, bytes: Buffer): void {
  for (const pending of structure.pendingLengths) {
    const length = structure.objects.get(`${pending.ref.objectNumber} ${pending.ref.generation}`)?.integer;
    if (length === undefined) refuse('malformed', `a stream /Length ${pending.ref.objectNumber} that is not a number`);
    const end = pending.dataStart + length!;
    if (end > pending.dataEnd || !bytes.subarray(end, pending.dataEnd).every((byte) => isPdfWhitespace(byte))) {
      refuse('malformed', `a stream whose /Length ${length} does not end at its endstream`);
    }
  }
}

/** An /OpenAction may show a page (a destination, or a GoTo action); anything else runs when the file opens. */
function checkOpenActions(structure: PdfStructure): void {
  for (const value of structure.openActions) {
    const target = value.kind === 'ref' ? structure.objects.get(`${value.objectNumber} ${value.generation}`) : undefined;
    const kind = target?.kind ?? value.kind;
    const action = target ? target.action : readNameEntry(value, 'S');
    if (kind === 'dict' && action !== 'GoTo') refuse('active-content', `the PDF carries an /OpenAction ${action ?? ''}`.trim());
  }
}

/** The same checks on the objects the real parser loaded: names anywhere, and the catalog's /OpenAction. */
function checkParsedObjects(document: PDFDocument): void {
  const pending: PDFObject[] = document.context.enumerateIndirectObjects().map(([, object]) => object);
  const checkName = (name: PDFName) => {
    const what = FORBIDDEN_NAMES.get(name.decodeText());
    if (what) refuse('active-content', `the PDF carries ${what}`);
  };
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (object instanceof PDFName) checkName(object);
    else if (object instanceof PDFArray) pending.push(...object.asArray());
    else if (object instanceof PDFDict || object instanceof PDFRawStream) {
      const dict = object instanceof PDFRawStream ? object.dict : object;
      for (const [key, value] of dict.entries()) {
        checkName(key);
        pending.push(value);
      }
    }
  }
  const openAction = document.catalog.get(PDFName.of('OpenAction'));
  const target = openAction instanceof PDFRef ? document.context.lookup(openAction) : openAction;
  if (target instanceof PDFDict && target.get(PDFName.of('S')) !== PDFName.of('GoTo')) {
    refuse('active-content', 'the PDF carries an /OpenAction');
  }
}

async function checkPdfStructure(bytes: Buffer): Promise<void> {
  const structure = new PdfStructure();
  walkFile(bytes, structure);
  const xrefStreams = structure.streams.filter((stream) => readNameEntry(stream.dict, 'Type') === 'XRef');
  if (structure.encrypted) refuse('encrypted', 'the PDF is encrypted');
  for (const stream of xrefStreams) {
    recordXrefPointers(stream.dict, structure);
    readXrefStream(bytes, stream, structure);
  }
  for (const stream of structure.streams) if (readNameEntry(stream.dict, 'Type') === 'ObjStm') readObjectStream(bytes, stream, structure);
  checkLengths(structure, bytes);
  checkCrossReferences(bytes, structure);
  checkOpenActions(structure);

  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
  } catch (error) {
    return refuse('malformed', `the PDF parser refused it: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (document.getPageCount() < 1) refuse('malformed', 'the PDF has no page');
  checkParsedObjects(document);
}

/** The field message for a refused PDF: the form's type message for a broken file, or one that says what to do. */
export function choosePdfRefusalMessage(
  reason: PdfRefusalReason,
  messages: { malformed: string; notPlain: string; protected: string },
): string {
  if (reason === 'encrypted') return messages.protected;
  return reason === 'malformed' ? messages.malformed : messages.notPlain;
}

/** Checks a whole PDF file (at most the upload limit, 5 MB): ok, or why it is refused. */
export async function checkPdfFile(bytes: Buffer): Promise<PdfCheckResult> {
  try {
    await checkPdfStructure(bytes);
    return { ok: true };
  } catch (error) {
    if (error instanceof PdfRefusal) return { ok: false, reason: error.reason, detail: error.message };
    // a syntax error, or a stack or buffer limit hit by a hostile file
    if (error instanceof PdfSyntaxError || error instanceof RangeError) return { ok: false, reason: 'malformed', detail: error.message };
    throw error;
  }
}
