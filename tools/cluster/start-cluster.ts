import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { dropAbandonedDatabases, withDatabase } from '../../api/src/test-support/postgres-databases';
import { ensureDebianCommand } from '../../api/src/test-support/debian-packages';
import { ensureTestPostgres } from '../../api/src/test-support/postgres-server';
import { builtServerArgs, ensureApiBuilt } from '../jest/built-api-server';
import { waitUntil } from '@chalein/testing/wait-until';
import { endAbandonedCluster, removeClusterRecord, writeClusterRecord } from './abandoned-cluster';
import { startManagedProcess, type ManagedProcess, type ProcessExit } from './managed-process';
import { buildNginxConfig } from './nginx-config';

// Chalein as it runs on several machines, on this one (docs/decisions/0025-cluster.md): a PostgreSQL database of its own,
// a Redis server of its own (nothing written to disk), API nodes (`node api/dist/server.js`, each with its own private
// folders, as separate machines would have) sharing the database, Redis and the secrets, and nginx in front of them
// on one public port. `npm run cluster` (run-cluster.ts) and the cluster tests start it through startCluster.

// from __filename: tsx gives a .ts module imported from an ES module (cluster-bench.mjs) a wrong __dirname
export const REPO_ROOT = path.resolve(path.dirname(__filename), '..', '..');

/** Every cluster database's name starts so, then the pid of the process that made it: a killed run is tidied later. */
const DATABASE_PREFIX = 'chalein_cluster_';

export interface ClusterOptions {
  /** nginx's port; the nodes take the ports after it, then Redis */
  publicPort: number;
  /** API nodes behind nginx (default 2) */
  nodeCount?: number;
  /** extra settings for every node (LOG_LEVEL, SERVER_RENDERING, RATE_LIMIT_FORMS_PER_MINUTE ...) */
  nodeEnv?: Readonly<Record<string, string>>;
  /** each line a process writes, with its label ('node a', 'nginx', 'redis'); default: dropped */
  onOutput?: (label: string, line: string) => void;
  /** a process that exits without being told to, with a sentence saying which and how */
  onUnexpectedExit?: (exit: ProcessExit, message: string) => void;
}

export interface ClusterNode {
  /** a, b, c ... */
  name: string;
  label: string;
  port: number;
  /** the node itself, bypassing nginx */
  url: string;
  /** this node's own folder of private uploads (another machine's disk, in production) */
  privateUploadsDir: string;
  /** the app's settings this node runs with (loadConfig of it is the node's config), PATH and HOME aside */
  env: Readonly<Record<string, string>>;
  isRunning(): boolean;
}

export interface Cluster {
  /** nginx: the address visitors use */
  url: string;
  nodes: readonly ClusterNode[];
  /** the cluster's own database (dropped by stop) */
  databaseUrl: string;
  redisUrl: string;
  /** what every node shares: DATABASE_URL, REDIS_URL, NODES and the secrets */
  sharedEnv: Readonly<Record<string, string>>;
  /** the cluster's temporary folder: nginx's prefix and each node's private folders */
  dir: string;
  /** the node named `name` (a, b ...), running or not */
  findNode(name: string): ClusterNode;
  /** stops one node (SIGKILL: it dies as a crashed machine does, mid-request); nginx sends its traffic to the others */
  stopNode(name: string, signal?: NodeJS.Signals): Promise<void>;
  /** starts a stopped node again, with the same port and settings, and waits until it answers */
  startNode(name: string): Promise<void>;
  /** the last lines a process wrote ('node a', 'nginx', 'redis') */
  readRecentOutput(label: string): string[];
  /** nginx, the nodes, Redis; then drops the database and removes the folder */
  stop(): Promise<void>;
}

const NODE_NAMES = 'abcdefghij';

