import { parseFrameAncestors, securityHeaders } from './security-headers';

describe('security headers', () => {
  it('frame only the hub itself by default, plus the origins of MES_FRAME_ANCESTORS', () => {
    expect(securityHeaders({ frameAncestors: [] })['content-security-policy']).toMatch(/frame-ancestors 'self'$/);
    const portal = parseFrameAncestors('https://portal.example, http://10.1.2.3:8080');
    expect(portal).toEqual({ origins: ['https://portal.example', 'http://10.1.2.3:8080'], bad: null });
    expect(securityHeaders({ frameAncestors: portal.origins })['content-security-policy']).toContain(
      "frame-ancestors 'self' https://portal.example http://10.1.2.3:8080",
    );
  });

  it('refuse what is not an http(s) origin, naming it', () => {
    expect(parseFrameAncestors('https://ok.example *').bad).toBe('*');
    expect(parseFrameAncestors("'unsafe-inline'").bad).toBe("'unsafe-inline'");
    expect(parseFrameAncestors('https://portal.example/path').bad).toBe('https://portal.example/path');
    expect(parseFrameAncestors('javascript:alert(1)').bad).toBe('javascript:alert(1)');
    expect(parseFrameAncestors('').bad).toBeNull();
  });

  it('allow no inline or evaluated script', () => {
    const csp = securityHeaders({ frameAncestors: [] })['content-security-policy'];
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe("'self'");
    expect(csp).toContain("default-src 'self'");
  });
});
