import { createHash } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database, OrderStatus } from '../../api/src/db/schema';
import type { FieldCipher } from '../../api/src/security/field-cipher';
import { ENCRYPTED_DRIVER_COLUMNS } from '../../api/src/onboarding/driver-registration-repository';
import { driverDocumentFields as DOCUMENT_TYPES } from '../../shared/src/lib/validation/driver-registration';

// A volume data set for the staff console's benchmark: as many messages, registrations, applications, orders,
// newsletter addresses and audit events as a busy year would leave, written in large batches straight into the
// tables (the forms' own routes would take hours at this volume). Values are made up and deterministic: the same
// counts give the same rows, so two runs measure the same data.

export interface VolumeCounts {
  messages: number;
  registrations: number;
  applications: number;
  orders: number;
  newsletter: number;
  auditEvents: number;
}

export const DEFAULT_VOLUME: VolumeCounts = {
  messages: 50_000,
  registrations: 10_000,
  applications: 10_000,
  orders: 50_000,
  newsletter: 100_000,
  auditEvents: 100_000,
};

/** Rows per INSERT: well under SQLite's 32,766 bound parameters for the widest table here (about 25 columns). */
const BATCH_ROWS = 500;

const FIRST_NAMES = ['Asha', 'Ravi', 'Meera', 'Kiran', 'Sanjay', 'Divya', 'Arjun', 'Lakshmi', 'Farhan', 'Nisha', 'Prakash', 'Zoya'];
const LAST_NAMES = ['Rao', 'Gowda', 'Iyer', 'Khan', 'Shetty', 'Reddy', 'Nair', 'Patil', 'Hegde', 'Das', 'Kulkarni', 'Menon'];
const WORDS = ['fare', 'pass', 'driver', 'pickup', 'refund', 'porter', 'airport', 'late', 'receipt', 'account', 'cab', 'helmet'];
const TICKET_TYPES = ['Sales Query', 'Technical Query', 'Account Query'] as const;
const GENDERS = ['Male', 'Female', 'Other'] as const;

/** The year the rows are spread over, newest last: row i of n is i/n of the way through it. */
const SPAN_START = Date.parse('2025-11-26T00:00:00Z');
const SPAN_MS = 365 * 24 * 60 * 60 * 1000;

function spreadInstant(index: number, count: number): string {
  return new Date(SPAN_START + Math.floor((index / count) * SPAN_MS)).toISOString();
}

function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length]!;
}

function personName(index: number): { first: string; last: string } {
  return { first: pick(FIRST_NAMES, index), last: pick(LAST_NAMES, Math.floor(index / FIRST_NAMES.length)) };
}

function sentence(index: number, words = 12): string {
  return Array.from({ length: words }, (_, word) => pick(WORDS, index * 7 + word * 3)).join(' ');
}

/** CHD-xxxx-VLME: the shape driver references have (four and four of 0-9 and A-Z); VLME marks the volume's rows. */
export function formatRegistrationReference(index: number): string {
  return `CHD-${index.toString(36).toUpperCase().padStart(4, '0')}-VLME`;
}

/** A 10-digit mobile number starting 6-9, distinct for each index below 10^9. */
function mobileNumber(index: number): string {
  return `9${String(index).padStart(9, '0')}`;
}

async function insertInBatches<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  count: number,
  makeRow: (index: number) => Insertable<Database[T]>,
): Promise<void> {
  for (let start = 0; start < count; start += BATCH_ROWS) {
    const rows = Array.from({ length: Math.min(BATCH_ROWS, count - start) }, (_, offset) => makeRow(start + offset));
    // one transaction per batch: a large table is never held locked for the whole seed
    await db.transaction().execute((trx) =>
      trx
        .insertInto(table)
        .values(rows as never)
        .execute(),
    );
  }
}

async function seedMessages(db: Kysely<Database>, total: number): Promise<void> {
  // contact messages are most of the mail, then support requests, then investors
  const contact = Math.round(total * 0.6);
  const support = Math.round(total * 0.3);
  const investor = total - contact - support;
  await insertInBatches(db, 'contact_messages', contact, (index) => {
    const { first, last } = personName(index);
    return {
      reference: `CT-VOL-${index}`,
      first_name: first,
      last_name: last,
      email: `${first}.${last}.${index}@example.in`.toLowerCase(),
      phone_number: mobileNumber(index),
      address: `${(index % 200) + 1} ${pick(LAST_NAMES, index)} Road, Bengaluru`,
      message: sentence(index, 24),
      consent_at: spreadInstant(index, contact),
      created_at: spreadInstant(index, contact),
    };
  });
  await insertInBatches(db, 'support_tickets', support, (index) => ({
    reference: `TKT-VOL-${index}`,
    ticket_type: pick(TICKET_TYPES, index),
    subject: sentence(index, 5),
    description: sentence(index + 1, 30),
    created_at: spreadInstant(index, support),
  }));
  await insertInBatches(db, 'investor_enquiries', investor, (index) => {
    const { first, last } = personName(index + 3);
    return {
      reference: `INV-VOL-${index}`,
      full_name: `${first} ${last}`,
      email: `${first}.${last}.inv${index}@example.in`.toLowerCase(),
      mobile: mobileNumber(index),
      alternative_mobile: '',
      description: sentence(index + 2, 40),
      consent_at: spreadInstant(index, investor),
      created_at: spreadInstant(index, investor),
    };
  });
}

