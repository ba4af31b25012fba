import { randomBytes } from 'node:crypto';
import {
  createFieldCipher,
  DataKeyError,
  DecryptionError,
  formatDataKey,
  generateDataKey,
  parseDataKey,
  parseDataKeyList,
} from './field-cipher';

const CONTEXT = 'driver_registrations.bank_account_number';

describe('the field cipher (AES-256-GCM)', () => {
  const key2025 = generateDataKey('2025');
  const key2026 = generateDataKey('2026');

  it('decrypts what it encrypted, and never writes the same value twice (a random IV each time)', () => {
    const cipher = createFieldCipher(key2025);
    const first = cipher.encrypt('123456789012', CONTEXT);
    const second = cipher.encrypt('123456789012', CONTEXT);
    expect(first).toMatch(/^v1:2025:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/);
    expect(first).not.toContain('123456789012');
    expect(second).not.toBe(first);
    expect(cipher.decrypt(first, CONTEXT)).toBe('123456789012');
    expect(cipher.decrypt(second, CONTEXT)).toBe('123456789012');
    expect(cipher.decrypt(cipher.encrypt('', CONTEXT), CONTEXT)).toBe('');
  });

  it('refuses a value whose key id it does not know', () => {
    const stored = createFieldCipher(key2025).encrypt('SBIN0001234', CONTEXT);
    expect(() => createFieldCipher(key2026).decrypt(stored, CONTEXT)).toThrow(
      new DecryptionError('no key with the id "2025" is configured'),
    );
  });

  it('refuses a value whose ciphertext, tag, IV or key id was changed', () => {
    const cipher = createFieldCipher(key2025, [generateDataKey('other')]);
    const stored = cipher.encrypt('KA0120191234567', CONTEXT);
    const [version, keyId, iv, tag, ciphertext] = stored.split(':') as [string, string, string, string, string];
    const flip = (text: string) => {
      const bytes = Buffer.from(text, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      return bytes.toString('base64url');
    };
    for (const tampered of [
      [version, keyId, iv, tag, flip(ciphertext)],
      [version, keyId, iv, flip(tag), ciphertext],
      [version, keyId, flip(iv), tag, ciphertext],
      [version, 'other', iv, tag, ciphertext],
    ]) {
      expect(() => cipher.decrypt(tampered.join(':'), CONTEXT)).toThrow(DecryptionError);
    }
    expect(() => cipher.decrypt('KA0120191234567', CONTEXT)).toThrow(new DecryptionError('not an encrypted value'));
  });

  it('refuses a value moved into another column', () => {
    const cipher = createFieldCipher(key2025);
    const stored = cipher.encrypt('1990-05-17', 'driver_registrations.date_of_birth');
    expect(() => cipher.decrypt(stored, CONTEXT)).toThrow(DecryptionError);
  });

  it('rotates: an older key still decrypts its values, and new values use the new key', () => {
    const before = createFieldCipher(key2025).encrypt('123456789012', CONTEXT);
    const rotated = createFieldCipher(key2026, [key2025]);
    expect(rotated.decrypt(before, CONTEXT)).toBe('123456789012');
    expect(rotated.isCurrent(before)).toBe(false);
    const after = rotated.encrypt('123456789012', CONTEXT);
    expect(after.startsWith('v1:2026:')).toBe(true);
    expect(rotated.isCurrent(after)).toBe(true);
  });

  it('refuses two different keys under one id', () => {
    expect(() => createFieldCipher(key2025, [generateDataKey('2025')])).toThrow(DataKeyError);
  });
});

describe('key settings', () => {
  const bytes = randomBytes(32);

  it('reads a key in base64, base64url or hex, with or without a key id', () => {
    expect(parseDataKey(`main:${bytes.toString('base64')}`, 'DATA_ENCRYPTION_KEY')).toEqual({ id: 'main', key: bytes });
    expect(parseDataKey(`main:${bytes.toString('hex')}`, 'DATA_ENCRYPTION_KEY').key.equals(bytes)).toBe(true);
    expect(parseDataKey(bytes.toString('base64url'), 'DATA_ENCRYPTION_KEY').key.equals(bytes)).toBe(true);
    // without an id, the key's own fingerprint names it, the same at every start
    const bare = parseDataKey(bytes.toString('base64'), 'DATA_ENCRYPTION_KEY');
    expect(bare.id).toMatch(/^k[0-9a-f]{12}$/);
    expect(parseDataKey(bytes.toString('hex'), 'DATA_ENCRYPTION_KEY').id).toBe(bare.id);
    const generated = generateDataKey('local-1');
    expect(parseDataKey(formatDataKey(generated), 'file')).toEqual(generated);
  });

  it('refuses a key that is not 32 bytes, and a bad key id, naming the setting', () => {
    expect(() => parseDataKey(randomBytes(16).toString('base64'), 'DATA_ENCRYPTION_KEY')).toThrow(
      /^DATA_ENCRYPTION_KEY must be a 32-byte key/,
    );
    expect(() => parseDataKey('not a key', 'DATA_ENCRYPTION_KEY')).toThrow(DataKeyError);
    expect(() => parseDataKey(`bad id!:${bytes.toString('base64')}`, 'DATA_ENCRYPTION_KEYS_OLD')).toThrow(
      /^DATA_ENCRYPTION_KEYS_OLD: the key id/,
    );
  });

  it('reads a comma-separated list of older keys', () => {
    const other = randomBytes(32);
    const list = parseDataKeyList(` a:${bytes.toString('base64')} , b:${other.toString('hex')},`, 'DATA_ENCRYPTION_KEYS_OLD');
    expect(list.map((dataKey) => dataKey.id)).toEqual(['a', 'b']);
    expect(parseDataKeyList('', 'DATA_ENCRYPTION_KEYS_OLD')).toEqual([]);
  });
});
