import { generateDataKey } from './field-cipher';
import { createLinkSigner } from './link-signing';

const key = generateDataKey('current');

/** The token with one character of its MAC changed to another that base64url also allows. */
function changeOneCharacter(token: string, at: number): string {
  const chars = [...token];
  chars[at] = chars[at] === 'A' ? 'B' : 'A';
  return chars.join('');
}

test('a token names its id and is read back by a signer built again from the same key (a restart, another node)', () => {
  const token = createLinkSigner(key).signLinkToken('pass-receipt', 42);
  expect(token).toMatch(/^42\.[A-Za-z0-9_-]{22}$/);
  expect(createLinkSigner({ id: 'same', key: Buffer.from(key.key) }).readLinkToken('pass-receipt', token)).toBe(42);
});

test('any changed character of the MAC, another id, another purpose or another key is refused', () => {
  const signer = createLinkSigner(key);
  const token = signer.signLinkToken('pass-receipt', 42);
  const macStart = token.indexOf('.') + 1;
  for (let at = macStart; at < token.length; at += 1)
    expect(signer.readLinkToken('pass-receipt', changeOneCharacter(token, at))).toBeNull();
  expect(signer.readLinkToken('pass-receipt', token.replace(/^42\./, '43.'))).toBeNull();
  expect(signer.readLinkToken('newsletter-unsubscribe', token)).toBeNull();
  expect(createLinkSigner(generateDataKey('other')).readLinkToken('pass-receipt', token)).toBeNull();
});

test('tokens in any other shape are refused without throwing', () => {
  const signer = createLinkSigner(key);
  const mac = signer.signLinkToken('pass-receipt', 7).split('.')[1] ?? '';
  for (const token of ['', '7', `07.${mac}`, `7.${mac}=`, `7.${mac.slice(1)}`, `-7.${mac}`, `7.${mac}.x`, `7 .${mac}`]) {
    expect(signer.readLinkToken('pass-receipt', token)).toBeNull();
  }
  expect(() => signer.signLinkToken('pass-receipt', 0)).toThrow(RangeError);
  expect(() => signer.signLinkToken('pass-receipt', 1.5)).toThrow(RangeError);
});

test('links signed before a key rotation still open while the old key is kept, and no longer once it is removed', () => {
  const before = createLinkSigner(key).signLinkToken('newsletter-unsubscribe', 9);
  const next = generateDataKey('next');
  expect(createLinkSigner(next, [key]).readLinkToken('newsletter-unsubscribe', before)).toBe(9);
  expect(createLinkSigner(next).readLinkToken('newsletter-unsubscribe', before)).toBeNull();
  // and new links are signed with the new key
  expect(createLinkSigner(next, [key]).signLinkToken('newsletter-unsubscribe', 9)).not.toBe(before);
});
