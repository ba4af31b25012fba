import { createHash, timingSafeEqual } from 'node:crypto';
import type { RemoteName } from '@chalein/shared/lib/routes';
import { ApiHttpError } from '../http/api-envelope';

// Each remote has its own deploy token (DEPLOY_TOKENS). A token is compared with every configured one in constant
// time, all of them every time: how long the answer takes says nothing about how much of a token was right, nor
// about which remote's token came close.

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/** The remote whose token this is, or null. */
export function findTokenRemote(tokens: Readonly<Partial<Record<RemoteName, string>>>, presented: string): RemoteName | null {
  // hashing first gives equal lengths, which timingSafeEqual needs, without revealing the real token's length
  const presentedDigest = digest(presented);
  let found: RemoteName | null = null;
  for (const [remote, token] of Object.entries(tokens) as [RemoteName, string][]) {
    if (timingSafeEqual(presentedDigest, digest(token)) && found === null) found = remote;
  }
  return found;
}

/** The bearer token of an Authorization header, or null when there is none. */
export function readBearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * Who may act on `remote`: its own token only. No token, or one the server does not know, is 401; the token of
 * another remote is 403 (the caller is known, and not allowed).
 */
export function authorizeDeployer(
  tokens: Readonly<Partial<Record<RemoteName, string>>>,
  authorization: string | undefined,
  remote: string,
): RemoteName {
  const presented = readBearerToken(authorization);
  if (presented === null)
    throw new ApiHttpError(
      401,
      'Send the remote\'s deploy token as "Authorization: Bearer <token>" (CHALEIN_DEPLOY_TOKEN for npm run deploy).',
    );
  const owner = findTokenRemote(tokens, presented);
  if (owner === null) throw new ApiHttpError(401, 'This deploy token is not one the server knows (see DEPLOY_TOKENS).');
  if (owner !== remote) throw new ApiHttpError(403, `This is the deploy token of ${owner}: it cannot act on ${remote}.`);
  return owner;
}
