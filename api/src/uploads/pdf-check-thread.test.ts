import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildPdf } from '@chalein/testing/files/pdf-files';
import { ensureApiBuilt } from '../../../tools/jest/built-api-server';
import { checkPdfFile, type PdfCheckResult } from './pdf-check';
import { checkPdfFileInThread } from './pdf-check-thread';

// The uploads check PDFs in a thread of their own: the same answers as checkPdfFile, while the server's own thread
// stays free, from the sources (tsx) and from the compiled server (api/dist).

// the first check starts the thread and loads the PDF library in it, which takes seconds on a busy machine
jest.setTimeout(60_000);

const plain = buildPdf();
const scripted = buildPdf({ catalog: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' });
const appended = buildPdf({ after: '<html><script>alert(1)</script></html>' });

it('answers as checkPdfFile does, for several files at once', async () => {
  const files = [plain, scripted, appended, plain];
  const inThread = await Promise.all(files.map((bytes) => checkPdfFileInThread(bytes)));
  expect(inThread).toEqual(await Promise.all(files.map((bytes) => checkPdfFile(bytes))));
  expect(inThread.map((result) => result.ok)).toEqual([true, false, false, true]);
});

it('keeps the calling thread free while a heavy file is parsed', async () => {
  // 20,000 objects: a second or so of parsing, which in the server's thread would stall every request meanwhile
  const heavy = buildPdf({ objects: Array.from({ length: 20_000 }, (_, i) => `<< /Type /Annot /Subtype /Text /Contents (note ${i}) >>`) });
  await checkPdfFileInThread(plain);
  let longestGap = 0;
  let last = Date.now();
  const ticker = setInterval(() => {
    longestGap = Math.max(longestGap, Date.now() - last);
    last = Date.now();
  }, 10);
  try {
    expect(await checkPdfFileInThread(heavy)).toEqual({ ok: true });
  } finally {
    clearInterval(ticker);
  }
  expect(longestGap).toBeLessThan(600);
});

it('the compiled server has the same check beside it, in api/dist', async () => {
  ensureApiBuilt();
  const worker = new Worker(path.join(__dirname, '..', '..', 'dist', 'pdf-check-worker.js'));
  try {
    const answer = new Promise<{ id: number; result: PdfCheckResult }>((resolve) => worker.once('message', resolve));
    worker.postMessage({ id: 1, pdfBytes: scripted });
    expect(await answer).toEqual({ id: 1, result: await checkPdfFile(scripted) });
  } finally {
    await worker.terminate();
  }
});
