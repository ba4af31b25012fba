import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDebianCommand, isRoot } from './debian-packages';

// Test helpers (not tests): the PostgreSQL server the api-postgres jest project runs the API tests against
// (docs/decisions/0026-postgresql.md). CI machines have Debian's PostgreSQL installed but stopped; a developer may have
// none. As root this starts the cluster (installing Debian's postgresql first when it is missing) and gives the
// tests a role of their own that logs in with a password over TCP, as Debian's pg_hba.conf allows; otherwise it says
// what to do. CHALEIN_TEST_POSTGRES_URL skips all of that and names a server to use instead.

export const POSTGRES_URL_VARIABLE = 'CHALEIN_TEST_POSTGRES_URL';

const ROLE = 'chalein_test';

/** Where the role's password is kept between runs, readable by root only (a second jest run reuses it). */
const PASSWORD_FILE = path.join(os.homedir(), '.cache', 'chalein', 'postgres-test-role');

export class PostgresSetupError extends Error {
  constructor(message: string) {
    super(`${message}\n\n${howToProvide()}`);
    this.name = 'PostgresSetupError';
  }
}

function howToProvide(): string {
  return [
    'The api-postgres tests need PostgreSQL. Either run them as root on Debian (they install and start',
    "Debian's postgresql package themselves), or start a server and name a role that may create databases:",
    '',
    `  ${POSTGRES_URL_VARIABLE}=postgres://user:password@127.0.0.1:5432/postgres npx jest --selectProjects api-postgres`,
  ].join('\n');
}

interface Cluster {
  version: string;
  name: string;
  port: number;
  online: boolean;
}

/** pg_lsclusters' table: `Ver Cluster Port Status Owner Data-directory Log-file`. */
function listClusters(): Cluster[] {
  const result = spawnSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' });
  if (result.status !== 0) return [];
  return result.stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 4 && /^\d+$/.test(fields[2] ?? ''))
    .map(([version, name, port, status]) => ({ version: version!, name: name!, port: Number(port), online: status!.startsWith('online') }));
}

/** Runs SQL as the postgres superuser over the local socket (Debian's peer authentication). */
function runAsSuperuser(cluster: Cluster, statements: string): string {
  const result = spawnSync(
    'runuser',
    ['-u', 'postgres', '--', 'psql', '-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-p', String(cluster.port), '-d', 'postgres'],
    {
      input: statements,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0)
    throw new PostgresSetupError(`psql as postgres failed: ${result.stderr || result.error?.message || 'unknown error'}`);
  return result.stdout;
}

function readOrCreatePassword(): { password: string; created: boolean } {
  try {
    return { password: fs.readFileSync(PASSWORD_FILE, 'utf8').trim(), created: false };
  } catch {
    const password = randomBytes(18).toString('hex');
    fs.mkdirSync(path.dirname(PASSWORD_FILE), { recursive: true, mode: 0o700 });
    fs.writeFileSync(PASSWORD_FILE, `${password}\n`, { mode: 0o600 });
    return { password, created: true };
  }
}

/**
 * A URL of a role that may create databases, on a running server: CHALEIN_TEST_POSTGRES_URL when set, else the local
 * Debian cluster, installed, started and given the tests' role as needed.
 */
export async function ensureTestPostgres(): Promise<string> {
  const given = process.env[POSTGRES_URL_VARIABLE]?.trim();
  if (given) return given;
  const missing = await ensureDebianCommand('pg_lsclusters', 'postgresql');
  if (missing) throw new PostgresSetupError(missing);
  let [cluster] = listClusters().sort((a, b) => Number(b.online) - Number(a.online));
  if (!cluster)
    throw new PostgresSetupError(
      'PostgreSQL is installed but has no cluster (pg_lsclusters lists none); create one with pg_createcluster.',
    );
  if (!isRoot())
    throw new PostgresSetupError(
      `Not running as root, so cannot start cluster ${cluster.version}/${cluster.name} nor create the tests' role.`,
    );
  if (!cluster.online) {
    const started = Date.now();
    const result = spawnSync('pg_ctlcluster', [cluster.version, cluster.name, 'start'], { encoding: 'utf8' });
    if (result.status !== 0)
      throw new PostgresSetupError(`pg_ctlcluster ${cluster.version} ${cluster.name} start failed: ${result.stderr}`);
    console.log(`postgres-server: started cluster ${cluster.version}/${cluster.name} in ${Date.now() - started} ms`);
    cluster = { ...cluster, online: true };
  }
  const { password, created } = readOrCreatePassword();
  const exists = runAsSuperuser(cluster, `select 1 from pg_roles where rolname = '${ROLE}'`).trim() === '1';
  if (!exists || created) {
    // the password is hex, so it can be written into the statement as it is
    runAsSuperuser(cluster, `${exists ? 'alter' : 'create'} role ${ROLE} with login createdb password '${password}'`);
  }
  return `postgres://${ROLE}:${password}@127.0.0.1:${cluster.port}/postgres`;
}
