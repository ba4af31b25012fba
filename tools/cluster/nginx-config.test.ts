import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { waitUntil } from '@chalein/testing/wait-until';
import { startManagedProcess, type ManagedProcess } from './managed-process';
import { buildNginxConfig } from './nginx-config';

// The cluster's nginx config on Debian's nginx, in front of two small HTTP servers standing in for the nodes: one
// that answers 503 to everything (a node that is not ready, or closing) and one that answers. A GET that meets the
// 503 is sent on to the other node; a POST is never sent to a second node, whatever the first answered.

interface StandInNode {
  port: number;
  /** the requests it received, as `METHOD path` */
  received: string[];
  close(): Promise<void>;
}

async function startStandInNode(status: number): Promise<StandInNode> {
  const received: string[] = [];
  const server = http.createServer((request, response) => {
    received.push(`${request.method} ${request.url}`);
    request.resume();
    request.on('end', () => response.writeHead(status, { 'content-type': 'text/plain' }).end(`answered ${status}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function findFreePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let unready: StandInNode;
let ready: StandInNode;
let nginx: ManagedProcess;
let prefix: string;
let url: string;

beforeAll(async () => {
  unready = await startStandInNode(503);
  ready = await startStandInNode(200);
  prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'chalein-nginx-config-'));
  // nginx's workers run as nobody when it is started as root, and write under its prefix
  fs.chmodSync(prefix, 0o755);
  const publicPort = await findFreePort();
  url = `http://127.0.0.1:${publicPort}`;
  const configFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(configFile, buildNginxConfig({ prefix, publicPort, nodePorts: [unready.port, ready.port] }));
  nginx = startManagedProcess({
    label: 'nginx',
    command: 'nginx',
    args: ['-e', 'stderr', '-p', prefix, '-c', configFile],
    env: { PATH: process.env.PATH },
    onOutput: () => undefined,
    onExit: () => undefined,
  });
  await waitUntil(async () => (await fetch(url).catch(() => null)) !== null, `nginx to answer on port ${publicPort}`, {
    timeoutMs: 10_000,
  });
});

afterAll(async () => {
  await nginx?.stop('SIGTERM');
  await unready?.close();
  await ready?.close();
  if (prefix) fs.rmSync(prefix, { recursive: true, force: true });
});

const requestsOf = (node: StandInNode, method: string) => node.received.filter((request) => request.startsWith(`${method} /app/`));

/**
 * Sends requests a tenth of a second apart until the unready node has received one (it is skipped for 2 s after each
 * 503, and each nginx worker keeps its own count), at most 40; returns their statuses.
 */
async function sendUntilUnreadyIsTried(method: 'GET' | 'POST'): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 40 && requestsOf(unready, method).length === 0; i += 1) {
    const response = await fetch(`${url}/app/${method.toLowerCase()}-${i}`, {
      method,
      ...(method === 'POST' ? { body: '{}', headers: { 'content-type': 'application/json' } } : {}),
    });
    statuses.push(response.status);
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return statuses;
}

test('a POST reaches one node only, even when that node answers 503', async () => {
  const statuses = await sendUntilUnreadyIsTried('POST');
  expect(requestsOf(unready, 'POST')).toHaveLength(1);
  // the one the unready node got was answered its 503, and no other node got it again
  expect(requestsOf(unready, 'POST').length + requestsOf(ready, 'POST').length).toBe(statuses.length);
  expect(statuses.filter((status) => status === 503)).toHaveLength(1);
});

test('a GET that a node answers 503 is sent on to the other node', async () => {
  const statuses = await sendUntilUnreadyIsTried('GET');
  expect(requestsOf(unready, 'GET')).toHaveLength(1);
  expect(statuses.every((status) => status === 200)).toBe(true);
  // the GET the unready node answered 503 reached the ready one too
  expect(requestsOf(ready, 'GET')).toHaveLength(statuses.length);
});
