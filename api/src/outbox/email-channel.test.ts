import { startMailCatcher, type MailCatcher } from '@chalein/testing/mail-catcher';
import { createEmailChannel, createMessageId } from './email-channel';
import { OutboxSendError } from './outbox-channel';

// The e-mail channel against a real SMTP server on loopback, each mail read back with mailparser.

let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(() => catcher.close());
beforeEach(() => {
  catcher.mails.length = 0;
  catcher.answerRecipient = () => null;
});

const content = { subject: 'Welcome to Chalein', html: '<p>Hello <b>Asha</b></p>', text: 'Hello Asha' };

describe('the e-mail channel', () => {
  it('adds the one-click unsubscribe headers to a mail with an unsubscribe link, and only to it', async () => {
    const channel = createEmailChannel({ smtpUrl: catcher.url, mailFrom: 'Chalein News <news@chalein.in>' }, 5000);
    try {
      const url = 'https://www.chalein.in/api/newsletter/unsubscribe?token=abc';
      await channel.send({
        kind: 'newsletter-welcome',
        idempotencyKey: 'newsletter-welcome:1',
        recipient: 'asha@example.com',
        content: { ...content, listUnsubscribeUrl: url },
      });
      await channel.send({ kind: 'enquiry-received', idempotencyKey: 'enquiry-received:1', recipient: 'asha@example.com', content });
    } finally {
      await channel.close();
    }
    const [newsletter, enquiry] = await catcher.waitForMails(2);
    expect(newsletter!.headers['list-unsubscribe']).toBe('<https://www.chalein.in/api/newsletter/unsubscribe?token=abc>');
    expect(newsletter!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(newsletter).toMatchObject({ from: 'news@chalein.in', text: 'Hello Asha', html: '<p>Hello <b>Asha</b></p>' });
    expect(newsletter!.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(enquiry!.headers).not.toHaveProperty('list-unsubscribe');
    expect(enquiry!.headers).not.toHaveProperty('list-unsubscribe-post');
    expect(enquiry!.messageId).toBe(createMessageId('enquiry-received:1', 'Chalein News <news@chalein.in>'));
  });

  it('makes the same Message-ID for the same key, a different one for another, without the key in it', () => {
    const first = createMessageId('pass-receipt:asha@example.com', 'no-reply@chalein.in');
    expect(createMessageId('pass-receipt:asha@example.com', 'Chalein <no-reply@chalein.in>')).toBe(first);
    expect(createMessageId('pass-receipt:ravi@example.com', 'no-reply@chalein.in')).not.toBe(first);
    expect(first).not.toContain('asha');
  });

  it('reports a recipient refused for good as permanent, and a refusal for now as an ordinary failure', async () => {
    const channel = createEmailChannel({ smtpUrl: catcher.url, mailFrom: 'no-reply@chalein.in' }, 5000);
    const mail = { kind: 'pass-receipt' as const, idempotencyKey: 'k', recipient: 'gone@example.com', content };
    try {
      catcher.answerRecipient = () => ({ code: 550, message: 'No such user' });
      const permanent = await channel.send(mail).catch((error: unknown) => error);
      expect(permanent).toBeInstanceOf(OutboxSendError);
      expect(permanent).toMatchObject({ outcome: 'permanent' });

      catcher.answerRecipient = () => ({ code: 452, message: 'Mailbox full for now' });
      const transient = await channel.send(mail).catch((error: unknown) => error);
      expect(transient).toBeInstanceOf(Error);
      expect(transient).not.toBeInstanceOf(OutboxSendError);
    } finally {
      await channel.close();
    }
    expect(catcher.mails).toHaveLength(0);
  });
});
