import type { BadgeUser } from './badge.repository';
import { badgeAloneAllowed, badgeView, nextBadge, parseBadgeLogin, parseSetBadge, pinSecretOf } from './badge.rules';

const user = (over: Partial<BadgeUser> = {}): BadgeUser => ({
  id: 7,
  name: 'op1',
  disabled: false,
  badge_no: 'B-0001',
  pin_enc: 'enc-old',
  badge_login: true,
  ...over,
});
const encrypt = (s: string) => `enc(${s})`;

describe('operator badge rules', () => {
  it('reads a login body and refuses blanks, unknown fields and long values naming the field', () => {
    expect(parseBadgeLogin({ badge: ' B-0001 ', nonce: '1.abc' })).toEqual({
      badge: 'B-0001',
      nonce: '1.abc',
      sign: null,
      subject: '',
    });
    expect(() => parseBadgeLogin({ badge: 'B 1', nonce: 'n' })).toThrow(/^badge:/);
    expect(() => parseBadgeLogin({ badge: 'B1', nonce: 'n', pin: '1234' })).toThrow(/^pin: unknown field/);
    expect(() => parseBadgeLogin({ badge: 'x'.repeat(65), nonce: 'n' })).toThrow(/^badge:/);
    expect(() => parseBadgeLogin({ badge: 'B1' })).toThrow(/^nonce:/);
  });

  it('reads set_badge: null takes the badge away, the PIN secret is 64 hex digits or ""', () => {
    expect(parseSetBadge({ user_id: 3, badge_no: null })).toEqual({ user_id: 3, badge_no: null });
    expect(parseSetBadge({ user_id: 3, badge_no: 'B-9', pin_secret: 'A'.repeat(64), badge_login: true })).toEqual({
      user_id: 3,
      badge_no: 'B-9',
      pin_secret: 'a'.repeat(64),
      badge_login: true,
    });
    expect(() => parseSetBadge({ user_id: 3 })).toThrow(/^badge_no:/);
    expect(() => parseSetBadge({ user_id: 3, badge_no: 'B', pin_secret: '1234' })).toThrow(/^pin_secret:/);
    expect(() => parseSetBadge({ user_id: 0, badge_no: 'B' })).toThrow(/^user_id:/);
  });

  it('keeps the PIN for the same badge, drops it for a new number, and drops everything with the badge', () => {
    expect(nextBadge(user(), { user_id: 7, badge_no: 'B-0001' }, encrypt)).toEqual({
      badge_no: 'B-0001',
      pin_enc: 'enc-old',
      badge_login: true,
    });
    expect(nextBadge(user(), { user_id: 7, badge_no: 'B-0002' }, encrypt)).toEqual({
      badge_no: 'B-0002',
      pin_enc: null,
      badge_login: true,
    });
    expect(nextBadge(user(), { user_id: 7, badge_no: 'B-0002', pin_secret: 'ab' }, encrypt).pin_enc).toBe('enc(ab)');
    expect(nextBadge(user(), { user_id: 7, badge_no: 'B-0001', pin_secret: '' }, encrypt).pin_enc).toBeNull();
    expect(nextBadge(user(), { user_id: 7, badge_no: null }, encrypt)).toEqual({
      badge_no: null,
      pin_enc: null,
      badge_login: false,
    });
  });

  it('lets the badge alone in only for an enabled, flagged operator', () => {
    expect(badgeAloneAllowed(user(), ['operator'])).toBe(true);
    expect(badgeAloneAllowed(user(), ['admin'])).toBe(false);
    expect(badgeAloneAllowed(user({ badge_login: false }), ['operator'])).toBe(false);
    expect(badgeAloneAllowed(user({ disabled: true }), ['operator'])).toBe(false);
  });

  it('never shows the PIN secret, and derives it from badge and PIN', () => {
    expect(badgeView(user())).toEqual({
      user_id: 7,
      name: 'op1',
      badge_no: 'B-0001',
      has_pin: true,
      badge_login: true,
    });
    expect(pinSecretOf('B-0001', '1234')).toMatch(/^[0-9a-f]{64}$/);
    expect(pinSecretOf('B-0001', '1234')).not.toBe(pinSecretOf('B-0002', '1234'));
  });
});
