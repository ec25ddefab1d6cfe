import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { LOGIN_CODE_ALPHABET, LOGIN_CODE_LENGTH } from '@mes/contracts';
import type Redis from 'ioredis';

export const LOGIN_CODE_TTL_S = 120;
const ISSUE_TRIES = 20;

type Waiting = { secret_hash: string; screen_id: number | null };
export type PollState = { status: 'waiting' } | { status: 'confirmed'; user_id: number };

const codeKey = (code: string) => `mes:login-code:${code}`;
const confirmedKey = (code: string) => `mes:login-code-user:${code}`;
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

// Login codes: a screen or device display shows one, a signed-in user confirms it, and only the client holding the
// poll secret collects the session, once. Both keys live LOGIN_CODE_TTL_S from the moment the code is made.
export class LoginCodes {
  constructor(private readonly redis: Redis) {}

  async create(screenId: number | null): Promise<{ login_code: string; poll_secret: string; expires_in: number }> {
    const pollSecret = randomBytes(32).toString('base64url');
    const waiting: Waiting = { secret_hash: sha(pollSecret), screen_id: screenId };
    for (let i = 0; i < ISSUE_TRIES; i++) {
      const code = Array.from(
        { length: LOGIN_CODE_LENGTH },
        () => LOGIN_CODE_ALPHABET[randomInt(LOGIN_CODE_ALPHABET.length)],
      ).join('');
      const ok = await this.redis.set(codeKey(code), JSON.stringify(waiting), 'EX', LOGIN_CODE_TTL_S, 'NX');
      if (ok === 'OK') return { login_code: code, poll_secret: pollSecret, expires_in: LOGIN_CODE_TTL_S };
    }
    throw new Error('no free login code found');
  }

  /** The first user to confirm a live code gets it: 'unknown' for a wrong or expired code, 'taken' once confirmed. */
  async confirm(code: string, userId: number): Promise<'ok' | 'unknown' | 'taken'> {
    const ttl = await this.redis.pttl(codeKey(code));
    if (ttl <= 0) return 'unknown';
    const ok = await this.redis.set(confirmedKey(code), String(userId), 'PX', ttl, 'NX');
    return ok === 'OK' ? 'ok' : 'taken';
  }

  /** null for a wrong or expired code or a wrong secret; a confirmed code is handed out once and then gone. */
  async poll(code: string, pollSecret: string): Promise<PollState | null> {
    const raw = await this.redis.get(codeKey(code));
    if (!raw) return null;
    const expected = Buffer.from((JSON.parse(raw) as Waiting).secret_hash, 'utf8');
    const given = Buffer.from(sha(pollSecret), 'utf8');
    if (!timingSafeEqual(expected, given)) return null;
    const user = await this.redis.getdel(confirmedKey(code));
    if (user === null) {
      // Confirmed and collected by a concurrent poll: the code is gone.
      return (await this.redis.exists(codeKey(code))) ? { status: 'waiting' } : null;
    }
    await this.redis.del(codeKey(code));
    return { status: 'confirmed', user_id: Number(user) };
  }
}