async function runAdminQueries(adminUrl: string, run: (client: Client) => Promise<void>): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** A database of this run's own on the machine's PostgreSQL (started, or installed as root, by ensureTestPostgres). */
async function createClusterDatabase(): Promise<{ adminUrl: string; name: string; url: string }> {
  const adminUrl = await ensureTestPostgres();
  const name = `${DATABASE_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  await dropAbandonedDatabases(adminUrl, DATABASE_PREFIX);
  await runAdminQueries(adminUrl, async (client) => {
    await client.query(`create database ${name}`);
  });
  return { adminUrl, name, url: withDatabase(adminUrl, name) };
}

function assertPortFree(port: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`port ${port} (${what}) is in use; choose another port for the cluster`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** Redis answers PING with +PONG; a raw socket says so without a client library. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString('latin1').startsWith('+PONG')));
  });
}

async function answersHealth(url: string): Promise<boolean> {
  return answersOk(`${url}/api/health`);
}

async function answersOk(address: string): Promise<boolean> {
  try {
    const response = await fetch(address, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * Whether a node may take visitors: its /readyz (database, Redis, render processes) answers 200. nginx is started,
 * and so sends traffic, only once every node is ready.
 */
async function answersReady(url: string): Promise<boolean> {
  return answersOk(`${url}/readyz`);
}

/** Waits for `ready`, failing at once (with the process's last lines) if the process exits first. */
async function waitForProcess(process: ManagedProcess, ready: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  await waitUntil(async () => !process.isRunning() || (await ready()), what, { timeoutMs, intervalMs: 100 });
  if (!process.isRunning()) {
    throw new Error(`${process.label} exited before ${what}; its last lines:\n${process.readRecentOutput().join('\n')}`);
  }
}

function describeExit(exit: ProcessExit, port: number | undefined): string {
  const how = exit.signal ? `was killed by ${exit.signal}` : exit.code === null ? 'could not start' : `exited with code ${exit.code}`;
  return `${exit.label}${port ? ` (port ${port}` : ' ('}${port ? ', ' : ''}pid ${exit.pid ?? '?'}) ${how}`;
}

/** Settings every node shares: the same database, Redis and secrets, drawn for this run. */
function buildSharedEnv(databaseUrl: string, redisUrl: string, nodeCount: number, publicPort: number): Record<string, string> {
  return {
    // the address visitors reach through nginx: every node writes its canonical links and share images from it
    PUBLIC_ORIGIN: `http://localhost:${publicPort}`,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    NODES: String(nodeCount),
    // a sandbox payment signed on one node is verified on another, a driver's details encrypted on one are read on
    // another, a preview link made on one opens on another: so one secret each, not one per process
    PAYMENT_SANDBOX_SECRET: randomBytes(24).toString('hex'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    DEPLOY_PREVIEW_SECRET: randomBytes(32).toString('hex'),
    // nginx on loopback is the only proxy the nodes believe about the visitor's address (nginx-config.ts)
    TRUST_PROXY: '127.0.0.1',
  };
}

