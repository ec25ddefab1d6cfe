import { BlockList, isIP } from 'node:net';

// MES_TRUSTED_PROXIES: the proxies (addresses or CIDRs, comma-separated) whose X-Forwarded-For is believed. Empty
// trusts none: a client's own header then changes nothing, so it cannot dodge the per-address login lockout.

/** The entries of the setting, or the first one that is not an IPv4/IPv6 address or CIDR. */
export function parseTrustedProxies(text: string): { entries: string[]; bad: string | null } {
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  return { entries, bad: entries.find((e) => !validEntry(e)) ?? null };
}

function validEntry(entry: string): boolean {
  const [addr, prefix, ...rest] = entry.split('/');
  const family = isIP(addr);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const unmapped = (addr: string) => addr.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/** Whether an address is one of the trusted proxies. */
export function proxyMatcher(entries: string[]): (addr: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [addr, prefix] = entry.split('/');
    const type = isIP(addr) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(addr, type);
    else list.addSubnet(addr, Number(prefix), type);
  }
  return (addr) => {
    const a = unmapped(addr);
    const family = isIP(a);
    return family !== 0 && list.check(a, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The client's address as Fastify's trustProxy finds it: walk from the peer back through X-Forwarded-For (right to
 * left) while the hop is a trusted proxy; the first untrusted one is the client. For socket.io handshakes.
 */
export function clientAddress(
  peer: string,
  forwardedFor: string | undefined,
  trusted: (addr: string) => boolean,
): string {
  const hops = [
    peer,
    ...(forwardedFor ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter((h) => h !== '')
      .reverse(),
  ];
  let i = 0;
  while (i < hops.length - 1 && trusted(hops[i])) i++;
  return unmapped(hops[i]);
}
