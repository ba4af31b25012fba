import net from 'node:net';

/** Addresses allowed when nothing is set: this machine alone, over IPv4 and IPv6. */
export const LOOPBACK_ADDRESSES = ['127.0.0.1', '::1'] as const;

export interface AddressAllowlist {
  allows(address: string): boolean;
}

/** `::ffff:10.0.0.5` (an IPv4 client of a dual-stack socket) is 10.0.0.5: an IPv4 entry must match it. */
function unmapIpv4(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/**
 * Reads one entry, an address (`10.0.0.5`, `::1`) or a CIDR block (`10.0.0.0/8`, `fd00::/8`), into `list`; returns
 * why it is not one, or null.
 */
function addEntry(list: net.BlockList, entry: string): string | null {
  const [address = '', prefix, extra] = entry.split('/');
  const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null;
  if (family === null || extra !== undefined) return `'${entry}' is neither an IP address nor a CIDR block`;
  if (prefix === undefined) {
    list.addAddress(address, family);
    return null;
  }
  const bits = Number(prefix);
  if (!/^\d{1,3}$/.test(prefix) || bits > (family === 'ipv4' ? 32 : 128)) return `'${entry}' has no valid prefix length`;
  list.addSubnet(address, bits, family);
  return null;
}

/**
 * The addresses in `entries` (each an IP address or a CIDR block). Throws, naming the entry, when one is neither:
 * an allowlist that silently dropped a typo would refuse the scraper it was meant for, or allow less than it says.
 */
export function createAddressAllowlist(entries: readonly string[]): AddressAllowlist {
  const list = new net.BlockList();
  for (const entry of entries) {
    const problem = addEntry(list, entry.trim());
    if (problem) throw new Error(problem);
  }
  return {
    allows(address) {
      const plain = unmapIpv4(address);
      const family = net.isIPv4(plain) ? 'ipv4' : net.isIPv6(plain) ? 'ipv6' : null;
      return family !== null && list.check(plain, family);
    },
  };
}
