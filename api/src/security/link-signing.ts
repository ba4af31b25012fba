import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { DataKey } from './field-cipher';

// Links that are their own proof (a receipt, a newsletter unsubscribe): `<id>.<mac>`, where the MAC is an HMAC of
// the link's purpose and id under a key derived with HKDF from the data key (docs/decisions/0044-signed-links.md).
// The data key is already persistent and the same on every node, so a link survives restarts and opens on any
// node; HKDF with a label of its own gives a key that can neither decrypt a column nor be learnt from a MAC.

/** What a signed link is for: a token made for one purpose never opens another. */
export type LinkPurpose = 'pass-receipt' | 'newsletter-unsubscribe';

const HKDF_SALT = Buffer.from('chalein signed links', 'utf8');
const HKDF_INFO = Buffer.from('hmac-sha256 v1', 'utf8');
const KEY_BYTES = 32;
/** 128 bits: no one guesses it, and the link stays short enough for a mail client not to wrap it */
const MAC_BYTES = 16;
const MAC_LENGTH = Math.ceil((MAC_BYTES * 4) / 3);
/** a positive id without leading zeros (one id, one token), then the MAC in base64url */
const TOKEN_PATTERN = new RegExp(`^([1-9][0-9]{0,14})\\.([A-Za-z0-9_-]{${MAC_LENGTH}})$`);

function deriveSigningKey(dataKey: DataKey): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey.key, HKDF_SALT, HKDF_INFO, KEY_BYTES));
}

function computeMac(key: Buffer, purpose: LinkPurpose, id: number): Buffer {
  return createHmac('sha256', key).update(`${purpose}:${id}`, 'utf8').digest().subarray(0, MAC_BYTES);
}

/**
 * Signs with the current data key and accepts the older ones too, so links mailed before a key rotation open
 * until the old key is removed from DATA_ENCRYPTION_KEYS_OLD.
 */
export function createLinkSigner(current: DataKey, older: readonly DataKey[] = []) {
  const signingKey = deriveSigningKey(current);
  const checkingKeys = [signingKey, ...older.map(deriveSigningKey)];
  return {
    /** The token of `id` for `purpose`. */
    signLinkToken(purpose: LinkPurpose, id: number): string {
      if (!Number.isSafeInteger(id) || id < 1) throw new RangeError(`a signed link needs a positive whole id, not ${id}`);
      return `${id}.${computeMac(signingKey, purpose, id).toString('base64url')}`;
    },

    /** The id a token was made for, or null when it was not made by us for `purpose` (any character changed). */
    readLinkToken(purpose: LinkPurpose, token: string): number | null {
      const match = TOKEN_PATTERN.exec(token);
      if (!match) return null;
      const id = Number(match[1]);
      const given = Buffer.from(match[2] ?? '', 'base64url');
      // a base64url text can decode to the same bytes as another (unused low bits): only our own spelling counts
      if (given.length !== MAC_BYTES || given.toString('base64url') !== match[2]) return null;
      let valid = false;
      // every key is tried, so the time taken does not say which one matched
      for (const key of checkingKeys) if (timingSafeEqual(computeMac(key, purpose, id), given)) valid = true;
      return valid ? id : null;
    },
  };
}

export type LinkSigner = ReturnType<typeof createLinkSigner>;

/** The signer and the site's address, which every signed link is made from. */
export interface SignedLinks {
  signer: LinkSigner;
  /** PUBLIC_ORIGIN, or http://localhost:<PORT> without it (development): a mailed link must be absolute */
  origin: string;
}

/** The absolute address of `path` on the site. */
export function buildSiteUrl(links: SignedLinks, path: string): string {
  return `${links.origin}${path}`;
}
