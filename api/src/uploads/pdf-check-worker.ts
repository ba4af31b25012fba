import { parentPort } from 'node:worker_threads';
import { checkPdfFile, type PdfCheckResult } from './pdf-check';

// The PDF check's own thread (pdf-check-thread.ts starts it and sends it one file at a time): parsing a hostile file
// can take seconds of CPU and hundreds of megabytes, which must not hold up the server's requests. Run as its own
// file, never imported.

interface CheckRequest {
  id: number;
  pdfBytes: Uint8Array;
}

parentPort?.on('message', ({ id, pdfBytes }: CheckRequest) => {
  const bytes = Buffer.from(pdfBytes.buffer, pdfBytes.byteOffset, pdfBytes.byteLength);
  checkPdfFile(bytes).then(
    (result) => parentPort?.postMessage({ id, result }),
    (error: unknown) => {
      const result: PdfCheckResult = { ok: false, reason: 'malformed', detail: `the PDF check failed: ${String(error)}` };
      parentPort?.postMessage({ id, result });
    },
  );
});
