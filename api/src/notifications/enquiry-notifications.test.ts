import { brand } from '@chalein/shared/lib/brand';
import { contactMessage } from '@chalein/testing/fixtures/contact-message';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { failEveryEnqueue, listNewOutboxMessages, listOutboxMessages, readOneNewOutboxMessage } from './notification-test-kit';

// What a visitor who wrote to us is told, from the real routes: each form posted as the page posts it, the
// acknowledgement read back from the outbox table.

const investorEnquiry = {
  strFullName: 'Vikram <b>Shetty</b>',
  strEmail: 'vikram@shettycapital.in',
  iMobile: '9845012345',
  iAlternativeMobile: '8045012345',
  strDescription: 'We invest in Series A mobility companies in South India and would like to meet your team.',
  consent: true,
};

describe('enquiries and their acknowledgements', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '1000' });
  });
  afterAll(() => testApp.closeTestApp());

  const post = (url: string, payload: object) => testApp.app.inject({ method: 'POST', url, payload });
  const db = () => testApp.app.db;

  it('mails the sender of a contact message its reference, without repeating the message', async () => {
    const before = await listOutboxMessages(db());
    const response = await post('/api/contact-us', contactMessage);
    expect(response.statusCode).toBe(201);
    const { reference } = response.json<{ data: { reference: string } }>().data;
    const message = await readOneNewOutboxMessage(db(), before);
    expect(message).toMatchObject({
      kind: 'enquiry-received',
      channel: 'email',
      recipient: contactMessage.email,
      status: 'pending',
      idempotencyKey: `enquiry-received:${reference}`,
    });
    expect(message.email?.subject).toBe(`We have your message (${reference})`);
    expect(message.email?.text).toContain(`Hello ${contactMessage.firstName} ${contactMessage.lastName},`);
    expect(message.email?.text).toContain(`Reference: ${reference}`);
    expect(message.email?.text).toContain(brand.supportEmail);
    for (const given of [contactMessage.message, contactMessage.phone_number, contactMessage.address]) {
      expect(message.email?.text).not.toContain(given);
      expect(message.email?.html).not.toContain(given);
    }
  });

  it('mails an investor its reference, the name escaped in the HTML', async () => {
    const before = await listOutboxMessages(db());
    const response = await post('/api/investor', investorEnquiry);
    expect(response.statusCode).toBe(201);
    const { reference } = response.json<{ data: { reference: string } }>().data;
    const message = await readOneNewOutboxMessage(db(), before);
    expect(message).toMatchObject({ recipient: investorEnquiry.strEmail, idempotencyKey: `enquiry-received:${reference}` });
    expect(reference).toMatch(/^INV-/);
    expect(message.email?.subject).toBe(`We have your enquiry (${reference})`);
    expect(message.email?.html).toContain('Hello Vikram &lt;b&gt;Shetty&lt;/b&gt;,');
    expect(message.email?.html).not.toContain('<b>Shetty</b>');
    expect(message.email?.text).toContain(brand.investorEmail);
    expect(message.email?.text).not.toContain(investorEnquiry.strDescription);
  });

  it('writes nothing for a refused message, nor for a support ticket, which gives no address', async () => {
    const before = await listOutboxMessages(db());
    expect((await post('/api/contact-us', { ...contactMessage, email: 'not-an-address' })).statusCode).toBe(400);
    expect((await post('/api/investor', { ...investorEnquiry, strDescription: '' })).statusCode).toBe(400);
    const ticket = await post('/api/support', {
      strTicketType: 'Sales Query',
      strSubject: 'Passes',
      strDescription: 'Do passes work at night?',
    });
    expect(ticket.statusCode).toBe(201);
    expect(await listNewOutboxMessages(db(), before)).toEqual([]);
  });

  it('keeps neither the message nor its acknowledgement when the transaction fails after it', async () => {
    const countRows = async (table: 'contact_messages' | 'investor_enquiries') =>
      Number(
        (
          await db()
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await listOutboxMessages(db());
    const rows = { contact: await countRows('contact_messages'), investor: await countRows('investor_enquiries') };
    const restore = failEveryEnqueue();
    try {
      expect((await post('/api/contact-us', { ...contactMessage, email: 'second@example.com' })).statusCode).toBe(500);
      expect((await post('/api/investor', { ...investorEnquiry, strEmail: 'second@example.in' })).statusCode).toBe(500);
    } finally {
      restore();
    }
    expect(await listNewOutboxMessages(db(), before)).toEqual([]);
    expect({ contact: await countRows('contact_messages'), investor: await countRows('investor_enquiries') }).toEqual(rows);
  });
});
