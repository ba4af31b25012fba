import type { Kysely } from 'kysely';
import { createDatabase } from '../../api/src/db/database';
import type { Database } from '../../api/src/db/schema';
import { NODE_HEADER } from './nginx-config';
import { startCluster, type Cluster } from './start-cluster';

// Test helpers (not tests) of the cluster suite: a cluster started quietly (its processes' last lines are printed
// when it fails to start or a process dies), JSON posts that say which node answered, and a database handle of
// the test's own on the cluster's database.

export interface ClusterAnswer {
  status: number;
  /** the node's address as nginx reports it (127.0.0.1:4951), or the node asked directly */
  node: string;
  body: { success?: boolean; message?: string; data?: Record<string, unknown>; errors?: Record<string, string> };
}

export interface TestClusterOptions {
  nodeEnv?: Record<string, string>;
  /** every line the processes write (a test reading the nodes' logs) */
  onOutput?: (label: string, line: string) => void;
}

export async function startTestCluster(publicPort: number, { nodeEnv = {}, onOutput }: TestClusterOptions = {}): Promise<Cluster> {
  // the handler may run before startCluster returns (a node dying at start), when there is no cluster to ask yet
  const started: { cluster?: Cluster } = {};
  started.cluster = await startCluster({
    publicPort,
    // pages are not under test here: no render processes, so four of them do not compete for two cores
    nodeEnv: { SERVER_RENDERING: 'off', LOG_LEVEL: 'warn', ...nodeEnv },
    onOutput,
    onUnexpectedExit: (exit, message) => {
      console.error(`${message}; its last lines:\n${started.cluster?.readRecentOutput(exit.label).join('\n') ?? ''}`);
    },
  });
  return started.cluster;
}

/**
 * The node that answered: nginx lists every node it tried, in order ('127.0.0.1:4962, 127.0.0.1:4961' when the
 * first refused the connection), so the last; a node asked directly is the URL's own.
 */
export function readAnsweringNode(response: Response, url: string): string {
  const tried = response.headers.get(NODE_HEADER);
  return tried === null ? new URL(url).host : tried.split(',').at(-1)!.trim();
}

export async function postClusterJson(
  url: string,
  path: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<ClusterAnswer> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let body: ClusterAnswer['body'] = {};
  try {
    body = JSON.parse(text) as ClusterAnswer['body'];
  } catch {
    // nginx's own error pages (502 when a node died mid-request) are HTML
  }
  return { status: response.status, node: readAnsweringNode(response, url), body };
}

export function openClusterDatabase(cluster: Cluster): Kysely<Database> {
  return createDatabase({ engine: 'postgres', url: cluster.databaseUrl, poolSize: 4 });
}

/** A visitor's address for X-Forwarded-For, one per number (TEST-NET and private ranges: never a real visitor). */
export function buildVisitorAddress(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}
