import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { DataEncryptionSettings } from '../security/data-encryption-settings';
import { DataKeyError, DecryptionError, generateDataKey, type DataKey } from '../security/field-cipher';
import { readOrCreateLocalDataKey, selectLocalKeyFile } from '../security/local-data-key';

// The database store's chunks are encrypted with the data key of the encrypted columns (DATA_ENCRYPTION_KEY,
// docs/decisions/0011-personal-data-at-rest.md): a file moved out of a 0700 folder into a database that backups, replicas
// and other tools read must not be readable there as it was uploaded (docs/decisions/0027-shared-file-storage.md).
// AES-256-GCM, a random 12-byte IV per chunk. A stored chunk describes itself:
//   'c1' | key id length (1 byte) | key id | IV (12) | tag (16) | ciphertext
// and authenticates its place: the area, the file's key and the chunk's index, so a chunk copied into another file
// or another place in its file does not decrypt.

const FORMAT = Buffer.from('c1', 'latin1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface ChunkPlace {
  area: string;
  fileKey: string;
  index: number;
}

export interface ChunkCipher {
  encryptChunk(plain: Buffer, place: ChunkPlace): Buffer;
  decryptChunk(stored: Buffer, place: ChunkPlace): Buffer;
}

const associatedData = (keyId: string, { area, fileKey, index }: ChunkPlace) =>
  Buffer.from(`c1:${keyId}:${area}:${fileKey}:${index}`, 'utf8');

/** Encrypts with `current`, decrypts with whichever of `current` and `older` a chunk names. */
export function createChunkCipher(current: DataKey, older: readonly DataKey[] = []): ChunkCipher {
  const keys = new Map<string, Buffer>();
  for (const dataKey of [current, ...older]) {
    const known = keys.get(dataKey.id);
    if (known && !known.equals(dataKey.key)) throw new DataKeyError(`two different keys have the id "${dataKey.id}"`);
    keys.set(dataKey.id, dataKey.key);
  }
  const currentId = Buffer.from(current.id, 'latin1');
  return {
    encryptChunk(plain, place) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(associatedData(current.id, place));
      const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([FORMAT, Buffer.from([currentId.length]), currentId, iv, cipher.getAuthTag(), ciphertext]);
    },

    decryptChunk(stored, place) {
      if (stored.length < FORMAT.length + 1 || !stored.subarray(0, FORMAT.length).equals(FORMAT)) {
        throw new DecryptionError('not an encrypted chunk');
      }
      const idLength = stored[FORMAT.length]!;
      const idStart = FORMAT.length + 1;
      const ivStart = idStart + idLength;
      const tagStart = ivStart + IV_BYTES;
      const dataStart = tagStart + TAG_BYTES;
      if (stored.length < dataStart) throw new DecryptionError('not an encrypted chunk');
      const keyId = stored.toString('latin1', idStart, ivStart);
      const key = keys.get(keyId);
      if (!key) throw new DecryptionError(`no key with the id "${keyId}" is configured`);
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, stored.subarray(ivStart, tagStart), { authTagLength: TAG_BYTES });
        decipher.setAAD(associatedData(keyId, place));
        decipher.setAuthTag(stored.subarray(tagStart, dataStart));
        return Buffer.concat([decipher.update(stored.subarray(dataStart)), decipher.final()]);
      } catch {
        // GCM's tag check: the chunk, its IV, its key id or its place was changed
        throw new DecryptionError('the chunk was altered or belongs elsewhere');
      }
    },
  };
}

/**
 * The chunk cipher of a server: DATA_ENCRYPTION_KEY (required with DATABASE_URL), else the local key file beside the
 * SQLite database, as the encrypted columns have it; older keys still decrypt.
 */
export function resolveChunkCipher(settings: DataEncryptionSettings, databaseFile: string): ChunkCipher {
  const current =
    settings.currentKey ??
    (databaseFile === ':memory:' ? generateDataKey('memory') : readOrCreateLocalDataKey(selectLocalKeyFile(databaseFile)));
  return createChunkCipher(current, settings.oldKeys);
}
