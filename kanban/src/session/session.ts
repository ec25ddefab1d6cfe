import { STORAGE_KEYS, TOKEN_LIFETIME_DEFAULT_S, refreshThresholdS } from '@mes/contracts';
import { isObj, readJson, readText, writeText, type StorageLike, browserStorage } from '../storage';

// The signed-in user, stored the way the back office stores it (same origin, same keys), and the TV's screen token.

/** Where a TV keeps the token it got from /kanban/screen/register. */
export const SCREEN_TOKEN_KEY = 'MES_screen_token';

export type SessionUser = { id: number; name: string; display_name: string };
export type StoredToken = { access_token: string; expire: number | null; created_at: number };
export type UserSession = { token: StoredToken; user: SessionUser };

export const nowSeconds = (nowMs: number = Date.now()): number => Math.floor(nowMs / 1000);

function lifetimeS(t: StoredToken): number {
  return typeof t.expire === 'number' && t.expire > 0 ? t.expire : TOKEN_LIFETIME_DEFAULT_S;
}

export function readUserSession(storage: StorageLike | null = browserStorage()): UserSession | null {
  const t = readJson(STORAGE_KEYS.accessToken, storage);
  const u = readJson(STORAGE_KEYS.user, storage);
  if (!isObj(t) || typeof t.access_token !== 'string' || t.access_token === '' || typeof t.created_at !== 'number') return null;
  if (!isObj(u) || typeof u.id !== 'number' || typeof u.name !== 'string') return null;
  return {
    token: { access_token: t.access_token, created_at: t.created_at, expire: typeof t.expire === 'number' ? t.expire : null },
    user: { id: u.id, name: u.name, display_name: typeof u.display_name === 'string' ? u.display_name : u.name },
  };
}

/** Logged in while a user exists and now < created_at + lifetime (000 §4). */
export function isSessionValid(s: UserSession | null, nowS: number = nowSeconds()): s is UserSession {
  return s !== null && nowS < s.token.created_at + lifetimeS(s.token);
}

export function needsRefresh(s: UserSession, nowS: number = nowSeconds()): boolean {
  return nowS - s.token.created_at > refreshThresholdS(lifetimeS(s.token));
}

export function writeToken(token: StoredToken, storage: StorageLike | null = browserStorage()): void {
  writeText(STORAGE_KEYS.accessToken, JSON.stringify(token), storage);
}

export function writeUserSession(s: UserSession, storage: StorageLike | null = browserStorage()): void {
  writeToken(s.token, storage);
  writeText(STORAGE_KEYS.user, JSON.stringify(s.user), storage);
}

export function clearUserSession(storage: StorageLike | null = browserStorage()): void {
  for (const key of [STORAGE_KEYS.accessToken, STORAGE_KEYS.user, STORAGE_KEYS.roles, STORAGE_KEYS.permissions]) writeText(key, null, storage);
}

export function readScreenToken(storage: StorageLike | null = browserStorage()): string | null {
  const v = readText(SCREEN_TOKEN_KEY, storage)?.trim();
  return v ? v : null;
}

export function writeScreenToken(token: string | null, storage: StorageLike | null = browserStorage()): void {
  writeText(SCREEN_TOKEN_KEY, token, storage);
}

/** A session from a confirmed login code (or a refresh): created now by the client's clock when the server gives no time. */
export function sessionFromAnswer(a: { access_token: string; expire?: number | null; created_at?: number | null; user: SessionUser }, nowS: number = nowSeconds()): UserSession {
  return {
    token: { access_token: a.access_token, expire: a.expire ?? null, created_at: typeof a.created_at === 'number' ? a.created_at : nowS },
    user: a.user,
  };
}
