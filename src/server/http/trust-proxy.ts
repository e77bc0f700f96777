import net from 'node:net';

/**
 * Which peers may set X-Forwarded-For / -Proto / -Host (Fastify's `trustProxy`): nobody
 * (false), everybody (true: only behind a proxy that overwrites the headers), or the listed
 * addresses and CIDR ranges (and proxy-addr's names loopback, linklocal, uniquelocal). No hop
 * count: Fastify 5 treats a number as "trust nobody", since it cannot check the nearest peer.
 */
export type TrustProxy = boolean | string[];

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMES.has(entry)) return true;
  const [address, range, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && net.isIPv4(range); // a netmask such as 255.255.255.0
}

/** Reads TRUST_PROXY; throws on an entry that is neither a switch nor an address or range. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  const lower = value.toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(lower)) return false;
  if (['true', 'yes', 'on'].includes(lower)) return true;
  if (/^\d+$/.test(value)) {
    throw new Error(`TRUST_PROXY: a hop count ('${value}') trusts nobody in Fastify 5; list the proxies' addresses`);
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined) {
    throw new Error(
      `TRUST_PROXY must be true, false or a comma-separated list of addresses or CIDR ranges, got '${wrong}'`,
    );
  }
  return entries;
}
