import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A fresh folder under the system's temp folder; tests remove it when done. */
export function createTempDir(prefix = 'chalein-api-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}
