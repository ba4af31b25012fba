import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { DataEncryptionSettings } from './data-encryption-settings';
import { createFieldCipher, formatDataKey, generateDataKey, parseDataKey, type DataKey, type FieldCipher } from './field-cipher';

// Local runs need no setting: without DATA_ENCRYPTION_KEY the server keeps a key of its own beside the database
// file, readable by its user only, and reuses it at every start (docs/decisions/0011-personal-data-at-rest.md).

const KEY_FILE_MODE = 0o600;

/** `<database file>.key`: one key per database, so servers on different databases (tests, e2e) never share one. */
export function selectLocalKeyFile(databaseFile: string): string {
  return `${databaseFile}.key`;
}

function readKeyFile(keyFile: string): DataKey {
  if ((fs.statSync(keyFile).mode & 0o777) !== KEY_FILE_MODE) fs.chmodSync(keyFile, KEY_FILE_MODE);
  return parseDataKey(fs.readFileSync(keyFile, 'utf8'), keyFile);
}

/**
 * The key in `keyFile`, created on first use. The file is written whole under a temporary name and then linked into
 * place, which fails if it exists, so two processes starting at once (the server and the migration command) end up
 * with the same key and neither reads a half-written file.
 */
export function readOrCreateLocalDataKey(keyFile: string): DataKey {
  if (fs.existsSync(keyFile)) return readKeyFile(keyFile);
  const dataKey = generateDataKey(`local-${randomBytes(4).toString('hex')}`);
  const temporary = `${keyFile}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, `${formatDataKey(dataKey)}\n`, { mode: KEY_FILE_MODE, flag: 'wx' });
  try {
    fs.chmodSync(temporary, KEY_FILE_MODE);
    fs.linkSync(temporary, keyFile);
    return dataKey;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readKeyFile(keyFile);
    throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/**
 * The data key: DATA_ENCRYPTION_KEY when set, else the local key file beside the database (a key that lives only as
 * long as the process for an in-memory database), with the older keys that still decrypt.
 */
export function resolveDataKeys(settings: DataEncryptionSettings, databaseFile: string): { current: DataKey; older: DataKey[] } {
  const current =
    settings.currentKey ??
    (databaseFile === ':memory:' ? generateDataKey('memory') : readOrCreateLocalDataKey(selectLocalKeyFile(databaseFile)));
  return { current, older: settings.oldKeys };
}

/** The cipher of the encrypted columns, under the data key; older keys still decrypt. */
export function resolveFieldCipher(settings: DataEncryptionSettings, databaseFile: string): FieldCipher {
  const { current, older } = resolveDataKeys(settings, databaseFile);
  return createFieldCipher(current, older);
}
