import fs from 'node:fs';
import path from 'node:path';
import { createTempDir } from '../test-support/temp-dir';
import { createDatabase } from './database';

// The database holds personal data: its file, its WAL and shared-memory files and its folder are the server
// user's alone, whatever the umask of the process that created them.

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('the database files', () => {
  let dir: string;
  let previousUmask: number;

  beforeEach(() => {
    dir = createTempDir();
    // the usual umask, under which files come out 0644 and folders 0755
    previousUmask = process.umask(0o022);
  });
  afterEach(() => {
    process.umask(previousUmask);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('creates the folder 0700 and the database, -wal and -shm files 0600', async () => {
    const file = path.join(dir, 'data', 'chalein.db');
    const db = createDatabase(file);
    try {
      await db.schema.createTable('probe').addColumn('id', 'integer').execute();
      await db
        .insertInto('probe' as never)
        .values({ id: 1 } as never)
        .execute();
      expect(modeOf(path.join(dir, 'data'))).toBe(0o700);
      expect(fs.existsSync(`${file}-wal`)).toBe(true);
      expect(fs.existsSync(`${file}-shm`)).toBe(true);
      expect([modeOf(file), modeOf(`${file}-wal`), modeOf(`${file}-shm`)]).toEqual([0o600, 0o600, 0o600]);
    } finally {
      await db.destroy();
    }
  });

  it('makes the files and the folder of an existing database private at start', async () => {
    const folder = path.join(dir, 'data');
    const file = path.join(folder, 'chalein.db');
    const first = createDatabase(file);
    await first.schema.createTable('probe').addColumn('id', 'integer').execute();
    await first.destroy();
    // as an earlier version left them
    fs.chmodSync(folder, 0o755);
    fs.chmodSync(file, 0o644);
    fs.writeFileSync(`${file}-wal`, '');
    fs.chmodSync(`${file}-wal`, 0o644);

    const again = createDatabase(file);
    try {
      expect([modeOf(folder), modeOf(file), modeOf(`${file}-wal`)]).toEqual([0o700, 0o600, 0o600]);
    } finally {
      await again.destroy();
    }
  });
});
