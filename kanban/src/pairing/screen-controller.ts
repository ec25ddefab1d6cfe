import { ErrorCode, isRecord, KANBAN_SCREEN } from '@mes/contracts';
import { parseBinding, type Binding } from './binding';
import { asApiError, type ApiError, type Auth, type CallOptions, num, str } from '@mes/client';

// A TV's life as a screen: register once (token kept across reboots), say hello on every start, show a projection
// code until a user binds it, follow 'screen.bound' and 'screen.revoked'. Plain class, so the rules are testable.

export type ScreenState =
  | { kind: 'starting' }
  | { kind: 'pairing'; screenId: number; code: string | null; expiresAt: number | null }
  | { kind: 'bound'; screenId: number; name: string; binding: Binding }
  | { kind: 'failed'; error: ApiError };

export type ScreenDeps = {
  call: <T>(path: string, body: object, opts: CallOptions) => Promise<T>;
  readToken: () => string | null;
  writeToken: (token: string | null) => void;
  now?: () => number;
};

/** Retry delays after a failed start (the network or the server is down): the TV must come back by itself. */
export const RETRY_MS = [2_000, 5_000, 10_000, 30_000] as const;
/** The least time between two renewals of an expired code. */
export const RENEW_MIN_MS = 3_000;

type Hello = {
  screen_id: number;
  name: string;
  binding: Binding | null;
  code: string | null;
  expiresIn: number | null;
};

function readHello(v: unknown): Hello {
  const o = isRecord(v) ? v : {};
  const code = o.projection_code === undefined || o.projection_code === null ? null : str(o.projection_code);
  const expires = num(o.code_expires_in, NaN);
  // a binding this build does not know (a newer server) shows the home board rather than pairing forever
  const binding = parseBinding(o.binding) ?? (isRecord(o.binding) ? ({ board: 'home', params: {} } as const) : null);
  return {
    screen_id: num(o.screen_id),
    name: str(o.name),
    binding,
    code: code || null,
    expiresIn: Number.isFinite(expires) ? expires : null,
  };
}

export class ScreenController {
  private state: ScreenState = { kind: 'starting' };
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  /** 'screen.bound' events heard so far: a hello answer asked before the last one is stale */
  private events = 0;
  private stopped = false;
  private busy: Promise<void> | null = null;
  private readonly now: () => number;

  constructor(private readonly deps: ScreenDeps) {
    this.now = deps.now ?? Date.now;
  }

  getState(): ScreenState {
    return this.state;
  }

  token(): string | null {
    return this.deps.readToken();
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Hello with the kept token, or register when there is none. Runs one at a time. */
  start(): Promise<void> {
    if (this.busy) return this.busy;
    this.busy = (this.deps.readToken() ? this.hello() : this.register()).finally(() => {
      this.busy = null;
    });
    return this.busy;
  }

  /** 'screen.bound': a binding (or null, unbound again). */
  onBound(payload: unknown): void {
    this.events += 1;
    const binding = isRecord(payload) ? parseBinding(payload.binding) : null;
    const screenId = isRecord(payload) ? num(payload.screen_id) : 0;
    if (binding) {
      const name = this.state.kind === 'bound' ? this.state.name : '';
      this.cancel();
      this.set({ kind: 'bound', screenId: screenId || this.screenId(), name, binding });
    } else {
      void this.start(); // unbound: hello answers a code
    }
  }

  /** 'screen.revoked' or a 900: the token is dead; pair again from scratch. */
  onRevoked(): void {
    this.deps.writeToken(null);
    this.set({ kind: 'starting' });
    // a hello already under way answers for the dead token: register once it is done
    void (this.busy ?? Promise.resolve()).then(() => this.start());
  }

  /** Hello again (after a reconnect: a binding made while the socket was down is picked up). */
  refresh(): void {
    void this.start();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.listeners.clear();
  }

  private screenId(): number {
    return this.state.kind === 'pairing' || this.state.kind === 'bound' ? this.state.screenId : 0;
  }

  private set(next: ScreenState): void {
    if (this.stopped) return;
    this.state = next;
    for (const fn of [...this.listeners]) fn();
  }

  private cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(ms: number, fn: () => void): void {
    if (this.stopped) return;
    this.cancel();
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.stopped) fn();
    }, ms);
  }

  private apply(h: Hello): void {
    this.failures = 0;
    if (h.binding) {
      this.cancel();
      this.set({ kind: 'bound', screenId: h.screen_id, name: h.name, binding: h.binding });
      return;
    }
    const keep =
      this.state.kind === 'pairing' && this.state.code && (this.state.expiresAt ?? 0) > this.now() ? this.state : null;
    const code = h.code ?? keep?.code ?? null;
    const expiresAt = h.code
      ? h.expiresIn === null
        ? null
        : this.now() + h.expiresIn * 1000
      : (keep?.expiresAt ?? null);
    this.set({ kind: 'pairing', screenId: h.screen_id, code, expiresAt });
    // the code runs out: hello answers a fresh one (a code without an end is renewed never; none, soon)
    if (code === null) this.schedule(RENEW_MIN_MS, () => void this.start());
    else if (expiresAt !== null) this.schedule(Math.max(RENEW_MIN_MS, expiresAt - this.now()), () => void this.start());
  }

  private async register(): Promise<void> {
    try {
      const a = await this.deps.call<unknown>(
        KANBAN_SCREEN.register.path,
        {},
        { auth: { kind: 'none' }, ignoreInvalidToken: true },
      );
      const token = isRecord(a) ? str(a.screen_token) : '';
      if (!token) throw new Error('register answered no screen_token');
      if (this.stopped) return; // a page that went away keeps no token
      this.deps.writeToken(token);
      this.apply(readHello(a));
    } catch (e) {
      this.fail(e);
    }
  }

  private async hello(): Promise<void> {
    const token = this.deps.readToken();
    if (!token) return this.register();
    const auth: Auth = { kind: 'screen', token };
    const events = this.events;
    try {
      const answer = readHello(
        await this.deps.call<unknown>(KANBAN_SCREEN.hello.path, {}, { auth, ignoreInvalidToken: true }),
      );
      // a 'screen.bound' came meanwhile: this answer may be older than it (a TV just bound kept its pairing code
      // until the code ran out); ask again, the new answer is at least as new as the event
      if (this.events !== events) return this.hello();
      this.apply(answer);
    } catch (e) {
      if (asApiError(e).err === ErrorCode.INVALID_TOKEN) {
        this.deps.writeToken(null);
        return this.register();
      }
      this.fail(e);
    }
  }

  private fail(e: unknown): void {
    const wait = RETRY_MS[Math.min(this.failures, RETRY_MS.length - 1)];
    this.failures += 1;
    // A bound TV keeps its board through a failed hello (the server may be restarting).
    if (this.state.kind !== 'bound') this.set({ kind: 'failed', error: asApiError(e) });
    this.schedule(wait, () => void this.start());
  }
}
