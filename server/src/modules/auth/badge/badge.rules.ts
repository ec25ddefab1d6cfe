import { createHash } from 'node:crypto';
import { refuse } from '../../../core/api/app.exception';
import { onlyFields } from '../../../core/api/call-input';
import type { BadgeChange, BadgeUser } from './badge.repository';

// The rules of operator badges (docs/api.md, "Operator badges"), free of I/O.

/** The role whose holders may log in with the badge alone (when their badge_login flag is on). */
export const OPERATOR_ROLE = 'operator';
/** A badge number: printable ASCII without blanks, as the card's barcode or RFID reader types it. */
const BADGE = /^[\x21-\x7e]{1,64}$/;
const SECRET = /^[0-9a-f]{64}$/i;

export type BadgeLoginInput = { badge: string; nonce: string; sign: string | null; subject: string };
export type SetBadgeInput = { user_id: number; badge_no: string | null; pin_secret?: string; badge_login?: boolean };

function text(body: Record<string, unknown>, field: string, max: number): string {
  const v = body[field];
  if (typeof v !== 'string' || v === '') throw refuse(field, 'auth.required_string');
  if (v.length > max) throw refuse(field, 'input.too_long', { max });
  return v;
}

export function badgeNumber(v: unknown, field: string): string {
  if (typeof v !== 'string') throw refuse(field, 'input.string');
  const badge = v.trim();
  if (!BADGE.test(badge)) throw refuse(field, 'auth.badge_format');
  return badge;
}

export function parseBadgeLogin(body: Record<string, unknown>): BadgeLoginInput {
  onlyFields(body, ['badge', 'nonce', 'sign', 'subject']);
  const badge = badgeNumber(body.badge, 'badge');
  const nonce = text(body, 'nonce', 100);
  const sign = body.sign === undefined || body.sign === null || body.sign === '' ? null : text(body, 'sign', 128);
  if (body.subject !== undefined && (typeof body.subject !== 'string' || body.subject.length > 64))
    throw refuse('subject', 'input.string_at_most', { max: 64 });
  return { badge, nonce, sign, subject: (body.subject as string | undefined) ?? '' };
}

export function parseSetBadge(body: Record<string, unknown>): SetBadgeInput {
  onlyFields(body, ['user_id', 'badge_no', 'pin_secret', 'badge_login']);
  const id = body.user_id;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2147483647)
    throw refuse('user_id', 'input.positive_int');
  if (body.badge_no === undefined) throw refuse('badge_no', 'auth.badge_no_required');
  const input: SetBadgeInput = {
    user_id: id,
    badge_no: body.badge_no === null ? null : badgeNumber(body.badge_no, 'badge_no'),
  };
  if (body.pin_secret !== undefined) {
    if (typeof body.pin_secret !== 'string' || (body.pin_secret !== '' && !SECRET.test(body.pin_secret))) {
      throw refuse('pin_secret', 'auth.pin_secret_format');
    }
    input.pin_secret = body.pin_secret.toLowerCase();
  }
  if (body.badge_login !== undefined) {
    if (typeof body.badge_login !== 'boolean') throw refuse('badge_login', 'input.boolean');
    input.badge_login = body.badge_login;
  }
  return input;
}

/**
 * The badge columns after a set_badge. The PIN secret is derived from the badge number, so a new number without a
 * new pin_secret drops the PIN; taking the badge away drops the PIN and the badge-alone flag too.
 */
export function nextBadge(current: BadgeUser, input: SetBadgeInput, encrypt: (secret: string) => string): BadgeChange {
  if (input.badge_no === null) return { badge_no: null, pin_enc: null, badge_login: false };
  let pin_enc = input.badge_no === current.badge_no ? current.pin_enc : null;
  if (input.pin_secret !== undefined) pin_enc = input.pin_secret === '' ? null : encrypt(input.pin_secret);
  return { badge_no: input.badge_no, pin_enc, badge_login: input.badge_login ?? current.badge_login };
}

/** Who the badge alone lets in: an enabled user flagged badge_login who holds the operator role. */
export function badgeAloneAllowed(user: BadgeUser, roles: readonly string[]): boolean {
  return !user.disabled && user.badge_login && roles.includes(OPERATOR_ROLE);
}

/** What set_badge and the user's badge read answer: never the PIN secret. */
export function badgeView(u: BadgeUser): {
  user_id: number;
  name: string;
  badge_no: string | null;
  has_pin: boolean;
  badge_login: boolean;
} {
  return { user_id: u.id, name: u.name, badge_no: u.badge_no, has_pin: u.pin_enc !== null, badge_login: u.badge_login };
}

/** pin_secret = sha256hex('MES-PIN|' + badge_no + '|' + pin): what a client sends to set_badge, and signs with. */
export function pinSecretOf(badge: string, pin: string): string {
  return createHash('sha256').update(`MES-PIN|${badge}|${pin}`, 'utf8').digest('hex');
}
