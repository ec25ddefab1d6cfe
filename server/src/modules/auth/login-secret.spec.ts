import { decryptSecret, deriveSecret, encryptSecret, signNonce } from './login-secret';

describe('login secret', () => {
  const secret = deriveSecret('admin', 'admin');

  it('derives a stable secret that depends on name and password', () => {
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(deriveSecret('admin', 'admin')).toBe(secret);
    expect(deriveSecret('admin', 'admin2')).not.toBe(secret);
    expect(deriveSecret('operator', 'admin')).not.toBe(secret);
  });

  it('round-trips through encryption and never stores the secret in clear', () => {
    const stored = encryptSecret(secret, 'a-master-key-of-length');
    expect(stored).not.toContain(secret);
    expect(decryptSecret(stored, 'a-master-key-of-length')).toBe(secret);
  });

  it('refuses to decrypt with another key', () => {
    const stored = encryptSecret(secret, 'a-master-key-of-length');
    expect(() => decryptSecret(stored, 'another-master-key-xx')).toThrow();
  });

  it('signs a nonce so that another nonce gives another sign', () => {
    expect(signNonce(secret, 'n1')).not.toBe(signNonce(secret, 'n2'));
    expect(signNonce(secret, 'n1')).toBe(signNonce(secret, 'n1'));
  });
});
