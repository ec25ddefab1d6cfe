import { OutboundTargets, parseNetworks, parsePorts, plainAddress } from './outbound-targets';

describe(parseNetworks.name, () => {
  it('takes addresses and CIDRs of both families and names the first bad entry', () => {
    expect(parseNetworks(' 10.0.0.0/8, 192.168.1.50 ,::1/128,fc00::/7,')).toEqual({
      entries: ['10.0.0.0/8', '192.168.1.50', '::1/128', 'fc00::/7'],
      bad: null,
    });
    expect(parseNetworks('').entries).toEqual([]);
    expect(parseNetworks('10.0.0.0/8,10.0.0.0/33').bad).toBe('10.0.0.0/33');
    expect(parseNetworks('fc00::/129').bad).toBe('fc00::/129');
    expect(parseNetworks('10.0.0/8').bad).toBe('10.0.0/8');
    expect(parseNetworks('10.0.0.0/8/1').bad).toBe('10.0.0.0/8/1');
    expect(parseNetworks('printers.local').bad).toBe('printers.local');
    expect(parseNetworks('10.0.0.0/x').bad).toBe('10.0.0.0/x');
  });
});

describe(parsePorts.name, () => {
  it('takes ports and ranges a-b of 1-65535 and names the first bad entry', () => {
    expect(parsePorts('9100, 9109,1024-65535')).toEqual({
      ranges: [
        [9100, 9100],
        [9109, 9109],
        [1024, 65535],
      ],
      bad: null,
    });
    expect(parsePorts('0').bad).toBe('0');
    expect(parsePorts('65536').bad).toBe('65536');
    expect(parsePorts('9200-9100').bad).toBe('9200-9100');
    expect(parsePorts('9100-').bad).toBe('9100-');
    expect(parsePorts('1-2-3').bad).toBe('1-2-3');
    expect(parsePorts('-1').bad).toBe('-1');
    expect(parsePorts('http').bad).toBe('http');
  });
});

describe(plainAddress.name, () => {
  it('reads an IPv4-mapped IPv6 address as IPv4, in any of its spellings', () => {
    expect(plainAddress('::ffff:10.0.0.5')).toEqual({ address: '10.0.0.5', family: 4 });
    expect(plainAddress('::FFFF:a00:5')).toEqual({ address: '10.0.0.5', family: 4 });
    expect(plainAddress('0:0:0:0:0:ffff:0a00:0005')).toEqual({ address: '10.0.0.5', family: 4 });
    expect(plainAddress('2001:db8::1')).toEqual({ address: '2001:db8::1', family: 6 });
    expect(plainAddress('fe80::1%eth0')).toBeNull();
    expect(plainAddress('printer-1')).toBeNull();
  });
});

describe(OutboundTargets.name, () => {
  const names: Record<string, string[]> = {
    'inside.test': ['10.1.2.3', 'fd00::5'],
    'mixed.test': ['10.1.2.3', '203.0.113.5'],
    'mapped.test': ['::ffff:203.0.113.5'],
  };
  const targets = new OutboundTargets(
    parseNetworks('10.0.0.0/8,127.0.0.1,fc00::/7').entries,
    parsePorts('9100,9200-9210').ranges,
    (host) => {
      const found = names[host];
      return found ? Promise.resolve(found.map((address) => ({ address }))) : Promise.reject(new Error('ENOTFOUND'));
    },
  );

  it('allows the addresses inside the networks, mapped IPv6 ones included, and the ports listed', () => {
    expect(targets.addressAllowed('10.255.0.1')).toBe(true);
    expect(targets.addressAllowed('::ffff:10.0.0.5')).toBe(true);
    expect(targets.addressAllowed('127.0.0.1')).toBe(true);
    expect(targets.addressAllowed('127.0.0.2')).toBe(false);
    expect(targets.addressAllowed('::ffff:8.8.8.8')).toBe(false);
    expect(targets.addressAllowed('fd12::1')).toBe(true);
    expect(targets.addressAllowed('2001:db8::1')).toBe(false);
    expect(targets.addressAllowed('localhost')).toBe(false);
    expect([9100, 9200, 9210, 9101, 9211, 0].map((p) => targets.portAllowed(p))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('checks every address a host resolves to and answers the one to connect to', async () => {
    await expect(targets.check('inside.test', 9100)).resolves.toEqual({
      ok: true,
      target: { address: '10.1.2.3', family: 4 },
    });
    await expect(targets.check('::ffff:10.0.0.7', 9205)).resolves.toEqual({
      ok: true,
      target: { address: '10.0.0.7', family: 4 },
    });
    await expect(targets.check('mixed.test', 9100)).resolves.toEqual({ ok: false, outside: '203.0.113.5:9100' });
    await expect(targets.check('mapped.test', 9100)).resolves.toEqual({
      ok: false,
      outside: '[::ffff:203.0.113.5]:9100',
    });
    await expect(targets.check('10.0.0.9', 22)).resolves.toEqual({ ok: false, outside: '10.0.0.9:22' });
    await expect(targets.check('2001:db8::1', 9100)).resolves.toEqual({ ok: false, outside: '[2001:db8::1]:9100' });
    await expect(targets.check('nowhere.test', 9100)).resolves.toMatchObject({
      ok: false,
      unresolved: expect.any(Error),
    });
  });

  it('refuses everything with empty settings', async () => {
    const none = OutboundTargets.parse('', '');
    expect(none.addressAllowed('127.0.0.1')).toBe(false);
    await expect(none.check('127.0.0.1', 9100)).resolves.toEqual({ ok: false, outside: '127.0.0.1:9100' });
    expect(() => OutboundTargets.parse('10.0.0.0/40', '')).toThrow(/10.0.0.0\/40/);
  });
});
