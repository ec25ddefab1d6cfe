import { randomInt } from 'node:crypto';
import type Redis from 'ioredis';

export const PROJECTION_CODE_TTL_S = 300;
export const PROJECTION_CODE_DIGITS = 6;
const ISSUE_TRIES = 50;

const codeKey = (code: string) => `mes:projection-code:${code}`;
const screenKey = (screenId: number) => `mes:screen-projection-code:${screenId}`;

export type IssuedCode = { projection_code: string; code_expires_in: number };

// Projection codes: 6 random digits (crypto.randomInt), unique among the live codes (SET NX), 300 s, single use
// (GETDEL). `mes:projection-code:<code>` -> screen id; the screen's live code is kept beside it so hello shows the same
// code until it expires.
export class ProjectionCodes {
  constructor(private readonly redis: Redis) {}

  async issue(screenId: number): Promise<IssuedCode> {
    await this.drop(screenId);
    for (let i = 0; i < ISSUE_TRIES; i++) {
      const code = String(randomInt(0, 10 ** PROJECTION_CODE_DIGITS)).padStart(PROJECTION_CODE_DIGITS, '0');
      const ok = await this.redis.set(codeKey(code), String(screenId), 'EX', PROJECTION_CODE_TTL_S, 'NX');
      if (ok !== 'OK') continue;
      await this.redis.set(screenKey(screenId), code, 'EX', PROJECTION_CODE_TTL_S);
      return { projection_code: code, code_expires_in: PROJECTION_CODE_TTL_S };
    }
    throw new Error('no free projection code found');
  }

  /** The screen's code while it lives, with the seconds left. */
  async current(screenId: number): Promise<IssuedCode | null> {
    const code = await this.redis.get(screenKey(screenId));
    if (!code) return null;
    const [owner, ttl] = await Promise.all([this.redis.get(codeKey(code)), this.redis.ttl(codeKey(code))]);
    // A code with a second or less left is not worth showing: the TV gets a fresh one.
    if (owner !== String(screenId) || ttl <= 1) return null;
    return { projection_code: code, code_expires_in: ttl };
  }

  async currentOrIssue(screenId: number): Promise<IssuedCode> {
    return (await this.current(screenId)) ?? this.issue(screenId);
  }

  /** Uses the code up: the screen it named, or null when wrong, expired or already used. */
  async consume(code: string): Promise<number | null> {
    const owner = await this.redis.getdel(codeKey(code));
    if (owner === null) return null;
    const screenId = Number(owner);
    if ((await this.redis.get(screenKey(screenId))) === code) await this.redis.del(screenKey(screenId));
    return screenId;
  }

  async drop(screenId: number): Promise<void> {
    const code = await this.redis.getdel(screenKey(screenId));
    if (code && (await this.redis.get(codeKey(code))) === String(screenId)) await this.redis.del(codeKey(code));
  }
}
