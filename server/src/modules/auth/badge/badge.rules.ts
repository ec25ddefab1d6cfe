import { createHash } from 'node:crypto';
import type { BadgeView, SetBadgeInput } from '@mes/contracts';
import type { BadgeChange, BadgeUser } from './badge.repository';

// The rules of operator badges (docs/api.md, "Operator badges"), free of I/O.

/** The role whose holders may log in with the badge alone (when their badge_login flag is on). */
export const OPERATOR_ROLE = 'operator';

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
export function badgeView(u: BadgeUser): BadgeView {
  return { user_id: u.id, name: u.name, badge_no: u.badge_no, has_pin: u.pin_enc !== null, badge_login: u.badge_login };
}

/** pin_secret = sha256hex('MES-PIN|' + badge_no + '|' + pin): what a client sends to set_badge, and signs with. */
export function pinSecretOf(badge: string, pin: string): string {
  return createHash('sha256').update(`MES-PIN|${badge}|${pin}`, 'utf8').digest('hex');
}
