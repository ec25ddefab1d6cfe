import { clientAddress, parseTrustedProxies, proxyMatcher } from './trusted-proxies';

describe('trusted proxies', () => {
  it('takes addresses and CIDRs, and names the first bad entry', () => {
    expect(parseTrustedProxies('')).toEqual({ entries: [], bad: null });
    expect(parseTrustedProxies(' 10.0.0.1, 172.16.0.0/12 ,::1,fd00::/8')).toEqual({
      entries: ['10.0.0.1', '172.16.0.0/12', '::1', 'fd00::/8'],
      bad: null,
    });
    expect(parseTrustedProxies('10.0.0.1,nginx').bad).toBe('nginx');
    expect(parseTrustedProxies('10.0.0.0/33').bad).toBe('10.0.0.0/33');
    expect(parseTrustedProxies('10.0.0.0/8/1').bad).toBe('10.0.0.0/8/1');
  });

  it('believes X-Forwarded-For only from a trusted peer', () => {
    const none = proxyMatcher([]);
    const docker = proxyMatcher(['172.16.0.0/12']);
    expect(clientAddress('127.0.0.1', '1.2.3.4', none)).toBe('127.0.0.1');
    expect(clientAddress('::ffff:172.18.0.5', '1.2.3.4', docker)).toBe('1.2.3.4');
    // a made-up entry the client sent before the one the proxy appended is not believed
    expect(clientAddress('172.18.0.5', '6.6.6.6, 1.2.3.4', docker)).toBe('1.2.3.4');
    expect(clientAddress('10.1.1.1', '1.2.3.4', docker)).toBe('10.1.1.1');
    expect(clientAddress('172.18.0.5', undefined, docker)).toBe('172.18.0.5');
  });
});
