import Redis from 'ioredis';

// The same key as REDIS_KEYS.supervisor in server/src/core/redis/redis.keys.ts (the scripts do not compile server
// sources; test/integration/up-supervisor.spec.ts checks the two agree).
export const SUPERVISOR_KEY = 'mes:supervisor';

// One field per supervised process, its value this record as JSON; GET /api/health shows them.
export type ProcessRecord = {
  pid: number | null;
  started_at: string;
  restarts: number;
  last_exit_code: number | null;
  last_exit_signal: string | null;
  last_exit_at: string | null;
  last_restart_at: string | null;
};

// The key expires unless the supervisor keeps rewriting it, so a hub no longer run by `up` (or an `up` killed with
// -9 against a Redis it did not start) stops showing it.
const TTL_MS = 30_000;
const REFRESH_MS = 10_000;

// Best effort: the supervisor must never stop or wait because Redis is slow or away.
export class SupervisorStatus {
  private readonly redis: Redis;
  private readonly records = new Map<string, ProcessRecord>();
  private readonly timer: NodeJS.Timeout;

  constructor(url: string) {
    this.redis = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      commandTimeout: 1000,
    });
    this.redis.on('error', () => undefined);
    this.timer = setInterval(() => void this.flush(), REFRESH_MS);
    this.timer.unref();
  }

  async open(): Promise<void> {
    await this.redis.connect().catch(() => undefined);
    await this.redis.del(SUPERVISOR_KEY).catch(() => undefined); // a previous run's records
  }

  put(name: string, record: ProcessRecord): void {
    this.records.set(name, record);
    void this.flush();
  }

  private async flush(): Promise<void> {
    if (this.records.size === 0) return;
    const fields = Object.fromEntries([...this.records].map(([name, r]) => [name, JSON.stringify(r)]));
    await this.redis
      .multi()
      .hset(SUPERVISOR_KEY, fields)
      .pexpire(SUPERVISOR_KEY, TTL_MS)
      .exec()
      .catch(() => undefined);
  }

  async close(clear: boolean): Promise<void> {
    clearInterval(this.timer);
    if (clear) await this.redis.del(SUPERVISOR_KEY).catch(() => undefined);
    this.redis.disconnect();
  }
}
