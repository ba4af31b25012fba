import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { AppConfig } from '../config';
import { createAddressAllowlist, type AddressAllowlist } from './address-allowlist';

/** The header a request's id arrives in from a trusted proxy, and goes back in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy may hand on: short, and nothing a log reader could mistake for structure. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** proxy-addr's names for address ranges, as TRUST_PROXY (Fastify's trustProxy) accepts them. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Whether the peer of a connection is a proxy TRUST_PROXY trusts, read as Fastify reads it: true trusts every peer, a
 * hop count trusts the nearest (the peer is the first hop), and a list names addresses, blocks and named ranges.
 */
export function createProxyTrust(setting: AppConfig['trustProxy']): (address: string | undefined) => boolean {
  if (setting === true) return () => true;
  if (setting === false) return () => false;
  if (typeof setting === 'number') return () => setting > 0;
  const entries = setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => NAMED_RANGES[entry] ?? [entry]);
  let list: AddressAllowlist;
  try {
    list = createAddressAllowlist(entries);
  } catch {
    // Fastify refuses such a setting itself; no id is then taken from any header
    return () => false;
  }
  return (address) => address !== undefined && list.allows(address);
}

/**
 * Fastify's genReqId: the id a trusted proxy sent in X-Request-Id (so one id follows a request from the balancer to
 * the node's log lines and its render process), or a new UUID. A header from anyone else is ignored: a visitor
 * must not be able to give their requests another request's id in the logs.
 */
export function createRequestIdGenerator(trustProxy: AppConfig['trustProxy']): (request: IncomingMessage) => string {
  const trusted = createProxyTrust(trustProxy);
  return (request) => {
    const sent = request.headers[REQUEST_ID_HEADER];
    if (typeof sent === 'string' && ACCEPTED_ID.test(sent) && trusted(request.socket.remoteAddress)) return sent;
    return randomUUID();
  };
}
