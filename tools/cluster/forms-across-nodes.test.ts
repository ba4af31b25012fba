import type { Kysely } from 'kysely';
import { driverDocumentFields } from '@chalein/shared/lib/validation/driver-registration';
import { loadConfig } from '../../api/src/config';
import { createDatabase, selectDatabaseLocation } from '../../api/src/db/database';
import type { Database } from '../../api/src/db/schema';
import { createDriverRegistrationRepository } from '../../api/src/onboarding/driver-registration-repository';
import { resolveFieldCipher } from '../../api/src/security/local-data-key';
import { buildMultipartForm } from '@chalein/testing/multipart-form';
import { contactMessage } from '@chalein/testing/fixtures/contact-message';
import { buildJpeg, buildPng, describePicture } from '@chalein/testing/files/image-files';
import { buildTinyPdf } from '@chalein/testing/files/resume-files';
import { openPrivateFileReader } from '../../api/src/private-file-reader';
import { waitUntil } from '@chalein/testing/wait-until';
import {
  buildVisitorAddress,
  readAnsweringNode,
  openClusterDatabase,
  postClusterJson,
  startTestCluster,
  type ClusterAnswer,
} from './cluster-test-kit';
import type { Cluster } from './start-cluster';
import { driverRegistration } from '@chalein/testing/fixtures/driver-registration';
import { buildJobApplicationFields } from '@chalein/testing/fixtures/job-application';

// Forms across two API nodes behind nginx (docs/decisions/0025-cluster.md), on the real cluster over real HTTP: the rate
// limit holds for the site, not per node; a registration taken by one node is there for the other; and a node killed
// in the middle of a load of contact messages loses none that was acknowledged.

/** Contact posts in the load test; CLUSTER_LOAD_POSTS sets another number. */
const LOAD_POSTS = Number(process.env.CLUSTER_LOAD_POSTS ?? 1000);
const LOAD_CONCURRENCY = 32;

let cluster: Cluster;
let db: Kysely<Database>;

beforeAll(async () => {
  cluster = await startTestCluster(4960);
  db = openClusterDatabase(cluster);
}, 120_000);

afterAll(async () => {
  await db?.destroy();
  await cluster?.stop();
}, 60_000);

const nodeAddresses = () => cluster.nodes.map((node) => `127.0.0.1:${node.port}`);

describe('the form rate limit across nodes', () => {
  it('the 11th contact post in a minute from one visitor gets 429 whichever node answers', async () => {
    const visitor = { 'x-forwarded-for': '203.0.113.11' };
    const firstTen: ClusterAnswer[] = [];
    for (let post = 1; post <= 10; post += 1) firstTen.push(await postClusterJson(cluster.url, '/api/contact-us', contactMessage, visitor));
    expect(firstTen.map((answer) => answer.status)).toEqual(firstTen.map(() => 201));
    // nginx spread them over both nodes, so neither saw ten on its own
    expect(new Set(firstTen.map((answer) => answer.node))).toEqual(new Set(nodeAddresses()));

    const eleventh = await postClusterJson(cluster.url, '/api/contact-us', contactMessage, visitor);
    expect(eleventh.status).toBe(429);
    // and each node on its own, asked directly with the same forwarded address, refuses the visitor too
    for (const node of cluster.nodes) {
      expect((await postClusterJson(node.url, '/api/contact-us', contactMessage, visitor)).status).toBe(429);
    }
    // another visitor is not held back by the first one's posts
    const other = await postClusterJson(cluster.url, '/api/contact-us', contactMessage, { 'x-forwarded-for': '203.0.113.12' });
    expect(other.status).toBe(201);
  });
});

