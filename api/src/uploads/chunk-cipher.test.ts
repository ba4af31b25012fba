import { randomBytes } from 'node:crypto';
import { DecryptionError, generateDataKey } from '../security/field-cipher';
import { createChunkCipher } from './chunk-cipher';

describe('chunk cipher', () => {
  const place = { area: 'driver-documents', fileKey: '0f0e0d0c-0b0a-4908-8706-050403020100', index: 3 };
  const current = generateDataKey('k2026');
  const older = generateDataKey('k2025');

  it('round-trips a chunk, and what it stores shows nothing of it', () => {
    const plain = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(1000)]);
    const stored = createChunkCipher(current).encryptChunk(plain, place);
    expect(stored.includes(Buffer.from('%PDF-'))).toBe(false);
    expect(stored.subarray(0, 2).toString('latin1')).toBe('c1');
    expect(createChunkCipher(current).decryptChunk(stored, place).equals(plain)).toBe(true);
  });

  it('refuses a chunk moved to another file, index or area, or changed', () => {
    const cipher = createChunkCipher(current);
    const stored = cipher.encryptChunk(Buffer.from('driver document bytes'), place);
    for (const elsewhere of [
      { ...place, index: 4 },
      { ...place, fileKey: '1f0e0d0c-0b0a-4908-8706-050403020100' },
      { ...place, area: 'resumes' },
    ]) {
      expect(() => cipher.decryptChunk(stored, elsewhere)).toThrow(new DecryptionError('the chunk was altered or belongs elsewhere'));
    }
    const changed = Buffer.from(stored);
    changed[changed.length - 1]! ^= 1;
    expect(() => cipher.decryptChunk(changed, place)).toThrow(DecryptionError);
    expect(() => cipher.decryptChunk(Buffer.from('plain bytes'), place)).toThrow(new DecryptionError('not an encrypted chunk'));
  });

  it('decrypts with an older key after a rotation, and names a key it does not have', () => {
    const stored = createChunkCipher(older).encryptChunk(Buffer.from('scan'), place);
    expect(createChunkCipher(current, [older]).decryptChunk(stored, place).toString()).toBe('scan');
    expect(() => createChunkCipher(current).decryptChunk(stored, place)).toThrow(
      new DecryptionError('no key with the id "k2025" is configured'),
    );
  });
});
