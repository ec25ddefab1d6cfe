import { describe, expect, it } from '@jest/globals';
import { STORAGE_KEYS } from '@mes/contracts';
import {
  clearSession,
  readQuickMode,
  readSession,
  readSubjectName,
  writeLogin,
  writeQuickMode,
  writeSubjectName,
  type LoginAnswer,
} from './session.storage';
import type { StorageLike } from '../storage';

function memoryStorage(init: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(init));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const answer: LoginAnswer = {
  access_token: 'tok',
  expire: 3600,
  created_at: 1_763_780_400,
  user: { id: 1, name: 'admin', display_name: '系统管理员' },
  roles: ['admin'],
  permissions: [],
  logged_subject: 'S1',
  logged_company_name: '示范电子有限公司',
};

describe('session storage', () => {
  it('stores the login answer under the contracts keys and reads it back', () => {
    const s = memoryStorage();
    writeLogin(s, answer, 1_763_780_401);
    expect(JSON.parse(s.data.get(STORAGE_KEYS.accessToken)!)).toEqual({
      access_token: 'tok',
      expire: 3600,
      created_at: 1_763_780_400,
    });
    expect(JSON.parse(s.data.get(STORAGE_KEYS.user)!)).toEqual(answer.user);
    expect(JSON.parse(s.data.get(STORAGE_KEYS.roles)!)).toEqual({ value: ['admin'], created_at: 1_763_780_401 });
    expect(s.data.get(STORAGE_KEYS.subject)).toBe('S1');
    expect(s.data.get(STORAGE_KEYS.companyName)).toBe('示范电子有限公司');
    const read = readSession(s);
    expect(read.user).toEqual(answer.user);
    expect(read.token?.access_token).toBe('tok');
    expect(read.permissions).toEqual({ value: [], created_at: 1_763_780_401 });
  });

  it('reads garbage as no session', () => {
    const s = memoryStorage({
      [STORAGE_KEYS.accessToken]: '{oops',
      [STORAGE_KEYS.user]: '"admin"',
      [STORAGE_KEYS.roles]: '[1,2]',
    });
    const read = readSession(s);
    expect(read.token).toBeNull();
    expect(read.user).toBeNull();
    expect(read.roles).toBeNull();
  });

  it('clearSession forgets the user but keeps language, quick mode and subject name', () => {
    const s = memoryStorage({ [STORAGE_KEYS.locale]: 'en-US' });
    writeLogin(s, answer, 1);
    writeQuickMode(s, false);
    writeSubjectName(s, ' Plant A ');
    clearSession(s);
    expect(readSession(s).user).toBeNull();
    expect(readSession(s).token).toBeNull();
    expect(s.data.get(STORAGE_KEYS.locale)).toBe('en-US');
    expect(readQuickMode(s)).toBe(false);
    expect(readSubjectName(s)).toBe('Plant A');
  });

  it('quick mode defaults to true', () => {
    expect(readQuickMode(memoryStorage())).toBe(true);
    expect(readQuickMode(memoryStorage({ [STORAGE_KEYS.quickMode]: 'true' }))).toBe(true);
    expect(readQuickMode(memoryStorage({ [STORAGE_KEYS.quickMode]: 'false' }))).toBe(false);
  });

  it('survives a storage that throws', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => writeLogin(broken, answer, 1)).not.toThrow();
    expect(readSession(broken).user).toBeNull();
  });
});
