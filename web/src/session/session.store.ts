import { STORAGE_KEYS } from '@mes/contracts';
import {
  EMPTY_SESSION,
  browserStorage,
  clearSession,
  nowSeconds,
  readQuickMode,
  readSession,
  readSubjectName,
  writeLogin,
  type LoginAnswer,
  type SessionState,
  type StorageLike,
} from '@mes/client';

export type LocalSnapshot = { session: SessionState; quickMode: boolean; subjectName: string };

// One subscribable view of what localStorage holds for the session and settings, shared by every component;
// another tab's change (the storage event) updates this one too.
export class SessionStore {
  private snapshot: LocalSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly storage: StorageLike | null) {
    this.snapshot = this.read();
  }

  get storageOrNull(): StorageLike | null {
    return this.storage;
  }

  getSnapshot = (): LocalSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Re-read the storage and tell the subscribers when something changed. */
  reload = (): void => {
    const next = this.read();
    if (JSON.stringify(next) === JSON.stringify(this.snapshot)) return;
    this.snapshot = next;
    for (const l of this.listeners) l();
  };

  login(answer: LoginAnswer, nowMs: number = Date.now()): void {
    if (this.storage) writeLogin(this.storage, answer, nowSeconds(nowMs));
    this.reload();
  }

  logout(): void {
    if (this.storage) clearSession(this.storage);
    this.reload();
  }

  /** Apply a write to the storage, then publish it. */
  update(write: (storage: StorageLike) => void): void {
    if (this.storage) write(this.storage);
    this.reload();
  }

  private read(): LocalSnapshot {
    if (!this.storage) return { session: EMPTY_SESSION, quickMode: true, subjectName: '' };
    return {
      session: readSession(this.storage),
      quickMode: readQuickMode(this.storage),
      subjectName: readSubjectName(this.storage),
    };
  }
}

/** The keys whose change (in another tab) concerns the session store. */
export const WATCHED_KEYS: readonly string[] = [
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.user,
  STORAGE_KEYS.roles,
  STORAGE_KEYS.permissions,
  STORAGE_KEYS.subject,
  STORAGE_KEYS.companyName,
  STORAGE_KEYS.quickMode,
  STORAGE_KEYS.subjectName,
];

export const sessionStore = new SessionStore(browserStorage());

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === null || WATCHED_KEYS.includes(e.key)) sessionStore.reload();
  });
}
