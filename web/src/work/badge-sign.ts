import { sha256 } from 'js-sha256';
import { makeNonce, signOf } from '../session';

// Operator login by badge (docs/api.md, "Operator badges"): the PIN never leaves the PC; the body carries a nonce and
// sign = hmac(pin_secret, nonce) with pin_secret = sha256hex('MES-PIN|<badge>|<pin>'). No PIN: the badge alone.

export type BadgeLoginBody = { badge: string; nonce: string; sign?: string };

export function pinSecretOf(badge: string, pin: string): string {
  return sha256(`MES-PIN|${badge}|${pin}`);
}

export function badgeLoginBody(badge: string, pin: string, nowMs: number = Date.now()): BadgeLoginBody {
  const nonce = makeNonce(nowMs);
  const b = badge.trim();
  return pin === '' ? { badge: b, nonce } : { badge: b, nonce, sign: signOf(pinSecretOf(b, pin), nonce) };
}
