// `npm run dev`'s mail catcher: an SMTP server on 127.0.0.1:1025 that keeps every mail the API sends (the dev API's
// SMTP_URL points at it) and a web view on http://127.0.0.1:1080 that lists them, newest first, each with its
// headers, its plain text and its HTML. Nothing leaves the machine, and the mails live in memory until it stops.
// Run alone: `node --import tsx tools/mail-catcher.ts` (MAIL_CATCHER_SMTP_PORT, MAIL_CATCHER_WEB_PORT).
import http from 'node:http';
import { startMailCatcher, type CaughtMail } from '@chalein/testing/mail-catcher';

const SMTP_PORT = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025);
const WEB_PORT = Number(process.env.MAIL_CATCHER_WEB_PORT ?? 1080);
const HOST = '127.0.0.1';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const PAGE_STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:1.5rem;max-width:70rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #ddd;vertical-align:top}
pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}iframe{width:100%;height:32rem;border:1px solid #ddd}
dt{font-weight:700}dd{margin:0 0 .5rem}`;

function renderPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head><body>${body}</body></html>`;
}

function renderList(mails: readonly CaughtMail[]): string {
  const rows = mails
    .map((mail, index) => ({ mail, index }))
    .reverse()
    .map(
      ({ mail, index }) =>
        `<tr><td>${escapeHtml(mail.receivedAt.toLocaleString('en-IN'))}</td><td>${escapeHtml(mail.envelopeTo.join(', '))}</td>` +
        `<td><a href="/mail/${index}">${escapeHtml(mail.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('');
  const table =
    mails.length === 0
      ? `<p>No mail yet. Mails the API sends to ${HOST}:${SMTP_PORT} appear here; reload the page to see new ones.</p>`
      : `<table><caption>Mails, newest first</caption><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`;
  return renderPage('Mail catcher', `<h1>Mail catcher</h1>${table}`);
}

function renderMail(mail: CaughtMail, index: number): string {
  const shown = ['from', 'to', 'subject', 'date', 'message-id', 'list-unsubscribe', 'list-unsubscribe-post'];
  const headers = shown
    .filter((name) => mail.headers[name] !== undefined)
    .map((name) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(mail.headers[name]!)}</dd>`)
    .join('');
  const html = mail.html === '' ? '<p>No HTML part.</p>' : `<iframe title="The mail's HTML part" src="/mail/${index}/html"></iframe>`;
  return renderPage(
    mail.subject,
    `<p><a href="/">All mails</a></p><h1>${escapeHtml(mail.subject || '(no subject)')}</h1><dl>${headers}</dl>` +
      `<h2>HTML part</h2>${html}<h2>Text part</h2><pre>${escapeHtml(mail.text)}</pre>`,
  );
}

async function main(): Promise<void> {
  const catcher = await startMailCatcher({ port: SMTP_PORT, host: HOST });
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', `http://${HOST}`).pathname;
    const match = /^\/mail\/(\d+)(\/html)?$/.exec(path);
    const mail = match ? catcher.mails[Number(match[1])] : undefined;
    const send = (status: number, type: string, body: string, policy: string) => {
      // a mail's HTML is shown as its recipient's client would, but can run nothing and load only pictures
      response.writeHead(status, { 'content-type': type, 'content-security-policy': policy, 'cache-control': 'no-store' });
      response.end(body);
    };
    const pagePolicy = "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'";
    if (path === '/') return send(200, 'text/html; charset=utf-8', renderList(catcher.mails), pagePolicy);
    if (path === '/mails.json') return send(200, 'application/json', JSON.stringify(catcher.mails), "default-src 'none'");
    if (mail && match?.[2])
      return send(
        200,
        'text/html; charset=utf-8',
        mail.html,
        "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data: https:",
      );
    if (mail) return send(200, 'text/html; charset=utf-8', renderMail(mail, Number(match![1])), pagePolicy);
    return send(404, 'text/plain; charset=utf-8', 'Not found', "default-src 'none'");
  });
  await new Promise<void>((resolve) => server.listen(WEB_PORT, HOST, resolve));
  console.log(`mail catcher: SMTP on smtp://${HOST}:${SMTP_PORT}, mails on http://${HOST}:${WEB_PORT}`);
  const stop = () => {
    server.close();
    void catcher.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
