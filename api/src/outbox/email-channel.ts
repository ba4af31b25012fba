import { createHash } from 'node:crypto';
import { createTransport } from 'nodemailer';
import type { MessageChannel, OutgoingEmail } from './outbox-channel';
import { OutboxSendError } from './outbox-channel';
import type { EmailChannelSettings } from './outbox-settings';

// E-mail through SMTP (nodemailer). Each mail has a plain-text and an HTML part, and a Message-ID made from the
// message's idempotency key: SMTP cannot be made exactly-once (a relay that dies after the server accepted a mail
// and before the outbox row says so sends it again once its claim expires), and the same Message-ID lets the
// receiving side recognise the second copy as the first. The key is hashed, since keys may hold an address.

/** The domain of MAIL_FROM's address, which names every Message-ID this server makes. */
function selectMessageIdDomain(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return address.slice(address.lastIndexOf('@') + 1).trim();
}

export function createMessageId(idempotencyKey: string, mailFrom: string): string {
  const digest = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32);
  return `<outbox.${digest}@${selectMessageIdDomain(mailFrom)}>`;
}

interface SmtpFailure {
  command?: unknown;
  permanent?: unknown;
}

/**
 * A refusal of this mail or its recipient for good (5xx to RCPT TO or DATA): retrying gets the same answer. A
 * refusal of the connection, the sign-in or the sender concerns every mail alike and is retried: it is the setup
 * that is wrong, and the mails go out once it is fixed.
 */
function isPermanentRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { command, permanent } = error as SmtpFailure;
  return permanent === true && (command === 'RCPT TO' || command === 'DATA');
}

export function createEmailChannel(settings: EmailChannelSettings, sendTimeoutMs: number): MessageChannel<OutgoingEmail> {
  // one pooled connection: the relay sends one mail at a time, and a connection kept open spares a handshake each
  const transport = createTransport({
    url: settings.smtpUrl,
    pool: true,
    maxConnections: 1,
    connectionTimeout: sendTimeoutMs,
    greetingTimeout: sendTimeoutMs,
    socketTimeout: sendTimeoutMs,
  });
  return {
    sendTimeoutMs,
    async send(message) {
      const { content } = message;
      const unsubscribe =
        content.listUnsubscribeUrl === undefined
          ? {}
          : {
              // RFC 8058: mail clients offer a one-click unsubscribe that POSTs List-Unsubscribe=One-Click to the URL
              'List-Unsubscribe': `<${content.listUnsubscribeUrl}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            };
      try {
        await transport.sendMail({
          from: settings.mailFrom,
          to: message.recipient,
          subject: content.subject,
          text: content.text,
          html: content.html,
          messageId: createMessageId(message.idempotencyKey, settings.mailFrom),
          headers: unsubscribe,
        });
      } catch (error) {
        if (isPermanentRefusal(error)) {
          throw new OutboxSendError(error instanceof Error ? error.message : String(error), 'permanent');
        }
        throw error;
      }
    },
    async close() {
      transport.close();
    },
  };
}