describe('a driver registration across nodes', () => {
  const jpeg = buildJpeg();
  const png = buildPng();
  const pdf = buildTinyPdf('Vehicle insurance policy');
  /** the file posted for the index-th document field: a JPEG, a PNG and a PDF in turn */
  const documentOf = (index: number) =>
    [
      { bytes: jpeg, type: 'image/jpeg', extension: 'jpg' },
      { bytes: png, type: 'image/png', extension: 'png' },
      { bytes: pdf, type: 'application/pdf', extension: 'pdf' },
    ][index % 3]!;

  async function postRegistration(contactNumber: string, cityId: number): Promise<Response> {
    const fields = { ...driverRegistration, contactNumber, cityId: String(cityId) };
    const documents = driverDocumentFields.map((field, index) => {
      const { bytes, type, extension } = documentOf(index);
      return { field, bytes, type, name: `${field}.${extension}` };
    });
    const form = buildMultipartForm(fields, documents);
    return fetch(`${cluster.url}/api/new-registration`, {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': '203.0.113.40' },
      signal: AbortSignal.timeout(30_000),
    });
  }

  it('posted through nginx, each node reads it: the number is taken on both, its details decrypt and its documents read back', async () => {
    const city = await db.selectFrom('cities').select('id').where('name', '=', 'Bengaluru').executeTakeFirstOrThrow();
    const contactNumber = '9845012345';
    const response = await postRegistration(contactNumber, city.id);
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { reference: string } };
    const tookIt = readAnsweringNode(response, cluster.url);
    expect(nodeAddresses()).toContain(tookIt);

    // each node's own code, asked directly, finds the registration in the shared database
    for (const node of cluster.nodes) {
      const check = await postClusterJson(node.url, '/api/new-registration/mobile/validate', { contactNumber });
      expect(check.status).toBe(409);
    }
    // the repository each node uses, with that node's own settings (its key, its database), reads the encrypted
    // details back, whichever node encrypted them
    for (const node of cluster.nodes) {
      const config = loadConfig(node.env);
      const nodeDb = createDatabase(selectDatabaseLocation(config));
      try {
        const cipher = resolveFieldCipher(config.dataEncryption, config.databaseFile);
        const row = await createDriverRegistrationRepository(nodeDb, cipher).findRegistrationByReference(data.reference);
        expect(row).toMatchObject({ contact_number: contactNumber, bank_account_number: '123456789012', ifsc_code: 'SBIN0001234' });
        const documents = await nodeDb
          .selectFrom('driver_documents')
          .select('document_type')
          .where('registration_id', '=', row!.id)
          .execute();
        expect(documents).toHaveLength(driverDocumentFields.length);
      } finally {
        await nodeDb.destroy();
      }
      // and its documents, read by the node's own reader from the store all nodes share, whichever node received them
      // (each node's private folder is its own disk): each PDF the bytes posted, each picture the same picture
      // encoded anew without its metadata
      const reader = openPrivateFileReader(config);
      try {
        const stored = await reader.readDriverRegistrationDocuments(data.reference);
        expect(stored?.map((document) => document.documentType)).toEqual([...driverDocumentFields]);
        stored?.forEach((document, index) => {
          const sent = documentOf(index);
          if (sent.type === 'application/pdf') expect(document.bytes.equals(sent.bytes)).toBe(true);
          else expect(describePicture(document.bytes)).toEqual(describePicture(sent.bytes));
        });
      } finally {
        await reader.close();
      }
    }
  });
});

