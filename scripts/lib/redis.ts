import { mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { startChild, type Child } from './child';
import { say } from './log';
import { ensureBinary } from './system-packages';
import { waitFor } from './ports';

export type RedisHandle = { url: string; started: boolean; pid?: number; stop(): Promise<void> };

export async function redisAnswers(host: string, port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => done(d.toString().startsWith('+PONG')));
  });
}

type RedisOptions = { dataDir: string; port: number; quiet?: boolean; onSpawn?: (child: Child) => void };

// A redis-server of our own on 127.0.0.1, with its data in dataDir.
export async function startRedisServer(opts: RedisOptions): Promise<RedisHandle> {
  const binary = ensureBinary('redis-server', 'redis-server');
  mkdirSync(opts.dataDir, { recursive: true });
  const child = startChild(
    'redis',
    binary,
    [
      '--port',
      String(opts.port),
      '--bind',
      '127.0.0.1',
      '--dir',
      opts.dataDir,
      '--appendonly',
      'yes',
      '--save',
      '',
      '--daemonize',
      'no',
      '--protected-mode',
      'yes',
    ],
    { quiet: opts.quiet ?? true },
  );
  opts.onSpawn?.(child);
  await waitFor('Redis', () => redisAnswers('127.0.0.1', opts.port), 30_000);
  return {
    url: `redis://127.0.0.1:${opts.port}`,
    started: true,
    pid: child.process.pid,
    stop: () => child.stop('SIGTERM', 3000),
  };
}

// REDIS_URL wins; else one answering on 127.0.0.1:6379 (when reuse is allowed); else a redis-server of our own.
export async function findOrStartRedis(opts: RedisOptions & { reuseLocal: boolean }): Promise<RedisHandle> {
  const noop = async () => undefined;
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, started: false, stop: noop };
  if (opts.reuseLocal && (await redisAnswers('127.0.0.1', 6379))) {
    say('using the Redis answering on 127.0.0.1:6379');
    return { url: 'redis://127.0.0.1:6379', started: false, stop: noop };
  }
  return startRedisServer(opts);
}
