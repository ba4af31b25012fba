import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { driverDocumentFields, type DriverDocumentField } from '@chalein/shared/lib/validation/driver-registration';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { ConfigError } from '../settings/environment';
import { seedDatabase } from '../db/seed';
import { encodeMultipart } from '@chalein/testing/multipart-form';
import { buildJpeg, buildPng, describePicture } from '@chalein/testing/files/image-files';
import { buildPdf } from '@chalein/testing/files/pdf-files';
import { buildTinyPdf } from '@chalein/testing/files/resume-files';
import { createTempDir } from '../test-support/temp-dir';
import { buildTestConfig, createTestApp } from '../test-support/test-app';
import { isTestingOnPostgres } from '../test-support/test-database';
import { waitUntil } from '@chalein/testing/wait-until';
import { CHUNK_BYTES } from './database-file-store';
import { openPrivateFileReader, readDriverRegistrationDocuments, readJobApplicationResume } from '../private-file-reader';
import { driverRegistration } from '@chalein/testing/fixtures/driver-registration';
import { buildJobApplicationFields } from '@chalein/testing/fixtures/job-application';

// PRIVATE_FILES_STORE=database end to end: two app instances (two nodes) on one database, each with a private folder
// of its own, real multipart requests, one of them over a real socket. In the api project the database is an SQLite
// file, in api-postgres a real PostgreSQL database: the store is the same code on both.

// a registration decodes and encodes each picture again: on a loaded CI machine that can take seconds
jest.setTimeout(60_000);

interface Node {
  app: FastifyInstance;
  config: AppConfig;
  privateDir: string;
}

const sharedEnv = { PRIVATE_FILES_STORE: 'database', RATE_LIMIT_FORMS_PER_MINUTE: '10000' };

/** A node on the database of `dir` (the same SQLite file, or the same PostgreSQL schema) with its own private folder. */
async function startNode(dir: string, seed: boolean): Promise<Node> {
  const privateDir = createTempDir('chalein-node-private-');
  const config = buildTestConfig(dir, { ...sharedEnv, PRIVATE_UPLOADS_DIR: privateDir });
  const app = buildApp(config);
  await app.ready();
  if (seed) {
    await seedDatabase(app.db);
    await app.repositories.driverRegistrations.encryptStoredValues();
  }
  return { app, config, privateDir };
}

async function stopNode(node: Node): Promise<void> {
  await node.app.close();
  fs.rmSync(node.privateDir, { recursive: true, force: true });
}

/** Every file under a folder, recursively: what a node keeps on its own disk. */
function listFilesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

type Upload = { bytes: Buffer; name: string; type: string };

const encodeForm = (fields: Record<string, string>, files: Record<string, Upload>) =>
  encodeMultipart(
    fields,
    Object.entries(files).map(([field, file]) => ({ field, ...file })),
  );

const pdf = buildTinyPdf('Document scan');
const documents: Record<DriverDocumentField, Upload> = {
  adharCardFrontPhoto: { bytes: buildJpeg(24, 16), name: 'front.jpg', type: 'image/jpeg' },
  adharCardBackPhoto: { bytes: buildPng(3, 2), name: 'back.png', type: 'image/png' },
  chequeBook: { bytes: pdf, name: 'cheque.pdf', type: 'application/pdf' },
  chequePhoto: { bytes: buildJpeg(16, 24), name: 'cheque.jpg', type: 'image/jpeg' },
  drivingLicenseFrontPhoto: { bytes: buildPng(2, 3), name: 'dl-front.png', type: 'image/png' },
  drivingLicenseBackPhoto: { bytes: buildJpeg(20, 20), name: 'dl-back.jpg', type: 'image/jpeg' },
  registrationCertificateNoFrontPhoto: { bytes: buildTinyPdf('RC'), name: 'rc.pdf', type: 'application/pdf' },
  vehicleInsurancePhoto: { bytes: buildTinyPdf('Insurance'), name: 'insurance.pdf', type: 'application/pdf' },
};

/** A PDF is kept byte for byte; a picture encoded anew (docs/decisions/0016-upload-limits-and-file-checks.md): the same picture. */
function expectStoredAsSent(stored: Buffer, sent: Buffer): void {
  if (sent.subarray(0, 5).toString('latin1') === '%PDF-') expect(stored.equals(sent)).toBe(true);
  else expect(describePicture(stored)).toEqual(describePicture(sent));
}

