import ipaddr from 'ipaddr.js';

/**
 * What a resolved address is to a webhook delivery (issue 28, 2): 'public' (a global unicast
 * address: deliverable), 'loopback' (deliverable only with WEBHOOKS_ALLOW_HTTP_LOOPBACK) or
 * 'refused' — private, link-local (the cloud metadata service at 169.254.169.254), unique-local,
 * carrier-grade NAT, multicast, broadcast, unspecified, reserved and documentation ranges, and the
 * IPv6 forms that embed an IPv4 address (6to4, NAT64, Teredo), whatever that address is. An
 * IPv4-mapped IPv6 address is judged as its IPv4 address; a text that is no address is refused.
 */
export type AddressClass = 'public' | 'loopback' | 'refused';

export function classifyAddress(address: string): AddressClass {
  if (!ipaddr.isValid(address)) return 'refused';
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const range = parsed.range();
  if (range === 'unicast') return 'public';
  if (range === 'loopback') return 'loopback';
  return 'refused';
}

/** Whether a delivery may connect to `address`: public, or loopback when allowed. */
export function deliverableAddress(address: string, allowLoopback: boolean): boolean {
  const kind = classifyAddress(address);
  return kind === 'public' || (kind === 'loopback' && allowLoopback);
}

/** The host of a URL without IPv6 brackets ('[::1]' → '::1'). */
export function bareHost(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}