async function seedNewsletter(db: Kysely<Database>, count: number): Promise<void> {
  await insertInBatches(db, 'newsletter_subscriptions', count, (index) => ({
    email: `reader${index}@example.in`,
    created_at: spreadInstant(index, count),
  }));
}

async function seedRegistrations(db: Kysely<Database>, cipher: FieldCipher, count: number): Promise<void> {
  const city = await db
    .selectFrom('cities')
    .innerJoin('states', 'states.id', 'cities.state_id')
    .select(['cities.id as cityId', 'cities.name as cityName', 'states.id as stateId', 'states.name as stateName'])
    .orderBy('cities.id')
    .executeTakeFirstOrThrow();
  const firstId = await nextId(db, 'driver_registrations');
  await insertInBatches(db, 'driver_registrations', count, (index) => {
    const { first, last } = personName(index + 5);
    const secret: Record<(typeof ENCRYPTED_DRIVER_COLUMNS)[number], string> = {
      bank_account_number: String(100_000_000_000 + index),
      ifsc_code: `SBIN0${String(index % 100_000).padStart(6, '0')}`,
      driving_license_number: `KA01${String(2_000_000_000 + index)}`,
      date_of_birth: `19${70 + (index % 30)}-0${(index % 9) + 1}-1${index % 10}`,
    };
    // encrypted as the registration route stores them, with the column's name as the context
    const encrypted = Object.fromEntries(
      ENCRYPTED_DRIVER_COLUMNS.map((column) => [column, cipher.encrypt(secret[column], `driver_registrations.${column}`)]),
    ) as typeof secret;
    return {
      reference: formatRegistrationReference(index),
      full_name: `${first} ${last}`,
      contact_number: mobileNumber(500_000_000 + index),
      driver_category: index % 2,
      referral_code: null,
      pincode: '560001',
      address: `${(index % 300) + 1} Main Road, ${city.cityName}`,
      state_id: city.stateId,
      state_name: city.stateName,
      city_id: city.cityId,
      city_name: city.cityName,
      vehicle_category: index % 3,
      vehicle_number: `KA01AB${String(index % 10_000).padStart(4, '0')}`,
      wheelchair: index % 7 === 0 ? 1 : 0,
      ...encrypted,
      consent_given_at: spreadInstant(index, count),
      consent_version: '2026-01',
      created_at: spreadInstant(index, count),
    };
  });
  await insertInBatches(db, 'driver_documents', count * DOCUMENT_TYPES.length, (index) => {
    const registration = Math.floor(index / DOCUMENT_TYPES.length);
    return {
      registration_id: firstId + registration,
      document_type: pick(DOCUMENT_TYPES, index),
      stored_name: `volume-${index}.jpg`,
      content_type: 'image/jpeg' as const,
      byte_size: 120_000,
      sha256: createHash('sha256').update(`volume-${index}`).digest('hex'),
      created_at: spreadInstant(registration, count),
    };
  });
}

async function seedApplications(db: Kysely<Database>, count: number): Promise<void> {
  const jobs = await db.selectFrom('job_categories').select('id').orderBy('id').execute();
  if (jobs.length === 0) throw new Error('no job categories: seed the content first');
  await insertInBatches(db, 'job_applications', count, (index) => {
    const { first, last } = personName(index + 7);
    return {
      // the shape the careers routes make and accept (JA-year-five or more digits), in a range they never reach
      reference: `JA-2025-${9_000_000 + index}`,
      job_category_id: pick(jobs, index).id,
      name: `${first} ${last}`,
      gender: pick(GENDERS, index),
      current_location: 'Bengaluru',
      contact_number: mobileNumber(700_000_000 + index),
      email: `${first}.${last}.ja${index}@example.in`.toLowerCase(),
      additional_information: sentence(index, 16),
      prior_experience: index % 2,
      reference_person_name: null,
      reference_person_email: null,
      resume_file: `volume-${index}.pdf`,
      resume_original_name: `${first}-${last}-resume.pdf`,
      resume_size: 80_000,
      resume_type: 'pdf' as const,
      consent_at: spreadInstant(index, count),
      created_at: spreadInstant(index, count),
    };
  });
}

