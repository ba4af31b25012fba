import { spawn } from 'node:child_process';
import Redis from 'ioredis';
import { waitUntil } from '@chalein/testing/wait-until';
import { ensureDebianCommand } from './debian-packages';
import { findFreePort } from '../../../tools/jest/free-port';

// Test helpers (not tests): a Redis server of the test's own, a real redis-server process on a free loopback port
// with nothing saved to disk, stopped by the test. Debian's redis-server package is installed first when missing
// (as root, as on CI). CHALEIN_TEST_REDIS_URL names a running server to use instead.

export const REDIS_URL_VARIABLE = 'CHALEIN_TEST_REDIS_URL';

export interface TestRedis {
  url: string;
  stop: () => Promise<void>;
}

async function answersPing(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export async function startTestRedis(): Promise<TestRedis> {
  const given = process.env[REDIS_URL_VARIABLE]?.trim();
  if (given) return { url: given, stop: async () => undefined };
  const missing = await ensureDebianCommand('redis-server', 'redis-server');
  if (missing) throw new Error(`${missing}\nOr start a Redis server and set ${REDIS_URL_VARIABLE}=redis://127.0.0.1:6379`);
  const port = await findFreePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => {
    exited = true;
  });
  const url = `redis://127.0.0.1:${port}`;
  await waitUntil(async () => exited || (await answersPing(url)), `redis-server on port ${port} to answer`, { timeoutMs: 10_000 });
  if (exited) throw new Error(`redis-server on port ${port} exited at start`);
  return {
    url,
    async stop() {
      if (!exited) child.kill('SIGTERM');
      await exit;
    },
  };
}
