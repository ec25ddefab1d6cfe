import { sha256 } from 'js-sha256';

// The login signature of docs/api.md ("Sessions"). js-sha256, not crypto.subtle: subtle does not exist on plain-http
// LAN addresses, where the back office usually runs.

/** Lowercase hex SHA-256 of the UTF-8 text `MES|<name>|<password>`; the typed password never leaves the browser. */
export function secretOf(name: string, password: string): string {
  return sha256(`MES|${name}|${password}`);
}

/** Lowercase hex HMAC-SHA-256 over the nonce, keyed by the secret's 64 hex characters as UTF-8 bytes. */
export function signOf(secret: string, nonce: string): string {
  return sha256.hmac(secret, nonce);
}

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** `<client time in ms, 13 digits>.<16 random characters>`; getRandomValues exists outside secure contexts too. */
export function makeNonce(nowMs: number = Date.now(), random: (n: number) => Uint8Array = randomBytes): string {
  const bytes = random(16);
  let tail = '';
  for (const b of bytes) tail += NONCE_ALPHABET[b % NONCE_ALPHABET.length];
  return `${String(Math.floor(nowMs)).padStart(13, '0')}.${tail}`;
}

function randomBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}

/** A fresh nonce and the password's signature over it: a login, or a password re-entered to confirm an act. */
export function passwordSign(
  name: string,
  password: string,
  nowMs: number = Date.now(),
): { nonce: string; sign: string } {
  const nonce = makeNonce(nowMs);
  return { nonce, sign: signOf(secretOf(name, password), nonce) };
}

export type LoginBody = { name: string; subject: string; nonce: string; sign: string };

export function loginBody(name: string, password: string, subject: string, nowMs: number = Date.now()): LoginBody {
  return { name, subject, ...passwordSign(name, password, nowMs) };
}
