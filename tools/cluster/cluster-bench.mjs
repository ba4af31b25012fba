import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { contactMessage } from '../../testing/src/fixtures/contact-message.ts';
import { buildVisitorAddress } from './cluster-test-kit.ts';
import { startManagedProcess } from './managed-process.ts';
import { buildNginxConfig } from './nginx-config.ts';
import { startCluster } from './start-cluster.ts';

// `npm run bench:cluster`: throughput and p99 latency of GET /api/testimonials and of a contact form post, through
// nginx to one API node and through nginx to two, in one run, so the figure that matters is the ratio between them
// (docs/decisions/0025-cluster.md). The cluster is the real one (PostgreSQL, Redis, two nodes, nginx); a second nginx in
// front of node a alone is the one-node case, so both paths pay for the same proxy hop. Rounds take turns between
// the two, and each figure is all its rounds' requests over their time (p99: the median of the rounds').
// BENCH_SECONDS (a round, default 5), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default 32).

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PUBLIC_PORT = 4970;
const ONE_NODE_PORT = 4975;

const contactBody = JSON.stringify(contactMessage);

let visitor = 0;
/** every post from a visitor of its own (X-Forwarded-For, believed from loopback): many people, under the limit */
function addVisitor(request) {
  visitor += 1;
  return {
    ...request,
    headers: { ...request.headers, 'x-forwarded-for': buildVisitorAddress(visitor) },
  };
}

const workloads = [
  { label: 'GET /api/testimonials', request: { method: 'GET', path: '/api/testimonials' } },
  {
    label: 'POST /api/contact-us',
    request: {
      method: 'POST',
      path: '/api/contact-us',
      headers: { 'content-type': 'application/json' },
      body: contactBody,
      setupRequest: addVisitor,
    },
  },
];

async function load(url, workload, duration) {
  const result = await autocannon({ url, connections, duration, requests: [workload.request] });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${workload.label} at ${url}: ${result.errors} errors and ${result.non2xx} answers other than 2xx under load`);
  }
  return result;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function startOneNodeNginx(cluster) {
  const prefix = path.join(cluster.dir, 'nginx-one-node');
  fs.mkdirSync(prefix, { mode: 0o755 });
  const configFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(configFile, buildNginxConfig({ prefix, publicPort: ONE_NODE_PORT, nodePorts: [cluster.nodes[0].port] }));
  const nginx = startManagedProcess({
    label: 'nginx (node a only)',
    command: 'nginx',
    args: ['-e', 'stderr', '-p', prefix, '-c', configFile],
    env: { PATH: process.env.PATH },
    onOutput: (label, line) => console.log(`[${label}] ${line}`),
    onExit: () => undefined,
  });
  const url = `http://127.0.0.1:${ONE_NODE_PORT}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { url, nginx };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the one-node nginx did not answer');
}

async function runBench() {
  console.log(
    `cluster bench: ${rounds} rounds of ${seconds} s per figure, ${connections} connections, on ${(await import('node:os')).availableParallelism()} cores`,
  );
  const cluster = await startCluster({
    publicPort: PUBLIC_PORT,
    // the API alone: no render processes competing for the cores; warnings only, as a busy production log would not be
    nodeEnv: { SERVER_RENDERING: 'off', LOG_LEVEL: 'warn' },
    onUnexpectedExit: (_exit, message) => console.error(message),
  });
  let oneNode;
  try {
    oneNode = await startOneNodeNginx(cluster);
    const setups = [
      { label: 'one node', url: oneNode.url },
      { label: 'two nodes', url: cluster.url },
    ];
    const figures = [];
    for (const workload of workloads) {
      for (const setup of setups) await load(setup.url, workload, 2);
      const results = new Map(setups.map((setup) => [setup.label, []]));
      for (let round = 0; round < rounds; round += 1) {
        for (const setup of setups) results.get(setup.label).push(await load(setup.url, workload, seconds));
      }
      for (const setup of setups) {
        const runs = results.get(setup.label);
        const requests = runs.reduce((sum, run) => sum + run.requests.total, 0);
        const elapsed = runs.reduce((sum, run) => sum + run.duration, 0);
        figures.push({
          workload: workload.label,
          setup: setup.label,
          rps: requests / elapsed,
          p99: median(runs.map((run) => run.latency.p99)),
        });
      }
    }
    console.log('\nworkload                 setup       req/s    p99 ms');
    for (const figure of figures) {
      console.log(
        `${figure.workload.padEnd(24)} ${figure.setup.padEnd(10)} ${figure.rps.toFixed(0).padStart(7)} ${figure.p99.toFixed(0).padStart(8)}`,
      );
    }
    console.log('');
    for (const workload of workloads) {
      const [one, two] = setups.map((setup) =>
        figures.find((figure) => figure.workload === workload.label && figure.setup === setup.label),
      );
      console.log(
        `${workload.label}: two nodes / one node = ${(two.rps / one.rps).toFixed(2)}x throughput, p99 ${(two.p99 / one.p99).toFixed(2)}x`,
      );
    }
  } finally {
    await oneNode?.nginx.stop();
    await cluster.stop();
  }
}

runBench().catch((error) => {
  console.error(error);
  process.exit(1);
});
