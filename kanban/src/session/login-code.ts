import {
  asApiError,
  num,
  sessionFromAnswer,
  str,
  type ApiError,
  type CallOptions,
  type UserSession,
} from '@mes/client';
import { isRecord, KANBAN_LOGIN_CODE } from '@mes/contracts';

// A login code (kanban login, device display): the client shows a code, a signed-in user enters it elsewhere, and the
// client collects that user's session with its poll secret. Codes are renewed when they run out.

export type LoginCodeState =
  | { kind: 'asking' }
  | { kind: 'showing'; code: string; expiresAt: number }
  | { kind: 'done'; session: UserSession }
  | { kind: 'failed'; error: ApiError };

export type LoginCodeDeps = {
  call: <T>(path: string, body: object, opts: CallOptions) => Promise<T>;
  onSignedIn: (s: UserSession) => void;
  now?: () => number;
  random?: () => string;
};

export const POLL_MS = 2_000;
export const RETRY_MS = 5_000;

export function randomNonce(): string {
  const bytes = new Uint8Array(18);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[b % 64]).join('');
}

export class LoginCodeFlow {
  private state: LoginCodeState = { kind: 'asking' };
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private secret = '';
  private stopped = false;
  private readonly now: () => number;

  constructor(private readonly deps: LoginCodeDeps) {
    this.now = deps.now ?? Date.now;
  }

  getState(): LoginCodeState {
    return this.state;
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  start(): void {
    void this.ask();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.listeners.clear();
  }

  private set(s: LoginCodeState): void {
    if (this.stopped) return;
    this.state = s;
    for (const fn of [...this.listeners]) fn();
  }

  private later(ms: number, fn: () => void): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.stopped) fn();
    }, ms);
  }

  private async ask(): Promise<void> {
    try {
      const a = await this.deps.call<unknown>(
        KANBAN_LOGIN_CODE.create.path,
        { nonce: (this.deps.random ?? randomNonce)() },
        { ignoreInvalidToken: true },
      );
      const o = isRecord(a) ? a : {};
      const code = str(o.login_code);
      if (!code) throw new Error('login_code answered no code');
      this.secret = str(o.poll_secret);
      this.set({ kind: 'showing', code, expiresAt: this.now() + num(o.expires_in, 300) * 1000 });
      this.later(POLL_MS, () => void this.poll());
    } catch (e) {
      this.set({ kind: 'failed', error: asApiError(e) });
      this.later(RETRY_MS, () => void this.ask());
    }
  }

  private async poll(): Promise<void> {
    const s = this.state;
    if (s.kind !== 'showing') return;
    if (this.now() >= s.expiresAt) return this.ask();
    try {
      const a = await this.deps.call<unknown>(
        KANBAN_LOGIN_CODE.poll.path,
        { login_code: s.code, poll_secret: this.secret },
        { ignoreInvalidToken: true, auth: { kind: 'none' } },
      );
      const o = isRecord(a) ? a : {};
      if (this.stopped) return;
      if (o.status === 'confirmed' && str(o.access_token) && isRecord(o.user)) {
        const u = o.user;
        const session = sessionFromAnswer({
          access_token: str(o.access_token),
          expire: num(o.expire, 0) || null,
          created_at: typeof o.created_at === 'number' ? o.created_at : null,
          user: { id: num(u.id), name: str(u.name), display_name: str(u.display_name, str(u.name)) },
        });
        this.set({ kind: 'done', session });
        this.deps.onSignedIn(session);
        return;
      }
      this.later(POLL_MS, () => void this.poll());
    } catch (e) {
      // a wrong or used code (400): ask for a new one; the network: keep polling the same code
      if (asApiError(e).err === 400) return this.ask();
      this.later(RETRY_MS, () => void this.poll());
    }
  }
}
