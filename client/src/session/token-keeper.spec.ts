import { describe, expect, it, jest } from '@jest/globals';
import { STORAGE_KEYS } from '@mes/contracts';
import type { StorageLike } from '../storage';
import { readSession, writeLogin } from './session.storage';
import { TokenKeeper, type KeeperDeps } from './token-keeper';

const T0 = 1_763_780_400;

function memoryStorage(): StorageLike {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

function setup(loginAtS = T0) {
  const storage = memoryStorage();
  writeLogin(
    storage,
    {
      access_token: 'old',
      expire: 3600,
      created_at: loginAtS,
      user: { id: 1, name: 'a', display_name: 'A' },
      roles: ['operator'],
      permissions: [],
      logged_subject: '',
      logged_company_name: '',
    },
    loginAtS,
  );
  let nowS = loginAtS;
  const refresh = jest.fn<KeeperDeps['refresh']>(async () => ({ access_token: 'new', expire: 3600, created_at: nowS }));
  const grants = jest.fn<KeeperDeps['grants']>(async () => ({ roles: ['operator'], permissions: ['p'] }));
  const changed = jest.fn();
  const sut = new TokenKeeper({ storage, nowMs: () => nowS * 1000, refresh, grants, changed });
  return {
    sut,
    storage,
    refresh,
    grants,
    changed,
    at: (s: number) => {
      nowS = s;
    },
  };
}

describe(TokenKeeper.name, () => {
  it('does nothing for a young token and checks again only after 30 s', async () => {
    const { sut, refresh, at } = setup();
    at(T0 + 10);
    expect(await sut.check()).toBe('checked');
    at(T0 + 39);
    expect(await sut.check()).toBe('skipped');
    at(T0 + 40);
    expect(await sut.check()).toBe('checked');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes once the token is older than 10 minutes and stores the new one', async () => {
    const { sut, storage, refresh, changed, at } = setup();
    at(T0 + 601);
    expect(await sut.check()).toBe('refreshed');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(readSession(storage).token).toEqual({ access_token: 'new', expire: 3600, created_at: T0 + 601 });
    expect(changed).toHaveBeenCalled();
  });

  it('re-reads roles and permissions once the 86400 s cache is stale', async () => {
    const { sut, storage, grants, at } = setup();
    const old = JSON.parse(storage.getItem(STORAGE_KEYS.roles)!) as { created_at: number };
    storage.setItem(STORAGE_KEYS.roles, JSON.stringify({ value: ['operator'], created_at: old.created_at - 86_400 }));
    at(T0 + 5);
    await sut.check();
    expect(grants).toHaveBeenCalledTimes(1);
    expect(readSession(storage).permissions?.value).toEqual(['p']);
  });

  it('reports a logged-out session without calling the server', async () => {
    const { sut, refresh, at } = setup();
    at(T0 + 3600);
    expect(await sut.check()).toBe('logged-out');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('shares one check between concurrent callers and survives a failed refresh', async () => {
    const { sut, refresh, at } = setup();
    refresh.mockRejectedValueOnce(new Error('900'));
    at(T0 + 700);
    const [a, b] = await Promise.all([sut.check(), sut.check()]);
    expect(a).toBe('failed');
    expect(b).toBe('failed');
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
