import { ErrorCode } from '@mes/contracts';
import type Redis from 'ioredis';
import { refuseAs } from '../../core/api/app.exception';

// Failed attempts counted per key (a user, an address) in a fixed window: at `limit` every key answers 999 until its
// window ends. The window starts with the first failure and is not extended by later ones.
export class AttemptLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly name: string,
    readonly limit: number,
    readonly windowS: number,
  ) {}

  private key(k: string): string {
    return `mes:kanban-limit:${this.name}:${k}`;
  }

  async check(keys: string[]): Promise<void> {
    const counts = await Promise.all(keys.map((k) => this.redis.get(this.key(k))));
    if (Math.max(0, ...counts.map((c) => Number(c ?? 0))) >= this.limit) {
      throw refuseAs(
        ErrorCode.RATE_LIMITED,
        'body',
        'kanban.too_many_attempts',
        { minutes: Math.ceil(this.windowS / 60) },
        null,
      );
    }
  }

  async record(keys: string[]): Promise<void> {
    const multi = this.redis.multi();
    for (const k of keys) multi.set(this.key(k), '0', 'EX', this.windowS, 'NX').incr(this.key(k));
    await multi.exec();
  }
}
