import { AUTH } from './auth';
import { bodyRefusal } from './fields';

const refused = (d: { input: Parameters<typeof bodyRefusal>[0] }, body: unknown) => bodyRefusal(d.input, body);

describe('the login declarations', () => {
  it('user/login takes name, subject, nonce and sign, or an access_token alone (000 §7)', () => {
    expect(AUTH.login.input.parse({ name: 'a', nonce: 'n', sign: 's' })).toEqual({
      name: 'a',
      subject: '',
      nonce: 'n',
      sign: 's',
    });
    expect(AUTH.login.input.parse({ access_token: 't' })).toEqual({ access_token: 't', subject: '' });
    expect(refused(AUTH.login, {})).toEqual({ field: 'name', code: 'auth.required_string' });
    expect(refused(AUTH.login, { name: 'a', nonce: 'n' })).toEqual({ field: 'sign', code: 'auth.required_string' });
    expect(refused(AUTH.login, { name: '', nonce: 'n', sign: 's' })).toMatchObject({ field: 'name' });
    expect(refused(AUTH.login, { name: 'a', nonce: 'n', sign: 's', remember: true })).toMatchObject({
      field: 'remember',
      code: 'input.unknown_field',
    });
  });

  it('login_badge reads the badge trimmed and refuses blanks, unknown fields and long values naming the field', () => {
    expect(AUTH.login_badge.input.parse({ badge: ' B-0001 ', nonce: '1.abc' })).toEqual({
      badge: 'B-0001',
      nonce: '1.abc',
      sign: null,
      subject: '',
    });
    expect(refused(AUTH.login_badge, { badge: 'B 1', nonce: 'n' })).toEqual({
      field: 'badge',
      code: 'auth.badge_format',
    });
    expect(refused(AUTH.login_badge, { badge: 'B1', nonce: 'n', pin: '1234' })).toEqual({
      field: 'pin',
      code: 'input.unknown_field',
    });
    expect(refused(AUTH.login_badge, { badge: 'x'.repeat(65), nonce: 'n' })).toMatchObject({ field: 'badge' });
    expect(refused(AUTH.login_badge, { badge: 'B1' })).toMatchObject({ field: 'nonce' });
  });

  it('set_badge: null takes the badge away, the PIN secret is 64 hex digits or ""', () => {
    expect(AUTH.set_badge.input.parse({ user_id: 3, badge_no: null })).toEqual({ user_id: 3, badge_no: null });
    expect(
      AUTH.set_badge.input.parse({ user_id: 3, badge_no: 'B-9', pin_secret: 'A'.repeat(64), badge_login: true }),
    ).toEqual({ user_id: 3, badge_no: 'B-9', pin_secret: 'a'.repeat(64), badge_login: true });
    expect(refused(AUTH.set_badge, { user_id: 3 })).toEqual({ field: 'badge_no', code: 'auth.badge_no_required' });
    expect(refused(AUTH.set_badge, { user_id: 3, badge_no: 7 })).toEqual({ field: 'badge_no', code: 'input.string' });
    expect(refused(AUTH.set_badge, { user_id: 3, badge_no: 'B', pin_secret: '1234' })).toMatchObject({
      field: 'pin_secret',
    });
    expect(refused(AUTH.set_badge, { user_id: 0, badge_no: 'B' })).toMatchObject({ field: 'user_id' });
  });
});
