import { QUICK_MODE_DEFAULT, STORAGE_KEYS, isRecord, type LoginAnswer, type RefreshAnswer } from '@mes/contracts';
import { readJson, readText as readTextOrNull, writeText, type StorageLike } from '../storage';
import type { CachedNames, SessionState, SessionUser, StoredToken } from './session.rules';

// The session in localStorage under contracts' STORAGE_KEYS (docs/web.md, "Stored keys"). Every reader is defensive:
// another tab, an older version or a person with dev tools may have written anything there.

export type { LoginAnswer, RefreshAnswer };

const isNames = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const readText = (key: string, storage: StorageLike): string => readTextOrNull(key, storage) ?? '';

function readToken(v: unknown): StoredToken | null {
  if (!isRecord(v) || typeof v.access_token !== 'string' || typeof v.created_at !== 'number') return null;
  return {
    access_token: v.access_token,
    created_at: v.created_at,
    expire: typeof v.expire === 'number' ? v.expire : null,
  };
}

function readUser(v: unknown): SessionUser | null {
  if (!isRecord(v) || typeof v.id !== 'number' || typeof v.name !== 'string') return null;
  return { id: v.id, name: v.name, display_name: typeof v.display_name === 'string' ? v.display_name : v.name };
}

function readCache(v: unknown): CachedNames | null {
  if (!isRecord(v) || !isNames(v.value) || typeof v.created_at !== 'number') return null;
  return { value: v.value, created_at: v.created_at };
}

export function readSession(storage: StorageLike): SessionState {
  return {
    token: readToken(readJson(STORAGE_KEYS.accessToken, storage)),
    user: readUser(readJson(STORAGE_KEYS.user, storage)),
    roles: readCache(readJson(STORAGE_KEYS.roles, storage)),
    permissions: readCache(readJson(STORAGE_KEYS.permissions, storage)),
    subject: readText(STORAGE_KEYS.subject, storage),
    companyName: readText(STORAGE_KEYS.companyName, storage),
  };
}

export function writeToken(storage: StorageLike, token: StoredToken): void {
  writeText(STORAGE_KEYS.accessToken, JSON.stringify(token), storage);
}

/** Roles and permissions with the time they were fetched (client clock, seconds). */
export function writeGrants(storage: StorageLike, roles: string[], permissions: string[], nowS: number): void {
  writeText(STORAGE_KEYS.roles, JSON.stringify({ value: roles, created_at: nowS }), storage);
  writeText(STORAGE_KEYS.permissions, JSON.stringify({ value: permissions, created_at: nowS }), storage);
}

export function writeLogin(storage: StorageLike, a: LoginAnswer, nowS: number): void {
  writeToken(storage, { access_token: a.access_token, expire: a.expire, created_at: a.created_at });
  writeText(STORAGE_KEYS.user, JSON.stringify(a.user), storage);
  writeGrants(storage, a.roles, a.permissions, nowS);
  writeText(STORAGE_KEYS.subject, a.logged_subject ?? '', storage);
  writeText(STORAGE_KEYS.companyName, a.logged_company_name ?? '', storage);
}

/** Forgets who is logged in; the user's own settings (language, quick mode, subject name) stay. */
export function clearSession(storage: StorageLike): void {
  for (const key of [
    STORAGE_KEYS.accessToken,
    STORAGE_KEYS.user,
    STORAGE_KEYS.roles,
    STORAGE_KEYS.permissions,
    STORAGE_KEYS.subject,
    STORAGE_KEYS.company,
    STORAGE_KEYS.companyName,
    STORAGE_KEYS.tags,
  ]) {
    writeText(key, null, storage);
  }
}

// Settings of 000 §3: quick mode (default true) and the subject name shown in the header.
export function readQuickMode(storage: StorageLike): boolean {
  const raw = readText(STORAGE_KEYS.quickMode, storage);
  return raw === '' ? QUICK_MODE_DEFAULT : raw !== 'false';
}

export function writeQuickMode(storage: StorageLike, on: boolean): void {
  writeText(STORAGE_KEYS.quickMode, on ? 'true' : 'false', storage);
}

export function readSubjectName(storage: StorageLike): string {
  return readText(STORAGE_KEYS.subjectName, storage).trim();
}

export function writeSubjectName(storage: StorageLike, name: string): void {
  writeText(STORAGE_KEYS.subjectName, name.trim() === '' ? null : name.trim(), storage);
}
