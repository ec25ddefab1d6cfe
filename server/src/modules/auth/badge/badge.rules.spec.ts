import type { BadgeUser } from './badge.repository';
import { badgeAloneAllowed, badgeView, nextBadge, pinSecretOf } from './badge.rules';

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
