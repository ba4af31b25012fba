import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { ConfigError, REPO_ROOT, type Environment } from '../settings/environment';
import { migrateToLatest } from '../db/migrate';
import { seedDatabase } from '../db/seed';
import { createTempDir } from '../test-support/temp-dir';
import { buildTestConfig } from '../test-support/test-app';
import { isTestingOnPostgres } from '../test-support/test-database';
import { selectLocalKeyFile } from './local-data-key';

// Driver registrations' bank account, IFSC, licence number and date of birth at rest, across real restarts of the
// app on one real database (an SQLite file, or a PostgreSQL schema in the api-postgres project): the local key file,
// plain rows from before encryption, and key rotation.

const PLAIN = {
  bank_account_number: '123456789012',
  ifsc_code: 'SBIN0001234',
  driving_license_number: 'KA0120191234567',
  date_of_birth: '1990-05-17',
};
const ENCRYPTED_COLUMNS = Object.keys(PLAIN) as (keyof typeof PLAIN)[];

let dir: string;
let databaseFile: string;
let openApps: FastifyInstance[] = [];
let referenceCounter = 0;

beforeEach(() => {
  dir = createTempDir();
  databaseFile = path.join(dir, 'chalein-test.db');
});
afterEach(async () => {
  for (const app of openApps) await app.close();
  openApps = [];
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Starts the app on the test's database as server.ts does: migrate, seed, then encrypt what is not yet. */
async function startApp(env: Environment = {}): Promise<FastifyInstance> {
  const app = buildApp(buildTestConfig(dir, env));
  openApps.push(app);
  await app.ready();
  await migrateToLatest(app.db);
  await seedDatabase(app.db);
  await app.repositories.driverRegistrations.encryptStoredValues();
  return app;
}

async function stopApp(app: FastifyInstance): Promise<void> {
  openApps = openApps.filter((open) => open !== app);
  await app.close();
}

async function registerDriver(app: FastifyInstance): Promise<string> {
  referenceCounter += 1;
  const reference = `CHD-TEST-${String(referenceCounter).padStart(4, '0')}`;
  const city = await app.db.selectFrom('cities').select(['id', 'state_id']).executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const outcome = await app.repositories.driverRegistrations.createRegistration(
    {
      reference,
      full_name: 'Ravi Kumar',
      contact_number: `98450${String(referenceCounter).padStart(5, '0')}`,
      driver_category: 0,
      referral_code: null,
      pincode: '560025',
      address: '12, 3rd Cross, Shanthala Nagar',
      state_id: city.state_id,
      state_name: 'Karnataka',
      city_id: city.id,
      city_name: 'Bengaluru',
      vehicle_category: 2,
      vehicle_number: 'KA01AB1234',
      wheelchair: 0,
      ...PLAIN,
      consent_given_at: now,
      consent_version: 'dpdp-2023-v1',
      created_at: now,
    },
    // the route always stores the eight documents with the row; one stands for them here
    [
      {
        document_type: 'chequeBook',
        stored_name: `${randomBytes(16).toString('hex')}.pdf`,
        content_type: 'application/pdf',
        byte_size: 1,
        sha256: '0'.repeat(64),
        created_at: now,
      },
    ],
  );
  expect(outcome.status).toBe('created');
  return reference;
}

const readRawRow = (app: FastifyInstance, reference: string) =>
  app.db.selectFrom('driver_registrations').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();

const keyOf = (id: string) => `${id}:${randomBytes(32).toString('base64')}`;

describe('personal data at rest', () => {
  it('stores no plain account, IFSC, licence or date of birth, and the repository reads them back', async () => {
    const app = await startApp({ DATA_ENCRYPTION_KEY: keyOf('main') });
    const reference = await registerDriver(app);
    const raw = await readRawRow(app, reference);
    for (const column of ENCRYPTED_COLUMNS) {
      expect(raw[column]).toMatch(/^v1:main:/);
      expect(raw[column]).not.toContain(PLAIN[column]);
    }
    expect(await app.repositories.driverRegistrations.findRegistrationByReference(reference)).toMatchObject(PLAIN);
  });

  // SQLite only: with PostgreSQL the server refuses to start without DATA_ENCRYPTION_KEY (config.test.ts)
  const itOnSqlite = isTestingOnPostgres() ? it.skip : it;

  itOnSqlite('without DATA_ENCRYPTION_KEY, keeps a key of its own beside the database (0600) and reuses it at the next start', async () => {
    const first = await startApp();
    const keyFile = selectLocalKeyFile(databaseFile);
    expect(path.dirname(keyFile)).toBe(dir);
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    const key = fs.readFileSync(keyFile, 'utf8');
    const reference = await registerDriver(first);
    await stopApp(first);

    const second = await startApp();
    expect(fs.readFileSync(keyFile, 'utf8')).toBe(key);
    expect(await second.repositories.driverRegistrations.findRegistrationByReference(reference)).toMatchObject(PLAIN);
  });

  it('encrypts, at start, rows written in plain text before encryption', async () => {
    const key = keyOf('main');
    const first = await startApp({ DATA_ENCRYPTION_KEY: key });
    const reference = await registerDriver(first);
    // as a row of an earlier version was stored
    await first.db.updateTable('driver_registrations').set(PLAIN).where('reference', '=', reference).execute();
    await stopApp(first);

    const second = await startApp({ DATA_ENCRYPTION_KEY: key });
    const raw = await readRawRow(second, reference);
    for (const column of ENCRYPTED_COLUMNS) expect(raw[column]).toMatch(/^v1:main:/);
    expect(await second.repositories.driverRegistrations.findRegistrationByReference(reference)).toMatchObject(PLAIN);
  });

  it('rotates keys: the old key still decrypts, the start re-encrypts under the new one, and an unknown key id is refused', async () => {
    const oldKey = keyOf('2025');
    const newKey = keyOf('2026');
    const first = await startApp({ DATA_ENCRYPTION_KEY: oldKey });
    const reference = await registerDriver(first);
    await stopApp(first);

    // the new key encrypts; the old one, listed as old, still decrypts
    const second = await startApp({ DATA_ENCRYPTION_KEY: newKey, DATA_ENCRYPTION_KEYS_OLD: oldKey });
    const rotated = await readRawRow(second, reference);
    for (const column of ENCRYPTED_COLUMNS) expect(rotated[column]).toMatch(/^v1:2026:/);
    const later = await registerDriver(second);
    expect((await readRawRow(second, later)).bank_account_number).toMatch(/^v1:2026:/);
    await stopApp(second);

    // once everything was re-encrypted, the old key can go
    const third = await startApp({ DATA_ENCRYPTION_KEY: newKey });
    expect(await third.repositories.driverRegistrations.findRegistrationByReference(reference)).toMatchObject(PLAIN);
    await stopApp(third);

    // a server given only the old key cannot read values that name the new one: it does not start, and says why
    await expect(startApp({ DATA_ENCRYPTION_KEY: oldKey })).rejects.toThrow(
      /^driver registration \d+, bank_account_number: no key with the id "2026" is configured; add the key that encrypted it to DATA_ENCRYPTION_KEYS_OLD$/,
    );
    const wrong = buildApp(buildTestConfig(dir, { DATA_ENCRYPTION_KEY: oldKey }));
    openApps.push(wrong);
    await wrong.ready();
    await expect(wrong.repositories.driverRegistrations.findRegistrationByReference(reference)).rejects.toThrow(
      'no key with the id "2026" is configured',
    );
  });
});

describe('DATA_ENCRYPTION_KEY in production', () => {
  const production = {
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: 'https://www.chalein.in',
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_live_x',
    RAZORPAY_KEY_SECRET: 's',
    RAZORPAY_WEBHOOK_SECRET: 'w',
  };

  it('is required: the settings are refused with a message naming it', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/^DATA_ENCRYPTION_KEY is required when NODE_ENV=production/);
    expect(loadConfig({ ...production, DATA_ENCRYPTION_KEY: keyOf('prod') }).dataEncryption.currentKey?.id).toBe('prod');
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: 'short' })).toThrow(/^DATA_ENCRYPTION_KEY must be a 32-byte key/);
  });

  it('the server refuses to start without it, and says why', async () => {
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...production,
      DATABASE_FILE: databaseFile,
      PORT: '0',
      LOG_LEVEL: 'silent',
    };
    const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
    const started = promisify(execFile)(tsx, [path.join(REPO_ROOT, 'api', 'src', 'server.ts')], { env, timeout: 60_000 });
    await expect(started).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('DATA_ENCRYPTION_KEY is required when NODE_ENV=production'),
    });
    // it stopped before touching the database
    expect(fs.existsSync(databaseFile)).toBe(false);
  }, 60_000);
});
