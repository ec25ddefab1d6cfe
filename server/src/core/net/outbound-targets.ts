import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Where the hub may open a connection on a user's word (docs/security.md, "Printers"): networks (addresses or CIDRs)
// and ports (single or ranges a-b), from settings such as MES_PRINTER_NETWORKS and MES_PRINTER_PORTS. A host name is
// resolved and every address it gives must be inside; the caller then connects to the checked address itself.

/** The entries of a comma-separated list of addresses and CIDRs, or the first one that is neither. */
export function parseNetworks(text: string): { entries: string[]; bad: string | null } {
  const entries = splitList(text);
  return { entries, bad: entries.find((e) => !validNetwork(e)) ?? null };
}

/** The ranges of a comma-separated list of ports and ranges `a-b` (1-65535), or the first entry that is neither. */
export function parsePorts(text: string): { ranges: [number, number][]; bad: string | null } {
  const ranges: [number, number][] = [];
  for (const entry of splitList(text)) {
    const m = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(entry);
    const from = m ? Number(m[1]) : NaN;
    const to = m?.[2] !== undefined ? Number(m[2]) : from;
    if (!(from >= 1 && to <= 65535 && from <= to)) return { ranges, bad: entry };
    ranges.push([from, to]);
  }
  return { ranges, bad: null };
}

function splitList(text: string): string[] {
  return text
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
}

function validNetwork(entry: string): boolean {
  const [addr, prefix, ...rest] = entry.split('/');
  const family = isIP(addr);
  if (family === 0 || rest.length > 0 || addr.includes('%')) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * An address as the policy sees it: an IPv4-mapped IPv6 address (`::ffff:10.0.0.5`, `::ffff:a00:5`, written out in
 * full or not) is its IPv4 address; null when it is no IP address (or carries a zone, `fe80::1%eth0`).
 */
export function plainAddress(addr: string): { address: string; family: 4 | 6 } | null {
  if (addr.includes('%')) return null;
  const family = isIP(addr);
  if (family === 4) return { address: addr, family: 4 };
  if (family !== 6) return null;
  // the URL parser writes an IPv6 address in its one short form: a mapped one becomes ::ffff:hhhh:hhhh
  const short = new URL(`http://[${addr}]/`).hostname.slice(1, -1);
  const m = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(short);
  if (!m) return { address: short, family: 6 };
  const [hi, lo] = [parseInt(m[1], 16), parseInt(m[2], 16)];
  return { address: [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.'), family: 4 };
}

export type ResolvedTarget = { address: string; family: 4 | 6 };
export type TargetVerdict =
  { ok: true; target: ResolvedTarget } | { ok: false; outside: string } | { ok: false; unresolved: Error };

export class OutboundTargets {
  private readonly list = new BlockList();

  constructor(
    networks: readonly string[],
    private readonly ports: readonly (readonly [number, number])[],
    private readonly resolve: (host: string) => Promise<{ address: string }[]> = (host) =>
      lookup(host, { all: true, verbatim: true }),
  ) {
    for (const entry of networks) {
      const [addr, prefix] = entry.split('/');
      const type = isIP(addr) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) this.list.addAddress(addr, type);
      else this.list.addSubnet(addr, Number(prefix), type);
    }
  }

  /** from the two settings' text; throws naming the first bad entry (the config refused it already at start). */
  static parse(networks: string, ports: string): OutboundTargets {
    const n = parseNetworks(networks);
    const p = parsePorts(ports);
    if (n.bad !== null) throw new Error(`'${n.bad}' is not an address or CIDR`);
    if (p.bad !== null) throw new Error(`'${p.bad}' is not a port or a range a-b of ports 1-65535`);
    return new OutboundTargets(n.entries, p.ranges);
  }

  /** whether an IP address is inside the networks (a host name or anything else is not). */
  addressAllowed(addr: string): boolean {
    const plain = plainAddress(addr);
    return plain !== null && this.list.check(plain.address, plain.family === 6 ? 'ipv6' : 'ipv4');
  }

  portAllowed(port: number): boolean {
    return Number.isInteger(port) && this.ports.some(([from, to]) => port >= from && port <= to);
  }

  /**
   * The address to connect to for host:port: every address the host resolves to must be inside the networks and the
   * port inside the ports, else `outside` names the first one outside (`203.0.113.5:9100`, `[2001:db8::1]:9100`).
   */
  async check(host: string, port: number): Promise<TargetVerdict> {
    let addresses: string[];
    if (isIP(host) !== 0) addresses = [host];
    else {
      try {
        addresses = (await this.resolve(host)).map((a) => a.address);
      } catch (e) {
        return { ok: false, unresolved: e instanceof Error ? e : new Error(String(e)) };
      }
      if (addresses.length === 0) return { ok: false, unresolved: new Error(`${host} resolves to no address`) };
    }
    const plain = addresses.map((a) => ({ given: a, plain: plainAddress(a) }));
    const shown = (a: string) => (isIP(a) === 6 ? `[${a}]:${port}` : `${a}:${port}`);
    const outside = plain.find((a) => a.plain === null || !this.addressAllowed(a.given));
    if (outside) return { ok: false, outside: shown(outside.given) };
    if (!this.portAllowed(port)) return { ok: false, outside: shown(addresses[0]) };
    return { ok: true, target: plain[0].plain! };
  }
}
