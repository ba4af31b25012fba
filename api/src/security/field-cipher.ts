import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Column encryption for personal data at rest (docs/decisions/0011-personal-data-at-rest.md): AES-256-GCM with a random
// 12-byte IV per value. A stored value describes itself, `v1:<key id>:<iv>:<tag>:<ciphertext>` (base64url parts),
// so each value is decrypted with the key that encrypted it and keys can be rotated without a flag day.

export interface DataKey {
  /** names the key in every value it encrypts; letters, digits, '_' and '-' */
  id: string;
  /** 32 bytes */
  key: Buffer;
}

const FORMAT_VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const KEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** A stored value that cannot be decrypted: unknown key id, changed bytes, or not a value this module wrote. */
export class DecryptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DecryptionError';
  }
}

/** A key setting that cannot be used; the message names the setting. */
export class DataKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataKeyError';
  }
}

function decodeKeyMaterial(raw: string, setting: string): Buffer {
  if (/^[0-9a-fA-F]{64}$/.test(raw)) return Buffer.from(raw, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(raw)) {
    const key = Buffer.from(raw.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (key.length === KEY_BYTES) return key;
  }
  throw new DataKeyError(
    `${setting} must be a 32-byte key in base64 or hex (e.g. from \`openssl rand -base64 32\`), optionally preceded by a key id and a colon`,
  );
}

/** A key id derived from the key itself, for a key given without one: the same key always gets the same id. */
function deriveKeyId(key: Buffer): string {
  return `k${createHash('sha256').update(key).digest('hex').slice(0, 12)}`;
}

/** Reads `<id>:<key>` or a bare `<key>` (32 bytes, base64 or hex). */
export function parseDataKey(raw: string, setting: string): DataKey {
  const trimmed = raw.trim();
  const colon = trimmed.indexOf(':');
  if (colon === -1) {
    const key = decodeKeyMaterial(trimmed, setting);
    return { id: deriveKeyId(key), key };
  }
  const id = trimmed.slice(0, colon);
  if (!KEY_ID_PATTERN.test(id)) {
    throw new DataKeyError(`${setting}: the key id "${id}" must be 1 to 32 letters, digits, '_' or '-'`);
  }
  return { id, key: decodeKeyMaterial(trimmed.slice(colon + 1), setting) };
}

/** A comma-separated list of keys; empty when the setting is empty. */
export function parseDataKeyList(raw: string, setting: string): DataKey[] {
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => parseDataKey(entry, setting));
}

/** A fresh random key, written as DATA_ENCRYPTION_KEY takes it. */
export function generateDataKey(id: string): DataKey {
  return { id, key: randomBytes(KEY_BYTES) };
}

export function formatDataKey(dataKey: DataKey): string {
  return `${dataKey.id}:${dataKey.key.toString('base64')}`;
}

/**
 * Encrypts with `current`, decrypts with whichever of `current` and `older` a value names. `context` (e.g. the
 * column's name) is authenticated with the value, so a value copied into another column does not decrypt there.
 */
export function createFieldCipher(current: DataKey, older: readonly DataKey[] = []) {
  const keys = new Map<string, Buffer>();
  for (const dataKey of [current, ...older]) {
    const known = keys.get(dataKey.id);
    if (known && !known.equals(dataKey.key)) throw new DataKeyError(`two different keys have the id "${dataKey.id}"`);
    keys.set(dataKey.id, dataKey.key);
  }
  const associatedData = (keyId: string, context: string) => Buffer.from(`${FORMAT_VERSION}:${keyId}:${context}`, 'utf8');

  return {
    currentKeyId: current.id,

    encrypt(plain: string, context: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(associatedData(current.id, context));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
      return [FORMAT_VERSION, current.id, ...parts].join(':');
    },

    decrypt(stored: string, context: string): string {
      const parts = stored.split(':');
      if (parts.length !== 5 || parts[0] !== FORMAT_VERSION) throw new DecryptionError('not an encrypted value');
      const [, keyId, ivText, tagText, ciphertextText] = parts as [string, string, string, string, string];
      const key = keys.get(keyId);
      if (!key) throw new DecryptionError(`no key with the id "${keyId}" is configured`);
      const iv = Buffer.from(ivText, 'base64url');
      const tag = Buffer.from(tagText, 'base64url');
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new DecryptionError('not an encrypted value');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
        decipher.setAAD(associatedData(keyId, context));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(Buffer.from(ciphertextText, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        // GCM's tag check: the value, its IV, its key id or its context was changed
        throw new DecryptionError('the value was altered or belongs elsewhere');
      }
    },

    /** True when the value was written by this module (under any key); older rows may still hold plain text. */
    isEncrypted(stored: string): boolean {
      return stored.startsWith(`${FORMAT_VERSION}:`) && stored.split(':').length === 5;
    },

    /** True when the value is encrypted under the current key (nothing to re-encrypt after a rotation). */
    isCurrent(stored: string): boolean {
      return stored.startsWith(`${FORMAT_VERSION}:${current.id}:`);
    },
  };
}

export type FieldCipher = ReturnType<typeof createFieldCipher>;
