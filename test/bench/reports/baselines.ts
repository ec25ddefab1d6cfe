import Redis from 'ioredis';
import pg from 'pg';

// What the machine gives before the hub adds anything: single-row INSERTs over one connection, and a Redis PUBLISH
// round trip (publish, receive on a subscriber).
export async function pgInsertsPerSecond(url: string, seconds = 3): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(
      'CREATE TEMP TABLE bench_insert (id serial PRIMARY KEY, sn varchar(64), at timestamptz DEFAULT now())',
    );
    let n = 0;
    const end = performance.now() + seconds * 1000;
    while (performance.now() < end) {
      await c.query('INSERT INTO bench_insert (sn) VALUES ($1)', [`SN${n}`]);
      n++;
    }
    return n / seconds;
  } finally {
    await c.end();
  }
}

export async function redisPublishRttMs(url: string, rounds = 1000): Promise<number> {
  const pub = new Redis(url);
  const sub = new Redis(url);
  try {
    await sub.subscribe('bench-rtt');
    let total = 0;
    for (let i = 0; i < rounds; i++) {
      const t0 = performance.now();
      const got = new Promise<void>((resolve) => sub.once('message', () => resolve()));
      await pub.publish('bench-rtt', String(i));
      await got;
      total += performance.now() - t0;
    }
    return total / rounds;
  } finally {
    pub.disconnect();
    sub.disconnect();
  }
}
