import { describe, expect, it } from '@jest/globals';
import { STORAGE_KEYS } from '@mes/contracts';
import type { StorageLike } from '../storage';
import { writeLogin } from './session.storage';
import {
  clearUserSession,
  isSessionValid,
  needsRefresh,
  readScreenToken,
  readUserSession,
  sessionFromAnswer,
  writeScreenToken,
  writeUserSession,
} from './user-session';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const user = { id: 3, name: 'op', display_name: 'Operator' };

describe('the user session of the kanban and the device display', () => {
  it('reads what the back office stored, under the same keys', () => {
    const s = memoryStorage();
    writeLogin(
      s,
      {
        access_token: 'T',
        expire: 600,
        created_at: 1000,
        user,
        roles: ['r'],
        permissions: ['p'],
        logged_subject: 'S',
        logged_company_name: 'C',
      },
      1000,
    );
    expect(readUserSession(s)).toEqual({ token: { access_token: 'T', expire: 600, created_at: 1000 }, user });
    s.data.set(STORAGE_KEYS.user, '{not json');
    expect(readUserSession(s)).toBeNull();
    expect(readUserSession(null)).toBeNull();
  });

  it('is valid until created_at + lifetime (3600 s without one) and due for a refresh after min(10 min, lifetime / 2)', () => {
    const a = sessionFromAnswer({ access_token: 'T', user }, 1000);
    expect(a.token).toEqual({ access_token: 'T', expire: null, created_at: 1000 });
    expect(isSessionValid(a, 4599)).toBe(true);
    expect(isSessionValid(a, 4600)).toBe(false);
    expect(needsRefresh(a, 1600)).toBe(false);
    expect(needsRefresh(a, 1601)).toBe(true);
    expect(isSessionValid(null, 0)).toBe(false);
  });

  it("logs out with the back office's key list, keeping the settings and the screen token", () => {
    const s = memoryStorage();
    writeLogin(
      s,
      {
        access_token: 'T',
        expire: 600,
        created_at: 1000,
        user,
        roles: [],
        permissions: [],
        logged_subject: 'S',
        logged_company_name: 'C',
      },
      1000,
    );
    s.data.set(STORAGE_KEYS.company, '1');
    s.data.set(STORAGE_KEYS.tags, '[]');
    s.data.set(STORAGE_KEYS.locale, 'en-US');
    writeScreenToken('SCREEN', s);
    writeUserSession(sessionFromAnswer({ access_token: 'U', user }, 2000), s);
    clearUserSession(s);
    expect([...s.data.keys()].sort()).toEqual([STORAGE_KEYS.locale, STORAGE_KEYS.screenToken].sort());
    expect(readScreenToken(s)).toBe('SCREEN');
  });

  it("keeps the TV's token under MES_screen_token, blank as none", () => {
    const s = memoryStorage();
    expect(STORAGE_KEYS.screenToken).toBe('MES_screen_token');
    writeScreenToken('  ', s);
    expect(readScreenToken(s)).toBeNull();
    writeScreenToken(null, s);
    expect(s.data.size).toBe(0);
  });
});
