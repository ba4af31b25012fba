import { buildJobApplicationFields } from '@chalein/testing/fixtures/job-application';
import { contactMessage } from '@chalein/testing/fixtures/contact-message';
import { encodeMultipart } from '@chalein/testing/multipart-form';
import { buildJpeg, buildPng } from '@chalein/testing/files/image-files';
import { buildPdf } from '@chalein/testing/files/pdf-files';
import { buildTinyPdf } from '@chalein/testing/files/resume-files';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { IDEMPOTENT_SUBMISSION, IDEMPOTENT_REPLAYED_HEADER, idempotencyMessages } from './idempotency-plugin';
import { createIdempotencyStore, IDEMPOTENCY_KEY_LIFETIME_MS } from './idempotency-store';
import { driverRegistration } from '@chalein/testing/fixtures/driver-registration';
import { readEnglishMessage } from '@chalein/testing/validation-messages';

// The form posts with an Idempotency-Key, through Fastify's inject, on the real database of the project (SQLite
// here, PostgreSQL in api-postgres): one stored row per submission however often it is sent.

type CountedTable =
  | 'contact_messages'
  | 'investor_enquiries'
  | 'newsletter_subscriptions'
  | 'support_tickets'
  | 'payment_orders'
  | 'job_applications'
  | 'driver_registrations';

