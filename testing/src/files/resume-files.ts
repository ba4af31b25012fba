// Test helpers (not tests): small but real resume files made in code, so the tests need no binary fixtures, and
// files that only pretend to be resumes.

/** A one-page PDF that PDF readers open: header, catalog, pages, page, a text stream and a correct xref table. */
export function buildTinyPdf(text = 'Asha Rao - Resume'): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A ZIP archive of stored (uncompressed) entries, with local headers, a central directory and its end record. */
export function buildZip(entries: Readonly<Record<string, string>>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(content, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The three parts Word needs to open a document. */
export function buildTinyDocx(text = 'Asha Rao - Resume'): Buffer {
  return buildZip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  });
}

const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const END_OF_CHAIN = 0xfffffffe;
const FREE_SECTOR = 0xffffffff;
const FAT_SECTOR = 0xfffffffd;
const NO_STREAM = 0xffffffff;

function writeDirectoryEntry(sector: Buffer, index: number, name: string, type: number, start: number, size: number, child: number): void {
  const at = index * 128;
  const nameBytes = Buffer.from(`${name}\0`, 'utf16le');
  nameBytes.copy(sector, at);
  sector.writeUInt16LE(nameBytes.length, at + 64);
  sector.writeUInt8(type, at + 66);
  sector.writeUInt8(1, at + 67); // black node
  sector.writeUInt32LE(NO_STREAM, at + 68);
  sector.writeUInt32LE(NO_STREAM, at + 72);
  sector.writeUInt32LE(child, at + 76);
  sector.writeUInt32LE(start, at + 116);
  sector.writeUInt32LE(size, at + 120);
}

/**
 * A version 3 compound file (512-byte sectors): header, one FAT sector, one directory sector with the root and a
 * stream named `streamName` (WordDocument for a .doc, Workbook for an .xls) of 4096 bytes in regular sectors.
 */
export function buildCompoundFile(streamName = 'WordDocument'): Buffer {
  const sectorSize = 512;
  const streamSectors = 8;
  const header = Buffer.alloc(sectorSize, 0);
  Buffer.from(OLE2_SIGNATURE).copy(header, 0);
  header.writeUInt16LE(0x003e, 24);
  header.writeUInt16LE(0x0003, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeUInt32LE(1, 44); // FAT sectors
  header.writeUInt32LE(1, 48); // first directory sector
  header.writeUInt32LE(4096, 56); // mini stream cutoff
  header.writeUInt32LE(END_OF_CHAIN, 60);
  header.writeUInt32LE(END_OF_CHAIN, 68);
  header.writeUInt32LE(0, 76); // DIFAT[0]: the FAT is sector 0
  for (let i = 1; i < 109; i += 1) header.writeUInt32LE(FREE_SECTOR, 76 + i * 4);

  const fat = Buffer.alloc(sectorSize);
  for (let i = 0; i < sectorSize / 4; i += 1) fat.writeUInt32LE(FREE_SECTOR, i * 4);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  fat.writeUInt32LE(END_OF_CHAIN, 4);
  for (let i = 0; i < streamSectors; i += 1) fat.writeUInt32LE(i === streamSectors - 1 ? END_OF_CHAIN : 3 + i, (2 + i) * 4);

  const directory = Buffer.alloc(sectorSize);
  writeDirectoryEntry(directory, 0, 'Root Entry', 5, END_OF_CHAIN, 0, 1);
  writeDirectoryEntry(directory, 1, streamName, 2, 2, streamSectors * sectorSize, NO_STREAM);
  for (const index of [2, 3]) {
    const at = index * 128;
    directory.writeUInt32LE(NO_STREAM, at + 68);
    directory.writeUInt32LE(NO_STREAM, at + 72);
    directory.writeUInt32LE(NO_STREAM, at + 76);
  }

  const stream = Buffer.alloc(streamSectors * sectorSize);
  // a Word FIB starts with wIdent 0xA5EC
  stream.writeUInt16LE(0xa5ec, 0);
  return Buffer.concat([header, fat, directory, stream]);
}

export function buildTinyDoc(): Buffer {
  return buildCompoundFile('WordDocument');
}

/** Things that are not resumes, whatever they are named. */
export const notResumes = {
  windowsExecutable: Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(62), Buffer.from('This program cannot be run in DOS mode.')]),
  linuxExecutable: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(57)]),
  html: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]),
  spreadsheet: buildZip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }),
  legacySpreadsheet: buildCompoundFile('Workbook'),
  empty: Buffer.alloc(0),
} as const;
