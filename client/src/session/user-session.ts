import { STORAGE_KEYS } from '@mes/contracts';
import { browserStorage, readText, writeText, type StorageLike } from '../storage';
import { isLoggedIn, nowSeconds, shouldRefresh, type SessionUser, type StoredToken } from './session.rules';
import { clearSession, readSession, writeToken } from './session.storage';

// The signed-in user as a screen that needs only the token and the user holds it (the kanban, the device display),
// read and written under the same keys and rules as the back office (same origin); and a TV's screen token.

export type UserSession = { token: StoredToken; user: SessionUser };

/** The token and user when both are stored (validity aside); null otherwise or without storage. */
export function readUserSession(storage: StorageLike | null = browserStorage()): UserSession | null {
  if (!storage) return null;
  const s = readSession(storage);
  if (!s.token || s.token.access_token === '' || !s.user) return null;
  return { token: s.token, user: s.user };
}

/** Logged in while a user exists and now < created_at + lifetime (000 §4). */
export function isSessionValid(s: UserSession | null, nowS: number = nowSeconds()): s is UserSession {
  return (
    s !== null &&
    isLoggedIn({ token: s.token, user: s.user, roles: null, permissions: null, subject: '', companyName: '' }, nowS)
  );
}

/** A refresh is due once the token is older than min(10 min, lifetime / 2). */
export function needsRefresh(s: UserSession, nowS: number = nowSeconds()): boolean {
  return shouldRefresh(s.token, nowS);
}

export function writeUserSession(s: UserSession, storage: StorageLike | null = browserStorage()): void {
  if (!storage) return;
  writeToken(storage, s.token);
  writeText(STORAGE_KEYS.user, JSON.stringify(s.user), storage);
}

/** Logging out forgets the same keys everywhere (the back office's list, 000 §3): one origin, one session. */
export function clearUserSession(storage: StorageLike | null = browserStorage()): void {
  if (storage) clearSession(storage);
}

export function readScreenToken(storage: StorageLike | null = browserStorage()): string | null {
  const v = readText(STORAGE_KEYS.screenToken, storage)?.trim();
  return v ? v : null;
}

export function writeScreenToken(token: string | null, storage: StorageLike | null = browserStorage()): void {
  writeText(STORAGE_KEYS.screenToken, token, storage);
}

/** A session from a confirmed login code (or a refresh): created now by the client's clock when the server gives no time. */
export function sessionFromAnswer(
  a: { access_token: string; expire?: number | null; created_at?: number | null; user: SessionUser },
  nowS: number = nowSeconds(),
): UserSession {
  return {
    token: {
      access_token: a.access_token,
      expire: a.expire ?? null,
      created_at: typeof a.created_at === 'number' ? a.created_at : nowS,
    },
    user: a.user,
  };
}
