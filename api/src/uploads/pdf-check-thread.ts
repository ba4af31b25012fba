import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PdfCheckResult } from './pdf-check';

// checkPdfFile in a worker thread (docs/decisions/0016-upload-limits-and-file-checks.md): the server keeps answering
// while a PDF is parsed, a file that would need more than MAX_HEAP_MB ends the thread instead of the server, and one
// that takes longer than CHECK_TIMEOUT_MS is refused. One thread, started at the first PDF and kept (loading the PDF
// library takes longer than checking a real document), checks one file at a time; a thread that runs out of memory
// or time is replaced for the next file.

/** A 5 MB file of 60,000 objects, far more than any real document has, parses in under 200 MB. */
const MAX_HEAP_MB = 512;
/** Such a file takes a few seconds of CPU; a real document a fraction of one. */
const CHECK_TIMEOUT_MS = 30_000;

// The built server runs the compiled worker beside it (api/dist, build-server.mjs); from the sources (tsx, jest)
// the worker compiles the TypeScript module with tsx, as the server's own were.
const compiledWorker = path.join(__dirname, 'pdf-check-worker.js');
const sourceWorker = path.join(__dirname, 'pdf-check-worker.ts');

interface PendingCheck {
  id: number;
  bytes: Buffer;
  resolve: (result: PdfCheckResult) => void;
  timer?: NodeJS.Timeout;
}

const queue: PendingCheck[] = [];
let running: PendingCheck | undefined;
let worker: Worker | undefined;
let lastId = 0;

const refusal = (detail: string): PdfCheckResult => ({ ok: false, reason: 'malformed', detail });

function finishRunning(result: PdfCheckResult): void {
  const check = running;
  if (!check) return;
  running = undefined;
  clearTimeout(check.timer);
  check.resolve(result);
  startNext();
  // an idle thread does not keep the process alive (a test run, a server closing)
  if (!running) worker?.unref();
}

/** Ends the thread (out of time, out of memory, crashed): the file it was on is refused, the next gets a new one. */
function replaceWorker(detail: string): void {
  const ended = worker;
  worker = undefined;
  void ended?.terminate();
  finishRunning(refusal(detail));
}

function ensureWorker(): Worker {
  if (worker) return worker;
  const options = { resourceLimits: { maxOldGenerationSizeMb: MAX_HEAP_MB } };
  const started = fs.existsSync(compiledWorker)
    ? new Worker(compiledWorker, options)
    : new Worker(`require('tsx/cjs/api').register(); require(${JSON.stringify(sourceWorker)});`, { ...options, eval: true });
  started.on('message', (message: { id?: unknown; result?: PdfCheckResult }) => {
    if (started === worker && message.id === running?.id && message.result) finishRunning(message.result);
  });
  started.on('error', (error) => {
    if (started === worker) replaceWorker(`the PDF check failed: ${error.message}`);
  });
  started.on('exit', (code) => {
    if (started === worker) replaceWorker(`the PDF check stopped (exit ${code})`);
  });
  worker = started;
  return started;
}

function startNext(): void {
  if (running) return;
  const check = queue.shift();
  if (!check) return;
  running = check;
  check.timer = setTimeout(() => replaceWorker('the PDF check ran out of time'), CHECK_TIMEOUT_MS);
  const thread = ensureWorker();
  thread.ref();
  thread.postMessage({ id: check.id, pdfBytes: check.bytes });
}

/** checkPdfFile(bytes) in the checks' thread; a file that makes it run out of memory or time is refused. */
export function checkPdfFileInThread(bytes: Buffer): Promise<PdfCheckResult> {
  return new Promise((resolve) => {
    lastId += 1;
    queue.push({ id: lastId, bytes, resolve });
    startNext();
  });
}