/** redis-server and nginx, installed from Debian's packages when missing and running as root. */
export async function ensureClusterCommands(): Promise<void> {
  for (const [command, debianPackage] of [
    ['redis-server', 'redis-server'],
    ['nginx', 'nginx'],
  ] as const) {
    const missing = await ensureDebianCommand(command, debianPackage);
    if (missing) throw new Error(`${missing} The cluster needs it.`);
  }
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const nodeCount = options.nodeCount ?? 2;
  const publicPort = options.publicPort;
  const nodePorts = Array.from({ length: nodeCount }, (_, index) => publicPort + 1 + index);
  const redisPort = publicPort + nodeCount + 1;
  const onOutput = options.onOutput ?? (() => undefined);
  const processes = new Map<string, ManagedProcess>();
  const portOf = new Map<string, number>();
  let stopping = false;

  const ended = endAbandonedCluster(publicPort);
  if (ended.length > 0) onOutput('cluster', `ended what an earlier cluster on port ${publicPort} left running: ${ended.join(', ')}`);
  // killed processes free their ports at once, but a listening socket may take a moment to close
  if (ended.length > 0) await new Promise((resolve) => setTimeout(resolve, 200));
  await assertPortFree(publicPort, 'nginx');
  for (const port of nodePorts) await assertPortFree(port, 'an API node');
  await assertPortFree(redisPort, 'Redis');
  await ensureClusterCommands();
  ensureApiBuilt();

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chalein-cluster-'));
  // nginx's workers run as nobody when it is started as root, and write request bodies under its prefix in here
  fs.chmodSync(dir, 0o755);

  const onExit = (exit: ProcessExit) => {
    if (exit.expected || stopping) return;
    const message = describeExit(exit, portOf.get(exit.label));
    options.onUnexpectedExit?.(exit, message);
  };
  const launch = (label: string, command: string, args: string[], env: NodeJS.ProcessEnv, port?: number): ManagedProcess => {
    if (port !== undefined) portOf.set(label, port);
    const managed = startManagedProcess({ label, command, args, env, cwd: REPO_ROOT, onOutput, onExit });
    processes.set(label, managed);
    writeClusterRecord(
      publicPort,
      dir,
      [...processes.values()].flatMap((started) => (started.pid === undefined ? [] : [started.pid])),
    );
    return managed;
  };

  let database: { adminUrl: string; name: string; url: string } | null = null;
  const stop = async () => {
    stopping = true;
    // the way in first, so no visitor reaches a node that is closing; then the nodes; Redis last
    await processes.get('nginx')?.stop('SIGTERM');
    await Promise.all(
      [...processes.values()].filter((managed) => managed.label.startsWith('node ')).map((managed) => managed.stop('SIGTERM')),
    );
    await processes.get('redis')?.stop('SIGTERM');
    if (database) {
      const { adminUrl, name } = database;
      await runAdminQueries(adminUrl, async (client) => {
        await client.query(`drop database if exists ${name} with (force)`);
      });
    }
    fs.rmSync(dir, { recursive: true, force: true });
    removeClusterRecord(publicPort);
  };

  try {
    const redis = launch(
      'redis',
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        PATH: process.env.PATH,
      },
      redisPort,
    );
    database = await createClusterDatabase();
    await waitForProcess(redis, () => answersPing(redisPort), `redis-server to answer on port ${redisPort}`, 10_000);
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    const sharedEnv = buildSharedEnv(database.url, redisUrl, nodeCount, publicPort);

    const nodes: ClusterNode[] = nodePorts.map((port, index) => {
      const name = NODE_NAMES[index]!;
      const own = path.join(dir, `node-${name}`);
      const privateUploadsDir = path.join(own, 'private');
      return {
        name,
        label: `node ${name}`,
        port,
        url: `http://127.0.0.1:${port}`,
        privateUploadsDir,
        env: {
          LOG_LEVEL: 'warn',
          ...sharedEnv,
          PORT: String(port),
          HOST: '127.0.0.1',
          // each node's disk is its own, as on separate machines
          PRIVATE_UPLOADS_DIR: privateUploadsDir,
          DEPLOYMENTS_DIR: path.join(own, 'deployments'),
          DATABASE_FILE: path.join(own, 'unused.db'),
          ...options.nodeEnv,
        },
        isRunning: () => processes.get(`node ${name}`)?.isRunning() ?? false,
      };
    });
    const findNode = (name: string): ClusterNode => {
      const node = nodes.find((candidate) => candidate.name === name);
      if (!node) throw new Error(`the cluster has no node ${name}`);
      return node;
    };
    const startNode = async (name: string) => {
      const node = findNode(name);
      if (node.isRunning()) return;
      fs.mkdirSync(node.env.DEPLOYMENTS_DIR!, { recursive: true });
      const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, ...node.env };
      // the compiled server, as production runs it: one node process, so stopping it (or killing it) ends the server
      const managed = launch(node.label, process.execPath, [...builtServerArgs], env, node.port);
      await waitForProcess(managed, () => answersReady(node.url), `${node.label} to be ready (/readyz) on port ${node.port}`, 90_000);
    };

    // one after the other: the first migrates and seeds the new database, the next finds it ready
    for (const node of nodes) await startNode(node.name);

    const prefix = path.join(dir, 'nginx');
    fs.mkdirSync(prefix, { mode: 0o755 });
    const configFile = path.join(prefix, 'nginx.conf');
    fs.writeFileSync(configFile, buildNginxConfig({ prefix, publicPort, nodePorts }));
    const nginx = launch('nginx', 'nginx', ['-e', 'stderr', '-p', prefix, '-c', configFile], { PATH: process.env.PATH }, publicPort);
    const url = `http://127.0.0.1:${publicPort}`;
    await waitForProcess(nginx, () => answersHealth(url), `nginx to answer on port ${publicPort}`, 10_000);

    return {
      url,
      nodes,
      databaseUrl: database.url,
      redisUrl,
      sharedEnv,
      dir,
      findNode,
      async stopNode(name, signal = 'SIGKILL') {
        await processes.get(findNode(name).label)?.stop(signal);
      },
      startNode,
      readRecentOutput: (label) => processes.get(label)?.readRecentOutput() ?? [],
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