describe('a job application across nodes', () => {
  it('posted through nginx, each node reads its resume back', async () => {
    const job = await db.selectFrom('job_categories').select('id').orderBy('id').executeTakeFirstOrThrow();
    const resume = buildTinyPdf('Asha Rao - Dispatch lead');
    const fields = buildJobApplicationFields(job.id);
    const form = buildMultipartForm(fields, [{ field: 'resume_cv', bytes: resume, name: 'asha-rao.pdf', type: 'application/pdf' }]);
    const response = await fetch(`${cluster.url}/api/career`, {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': '203.0.113.50' },
      signal: AbortSignal.timeout(30_000),
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { reference: string } };
    for (const node of cluster.nodes) {
      const reader = openPrivateFileReader(loadConfig(node.env));
      try {
        const stored = await reader.readJobApplicationResume(data.reference);
        expect(stored).toMatchObject({ originalName: 'asha-rao.pdf', type: 'pdf' });
        expect(stored?.bytes.equals(resume)).toBe(true);
      } finally {
        await reader.close();
      }
    }
  });
});

describe('contact messages under load across nodes', () => {
  it(`${LOAD_POSTS} concurrent posts, one node killed a third of the way: every acknowledged message is stored`, async () => {
    const nodeB = cluster.nodes[1]!;
    const answers: { status: number; node: string; reference: string | null; sentAfterDeath: boolean }[] = [];
    let killed: Promise<void> | null = null;
    let dead = false;
    let next = 0;
    const sendOne = async (index: number) => {
      const sentAfterDeath = dead;
      // each post its own visitor: the limit is per visitor, and this is many people writing at once
      const answer = await postClusterJson(
        cluster.url,
        '/api/contact-us',
        { ...contactMessage, message: `Load message ${index}` },
        { 'x-forwarded-for': buildVisitorAddress(1000 + index) },
      ).catch(() => ({ status: 0, node: '', body: {} }) as ClusterAnswer);
      const reference = answer.status === 201 ? ((answer.body.data as { reference?: string } | undefined)?.reference ?? null) : null;
      answers.push({ status: answer.status, node: answer.node, reference, sentAfterDeath });
      // a third of the way in, node B dies as a crashed machine does: SIGKILL, with requests in flight
      if (killed === null && answers.length >= LOAD_POSTS / 3) {
        killed = cluster.stopNode(nodeB.name, 'SIGKILL').then(() => {
          dead = true;
        });
      }
    };
    const started = Date.now();
    await Promise.all(
      Array.from({ length: LOAD_CONCURRENCY }, async () => {
        while (next < LOAD_POSTS) await sendOne((next += 1));
      }),
    );
    await killed;
    const seconds = (Date.now() - started) / 1000;

    const acknowledged = answers.filter((answer) => answer.status === 201);
    const stored = await db.selectFrom('contact_messages').select('reference').where('message', 'like', 'Load message %').execute();
    const storedReferences = new Set(stored.map((row) => row.reference));
    const lost = acknowledged.filter((answer) => !storedReferences.has(answer.reference!));
    const statuses = answers.reduce<Record<number, number>>(
      (counts, answer) => ({ ...counts, [answer.status]: (counts[answer.status] ?? 0) + 1 }),
      {},
    );
    console.log(
      `${LOAD_POSTS} contact posts through nginx in ${seconds.toFixed(1)} s, node B killed a third of the way: ${JSON.stringify(statuses)}`,
    );

    expect(answers).toHaveLength(LOAD_POSTS);
    expect(acknowledged.every((answer) => answer.reference !== null)).toBe(true);
    expect(lost).toEqual([]);
    // the posts were spread over both nodes before the kill, and node A took everything sent once B was gone
    expect(new Set(acknowledged.map((answer) => answer.node))).toEqual(new Set(nodeAddresses()));
    expect(answers.filter((answer) => answer.sentAfterDeath).length).toBeGreaterThan(LOAD_POSTS / 3);
    expect(answers.filter((answer) => answer.sentAfterDeath && answer.status !== 201)).toEqual([]);
    // what was not acknowledged is only what node B had in hand when it died (nginx's 502), never a stray error
    expect(answers.filter((answer) => answer.status !== 201 && answer.status !== 502)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(LOAD_POSTS * 0.8);
    // and no message was stored twice: nginx never resends a POST that reached a node
    expect(stored).toHaveLength(storedReferences.size);
    expect(stored.length).toBeGreaterThanOrEqual(acknowledged.length);
    expect(stored.length).toBeLessThanOrEqual(LOAD_POSTS);

    // node B comes back with the same settings and nginx sends it visitors again, once the 2 s it keeps a node that
    // refused a connection aside are over (each nginx worker keeps its own count); every post meanwhile is stored
    await cluster.startNode(nodeB.name);
    const after: ClusterAnswer[] = [];
    await waitUntil(
      async () => {
        const answer = await postClusterJson(cluster.url, '/api/contact-us', contactMessage, {
          'x-forwarded-for': buildVisitorAddress(90_000 + after.length),
        });
        after.push(answer);
        return answer.node === `127.0.0.1:${nodeB.port}`;
      },
      () => `nginx to send a post to node B again (answers: ${JSON.stringify(after.map((answer) => [answer.status, answer.node]))})`,
      { timeoutMs: 15_000, intervalMs: 100 },
    );
    expect(after.map((answer) => answer.status)).toEqual(after.map(() => 201));
  }, 120_000);
});
