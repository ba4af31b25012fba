import { readEnglishMessages } from '@chalein/testing/validation-messages';
import { supportMessages as supportMessageKeys } from '@chalein/shared/lib/validation/support';
import { createTestApp, type TestApp } from '../test-support/test-app';

// answers are in English unless the request asks for another language: the messages as an English page shows them
const supportMessages = readEnglishMessages(supportMessageKeys);

const m = supportMessages;

const validTicket = {
  strTicketType: 'Technical Query',
  strSubject: 'App shows the wrong pick-up point',
  strDescription: 'Since yesterday the Rider App puts my pick-up pin two streets away from my home in Koramangala.',
};

describe('POST /api/support', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '1000' });
  });
  afterAll(() => testApp.closeTestApp());

  const postTicket = (payload: unknown) => testApp.app.inject({ method: 'POST', url: '/api/support', payload: payload as object });

  it('stores an open ticket and answers the confirmation message with a TKT reference', async () => {
    const response = await postTicket(validTicket);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Ticket submitted successfully!',
      data: { reference: expect.stringMatching(/^TKT-\d{4}-\d{5}$/) },
    });
    const row = await testApp.app.db
      .selectFrom('support_tickets')
      .selectAll()
      .where('reference', '=', body.data.reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      ticket_type: 'Technical Query',
      subject: validTicket.strSubject,
      description: validTicket.strDescription,
      status: 'open',
    });
  });

  it.each(['Sales Query', 'Technical Query', 'Account Query'])('accepts the ticket type %s', async (type) => {
    expect((await postTicket({ ...validTicket, strTicketType: type })).statusCode).toBe(201);
  });

  it('answers missing fields with the form messages', async () => {
    const response = await postTicket({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: m.ticketTypeRequired,
      errors: { strTicketType: m.ticketTypeRequired, strSubject: m.subjectRequired, strDescription: m.descriptionRequired },
    });
  });

  it('refuses a ticket type that is not one of the three, blanks, wrong types and 10 KB strings', async () => {
    expect((await postTicket({ ...validTicket, strTicketType: 'Refund Query' })).json().errors).toEqual({
      strTicketType: m.ticketTypeRequired,
    });
    expect((await postTicket({ ...validTicket, strTicketType: 'sales query' })).json().errors).toEqual({
      strTicketType: m.ticketTypeRequired,
    });
    expect((await postTicket({ ...validTicket, strSubject: '  ', strDescription: '' })).json().errors).toEqual({
      strSubject: m.subjectRequired,
      strDescription: m.descriptionRequired,
    });
    const wrong = await postTicket({ ...validTicket, strSubject: { a: 1 } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ strSubject: 'Subject must be text' });
    const huge = 'z'.repeat(10_240);
    const tooLong = await postTicket({ strTicketType: huge, strSubject: huge, strDescription: huge });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ strTicketType: m.ticketTypeRequired, strSubject: m.tooLong, strDescription: m.tooLong });
  });

  it('keeps a script tag in a ticket as plain text', async () => {
    const response = await postTicket({ ...validTicket, strSubject: '<img src=x onerror=alert(1)>' });
    expect(response.statusCode).toBe(201);
    const row = await testApp.app.db
      .selectFrom('support_tickets')
      .select('subject')
      .where('reference', '=', response.json().data.reference)
      .executeTakeFirstOrThrow();
    expect(row.subject).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('POST /api/support rate limit', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '1' });
  });
  afterAll(() => testApp.closeTestApp());

  it('answers 429 after the limit, in the envelope', async () => {
    const first = await testApp.app.inject({ method: 'POST', url: '/api/support', payload: validTicket });
    const second = await testApp.app.inject({ method: 'POST', url: '/api/support', payload: validTicket });
    expect([first.statusCode, second.statusCode]).toEqual([201, 429]);
    expect(second.json()).toMatchObject({ success: false });
  });
});
