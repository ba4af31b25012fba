import { Client } from 'pg';

// Test helpers (not tests) for the PostgreSQL databases that test runs and local clusters create. Their names carry
// their creator's pid (`<prefix><pid>_<random>`), so a later run can tell what a killed one left behind.

/** The same server's URL with another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** True while a process with this pid runs (a jest worker or a cluster's starter, of this run or another). */
export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Drops the databases named `<prefix><pid>_…` whose pid runs no more, connected as `adminUrl`'s role. */
export async function dropAbandonedDatabases(adminUrl: string, prefix: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${prefix}%`]);
    const ownerPid = new RegExp(`^${prefix}(\\d+)_`);
    for (const { datname } of rows) {
      const pid = Number(ownerPid.exec(datname)?.[1]);
      if (Number.isInteger(pid) && !isProcessRunning(pid)) await client.query(`drop database if exists ${datname} with (force)`);
    }
  } finally {
    await client.end();
  }
}
