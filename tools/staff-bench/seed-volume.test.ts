import { createDriverRegistrationRepository } from '../../api/src/onboarding/driver-registration-repository';
import { resolveFieldCipher } from '../../api/src/security/local-data-key';
import { createTestApp, type TestApp } from '../../api/src/test-support/test-app';
import { driverDocumentFields } from '../../shared/src/lib/validation/driver-registration';
import { formatRegistrationReference, seedVolume } from './seed-volume';

// The benchmark's data set at a small scale, in a real migrated database: every table gets its count, each
// registration its eight documents, each paid order its payment and pass, and the encrypted columns read back.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.closeTestApp();
});

async function countRows(
  table:
    | 'contact_messages'
    | 'support_tickets'
    | 'investor_enquiries'
    | 'newsletter_subscriptions'
    | 'job_applications'
    | 'audit_events'
    | 'payment_orders'
    | 'payment_order_buyers'
    | 'driver_registrations',
): Promise<number> {
  const row = await testApp.app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

test('seeds each table with its count, documents and payments joined to their rows', async () => {
  const { app, config } = testApp;
  const cipher = resolveFieldCipher(config.dataEncryption, config.databaseFile);
  const before = { messages: await countRows('contact_messages'), audit: await countRows('audit_events') };
  await seedVolume(app.db, cipher, { messages: 100, registrations: 30, applications: 40, orders: 60, newsletter: 1_200, auditEvents: 700 });

  expect(
    (await countRows('contact_messages')) -
      before.messages +
      (await countRows('support_tickets')) +
      (await countRows('investor_enquiries')),
  ).toBe(100);
  expect(await countRows('newsletter_subscriptions')).toBeGreaterThanOrEqual(1_200);
  expect(await countRows('job_applications')).toBe(40);
  expect(await countRows('payment_orders')).toBe(60);
  expect(await countRows('payment_order_buyers')).toBe(60);
  expect((await countRows('audit_events')) - before.audit).toBe(700);

  const documents = await app.db
    .selectFrom('driver_registrations')
    .leftJoin('driver_documents', 'driver_documents.registration_id', 'driver_registrations.id')
    .select(['driver_registrations.reference', (eb) => eb.fn.count<number>('driver_documents.id').as('documents')])
    .where('driver_registrations.reference', 'like', 'CHD-%-VLME')
    .groupBy('driver_registrations.reference')
    .execute();
  expect(documents).toHaveLength(30);
  expect(documents.every((row) => Number(row.documents) === driverDocumentFields.length)).toBe(true);

  const paid = await app.db
    .selectFrom('payment_orders')
    .innerJoin('payments', 'payments.id', 'payment_orders.paid_payment_id')
    .innerJoin('issued_passes', 'issued_passes.payment_order_id', 'payment_orders.id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('payment_orders.status', '=', 'paid')
    .executeTakeFirstOrThrow();
  expect(Number(paid.count)).toBe(48);

  const registration = await createDriverRegistrationRepository(app.db, cipher).findRegistrationByReference(formatRegistrationReference(3));
  expect(registration).toMatchObject({ bank_account_number: '100000000003', ifsc_code: 'SBIN0000003' });
});
