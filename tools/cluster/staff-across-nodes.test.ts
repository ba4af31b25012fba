import type { Kysely } from 'kysely';
import { loadConfig } from '../../api/src/config';
import type { Database } from '../../api/src/db/schema';
import { resolveFieldCipher } from '../../api/src/security/local-data-key';
import { generateTotpCode } from '../../api/src/staff/staff-credentials';
import type { StaffRole } from '../../api/src/staff/staff-permissions';
import { loadStaffSettings } from '../../api/src/staff/staff-settings';
import { createStaffStore } from '../../api/src/staff/staff-store';
import { createReadyStaffAccount, type TestStaffAccount } from '../../api/src/staff/staff-test-kit';
import { driverDocumentFields } from '@chalein/shared/lib/validation/driver-registration';
import { buildMultipartForm } from '@chalein/testing/multipart-form';
import { buildJpeg } from '@chalein/testing/files/image-files';
import { driverRegistration } from '@chalein/testing/fixtures/driver-registration';
import { openClusterDatabase, startTestCluster } from './cluster-test-kit';
import type { Cluster, ClusterNode } from './start-cluster';

// The staff console across two API nodes (docs/decisions/0039-staff-sessions-and-roles.md): sessions live in the shared
// database, so a sign-in begun on one node is finished on the other, either node honours the session, and signing
// out through one ends it on both. Each request goes to a node directly, so which node answers is never left to nginx.

const PASSWORD = 'cluster console passphrase 7';

let cluster: Cluster;
let db: Kysely<Database>;

beforeAll(async () => {
  cluster = await startTestCluster(4980);
  db = openClusterDatabase(cluster);
}, 120_000);

afterAll(async () => {
  await db?.destroy();
  await cluster?.stop();
}, 60_000);

/** An account ready to sign in, written into the shared database with the nodes' own key. */
async function createAccount(email: string, roles: readonly StaffRole[]): Promise<TestStaffAccount> {
  const config = loadConfig(cluster.nodes[0]!.env);
  const store = createStaffStore(db, resolveFieldCipher(config.dataEncryption, config.databaseFile));
  const settings = loadStaffSettings(cluster.nodes[0]!.env);
  return createReadyStaffAccount({ store, settings }, { email, name: 'Cluster Person', roles, password: PASSWORD, now: Date.now() });
}

function nodeNamed(name: string): ClusterNode {
  const node = cluster.nodes.find((candidate) => candidate.name === name);
  if (!node) throw new Error(`no node ${name}`);
  return node;
}

