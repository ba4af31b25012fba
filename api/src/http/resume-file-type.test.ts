import { buildTinyDoc, buildTinyDocx, buildTinyPdf, buildZip, notResumes } from '@chalein/testing/files/resume-files';
import { detectResumeFileType, listZipEntryNames } from './resume-file-type';

describe('detectResumeFileType', () => {
  it('recognises a PDF, a DOCX and a DOC by their bytes', () => {
    expect(detectResumeFileType(buildTinyPdf())).toBe('pdf');
    expect(detectResumeFileType(buildTinyDocx())).toBe('docx');
    expect(detectResumeFileType(buildTinyDoc())).toBe('doc');
  });

  it.each(Object.entries(notResumes))('refuses %s', (_name, bytes) => {
    expect(detectResumeFileType(bytes)).toBeNull();
  });

  it('refuses a PDF signature that is not at the start, and a truncated or lying ZIP', () => {
    expect(detectResumeFileType(Buffer.concat([Buffer.from('<html>'), buildTinyPdf()]))).toBeNull();
    const docx = buildTinyDocx();
    expect(detectResumeFileType(docx.subarray(0, docx.length - 30))).toBeNull();
    // an end record whose directory offset points past the end of the file
    const lying = Buffer.from(docx);
    lying.writeUInt32LE(docx.length * 2, docx.length - 6);
    expect(detectResumeFileType(lying)).toBeNull();
  });

  it('refuses a PDF whose end was cut off or that only starts like one: the %%EOF trailer must end the file', () => {
    const pdf = buildTinyPdf();
    expect(detectResumeFileType(pdf.subarray(0, pdf.length - 8))).toBeNull();
    expect(detectResumeFileType(Buffer.from('%PDF-1.7 and then anything at all'))).toBeNull();
    // %%EOF followed by a little trailing whitespace or an incremental save's junk, within the last 1024 bytes
    expect(detectResumeFileType(Buffer.concat([pdf, Buffer.from('\r\n\n')]))).toBe('pdf');
    expect(detectResumeFileType(Buffer.concat([pdf, Buffer.alloc(2000, 0x20)]))).toBeNull();
  });

  it('finds the central directory behind an archive comment', () => {
    const zip = buildZip({ 'word/document.xml': '<w:document/>' });
    const comment = Buffer.from('made by a resume builder');
    const withComment = Buffer.concat([zip, comment]);
    withComment.writeUInt16LE(comment.length, zip.length - 2);
    expect(listZipEntryNames(withComment)).toEqual(['word/document.xml']);
    expect(detectResumeFileType(withComment)).toBe('docx');
  });
});
