import { createHash, randomBytes } from 'node:crypto';
import type Redis from 'ioredis';

export type Session = { user_id: number; created_at: number; expire: number; subject: string };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const sessionKey = (hash: string) => `mes:session:${hash}`;
const key = (token: string) => sessionKey(hashOf(token));
// Each user's sessions by token hash, scored by when they expire: ending all of a user's sessions needs no scan.
const userKey = (userId: number) => `mes:user-sessions:${userId}`;
// After a refresh the old token lives this long, so calls already in flight still pass.
const REFRESH_GRACE_S = 30;

const REDIS_WAIT_MS = 1000;
const LOCAL_MAX = 10_000;

// Sessions live in Redis under the token's hash: a dump of Redis alone holds no usable token. Each process also
// remembers the sessions it has seen: only while Redis does not answer, a token seen before (and not expired) still
// passes, so stations keep reporting through a Redis outage (their reports go to PostgreSQL).
export class SessionStore {
  private readonly seen = new Map<string, Session>();

  constructor(private readonly redis: Redis) {}

  async open(userId: number, subject: string, lifetimeS: number): Promise<{ token: string; session: Session }> {
    const token = randomBytes(32).toString('base64url');
    const session: Session = { user_id: userId, created_at: Math.floor(Date.now() / 1000), expire: lifetimeS, subject };
    const now = Date.now();
    // Expired hashes leave the index here; every session has the same lifetime, so the newest one outlives the rest.
    await this.redis
      .multi()
      .set(key(token), JSON.stringify(session), 'EX', lifetimeS)
      .zadd(userKey(userId), now + lifetimeS * 1000, hashOf(token))
      .zremrangebyscore(userKey(userId), '-inf', now)
      .expire(userKey(userId), lifetimeS)
      .exec();
    return { token, session };
  }

  async read(token: string): Promise<Session | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const k = key(token);
    let raw: string | null;
    try {
      raw = await withTimeout(this.redis.get(k), REDIS_WAIT_MS);
    } catch {
      const known = this.seen.get(k);
      return known && live(known) ? known : null;
    }
    if (!raw) {
      this.seen.delete(k);
      return null;
    }
    const session = JSON.parse(raw) as Session;
    if (!live(session)) return null;
    if (this.seen.size >= LOCAL_MAX) this.seen.delete(this.seen.keys().next().value as string);
    this.seen.set(k, session);
    return session;
  }

  async revoke(token: string): Promise<void> {
    this.seen.delete(key(token));
    const raw = await this.redis.get(key(token));
    const multi = this.redis.multi().del(key(token));
    if (raw) multi.zrem(userKey((JSON.parse(raw) as Session).user_id), hashOf(token));
    await multi.exec();
  }

  async retire(token: string, userId: number): Promise<void> {
    await this.redis
      .multi()
      .expire(key(token), REFRESH_GRACE_S)
      .zadd(userKey(userId), 'XX', Date.now() + REFRESH_GRACE_S * 1000, hashOf(token))
      .exec();
  }

  /** Ends every session of a user at once (disabled, deleted, or without a role): its tokens answer 900 from now on. */
  async revokeUser(userId: number): Promise<number> {
    const hashes = await this.redis.zrange(userKey(userId), 0, -1);
    for (const h of hashes) this.seen.delete(sessionKey(h));
    for (const [k, s] of this.seen) if (s.user_id === userId) this.seen.delete(k);
    await this.redis.del(userKey(userId), ...hashes.map(sessionKey));
    return hashes.length;
  }

  // A nonce is good once: SET NX answers false for one already seen within its window.
  async claimNonce(name: string, nonce: string, windowS: number): Promise<boolean> {
    const ok = await this.redis.set(
      `mes:nonce:${createHash('sha256').update(`${name}|${nonce}`).digest('hex')}`,
      '1',
      'EX',
      windowS,
      'NX',
    );
    return ok === 'OK';
  }

  // Failed logins per name and per address; past the limit both answer 999 until the window ends.
  async failures(keys: string[]): Promise<number> {
    const counts = await Promise.all(keys.map((k) => this.redis.get(`mes:login-fail:${k}`)));
    return Math.max(0, ...counts.map((c) => Number(c ?? 0)));
  }

  async recordFailure(keys: string[], windowS: number): Promise<void> {
    const multi = this.redis.multi();
    for (const k of keys) multi.incr(`mes:login-fail:${k}`).expire(`mes:login-fail:${k}`, windowS);
    await multi.exec();
  }

  async clearFailures(keys: string[]): Promise<void> {
    await this.redis.del(...keys.map((k) => `mes:login-fail:${k}`));
  }
}

function live(s: Session): boolean {
  return Date.now() / 1000 < s.created_at + s.expire;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Error('redis timeout')), ms))),
  ]).finally(() => clearTimeout(timer));
}
