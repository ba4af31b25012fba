import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { createTransport } from 'nodemailer';

// `npm run dev`'s mail catcher as a developer runs it: a real process taking mail over SMTP and showing it on its web
// page, the mail's HTML served sandboxed so nothing in a mail can run.

const REPO = path.resolve(__dirname, '..');

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

let child: ChildProcess;
let smtpPort: number;
let webUrl: string;

beforeAll(async () => {
  smtpPort = await findFreePort();
  const webPort = await findFreePort();
  webUrl = `http://127.0.0.1:${webPort}`;
  child = spawn(process.execPath, ['--import', 'tsx', 'tools/mail-catcher.ts'], {
    cwd: REPO,
    env: { ...process.env, MAIL_CATCHER_SMTP_PORT: String(smtpPort), MAIL_CATCHER_WEB_PORT: String(webPort) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('mail catcher:')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the mail catcher exited with ${code}`)));
  });
}, 30_000);

afterAll(() => {
  child.kill('SIGTERM');
});

test('shows each mail it took, its headers and text, and its HTML in a sandbox', async () => {
  const empty = await (await fetch(`${webUrl}/`)).text();
  expect(empty).toContain('No mail yet.');

  const transport = createTransport(`smtp://127.0.0.1:${smtpPort}`);
  await transport.sendMail({
    from: 'Chalein <no-reply@chalein.in>',
    to: 'asha@example.com',
    subject: 'Your receipt <b>',
    text: 'Amount: ₹469',
    html: '<p>Amount: <b>₹469</b></p><script>alert(1)</script>',
    headers: { 'List-Unsubscribe': '<https://www.chalein.in/u>' },
  });
  transport.close();

  const list = await (await fetch(`${webUrl}/`)).text();
  expect(list).toContain('<a href="/mail/0">Your receipt &lt;b&gt;</a>');
  expect(list).toContain('asha@example.com');

  const page = await fetch(`${webUrl}/mail/0`);
  const shown = await page.text();
  expect(shown).toContain('<pre>Amount: ₹469</pre>');
  expect(shown).toContain('<dt>list-unsubscribe</dt><dd>&lt;https://www.chalein.in/u&gt;</dd>');
  expect(shown).toContain('<iframe title="The mail\'s HTML part" src="/mail/0/html"></iframe>');

  const html = await fetch(`${webUrl}/mail/0/html`);
  expect(html.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
  expect(await html.text()).toContain('<b>₹469</b>');
  expect((await fetch(`${webUrl}/mail/1`)).status).toBe(404);
});
