import Redis from 'ioredis';
import { RATE_LIMIT_KEY_PREFIX } from '../http/rate-limits';
import { startTestRedis, type TestRedis } from '../test-support/redis-server';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { TOO_MANY_ATTEMPTS } from './staff-sign-in-routes';
import { injectStaffWrite } from './staff-test-kit';

// Two API servers count one account's sign-in attempts in one real Redis server, as nodes behind one address do:
// the limit holds whichever node the attempts reach.

jest.setTimeout(60_000);

let redis: TestRedis;
const apps: TestApp[] = [];
const saved = { ...process.env };

beforeAll(async () => {
  redis = await startTestRedis();
  process.env.STAFF_SIGN_IN_ATTEMPTS_PER_ACCOUNT = '3';
}, 180_000);

afterAll(async () => {
  process.env = saved;
  await Promise.all(apps.map((testApp) => testApp.closeTestApp()));
  await redis?.stop();
});

test('with REDIS_URL an account past its attempts is refused by every node', async () => {
  for (let node = 0; node < 2; node += 1) apps.push(await createTestApp({ REDIS_URL: redis.url }));
  const attempt = (node: number, address: string) =>
    injectStaffWrite(apps[node]!.app, {
      url: '/api/staff/sign-in',
      remoteAddress: address,
      payload: { email: 'Spread.Out@chalein.in', password: 'not the password at all' },
    });
  const statuses = [];
  for (let index = 0; index < 3; index += 1) statuses.push((await attempt(index % 2, `198.18.0.${index}`)).statusCode);
  expect(statuses).toEqual([401, 401, 401]);
  for (const node of [0, 1]) {
    const answer = await attempt(node, `198.18.1.${node}`);
    expect({ status: answer.statusCode, message: answer.json().message }).toEqual({ status: 429, message: TOO_MANY_ATTEMPTS });
  }
  const client = new Redis(redis.url);
  try {
    const keys = await client.keys(`${RATE_LIMIT_KEY_PREFIX}*staff-account:*`);
    expect(keys).toHaveLength(1);
    // the account is named by a hash: Redis holds no email address
    expect(keys[0]).not.toMatch(/spread/i);
  } finally {
    client.disconnect();
  }
});
