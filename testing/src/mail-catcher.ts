import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on loopback (smtp-server) that keeps every mail it accepts, read back with mailparser: what the
// outbox sends is checked as a mail client would see it. A mail is accepted (250) only once it has been parsed and
// kept, so an accepted mail is never missing from `mails`.

export interface CaughtMail {
  /** the Message-ID header, angle brackets included */
  messageId: string;
  /** the envelope's sender and recipients, as the SMTP client gave them */
  envelopeFrom: string;
  envelopeTo: string[];
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** '' for a mail without an HTML part */
  html: string;
  /** every header, lower-cased name to its raw value (the last one of a repeated name) */
  headers: Record<string, string>;
  receivedAt: Date;
}

/** What the server answers to RCPT TO for an address: accept (null), or refuse with an SMTP code and text. */
export type RecipientAnswer = (address: string) => { code: number; message: string } | null;

export interface MailCatcher {
  port: number;
  /** smtp://127.0.0.1:<port>, for SMTP_URL */
  url: string;
  mails: CaughtMail[];
  /** replaceable at any time: e.g. refuse every recipient for a while with 451, or one for good with 550 */
  answerRecipient: RecipientAnswer;
  /** called with each mail as it is kept */
  onMail: ((mail: CaughtMail) => void) | null;
  waitForMails(count: number, timeoutMs?: number): Promise<CaughtMail[]>;
  close(): Promise<void>;
}

function listAddresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const objects = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return objects.flatMap((object) => object.value.map((entry) => entry.address ?? ''));
}

export async function startMailCatcher(options: { port?: number; host?: string } = {}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const catcher: MailCatcher = {
    port: 0,
    url: '',
    mails: [],
    answerRecipient: () => null,
    onMail: null,
    waitForMails: async (count, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      while (catcher.mails.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, caught ${catcher.mails.length} in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return catcher.mails;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    // plain SMTP on loopback, any or no sign-in: a test stand-in for a mail server, never one that relays
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'catcher' }),
    logger: false,
    // a stopped test must not wait for the server's 30 s grace on open connections
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      const refusal = catcher.answerRecipient(address.address);
      if (refusal === null) return callback();
      const error = new Error(refusal.message) as Error & { responseCode: number };
      error.responseCode = refusal.code;
      return callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const headers = Object.fromEntries(parsed.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()]));
          const mail: CaughtMail = {
            messageId: parsed.messageId === undefined ? '' : `<${parsed.messageId.replace(/^<|>$/g, '')}>`,
            envelopeFrom: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            from: listAddresses(parsed.from)[0] ?? '',
            to: listAddresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html || '',
            headers,
            receivedAt: new Date(),
          };
          catcher.mails.push(mail);
          catcher.onMail?.(mail);
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  catcher.port = (server.server.address() as AddressInfo).port;
  catcher.url = `smtp://${host}:${catcher.port}`;
  return catcher;
}
