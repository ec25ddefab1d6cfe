import { ROLES_CACHE_S, TOKEN_CHECK_INTERVAL_S, TOKEN_LIFETIME_DEFAULT_S, refreshThresholdS } from '@mes/contracts';

// The session rules of 000 §4, §6, §7 and §9 as pure functions of the stored state and the clock (seconds).

export type SessionUser = { id: number; name: string; display_name: string };

/** The token as stored: created_at is the server's time in seconds, expire the lifetime in seconds. */
export type StoredToken = { access_token: string; expire?: number | null; created_at: number };

/** A cached list (roles, permissions) with the time it was fetched, in seconds. */
export type CachedNames = { value: string[]; created_at: number };

export type SessionState = {
  token: StoredToken | null;
  user: SessionUser | null;
  roles: CachedNames | null;
  permissions: CachedNames | null;
  subject: string;
  companyName: string;
};

export const EMPTY_SESSION: SessionState = {
  token: null,
  user: null,
  roles: null,
  permissions: null,
  subject: '',
  companyName: '',
};

/** The role that holds every permission without listing them (docs/api.md, "Permissions"). */
export const ADMIN_ROLE = 'admin';

export function nowSeconds(nowMs: number = Date.now()): number {
  return Math.floor(nowMs / 1000);
}

/** The token's lifetime: the server's expire, or 3600 s when none (or nonsense) was given. */
export function lifetimeS(token: StoredToken): number {
  const e = token.expire;
  return typeof e === 'number' && Number.isFinite(e) && e > 0 ? e : TOKEN_LIFETIME_DEFAULT_S;
}

/** Logged in only while a user exists, the token is non-empty and now < created_at + lifetime. */
export function isLoggedIn(s: SessionState, nowS: number): boolean {
  if (!s.user || !s.token || s.token.access_token === '') return false;
  if (!Number.isFinite(s.token.created_at)) return false;
  return nowS < s.token.created_at + lifetimeS(s.token);
}

/** A refresh is due once the token is older than min(10 min, lifetime / 2). */
export function shouldRefresh(token: StoredToken, nowS: number): boolean {
  return nowS - token.created_at > refreshThresholdS(lifetimeS(token));
}

/** The token is checked at most every 30 s. */
export function shouldCheck(lastCheckS: number | null, nowS: number): boolean {
  return lastCheckS === null || nowS - lastCheckS >= TOKEN_CHECK_INTERVAL_S;
}

/** Roles and permissions are cached for 86400 s. */
export function isCacheFresh(cache: CachedNames | null, nowS: number, ttlS: number = ROLES_CACHE_S): boolean {
  return cache !== null && nowS >= cache.created_at && nowS < cache.created_at + ttlS;
}

export type Grants = { roles: readonly string[]; permissions: readonly string[] };

export function grantsOf(s: SessionState): Grants {
  return { roles: s.roles?.value ?? [], permissions: s.permissions?.value ?? [] };
}

/** A name is held as a role or a permission; the admin role holds every permission. */
export function holds(g: Grants, name: string): boolean {
  return g.roles.includes(name) || g.permissions.includes(name) || g.roles.includes(ADMIN_ROLE);
}

/** Any of the names (an empty list asks for nothing). */
export function hasAny(g: Grants, names: readonly string[]): boolean {
  return names.length === 0 || names.some((n) => holds(g, n));
}

/** Every name of the list. */
export function hasAll(g: Grants, names: readonly string[]): boolean {
  return names.every((n) => holds(g, n));
}

export type Requirement = { anyOf?: readonly string[]; allOf?: readonly string[] };

export function meets(g: Grants, r: Requirement | undefined): boolean {
  if (!r) return true;
  return hasAny(g, r.anyOf ?? []) && hasAll(g, r.allOf ?? []);
}