/** A request to one node as the console in the browser sends it: the site's Origin on writes, the cookie, the token. */
function sendTo(node: ClusterNode, path: string, options: { method?: string; cookie?: string; csrfToken?: string; body?: unknown } = {}) {
  const method = options.method ?? 'GET';
  return fetch(`${node.url}${path}`, {
    method,
    headers: {
      ...(method === 'GET' ? {} : { origin: cluster.nodes[0]!.env.PUBLIC_ORIGIN!, 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.csrfToken ? { 'x-csrf-token': options.csrfToken } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

function readSessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('__Host-'));
  if (!cookie) throw new Error(`no session cookie (answer ${response.status})`);
  return cookie.split(';')[0]!;
}

test('a sign-in begun on node a is finished on node b, honoured by both, and ended on both by one sign-out', async () => {
  const account = await createAccount('cluster-admin@chalein.in', ['admin']);
  const first = await sendTo(nodeNamed('a'), '/api/staff/sign-in', { method: 'POST', body: { email: account.email, password: PASSWORD } });
  expect(first.status).toBe(200);
  const second = await sendTo(nodeNamed('b'), '/api/staff/sign-in/code', {
    method: 'POST',
    cookie: readSessionCookie(first),
    body: { code: generateTotpCode(account.totpSecret, Date.now()) },
  });
  expect(second.status).toBe(200);
  const cookie = readSessionCookie(second);
  const { data } = (await second.json()) as { data: { csrfToken: string; email: string } };
  expect(data.email).toBe(account.email);

  for (const name of ['a', 'b']) {
    const me = await sendTo(nodeNamed(name), '/api/staff/me', { cookie });
    expect({ node: name, status: me.status }).toEqual({ node: name, status: 200 });
  }
  // a write made through one node with the token the other gave
  const invited = await sendTo(nodeNamed('a'), '/api/staff/users', {
    method: 'POST',
    cookie,
    csrfToken: data.csrfToken,
    body: { email: 'cluster-invited@chalein.in', name: 'Invited Person', roles: ['support'] },
  });
  expect(invited.status).toBe(201);
  const audit = await sendTo(nodeNamed('b'), '/api/staff/audit?action=staff.users.invite&limit=5', { cookie });
  const trail = (await audit.json()) as { data: { events: { action: string; outcome: string }[] } };
  expect(trail.data.events[0]).toMatchObject({ action: 'staff.users.invite', outcome: 'success' });

  const signOut = await sendTo(nodeNamed('b'), '/api/staff/sign-out', { method: 'POST', cookie, csrfToken: data.csrfToken });
  expect(signOut.status).toBe(200);
  for (const name of ['a', 'b']) {
    const me = await sendTo(nodeNamed(name), '/api/staff/me', { cookie });
    expect({ node: name, status: me.status }).toEqual({ node: name, status: 401 });
  }
});

/** Both steps of the sign-in through `node`: the session cookie and the CSRF token. */
async function signInThrough(node: ClusterNode, account: TestStaffAccount): Promise<{ cookie: string; csrfToken: string }> {
  const step = (path: string, body: unknown, cookie?: string) => sendTo(node, path, { method: 'POST', body, cookie });
  const pending = readSessionCookie(await step('/api/staff/sign-in', { email: account.email, password: PASSWORD }));
  const signedIn = await step('/api/staff/sign-in/code', { code: generateTotpCode(account.totpSecret, Date.now()) }, pending);
  expect(signedIn.status).toBe(200);
  const { data } = (await signedIn.json()) as { data: { csrfToken: string } };
  return { cookie: readSessionCookie(signedIn), csrfToken: data.csrfToken };
}

test('a document review made through node a is seen through node b, whose answer to a stale decision is 409', async () => {
  const city = await db.selectFrom('cities').select('id').where('name', '=', 'Bengaluru').executeTakeFirstOrThrow();
  const jpeg = buildJpeg();
  const documents = driverDocumentFields.map((field) => ({ field, bytes: jpeg, type: 'image/jpeg', name: `${field}.jpg` }));
  const form = buildMultipartForm({ ...driverRegistration, contactNumber: '9845099887', cityId: String(city.id) }, documents);
  const posted = await fetch(`${nodeNamed('a').url}/api/new-registration`, {
    method: 'POST',
    body: form,
    signal: AbortSignal.timeout(30_000),
  });
  expect(posted.status).toBe(201);
  const { reference } = ((await posted.json()) as { data: { reference: string } }).data;

  const reviewer = await signInThrough(nodeNamed('a'), await createAccount('cluster-driver-ops@chalein.in', ['driver-ops']));
  const decision = (node: ClusterNode, version: number) =>
    sendTo(node, `/api/staff/drivers/${reference}/documents/chequeBook/decision`, {
      method: 'POST',
      ...reviewer,
      body: { version, decision: 'reject', reason: 'unreadable' },
    });
  expect((await decision(nodeNamed('a'), 1)).status).toBe(200);

  const seen = await sendTo(nodeNamed('b'), `/api/staff/drivers/${reference}`, { cookie: reviewer.cookie });
  const { registration } = (
    (await seen.json()) as {
      data: { registration: { status: string; version: number; documents: { documentType: string; state: string }[] } };
    }
  ).data;
  expect(registration).toMatchObject({ status: 'action_needed', version: 2 });
  expect(registration.documents.find((document) => document.documentType === 'chequeBook')).toMatchObject({ state: 'rejected' });
  // node b knows the version moved: a decision based on the old one is refused there too
  expect((await decision(nodeNamed('b'), 1)).status).toBe(409);
  // and serves the document node a received (the files are in the shared database)
  const file = await sendTo(nodeNamed('b'), `/api/staff/drivers/${reference}/documents/chequeBook`, { cookie: reviewer.cookie });
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('image/jpeg');
});
