import { describe, expect, it } from '@jest/globals';
import {
  ADMIN_ROLE,
  EMPTY_SESSION,
  hasAll,
  hasAny,
  isCacheFresh,
  isLoggedIn,
  lifetimeS,
  meets,
  shouldCheck,
  shouldRefresh,
  type SessionState,
} from './session.rules';

const T0 = 1_763_780_400;
const user = { id: 1, name: 'admin', display_name: 'Admin' };
const session = (over: Partial<SessionState> = {}): SessionState => ({
  ...EMPTY_SESSION,
  user,
  token: { access_token: 'tok', expire: 3600, created_at: T0 },
  ...over,
});

describe('isLoggedIn', () => {
  it('needs a user, a non-empty token and now before created_at + lifetime', () => {
    expect(isLoggedIn(session(), T0)).toBe(true);
    expect(isLoggedIn(session(), T0 + 3599)).toBe(true);
    expect(isLoggedIn(session(), T0 + 3600)).toBe(false);
    expect(isLoggedIn(session({ user: null }), T0)).toBe(false);
    expect(isLoggedIn(session({ token: null }), T0)).toBe(false);
    expect(isLoggedIn(session({ token: { access_token: '', expire: 3600, created_at: T0 } }), T0)).toBe(false);
  });

  it('uses 3600 s when the server gives no lifetime', () => {
    const s = session({ token: { access_token: 'tok', expire: null, created_at: T0 } });
    expect(lifetimeS(s.token!)).toBe(3600);
    expect(isLoggedIn(s, T0 + 3599)).toBe(true);
    expect(isLoggedIn(s, T0 + 3600)).toBe(false);
    expect(lifetimeS({ access_token: 't', expire: 0, created_at: T0 })).toBe(3600);
    expect(lifetimeS({ access_token: 't', expire: 7200, created_at: T0 })).toBe(7200);
  });

  it('an expired token far in the past is logged out', () => {
    expect(isLoggedIn(session({ token: { access_token: 'tok', expire: 3600, created_at: 1000 } }), T0)).toBe(false);
  });
});

describe('shouldRefresh', () => {
  it('refreshes once older than min(10 min, lifetime/2)', () => {
    const long = { access_token: 't', expire: 3600, created_at: T0 };
    expect(shouldRefresh(long, T0 + 600)).toBe(false);
    expect(shouldRefresh(long, T0 + 601)).toBe(true);
    const short = { access_token: 't', expire: 600, created_at: T0 };
    expect(shouldRefresh(short, T0 + 300)).toBe(false);
    expect(shouldRefresh(short, T0 + 301)).toBe(true);
  });
});

describe('shouldCheck', () => {
  it('checks at most every 30 s', () => {
    expect(shouldCheck(null, T0)).toBe(true);
    expect(shouldCheck(T0, T0 + 29)).toBe(false);
    expect(shouldCheck(T0, T0 + 30)).toBe(true);
  });
});

describe('isCacheFresh', () => {
  it('keeps roles and permissions for 86400 s', () => {
    const cache = { value: ['a'], created_at: T0 };
    expect(isCacheFresh(cache, T0 + 86_399)).toBe(true);
    expect(isCacheFresh(cache, T0 + 86_400)).toBe(false);
    expect(isCacheFresh(null, T0)).toBe(false);
    expect(isCacheFresh(cache, T0 - 10)).toBe(false); // written by a clock in the future
  });
});

describe('hasAny / hasAll', () => {
  const g = { roles: ['operator'], permissions: ['basicdata.factory.list', 'basicdata.factory.create'] };

  it('tests any or every name of a list, roles and permissions alike', () => {
    expect(hasAny(g, ['basicdata.factory.list', 'x'])).toBe(true);
    expect(hasAny(g, ['x', 'y'])).toBe(false);
    expect(hasAny(g, ['operator'])).toBe(true);
    expect(hasAll(g, ['basicdata.factory.list', 'basicdata.factory.create'])).toBe(true);
    expect(hasAll(g, ['basicdata.factory.list', 'x'])).toBe(false);
    expect(hasAny(g, [])).toBe(true);
    expect(hasAll(g, [])).toBe(true);
  });

  it('gives the admin role every permission', () => {
    const admin = { roles: [ADMIN_ROLE], permissions: [] };
    expect(hasAll(admin, ['basicdata.factory.list', 'anything.at.all'])).toBe(true);
    expect(meets(admin, { anyOf: ['a'], allOf: ['b', 'c'] })).toBe(true);
  });

  it('meets needs both anyOf and allOf', () => {
    expect(meets(g, { anyOf: ['x', 'operator'], allOf: ['basicdata.factory.list'] })).toBe(true);
    expect(meets(g, { anyOf: ['x'], allOf: ['basicdata.factory.list'] })).toBe(false);
    expect(meets(g, undefined)).toBe(true);
  });
});
