import path from 'node:path';
import zlib from 'node:zlib';

// PDFs written byte by byte, with correct cross-reference offsets, so a test can put one thing a hostile file would
// carry (JavaScript, a Launch action, an embedded file, an HTML page between objects, bytes after %%EOF) into an
// otherwise valid document, and nothing else differs from the one that passes.

/** PDFs as real writers made them (Ghostscript, LibreOffice, qpdf), which the checks must let through. */
export const pdfSamplesDir = path.join(__dirname, 'pdf-samples');

export interface PdfParts {
  /** extra entries of the catalog (object 1), e.g. `/OpenAction 6 0 R` */
  catalog?: string;
  /** extra entries of the page (object 3), e.g. `/Annots [6 0 R]` */
  page?: string;
  /** objects 6, 7, ... after the five of every document */
  objects?: readonly string[];
  /** written between object 5 and object 6 (or the xref table), outside any object */
  between?: string;
  /** written after the final %%EOF */
  after?: string;
  /** extra entries of the trailer */
  trailer?: string;
  /** the comment lines after the header (a binary marker by default) */
  headerComment?: string;
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/**
 * A one-page PDF (catalog, pages, page, text stream, font) plus `parts`, with an xref table whose offsets are
 * right, so only what `parts` adds can make a check refuse it.
 */
export function buildPdf(parts: PdfParts = {}, text = 'Ravi Kumar - Vehicle insurance'): Buffer {
  const content = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${parts.catalog ?? ''}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${parts.page ?? ''}>>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...(parts.objects ?? []),
  ];
  let body = `%PDF-1.7\n${parts.headerComment ?? '%\u00e2\u00e3\u00cf\u00d3'}\n`;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    if (index === 5 && parts.between) body += parts.between;
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  if (objects.length <= 5 && parts.between) body += parts.between;
  const xrefOffset = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${parts.trailer ?? ''}>>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return latin1(body + (parts.after ?? ''));
}

/**
 * `base` with an incremental update appended, as a signing tool or an editor saves one: object `objectNumber`
 * written again, and a new xref section and trailer pointing back to the previous one with /Prev.
 */
export function appendIncrementalUpdate(base: Buffer, objectNumber: number, object: string, size: number): Buffer {
  const text = base.toString('latin1');
  const previous = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  const objectOffset = base.length;
  const update = `${objectNumber} 0 obj\n${object}\nendobj\n`;
  const xrefOffset = objectOffset + update.length;
  const xref =
    `xref\n0 1\n0000000000 65535 f \n${objectNumber} 1\n${String(objectOffset).padStart(10, '0')} 00000 n \n` +
    `trailer\n<< /Size ${size} /Root 1 0 R /Prev ${previous} >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.concat([base, latin1(update + xref)]);
}

/**
 * A one-page PDF whose objects 1 to 5 (and `extra`) sit compressed in an object stream, found through a
 * cross-reference stream with a PNG predictor, as Word's and Acrobat's smaller files are written.
 */
export function buildPdfWithObjectStreams(extra: readonly string[] = [], catalog = '', xrefEntries = '', listedContainer = 5): Buffer {
  const members = [
    `<< /Type /Catalog /Pages 2 0 R ${catalog}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 7 0 R /Resources << /Font << /F1 4 0 R >> >> >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...extra,
  ];
  // objects 1-4 and the extras are numbered 1..4 and 8.., so 5 is the object stream, 6 the xref stream, 7 the content
  const numbers = members.map((_, index) => (index < 4 ? index + 1 : index + 4));
  let offsetInStream = 0;
  const header: string[] = [];
  const bodies: string[] = [];
  members.forEach((member, index) => {
    header.push(`${numbers[index]} ${offsetInStream}`);
    bodies.push(member);
    offsetInStream += member.length + 1;
  });
  const headerText = `${header.join(' ')}\n`;
  const objectStream = zlib.deflateSync(latin1(headerText + bodies.join('\n') + '\n'));
  const content = latin1('BT /F1 18 Tf 72 720 Td (Asha Rao - Resume) Tj ET');

  const chunks: Buffer[] = [latin1('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n')];
  let length = chunks[0]!.length;
  const push = (buffer: Buffer) => {
    chunks.push(buffer);
    length += buffer.length;
  };
  const objectStreamOffset = length;
  push(
    latin1(
      `5 0 obj\n<< /Type /ObjStm /N ${members.length} /First ${headerText.length} /Filter /FlateDecode /Length ${objectStream.length} >>\nstream\n`,
    ),
  );
  push(objectStream);
  push(latin1('\nendstream\nendobj\n'));
  const contentOffset = length;
  push(latin1(`7 0 obj\n<< /Length ${content.length} >>\nstream\n`));
  push(content);
  push(latin1('\nendstream\nendobj\n'));
  const xrefOffset = length;

  const size = Math.max(8, ...numbers) + 1;
  const rows: number[][] = Array.from({ length: size }, () => [0, 0, 0]);
  rows[0] = [0, 0, 255];
  numbers.forEach((number, index) => (rows[number] = [2, listedContainer, index]));
  rows[5] = [1, objectStreamOffset, 0];
  rows[6] = [1, xrefOffset, 0];
  rows[7] = [1, contentOffset, 0];
  // W [1 4 2], each row behind a PNG "Up" predictor byte, as Acrobat writes them
  const columns = 7;
  const raw = Buffer.alloc(size * (columns + 1));
  let previous = Buffer.alloc(columns);
  rows.forEach(([type, field, generation], row) => {
    const plain = Buffer.alloc(columns);
    plain.writeUInt8(type!, 0);
    plain.writeUInt32BE(field!, 1);
    plain.writeUInt16BE(generation!, 5);
    raw[row * (columns + 1)] = 2;
    for (let column = 0; column < columns; column += 1) {
      raw[row * (columns + 1) + 1 + column] = (plain[column]! - previous[column]! + 256) & 0xff;
    }
    previous = plain;
  });
  const xrefStream = zlib.deflateSync(raw);
  push(
    latin1(
      `6 0 obj\n<< /Type /XRef /Size ${size} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode ${xrefEntries}` +
        `/DecodeParms << /Columns ${columns} /Predictor 12 >> /Length ${xrefStream.length} >>\nstream\n`,
    ),
  );
  push(xrefStream);
  push(latin1(`\nendstream\nendobj\nstartxref\n${xrefOffset}\n%%EOF\n`));
  return Buffer.concat(chunks);
}