describe('idempotent submissions', () => {
  let testApp: TestApp;
  let keyNumber = 0;
  // the test route below fails this many times before it succeeds
  let flakyFailuresLeft = 0;
  let flakyRuns = 0;

  /** A fresh key per test, so no test sees another's row. */
  const nextKey = () => `test-key-${Date.now()}-${++keyNumber}`;

  beforeAll(async () => {
    testApp = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '10000' }, (app) => {
      // a plugin, so it is added after the idempotency plugin, as the API's routes are
      app.register(async (scope) => {
        scope.post('/api/test/flaky-submission', { config: IDEMPOTENT_SUBMISSION }, async (_request, reply) => {
          flakyRuns += 1;
          if (flakyFailuresLeft > 0) {
            flakyFailuresLeft -= 1;
            throw new Error('the database went away');
          }
          return reply.code(201).send({ success: true, message: `run ${flakyRuns}` });
        });
      });
    });
  });

  afterAll(async () => {
    await testApp.closeTestApp();
  });

  const countRows = async (table: CountedTable) =>
    Number(
      (
        await testApp.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const readKeyRow = (key: string) =>
    testApp.app.db.selectFrom('idempotency_keys').selectAll().where('idempotency_key', '=', key).executeTakeFirst();

  const postJson = (url: string, payload: object, key?: string) =>
    testApp.app.inject({ method: 'POST', url, payload, headers: key === undefined ? {} : { 'idempotency-key': key } });

  const postContact = (key: string | undefined, body: object = contactMessage) => postJson('/api/contact-us', body, key);

  describe('a JSON form post (contact)', () => {
    it('stores a submission sent three times with one key once, and replays its answer', async () => {
      const before = await countRows('contact_messages');
      const key = nextKey();
      const first = await postContact(key);
      expect(first.statusCode).toBe(201);
      expect(first.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
      const second = await postContact(key);
      const third = await postContact(key);
      for (const repeat of [second, third]) {
        expect(repeat.statusCode).toBe(201);
        expect(repeat.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
        expect(repeat.headers['content-type']).toMatch(/^application\/json/);
        // the same reference: the visitor is told about the one message stored
        expect(repeat.body).toBe(first.body);
      }
      expect(await countRows('contact_messages')).toBe(before + 1);
      const row = await readKeyRow(key);
      expect(row).toMatchObject({ route: '/api/contact-us', state: 'done', status_code: 201, response_body: first.body });
      expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBe(IDEMPOTENCY_KEY_LIFETIME_MS);
    });

    it('counts the same fields in another order as the same submission', async () => {
      const key = nextKey();
      const first = await postContact(key);
      const reordered = Object.fromEntries(Object.entries(contactMessage).reverse());
      const repeat = await postContact(key, reordered);
      expect(repeat.statusCode).toBe(201);
      expect(repeat.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
      expect(repeat.body).toBe(first.body);
    });

    it('refuses the same key with another body with 422, storing nothing more', async () => {
      const key = nextKey();
      expect((await postContact(key)).statusCode).toBe(201);
      const before = await countRows('contact_messages');
      const other = await postContact(key, { ...contactMessage, message: 'Another question altogether.' });
      expect(other.statusCode).toBe(422);
      expect(other.json()).toEqual({ success: false, message: readEnglishMessage(idempotencyMessages.keyReused) });
      expect(await countRows('contact_messages')).toBe(before);
    });

    it('stores every post sent without a key, as before', async () => {
      const before = await countRows('contact_messages');
      expect((await postContact(undefined)).statusCode).toBe(201);
      expect((await postContact(undefined)).statusCode).toBe(201);
      // an empty header is a form whose hidden key field nobody filled: no key either
      expect((await postContact('')).statusCode).toBe(201);
      expect(await countRows('contact_messages')).toBe(before + 3);
    });

    it.each([
      ['shorter than 8 characters', 'abc1234'],
      ['longer than 128 characters', 'k'.repeat(129)],
      ['with a space', 'key with space'],
      ['with a character outside ASCII', 'schlüssel-123'],
    ])('refuses a key %s with 400 before doing anything', async (_case, key) => {
      const before = await countRows('contact_messages');
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/contact-us',
        payload: contactMessage,
        headers: { 'idempotency-key': Buffer.from(key, 'utf8').toString('latin1') },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: readEnglishMessage(idempotencyMessages.invalidKey) });
      expect(await countRows('contact_messages')).toBe(before);
    });

    it('accepts keys of 8 and of 128 visible characters', async () => {
      expect((await postContact('12345678')).statusCode).toBe(201);
      expect((await postContact(`~${'k'.repeat(126)}!`)).statusCode).toBe(201);
    });

    it('keeps and replays a refusal of what was sent (400 with its field messages)', async () => {
      const key = nextKey();
      const invalid = { ...contactMessage, email: 'not-an-address' };
      const first = await postContact(key, invalid);
      expect(first.statusCode).toBe(400);
      const repeat = await postContact(key, invalid);
      expect(repeat.statusCode).toBe(400);
      expect(repeat.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
      expect(repeat.body).toBe(first.body);
    });

    it('answers 409 while the first send of the key is still running, storing nothing', async () => {
      const key = nextKey();
      const now = new Date();
      // another server is handling this key right now
      await testApp.app.db
        .insertInto('idempotency_keys')
        .values({
          route: '/api/contact-us',
          idempotency_key: key,
          state: 'pending',
          request_hash: null,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + IDEMPOTENCY_KEY_LIFETIME_MS).toISOString(),
        })
        .execute();
      const before = await countRows('contact_messages');
      const response = await postContact(key);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ success: false, message: readEnglishMessage(idempotencyMessages.inProgress) });
      expect(await countRows('contact_messages')).toBe(before);
      expect(await readKeyRow(key)).toMatchObject({ state: 'pending' });
    });

    it('takes over a key whose first send was abandoned long ago (its server died mid-request)', async () => {
      const key = nextKey();
      const longAgo = new Date(Date.now() - 60 * 60 * 1000);
      await testApp.app.db
        .insertInto('idempotency_keys')
        .values({
          route: '/api/contact-us',
          idempotency_key: key,
          state: 'pending',
          request_hash: null,
          created_at: longAgo.toISOString(),
          expires_at: new Date(longAgo.getTime() + IDEMPOTENCY_KEY_LIFETIME_MS).toISOString(),
        })
        .execute();
      const response = await postContact(key);
      expect(response.statusCode).toBe(201);
      expect(await readKeyRow(key)).toMatchObject({ state: 'done', status_code: 201 });
    });

    it('treats a key as new once it has expired, and deletes expired keys', async () => {
      const key = nextKey();
      const first = await postContact(key);
      expect(first.statusCode).toBe(201);
      // a day and a minute later
      await testApp.app.db
        .updateTable('idempotency_keys')
        .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
        .where('idempotency_key', '=', key)
        .execute();
      const before = await countRows('contact_messages');
      const later = await postContact(key);
      expect(later.statusCode).toBe(201);
      expect(later.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
      expect(later.body).not.toBe(first.body);
      expect(await countRows('contact_messages')).toBe(before + 1);

      const stale = nextKey();
      await testApp.app.db
        .insertInto('idempotency_keys')
        .values({
          route: '/api/contact-us',
          idempotency_key: stale,
          state: 'done',
          request_hash: 'x',
          status_code: 201,
          response_body: '{}',
          created_at: new Date(Date.now() - 2 * IDEMPOTENCY_KEY_LIFETIME_MS).toISOString(),
          expires_at: new Date(Date.now() - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString(),
        })
        .execute();
      // a server's first claim (and one every few minutes after) deletes what has expired
      const store = createIdempotencyStore(testApp.app.db, 60_000);
      expect(await store.claimKey('/api/contact-us', nextKey(), 'y')).toMatchObject({ kind: 'claimed' });
      expect(await readKeyRow(stale)).toBeUndefined();
      // the key in use is kept
      expect(await readKeyRow(key)).toMatchObject({ state: 'done' });
    });

    it('stores one message when the same submission arrives many times at once', async () => {
      const key = nextKey();
      const before = await countRows('contact_messages');
      const answers = await Promise.all(Array.from({ length: 6 }, () => postContact(key)));
      const statuses = answers.map((answer) => answer.statusCode);
      // one was handled; each other one either found it running (409) or replayed its answer (201)
      expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
      expect(answers.filter((answer) => answer.statusCode === 201 && !answer.headers[IDEMPOTENT_REPLAYED_HEADER])).toHaveLength(1);
      expect(await countRows('contact_messages')).toBe(before + 1);
    });
  });

  describe('every form post honours it', () => {
    it.each([
      [
        'investor',
        '/api/investor',
        'investor_enquiries',
        {
          strFullName: 'Vikram Shetty',
          strEmail: 'vikram@shettycapital.in',
          iMobile: '9845012345',
          iAlternativeMobile: '8045012345',
          strDescription: 'We invest in mobility companies in South India.',
          consent: true,
        },
      ],
      [
        'support',
        '/api/support',
        'support_tickets',
        { strTicketType: 'Technical Query', strSubject: 'Wrong pick-up point', strDescription: 'The pin is two streets away.' },
      ],
      ['newsletter', '/api/news/letter', 'newsletter_subscriptions', { email: 'once@example.in' }],
    ] as const)('%s: a repeat is replayed', async (_form, url, table, body) => {
      const key = nextKey();
      const before = await countRows(table);
      const first = await postJson(url, body, key);
      expect(first.statusCode).toBe(201);
      const repeat = await postJson(url, body, key);
      expect(repeat.statusCode).toBe(201);
      expect(repeat.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
      expect(await countRows(table)).toBe(before + 1);
    });
  });

  describe('a pass order', () => {
    it('answers a repeat with the same order, never a second one to pay for', async () => {
      const key = nextKey();
      const buyer = { name: 'Asha Rao', mobile: '9876543210', email: 'asha@example.in', gender: 'Female', consent: true, iPassId: 8 };
      const before = await countRows('payment_orders');
      const first = await postJson('/api/front/rider/registration', buyer, key);
      expect(first.statusCode).toBe(201);
      const repeat = await postJson('/api/front/rider/registration', buyer, key);
      expect(repeat.statusCode).toBe(201);
      expect(repeat.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
      expect(repeat.body).toBe(first.body);
      expect(await countRows('payment_orders')).toBe(before + 1);
    });
  });

  describe('a failure of ours', () => {
    it('lets the key go on a 5xx, so a retry with the same key is handled anew', async () => {
      const key = nextKey();
      flakyFailuresLeft = 1;
      flakyRuns = 0;
      const failed = await postJson('/api/test/flaky-submission', { a: 1 }, key);
      expect(failed.statusCode).toBe(500);
      expect(await readKeyRow(key)).toBeUndefined();
      const retried = await postJson('/api/test/flaky-submission', { a: 1 }, key);
      expect(retried.statusCode).toBe(201);
      expect(retried.json()).toEqual({ success: true, message: 'run 2' });
      const replayed = await postJson('/api/test/flaky-submission', { a: 1 }, key);
      expect(replayed.json()).toEqual({ success: true, message: 'run 2' });
      expect(flakyRuns).toBe(2);
    });
  });

  describe('multipart posts (job application)', () => {
    let jobId: number;

    beforeAll(async () => {
      const job = await testApp.app.db.selectFrom('job_categories').select('id').executeTakeFirstOrThrow();
      jobId = job.id;
    });

    const applicationFields = () => buildJobApplicationFields(jobId);

    async function postApplication(key: string, resume: Buffer, fields: Record<string, string> = applicationFields()) {
      // encoded anew each time: a new random boundary, as a browser sends a form again
      const { payload, headers } = await encodeMultipart(fields, [
        { field: 'resume_cv', bytes: resume, name: 'resume.pdf', type: 'application/pdf' },
      ]);
      return testApp.app.inject({ method: 'POST', url: '/api/career', payload, headers: { ...headers, 'idempotency-key': key } });
    }

    it('replays the same form sent again with another boundary, storing one application', async () => {
      const key = nextKey();
      const resume = buildTinyPdf();
      const before = await countRows('job_applications');
      const first = await postApplication(key, resume);
      expect(first.statusCode).toBe(201);
      const repeat = await postApplication(key, resume);
      expect(repeat.statusCode).toBe(201);
      expect(repeat.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
      expect(repeat.body).toBe(first.body);
      expect(await countRows('job_applications')).toBe(before + 1);
      expect((await readKeyRow(key))?.request_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('refuses the same key with another file, or another field, with 422', async () => {
      const key = nextKey();
      expect((await postApplication(key, buildTinyPdf('Asha Rao - Resume'))).statusCode).toBe(201);
      const before = await countRows('job_applications');
      const otherFile = await postApplication(key, buildTinyPdf('Kiran Shetty - Resume'));
      expect(otherFile.statusCode).toBe(422);
      expect(otherFile.json()).toEqual({ success: false, message: readEnglishMessage(idempotencyMessages.keyReused) });
      const otherField = await postApplication(key, buildTinyPdf('Asha Rao - Resume'), {
        ...applicationFields(),
        current_location: 'Mysuru',
      });
      expect(otherField.statusCode).toBe(422);
      expect(await countRows('job_applications')).toBe(before);
    });
  });

  describe('multipart posts (driver registration)', () => {
    it('replays a registration sent twice instead of refusing its number as registered', async () => {
      const city = await testApp.app.db.selectFrom('cities').select('id').where('name', '=', 'Bengaluru').executeTakeFirstOrThrow();
      const [jpeg, png, pdf] = [buildJpeg(), buildPng(), buildPdf()];
      const files = [
        { field: 'adharCardFrontPhoto', bytes: jpeg, name: 'aadhaar-front.jpg', type: 'image/jpeg' },
        { field: 'adharCardBackPhoto', bytes: png, name: 'aadhaar-back.png', type: 'image/png' },
        { field: 'chequeBook', bytes: pdf, name: 'cheque-book.pdf', type: 'application/pdf' },
        { field: 'chequePhoto', bytes: jpeg, name: 'cheque.jpg', type: 'image/jpeg' },
        { field: 'drivingLicenseFrontPhoto', bytes: png, name: 'licence-front.png', type: 'image/png' },
        { field: 'drivingLicenseBackPhoto', bytes: jpeg, name: 'licence-back.jpg', type: 'image/jpeg' },
        { field: 'registrationCertificateNoFrontPhoto', bytes: pdf, name: 'rc.pdf', type: 'application/pdf' },
        { field: 'vehicleInsurancePhoto', bytes: pdf, name: 'insurance.pdf', type: 'application/pdf' },
      ];
      const fields = { ...driverRegistration, contactNumber: '9845099001', cityId: String(city.id) };
      const key = nextKey();
      const send = async () => {
        const { payload, headers } = await encodeMultipart(fields, files);
        return testApp.app.inject({
          method: 'POST',
          url: '/api/new-registration',
          payload,
          headers: { ...headers, 'idempotency-key': key },
        });
      };
      const before = await countRows('driver_registrations');
      const first = await send();
      expect(first.statusCode).toBe(201);
      const repeat = await send();
      expect(repeat.statusCode).toBe(201);
      expect(repeat.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
      expect(repeat.body).toBe(first.body);
      expect(await countRows('driver_registrations')).toBe(before + 1);
    });
  });
});
