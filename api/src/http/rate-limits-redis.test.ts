import Redis from 'ioredis';
import { contactMessage } from '@chalein/testing/fixtures/contact-message';
import { startTestRedis, type TestRedis } from '../test-support/redis-server';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { RATE_LIMIT_KEY_PREFIX, RATE_LIMIT_MESSAGE } from './rate-limits';
import { readEnglishMessage } from '@chalein/testing/validation-messages';

// Two API servers (two apps, each with its own database file here) count form posts in one real Redis server, as
// several nodes behind one address do: a visitor gets 10 posts a minute in all, whichever server answers.

// two apps migrate and seed their databases in each test: more than jest's default 5 s on a busy machine
jest.setTimeout(60_000);

let redis: TestRedis;
const apps: TestApp[] = [];

beforeAll(async () => {
  redis = await startTestRedis();
}, 180_000);

afterEach(async () => {
  await Promise.all(apps.splice(0).map((testApp) => testApp.closeTestApp()));
});

afterAll(async () => {
  await redis?.stop();
});

async function startNode(env: Record<string, string> = {}): Promise<TestApp> {
  const testApp = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '10', ...env });
  apps.push(testApp);
  return testApp;
}

function postContact(node: TestApp, visitor: string) {
  return node.app.inject({ method: 'POST', url: '/api/contact-us', payload: contactMessage, remoteAddress: visitor });
}

test('with REDIS_URL the 11th post in a minute from one visitor gets 429 whichever server answers', async () => {
  const nodeA = await startNode({ REDIS_URL: redis.url });
  const nodeB = await startNode({ REDIS_URL: redis.url });
  const visitor = '203.0.113.7';
  const statuses: number[] = [];
  for (let post = 0; post < 10; post += 1) statuses.push((await postContact(post % 2 === 0 ? nodeA : nodeB, visitor)).statusCode);
  expect(statuses).toEqual(Array(10).fill(201));
  for (const node of [nodeA, nodeB]) {
    const limited = await postContact(node, visitor);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: readEnglishMessage(RATE_LIMIT_MESSAGE) });
  }
  // another visitor is not affected
  expect((await postContact(nodeB, '203.0.113.8')).statusCode).toBe(201);
  // the counters are this site's keys in Redis, with the minute as their lifetime
  const client = new Redis(redis.url);
  try {
    const keys = await client.keys(`${RATE_LIMIT_KEY_PREFIX}*`);
    expect(keys.some((key) => key.includes('/api/contact-us') && key.endsWith('203.0.113.7'))).toBe(true);
    const ttl = await client.pttl(keys.find((key) => key.endsWith('203.0.113.7')) ?? '');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await client.flushall();
  } finally {
    client.disconnect();
  }
});

test('without REDIS_URL each server counts alone (one server is all that setting is for)', async () => {
  const nodeA = await startNode();
  const nodeB = await startNode();
  const visitor = '203.0.113.9';
  for (let post = 0; post < 10; post += 1) expect((await postContact(nodeA, visitor)).statusCode).toBe(201);
  expect((await postContact(nodeA, visitor)).statusCode).toBe(429);
  expect((await postContact(nodeB, visitor)).statusCode).toBe(201);
});

test('when Redis cannot be reached, posts are let through (and stored) rather than every form refused', async () => {
  const gone = await startTestRedis();
  const url = gone.url;
  await gone.stop();
  const node = await startNode({ REDIS_URL: url });
  const response = await postContact(node, '203.0.113.10');
  expect(response.statusCode).toBe(201);
  const rows = await node.app.db.selectFrom('contact_messages').select('id').execute();
  expect(rows).toHaveLength(1);
});

test('the driver status lookups are counted in Redis per address and per reference, whichever server answers', async () => {
  const limits = { REDIS_URL: redis.url, DRIVER_STATUS_LOOKUPS_PER_ADDRESS: '4', DRIVER_STATUS_LOOKUPS_PER_REFERENCE: '3' };
  const nodes = [await startNode(limits), await startNode(limits)];
  const lookUp = (index: number, reference: string, visitor: string) =>
    nodes[index % 2]!.app.inject({
      method: 'POST',
      url: '/api/driver-status/lookup',
      payload: { reference, contactNumber: '9876543210' },
      remoteAddress: visitor,
    });
  // one reference from a new address each time: the third is the last
  const byReference: number[] = [];
  for (let attempt = 0; attempt < 4; attempt += 1)
    byReference.push((await lookUp(attempt, 'CHD-ZZZZ-ZZZZ', `198.51.100.${attempt + 1}`)).statusCode);
  expect(byReference).toEqual([404, 404, 404, 429]);
  // one address, a new reference each time: the fourth is the last
  const byAddress: number[] = [];
  for (let attempt = 0; attempt < 5; attempt += 1)
    byAddress.push((await lookUp(attempt, `CHD-YYYY-000${attempt}`, '198.51.100.50')).statusCode);
  expect(byAddress).toEqual([404, 404, 404, 404, 429]);
  // the reference's counter is kept under its hash: Redis holds no reference
  const client = new Redis(redis.url);
  try {
    const keys = await client.keys(`${RATE_LIMIT_KEY_PREFIX}*`);
    expect(keys.some((key) => key.includes('driver-status-reference:'))).toBe(true);
    expect(keys.some((key) => key.includes('ZZZZ'))).toBe(false);
    await client.flushall();
  } finally {
    client.disconnect();
  }
});
