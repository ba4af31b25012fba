import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { waitUntil } from '@chalein/testing/wait-until';
import { assertCareersBuilt } from '../../api/src/test-support/deployment-fixtures';
import { createCareersDeploys } from './careers-deploys';
import { startTestCluster } from './cluster-test-kit';
import type { Cluster, ClusterNode } from './start-cluster';

// The deploy registry across two API nodes (docs/decisions/0051-registry-across-nodes.md): a version uploaded
// through one node is previewed, switched and served through the other, each change reaches both within a second,
// two switches with one ETag through different nodes cannot both win, and a node started afterwards with an empty
// folder serves the active version from the database. Each request goes to a node directly.

const TOKEN = 'careers-cluster-token-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };

let cluster: Cluster;
const { buildVersion, upload, readEtag, switchVersion, removeBuilds } = createCareersDeploys(TOKEN);

beforeAll(async () => {
  assertCareersBuilt();
  cluster = await startTestCluster(4970, { nodeEnv: { DEPLOY_TOKENS: `careers=${TOKEN}` } });
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
  removeBuilds();
}, 60_000);

const nodeA = () => cluster.findNode('a');
const nodeB = () => cluster.findNode('b');

/** careers' entry in the node's remotes.json, as text: whichever shape it has, it names the version's URL. */
async function readCareersEntry(node: ClusterNode, cookie?: string): Promise<string> {
  const response = await fetch(`${node.url}/remotes.json`, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  return JSON.stringify(((await response.json()) as Record<string, unknown>).careers);
}

async function readJobsPage(node: ClusterNode): Promise<string> {
  const response = await fetch(`${node.url}/jobs`);
  expect(response.status).toBe(200);
  return response.text();
}

/** Both nodes' remotes.json and /jobs name `version`; how long after `since` that was first true. */
async function waitForBothNodes(version: string, since: number): Promise<number> {
  const url = `/deployments/careers/${version}/`;
  await waitUntil(
    async () => {
      const seen = await Promise.all([nodeA(), nodeB()].flatMap((node) => [readCareersEntry(node), readJobsPage(node)]));
      return seen.every((text) => text.includes(url));
    },
    `both nodes to serve careers ${version}`,
    { timeoutMs: 10_000, intervalMs: 25 },
  );
  return Date.now() - since;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

test('a version uploaded through node a opens through node b by its preview link, its files byte for byte', async () => {
  const dir = buildVersion('Careers one, from node a');
  const uploaded = await upload(nodeA(), dir, '1.0.0-cluster');
  expect(uploaded.status).toBe(201);
  const preview = await fetch(`${nodeA().url}/api/deployments/careers/versions/1.0.0-cluster/preview`, { method: 'POST', headers: auth });
  const link = new URL(((await preview.json()) as { data: { previewUrl: string } }).data.previewUrl);
  const opened = await fetch(`${nodeB().url}${link.pathname}${link.search}`, { redirect: 'manual' });
  expect(opened.status).toBe(303);
  const cookie = opened.headers.get('set-cookie')!.split(';')[0]!;
  expect(await readCareersEntry(nodeB(), cookie)).toContain('/deployments/careers/1.0.0-cluster/remoteEntry.js');
  // everyone else still gets the build REMOTES_CONFIG names
  expect(await readCareersEntry(nodeB())).not.toContain('/deployments/');
  for (const file of ['remoteEntry.js', 'server/remoteEntry.js', 'mf-manifest.json']) {
    const served = await fetch(`${nodeB().url}/deployments/careers/1.0.0-cluster/${file}`);
    expect(served.status).toBe(200);
    expect(sha256(new Uint8Array(await served.arrayBuffer()))).toBe(sha256(fs.readFileSync(path.join(dir, file))));
  }
}, 180_000);

test("activated through node b, the version is in both nodes' remotes.json and pages within a second of the answer", async () => {
  const answer = await switchVersion(nodeB(), 'activate', await readEtag(nodeB()), '1.0.0-cluster');
  const answered = Date.now();
  expect(answer.status).toBe(200);
  expect(await waitForBothNodes('1.0.0-cluster', answered)).toBeLessThan(1_000);
}, 60_000);

test('two activations through different nodes with one If-Match: one wins, the other gets 412', async () => {
  expect((await upload(nodeA(), buildVersion('Careers two, from node a'), '2.0.0-cluster')).status).toBe(201);
  const etag = await readEtag(nodeB());
  const answers = await Promise.all([
    switchVersion(nodeA(), 'activate', etag, '2.0.0-cluster'),
    switchVersion(nodeB(), 'activate', etag, '2.0.0-cluster'),
  ]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
  const answered = Date.now();
  expect(await waitForBothNodes('2.0.0-cluster', answered)).toBeLessThan(1_000);
}, 180_000);

test('a rollback through node a is seen by node b within a second', async () => {
  const answer = await switchVersion(nodeA(), 'rollback', await readEtag(nodeA()));
  const answered = Date.now();
  expect(answer.status).toBe(200);
  expect(await waitForBothNodes('1.0.0-cluster', answered)).toBeLessThan(1_000);
}, 60_000);

test('a node started afterwards with an empty folder serves the active version from the database', async () => {
  await cluster.stopNode('b', 'SIGTERM');
  fs.rmSync(nodeB().env.DEPLOYMENTS_DIR!, { recursive: true, force: true });
  await cluster.startNode('b');
  expect(await readCareersEntry(nodeB())).toContain('/deployments/careers/1.0.0-cluster/remoteEntry.js');
  expect(await readJobsPage(nodeB())).toContain('/deployments/careers/1.0.0-cluster/');
  const served = await fetch(`${nodeB().url}/deployments/careers/1.0.0-cluster/remoteEntry.js`);
  expect(served.status).toBe(200);
  const copy = path.join(nodeB().env.DEPLOYMENTS_DIR!, 'careers', '1.0.0-cluster', 'remoteEntry.js');
  expect(sha256(fs.readFileSync(copy))).toBe(sha256(new Uint8Array(await served.arrayBuffer())));
}, 180_000);
