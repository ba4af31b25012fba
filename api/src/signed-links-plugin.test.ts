import { PassThrough } from 'node:stream';
import fs from 'node:fs';
import { buildApp } from './app';
import { createNewsletterUnsubscribeToken } from './enquiries/newsletter-unsubscribe-links';
import { createReceiptToken } from './payments/receipt-links';
import { createTempDir } from './test-support/temp-dir';
import { buildTestConfig } from './test-support/test-app';

// A signed link's token opens a receipt by itself, so whoever reads the server's log must not find one there: the
// request log names the page and puts `:token` in place of the token, for the pages and their API calls alike.

test('the request log never holds a signed link token', async () => {
  const dir = createTempDir();
  const lines: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  const app = buildApp(buildTestConfig(dir, { LOG_LEVEL: 'debug' }), { logStream });
  try {
    await app.ready();
    const receipt = createReceiptToken(app.signedLinks.signer, 41);
    const unsubscribe = createNewsletterUnsubscribeToken(app.signedLinks.signer, 42);
    for (const url of [`/api/passes/receipt/${receipt}`, `/passes/receipt/${receipt}`, `/api/newsletter/unsubscribe/${unsubscribe}`])
      await app.inject({ url });
    await app.inject({ method: 'POST', url: `/newsletter/unsubscribe/${unsubscribe}`, payload: '' });

    const logged = lines.map((line) => JSON.parse(line) as { msg?: string; req?: { method: string; url: string } });
    const completed = logged.filter((line) => line.msg === 'request completed').map((line) => `${line.req?.method} ${line.req?.url}`);
    expect(completed).toEqual([
      'GET /api/passes/receipt/:token',
      'GET /passes/receipt/:token',
      'GET /api/newsletter/unsubscribe/:token',
      'POST /newsletter/unsubscribe/:token',
    ]);
    const everything = lines.join('\n');
    expect(everything).not.toContain(receipt.split('.')[1]);
    expect(everything).not.toContain(unsubscribe.split('.')[1]);
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
