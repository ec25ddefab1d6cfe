import { isCacheFresh, isLoggedIn, nowSeconds, shouldCheck, shouldRefresh } from './session.rules';
import type { StorageLike } from '../storage';
import { readSession, writeGrants, writeToken, type RefreshAnswer } from './session.storage';

export type KeeperDeps = {
  storage: StorageLike;
  nowMs: () => number;
  /** POST /api/v1/user/refresh_token */
  refresh: () => Promise<RefreshAnswer>;
  /** POST /api/v1/basicdata/user/self: the roles and permissions of the signed-in user */
  grants: () => Promise<{ roles: string[]; permissions: string[] }>;
  /** told after the stored session changed */
  changed?: () => void;
};

export type CheckOutcome = 'logged-out' | 'skipped' | 'checked' | 'refreshed' | 'failed';

// Keeps the token fresh (000 §7, §9): checked at most every 30 s, refreshed once older than min(10 min, lifetime/2),
// and the roles and permissions re-read once their 86400 s cache has gone stale. A failure is left to the API
// client (a 900 there sends the user to login); the next check tries again.
export class TokenKeeper {
  private lastCheckS: number | null = null;
  private running: Promise<CheckOutcome> | null = null;

  constructor(private readonly deps: KeeperDeps) {}

  /** Runs a check unless one ran in the last 30 s; concurrent callers share the one in flight. */
  check(): Promise<CheckOutcome> {
    if (this.running) return this.running;
    this.running = this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Forget the last check, so the next one runs at once (after a login or logout). */
  reset(): void {
    this.lastCheckS = null;
  }

  private async run(): Promise<CheckOutcome> {
    const now = nowSeconds(this.deps.nowMs());
    const session = readSession(this.deps.storage);
    if (!isLoggedIn(session, now) || !session.token) return 'logged-out';
    if (!shouldCheck(this.lastCheckS, now)) return 'skipped';
    this.lastCheckS = now;
    let outcome: CheckOutcome = 'checked';
    try {
      if (shouldRefresh(session.token, now)) {
        const next = await this.deps.refresh();
        writeToken(this.deps.storage, {
          access_token: next.access_token,
          expire: next.expire,
          created_at: next.created_at,
        });
        outcome = 'refreshed';
      }
      if (!isCacheFresh(session.roles, now) || !isCacheFresh(session.permissions, now)) {
        const g = await this.deps.grants();
        writeGrants(this.deps.storage, g.roles, g.permissions, nowSeconds(this.deps.nowMs()));
        if (outcome === 'checked') outcome = 'refreshed';
      }
    } catch {
      outcome = 'failed';
    }
    if (outcome === 'refreshed') this.deps.changed?.();
    return outcome;
  }
}
