import { describe, expect, it } from '@jest/globals';
import { loginBody, makeNonce, secretOf, signOf } from './login-sign';

describe('login signing (docs/api.md worked example)', () => {
  it('derives the secret and the sign of the example', () => {
    const secret = secretOf('admin', 'admin');
    expect(secret).toBe('476ece1953589d897eeb1bbbf7dd3b6c3416d02e6958044a2e294b9be9ddffb3');
    expect(signOf(secret, '1763780400000.k3J9xQ2mZ7')).toBe(
      'd420056847b59d21e83c8450f6a6006eb748b99d3f4543dfa6398cb7f92e8e88',
    );
  });

  it('makes nonces the server accepts: 13 digits, a dot, 8 to 64 letters, digits, _ or -', () => {
    const nonce = makeNonce(1_763_780_400_000);
    expect(nonce).toMatch(/^1763780400000\.[A-Za-z0-9_-]{16}$/);
    expect(makeNonce()).not.toBe(makeNonce());
  });

  it('builds a login body without the password', () => {
    const body = loginBody('admin', 'admin', 'S1', 1_763_780_400_000);
    expect(Object.keys(body).sort()).toEqual(['name', 'nonce', 'sign', 'subject']);
    expect(body.sign).toBe(signOf(secretOf('admin', 'admin'), body.nonce));
    expect(JSON.stringify(body)).not.toContain('"password"');
  });
});