let mobile = 0;
/** the one valid registration, under a number of its own each time: a number is registered once */
function registrationFields(cityId: number): Record<string, string> {
  mobile += 1;
  return { ...driverRegistration, contactNumber: `97${String(41_000_000 + mobile).padStart(8, '0')}`, cityId: String(cityId) };
}

async function countStoredRows(app: FastifyInstance) {
  const count = async (table: 'private_files' | 'private_file_chunks' | 'driver_registrations' | 'job_applications') =>
    Number(
      (
        await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    files: await count('private_files'),
    chunks: await count('private_file_chunks'),
    registrations: await count('driver_registrations'),
    applications: await count('job_applications'),
  };
}

describe('private files in the database, read by every node', () => {
  let dir: string;
  let nodeA: Node;
  let nodeB: Node;
  let cityId: number;
  let jobId: number;

  beforeAll(async () => {
    dir = createTempDir();
    nodeA = await startNode(dir, true);
    nodeB = await startNode(dir, false);
    cityId = (await nodeA.app.db.selectFrom('cities').select('id').where('name', '=', 'Bengaluru').executeTakeFirstOrThrow()).id;
    jobId = (await nodeA.app.db.selectFrom('job_categories').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  }, 60_000);

  afterAll(async () => {
    await stopNode(nodeA);
    await stopNode(nodeB);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function postRegistration(node: Node, fields: Record<string, string>, files: Record<string, Upload> = documents) {
    const { payload, headers } = await encodeForm(fields, files);
    return node.app.inject({ method: 'POST', url: '/api/new-registration', payload, headers });
  }

  it('a resume and eight documents stored through one node are read back byte for byte through the other', async () => {
    const resume = buildTinyPdf('Meera Nair - Resume');
    const { payload, headers } = await encodeForm(buildJobApplicationFields(jobId), {
      resume_cv: { bytes: resume, name: 'Meera CV.pdf', type: 'application/pdf' },
    });
    const applied = await nodeA.app.inject({ method: 'POST', url: '/api/career', payload, headers });
    expect(applied.statusCode).toBe(201);
    const registered = await postRegistration(nodeA, registrationFields(cityId));
    expect(registered.statusCode).toBe(201);

    const resumeBack = await readJobApplicationResume(
      { applications: nodeB.app.repositories.jobApplications, store: nodeB.app.uploads.privateStore('resumes') },
      applied.json().data.reference,
    );
    expect(resumeBack).toMatchObject({ originalName: 'Meera CV.pdf', type: 'pdf' });
    expect(resumeBack!.bytes.equals(resume)).toBe(true);

    const documentsBack = await readDriverRegistrationDocuments(
      { registrations: nodeB.app.repositories.driverRegistrations, store: nodeB.app.uploads.privateStore('driver-documents') },
      registered.json().data.reference,
    );
    expect(documentsBack?.map((document) => document.documentType).sort()).toEqual([...driverDocumentFields].sort());
    for (const document of documentsBack!) {
      const sent = documents[document.documentType as DriverDocumentField].bytes;
      expectStoredAsSent(document.bytes, sent);
      expect(document.sha256).toBe(createHash('sha256').update(document.bytes).digest('hex'));
    }

    // the same through the reader a cluster test uses: a database handle of its own, from node B's settings
    const reader = openPrivateFileReader(nodeB.config);
    try {
      const again = await reader.readDriverRegistrationDocuments(registered.json().data.reference);
      expect(again?.map((document) => document.sha256).sort()).toEqual(documentsBack!.map((document) => document.sha256).sort());
      expect(await reader.readDriverRegistrationDocuments('CHD-0000-0000')).toBeUndefined();
    } finally {
      await reader.close();
    }

    // nothing of them stays on either node's disk, and every file the database holds is kept
    expect(listFilesUnder(nodeA.privateDir)).toEqual([]);
    expect(listFilesUnder(nodeB.privateDir)).toEqual([]);
    const states = await nodeA.app.db.selectFrom('private_files').select('state').distinct().execute();
    expect(states).toEqual([{ state: 'kept' }]);

    // what the database holds is encrypted: no chunk holds the first bytes of a file as it was uploaded
    const chunks = await nodeA.app.db.selectFrom('private_file_chunks').select('data').execute();
    expect(chunks.length).toBeGreaterThanOrEqual(9);
    for (const { data } of chunks) {
      for (const sent of [resume, ...Object.values(documents).map((document) => document.bytes)]) {
        expect(Buffer.from(data).includes(sent.subarray(0, 24))).toBe(false);
      }
    }
  });

  it('a chunk moved into another file is refused, not read as that file', async () => {
    const store = nodeA.app.uploads.privateStore('resumes');
    const [first, second] = await nodeA.app.db
      .selectFrom('private_files')
      .select('file_key')
      .where('area', '=', 'driver-documents')
      .limit(2)
      .execute();
    const dataOf = async (fileKey: string) =>
      (
        await nodeA.app.db
          .selectFrom('private_file_chunks')
          .select('data')
          .where('file_key', '=', fileKey)
          .where('chunk_index', '=', 0)
          .executeTakeFirstOrThrow()
      ).data;
    const original = await dataOf(second!.file_key);
    await nodeA.app.db
      .updateTable('private_file_chunks')
      .set({ data: await dataOf(first!.file_key) })
      .where('file_key', '=', second!.file_key)
      .where('chunk_index', '=', 0)
      .execute();
    try {
      const documentsStore = nodeB.app.uploads.privateStore('driver-documents');
      const name = (
        await nodeA.app.db
          .selectFrom('driver_documents')
          .select('stored_name')
          .where('stored_name', 'like', `${second!.file_key}.%`)
          .executeTakeFirstOrThrow()
      ).stored_name;
      const reading = (async () => {
        for await (const part of await documentsStore.openFile(name)) void part;
      })();
      await expect(reading).rejects.toThrow('the chunk was altered or belongs elsewhere');
      // and a store of another area does not know the file at all
      await expect(store.openFile(name)).rejects.toThrow(`no stored private file ${name}`);
    } finally {
      await nodeA.app.db
        .updateTable('private_file_chunks')
        .set({ data: original })
        .where('file_key', '=', second!.file_key)
        .where('chunk_index', '=', 0)
        .execute();
    }
  });

  it('a refused or failed registration leaves no file and no chunk', async () => {
    const before = await countStoredRows(nodeA.app);

    // a picture that only starts right: stored while it streamed in, refused by the check, gone
    const broken = Buffer.from(documents.adharCardBackPhoto.bytes);
    broken[43] = broken[43]! ^ 0xff;
    const refused = await postRegistration(nodeA, registrationFields(cityId), {
      ...documents,
      adharCardBackPhoto: { bytes: broken, name: 'back.png', type: 'image/png' },
    });
    expect(refused.statusCode).toBe(400);
    expect(await countStoredRows(nodeA.app)).toEqual(before);

    // a number registered already: 409, nothing kept
    const fields = registrationFields(cityId);
    expect((await postRegistration(nodeA, fields)).statusCode).toBe(201);
    const afterOne = await countStoredRows(nodeA.app);
    expect((await postRegistration(nodeB, fields)).statusCode).toBe(409);
    expect(await countStoredRows(nodeA.app)).toEqual(afterOne);

    // the other node's sweep takes the documents between their upload and the row's transaction: the row is not
    // stored without them (the transaction fails), and what is left of the request is removed
    const registrations = nodeA.app.repositories.driverRegistrations;
    const insert = registrations.insertRegistration.bind(registrations);
    const spy = jest.spyOn(registrations, 'insertRegistration').mockImplementationOnce(async (...args) => {
      const swept = await nodeB.app.uploads.privateStore('driver-documents').sweepIncomingFiles({ inFlight: new Set(), minAgeMs: 0 });
      expect(swept.removed).toHaveLength(8);
      return insert(...args);
    });
    try {
      const failed = await postRegistration(nodeA, registrationFields(cityId));
      expect(failed.statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(await countStoredRows(nodeA.app)).toEqual(afterOne);
  });

  it('streams a several-megabyte resume into the database while it is still arriving, and out again', async () => {
    // a PDF with a stream of 4.5 MB of random bytes: what arrives first must be in the database before the rest is sent
    const noise = randomBytes(4.5 * 1024 * 1024).toString('latin1');
    const resume = buildPdf({ objects: [`<< /Length ${noise.length} >>\nstream\n${noise}\nendstream`] });
    const boundary = `----chalein${randomBytes(8).toString('hex')}`;
    const head = Buffer.from(
      Object.entries(buildJobApplicationFields(jobId))
        .map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join('') +
        `--${boundary}\r\ncontent-disposition: form-data; name="resume_cv"; filename="big.pdf"\r\ncontent-type: application/pdf\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const half = Math.floor(resume.length / 2);

    // its own port in this helper's range, one per engine, since both jest projects may run this file at once
    const port = isTestingOnPostgres() ? 4911 : 4910;
    await nodeA.app.listen({ port, host: '127.0.0.1' });
    const chunksBefore = (await countStoredRows(nodeA.app)).chunks;
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/career',
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': head.length + resume.length + tail.length,
          },
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (text: string) => (body += text));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      request.write(Buffer.concat([head, resume.subarray(0, half)]));
      // the second half goes only once the first is in the database as chunks: a store that gathered the whole file
      // before writing would never get there
      waitUntil(
        async () => (await countStoredRows(nodeA.app)).chunks - chunksBefore >= Math.floor(half / CHUNK_BYTES) - 1,
        'the first half of the upload to be stored as chunks',
        { timeoutMs: 20_000 },
      ).then(
        () => request.end(Buffer.concat([resume.subarray(half), tail])),
        (error: unknown) => {
          request.destroy();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
    const { status, body } = await answer;
    expect(status).toBe(201);
    const reference = (JSON.parse(body) as { data: { reference: string } }).data.reference;

    const store = nodeB.app.uploads.privateStore('resumes');
    const row = await nodeB.app.repositories.jobApplications.findResumeByReference(reference);
    const stream = await store.openFile(row!.resume_file);
    const hash = createHash('sha256');
    let largestBuffered = 0;
    for await (const part of stream) {
      // one chunk at a time: never more than a chunk waits in the stream
      largestBuffered = Math.max(largestBuffered, stream.readableLength);
      expect((part as Buffer).length).toBeLessThanOrEqual(CHUNK_BYTES);
      hash.update(part as Buffer);
    }
    expect(largestBuffered).toBeLessThanOrEqual(CHUNK_BYTES);
    expect(hash.digest('hex')).toBe(createHash('sha256').update(resume).digest('hex'));
    const stored = await nodeB.app.db
      .selectFrom('private_files')
      .select(['byte_size', 'chunk_count'])
      .where('file_key', '=', row!.resume_file.split('.')[0]!)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ byte_size: resume.length, chunk_count: Math.ceil(resume.length / CHUNK_BYTES) });
  }, 60_000);

  it('the sweep removes incoming files left by a crash, with their chunks, and never a kept one or one still arriving', async () => {
    const store = nodeA.app.uploads.privateStore('driver-documents');
    const before = await countStoredRows(nodeA.app);
    const anHourAgo = new Date(Date.now() - 60 * 60_000).toISOString();
    // a crash an hour ago, after the upload: an incoming file nobody will keep
    const orphan = store.createFileKey();
    await store.putFile(orphan, Readable.from([randomBytes(CHUNK_BYTES + 10)]));
    await nodeA.app.db.updateTable('private_files').set({ touched_at: anHourAgo }).where('file_key', '=', orphan).execute();
    // kept files as old as that stay whatever their age
    await nodeA.app.db.updateTable('private_files').set({ touched_at: anHourAgo }).where('state', '=', 'kept').execute();
    // an upload that started long ago and is still arriving on node A: each chunk moves its clock on
    const arriving = store.createFileKey();
    const source = new Readable({ read() {} });
    const receiving = store.putFile(arriving, source);
    await nodeA.app.db.updateTable('private_files').set({ touched_at: anHourAgo }).where('file_key', '=', arriving).execute();
    source.push(randomBytes(CHUNK_BYTES));
    await waitUntil(
      async () => (await countStoredRows(nodeA.app)).chunks >= before.chunks + 3,
      'the orphan and the first chunk of the arriving file',
    );

    // node B sweeps, with the server's own limit of 15 minutes
    const result = await nodeB.app.uploads
      .privateStore('driver-documents')
      .sweepIncomingFiles({ inFlight: new Set(), minAgeMs: 15 * 60_000 });
    expect(result.removed).toEqual([orphan]);
    expect(await countStoredRows(nodeA.app)).toEqual({ ...before, files: before.files + 1, chunks: before.chunks + 1 });

    source.push(Buffer.from('the end'));
    source.push(null);
    expect(await receiving).toMatchObject({ key: arriving, size: CHUNK_BYTES + 7 });
    await store.discardFiles([arriving]);
    expect(await countStoredRows(nodeA.app)).toEqual(before);
  });

  it('an upload the sweep took half-way fails instead of passing for stored', async () => {
    const store = nodeA.app.uploads.privateStore('resumes');
    const key = store.createFileKey();
    const source = new Readable({ read() {} });
    const receiving = store.putFile(key, source);
    source.push(randomBytes(CHUNK_BYTES));
    await waitUntil(
      async () =>
        (await nodeA.app.db.selectFrom('private_file_chunks').select('chunk_index').where('file_key', '=', key).execute()).length === 1,
      'the first chunk',
    );
    await nodeB.app.uploads.privateStore('resumes').sweepIncomingFiles({ inFlight: new Set(), minAgeMs: 0, now: Date.now() + 1000 });
    source.push(null);
    await expect(receiving).rejects.toThrow(/gone/);
  });

  it('no URL reaches a stored file', async () => {
    const registered = await postRegistration(nodeA, registrationFields(cityId));
    const [row] = await nodeA.app.repositories.driverRegistrations.listDocuments(
      (await nodeA.app.repositories.driverRegistrations.findRegistrationByReference(registered.json().data.reference))!.id,
    );
    const key = row!.stored_name.split('.')[0]!;
    for (const url of [
      `/uploads/${row!.stored_name}`,
      `/uploads/driver-documents/${row!.stored_name}`,
      `/driver-documents/${row!.stored_name}`,
      `/api/driver-documents/${row!.stored_name}`,
      `/api/private-files/${key}`,
      `/checking/${key}.check`,
      `/uploads/../../private/checking/${key}.check`,
    ]) {
      for (const node of [nodeA, nodeB]) {
        const response = await node.app.inject({ method: 'GET', url });
        // 404, or the site's answer for a page path when no build is there (503): never the file
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.rawPayload.includes(documents[row!.document_type as DriverDocumentField].bytes)).toBe(false);
      }
    }
  });
});

describe('the folder store behind the same interface (one server, the default)', () => {
  it('reads back what it stored, from its own disk, and nothing goes into the database', async () => {
    const privateDir = createTempDir('chalein-folder-private-');
    const testApp = await createTestApp({ PRIVATE_UPLOADS_DIR: privateDir });
    try {
      expect(testApp.config.privateFilesStore).toBe('folder');
      const city = await testApp.app.db.selectFrom('cities').select('id').where('name', '=', 'Bengaluru').executeTakeFirstOrThrow();
      const { payload, headers } = await encodeForm(registrationFields(city.id), documents);
      const registered = await testApp.app.inject({ method: 'POST', url: '/api/new-registration', payload, headers });
      expect(registered.statusCode).toBe(201);
      const back = await readDriverRegistrationDocuments(
        { registrations: testApp.app.repositories.driverRegistrations, store: testApp.app.uploads.privateStore('driver-documents') },
        registered.json().data.reference,
      );
      for (const document of back!) expectStoredAsSent(document.bytes, documents[document.documentType as DriverDocumentField].bytes);
      expect(listFilesUnder(path.join(privateDir, 'driver-documents')).sort()).toEqual(back!.map((document) => document.storedName).sort());
      expect(await countStoredRows(testApp.app)).toMatchObject({ files: 0, chunks: 0 });
    } finally {
      await testApp.closeTestApp();
      fs.rmSync(privateDir, { recursive: true, force: true });
    }
  });
});

describe('PRIVATE_FILES_STORE', () => {
  const several = {
    NODES: '2',
    REDIS_URL: 'redis://127.0.0.1:6379',
    DATABASE_URL: 'postgres://chalein@db/chalein',
    DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    PAYMENT_SANDBOX_SECRET: 'a-sandbox-secret-of-the-test',
  };

  it('is the folder on one server and the database on several, unless set', () => {
    expect(loadConfig({}).privateFilesStore).toBe('folder');
    expect(loadConfig({ PRIVATE_FILES_STORE: 'database' }).privateFilesStore).toBe('database');
    expect(loadConfig(several).privateFilesStore).toBe('database');
    expect(loadConfig({ ...several, PRIVATE_FILES_STORE: 'Database' }).privateFilesStore).toBe('database');
  });

  it('refuses the folder with several servers, and anything but folder or database, saying why', () => {
    expect(() => loadConfig({ ...several, PRIVATE_FILES_STORE: 'folder' })).toThrow(
      new ConfigError(
        "PRIVATE_FILES_STORE=folder cannot serve NODES=2: a resume or a driver's document would be on the disk of the server that received it, out of reach of the others; use PRIVATE_FILES_STORE=database (or leave it unset)",
      ),
    );
    expect(() => loadConfig({ PRIVATE_FILES_STORE: 's3' })).toThrow('PRIVATE_FILES_STORE must be folder or database, got "s3"');
  });
});