async function seedOrders(db: Kysely<Database>, count: number): Promise<void> {
  const passes = await db.selectFrom('passes').select(['id', 'price_paise']).where('price_paise', '>', 0).orderBy('id').execute();
  if (passes.length === 0) throw new Error('no passes: seed the content first');
  // one rider per ten orders: riders buy again
  const riders = Math.max(1, Math.ceil(count / 10));
  const firstRider = await nextId(db, 'riders');
  await insertInBatches(db, 'riders', riders, (index) => {
    const { first, last } = personName(index + 11);
    return {
      mobile: mobileNumber(800_000_000 + index),
      name: `${first} ${last}`,
      email: `${first}.${last}.r${index}@example.in`.toLowerCase(),
      gender: pick(GENDERS, index),
      consent_at: spreadInstant(index, riders),
      created_at: spreadInstant(index, riders),
      updated_at: spreadInstant(index, riders),
    };
  });
  const firstOrder = await nextId(db, 'payment_orders');
  // most orders are paid; some were abandoned or failed
  const statusOf = (index: number): OrderStatus => (index % 10 === 9 ? 'failed' : index % 10 === 8 ? 'created' : 'paid');
  await insertInBatches(db, 'payment_orders', count, (index) => {
    const pass = pick(passes, index);
    const at = spreadInstant(index, count);
    const status = statusOf(index);
    return {
      provider_order_id: `order_vol${String(index).padStart(10, '0')}`,
      provider: 'sandbox' as const,
      rider_id: firstRider + (index % riders),
      pass_id: pass.id,
      amount_paise: pass.price_paise,
      currency: 'INR' as const,
      status,
      paid_payment_id: status === 'paid' ? `pay_vol${String(index).padStart(10, '0')}` : null,
      paid_at: status === 'paid' ? at : null,
      failure_reason: status === 'failed' ? 'Payment declined by the bank' : null,
      created_at: at,
      updated_at: at,
      reconcile_next_at: null,
    };
  });
  await insertInBatches(db, 'payment_order_buyers', count, (index) => {
    const rider = index % riders;
    const { first, last } = personName(rider + 11);
    return {
      payment_order_id: firstOrder + index,
      name: `${first} ${last}`,
      mobile: mobileNumber(800_000_000 + rider),
      email: `${first}.${last}.r${rider}@example.in`.toLowerCase(),
      gender: pick(GENDERS, rider),
      consent_at: spreadInstant(index, count),
    };
  });
  const paid = Array.from({ length: count }, (_, index) => index).filter((index) => statusOf(index) === 'paid');
  await insertInBatches(db, 'payments', paid.length, (position) => {
    const index = paid[position]!;
    return {
      id: `pay_vol${String(index).padStart(10, '0')}`,
      payment_order_id: firstOrder + index,
      amount_paise: pick(passes, index).price_paise,
      currency: 'INR',
      status: 'captured' as const,
      source: 'webhook' as const,
      error_description: null,
      created_at: spreadInstant(index, count),
      updated_at: spreadInstant(index, count),
    };
  });
  await insertInBatches(db, 'issued_passes', paid.length, (position) => {
    const index = paid[position]!;
    const at = spreadInstant(index, count);
    return {
      payment_order_id: firstOrder + index,
      rider_id: firstRider + (index % riders),
      pass_id: pick(passes, index).id,
      valid_from: at,
      valid_until: new Date(Date.parse(at) + 30 * 24 * 60 * 60 * 1000).toISOString(),
      issued_at: at,
    };
  });
}

async function seedAuditEvents(db: Kysely<Database>, count: number): Promise<void> {
  const actions = ['staff.sign-in', 'staff.messages.update', 'staff.drivers.review', 'staff.applications.resume', 'staff.orders.read'];
  await insertInBatches(db, 'audit_events', count, (index) => ({
    occurred_at: spreadInstant(index, count),
    actor_id: null,
    actor_roles: JSON.stringify([pick(['support', 'driver-ops', 'recruiter', 'finance'], index)]),
    action: pick(actions, index),
    target: `volume:${index}`,
    outcome: index % 20 === 0 ? ('failure' as const) : ('success' as const),
    address: `198.51.100.${index % 250}`,
    user_agent: 'volume seed',
    details: '{}',
  }));
}

/** The id the next row of `table` will get: the volume's rows follow whatever the database already holds. */
async function nextId(db: Kysely<Database>, table: 'driver_registrations' | 'riders' | 'payment_orders'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

/** Writes the volume data set into a migrated, content-seeded database. */
export async function seedVolume(db: Kysely<Database>, cipher: FieldCipher, counts: VolumeCounts = DEFAULT_VOLUME): Promise<void> {
  await seedMessages(db, counts.messages);
  await seedNewsletter(db, counts.newsletter);
  await seedRegistrations(db, cipher, counts.registrations);
  await seedApplications(db, counts.applications);
  await seedOrders(db, counts.orders);
  await seedAuditEvents(db, counts.auditEvents);
}
