import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { RemoteName } from '@chalein/shared/lib/routes';
import type { Database } from '../db/schema';
import type { StoredVersion } from './deployment-registry';
import { readFileChunks } from './registry-store';

// Each node's copies of the versions' files, in DEPLOYMENTS_DIR/<remote>/<version>/: the files are served, preloaded
// and handed to render processes from there. A copy is trusted only once its bytes match the sha256 the registry
// recorded at upload; a file missing or different is written again from the database, through a temporary file
// renamed into place, so nothing half-written is ever served.

async function hashFile(file: string): Promise<string | null> {
  try {
    const hash = createHash('sha256');
    for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) hash.update(chunk);
    return hash.digest('hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export function createVersionCache(options: { db: Kysely<Database>; dir: string }) {
  /** versions whose copies were checked file by file since this process started: files never change once stored */
  const verified = new Set<string>();
  /** fills under way, so two requests for one version copy it once */
  const filling = new Map<string, Promise<void>>();

  async function copyFile(remote: RemoteName, version: string, relative: string, sha256: string, target: string): Promise<void> {
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
    const hash = createHash('sha256');
    try {
      const out = await fs.promises.open(temporary, 'wx', 0o644);
      try {
        for await (const chunk of readFileChunks(options.db, remote, version, relative)) {
          hash.update(chunk);
          await out.write(chunk);
        }
      } finally {
        await out.close();
      }
      const actual = hash.digest('hex');
      if (actual !== sha256) throw new Error(`${remote} ${version}: ${relative} reads back as sha256 ${actual}, not ${sha256}`);
      await fs.promises.rename(temporary, target);
    } finally {
      await fs.promises.rm(temporary, { force: true });
    }
  }

  async function fill(remote: RemoteName, stored: StoredVersion): Promise<void> {
    const root = path.join(options.dir, remote, stored.version);
    for (const [relative, file] of Object.entries(stored.files)) {
      const target = path.join(root, ...relative.split('/'));
      if ((await hashFile(target)) !== file.sha256) await copyFile(remote, stored.version, relative, file.sha256, target);
    }
  }

  return {
    /** Makes this node's copy of a stored version whole and checked; rejects when the database's bytes do not match. */
    fillVersion(remote: RemoteName, stored: StoredVersion): Promise<void> {
      const key = `${remote}/${stored.version}`;
      if (verified.has(key)) return Promise.resolve();
      const under = filling.get(key);
      if (under) return under;
      const run = fill(remote, stored)
        .then(() => {
          verified.add(key);
        })
        .finally(() => filling.delete(key));
      filling.set(key, run);
      return run;
    },

    /** A version whose files this node has just written and hashed itself (its upload). */
    noteVerified(remote: RemoteName, version: string): void {
      verified.add(`${remote}/${version}`);
    },

    /** A version pruned: a version of that name uploaded again later is checked anew. */
    forget(remote: RemoteName, version: string): void {
      verified.delete(`${remote}/${version}`);
    },
  };
}
