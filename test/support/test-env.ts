import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import pg from 'pg';
import { TEST_SECRET_KEY, type TemplateName } from '../../scripts/lib/test-templates';

// Integration tests run against the real PostgreSQL and Redis that `npm test` started.
export function requireEnv(
  name: 'MES_TEST_DATABASE_URL' | 'MES_TEST_REDIS_URL' | 'CHROMIUM_PATH' | 'MES_ROOT' | 'MES_TEST_TMP',
): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests with \`npm test\`, which starts PostgreSQL and Redis`);
  return value;
}

/** The migrated template database `npm test` built (scripts/lib/test-templates.ts), if it did. */
export function templateOf(kind: TemplateName): string | undefined {
  return process.env[kind === 'demo' ? 'MES_TEST_TEMPLATE_DEMO' : 'MES_TEST_TEMPLATE_BARE'] || undefined;
}

// A fresh database per test file, so files run in parallel without seeing each other's rows: empty, or a copy of a
// template (migrated, and seeded for 'demo').
export async function createTestDatabase(label: string, template?: string): Promise<string> {
  const admin = requireEnv('MES_TEST_DATABASE_URL');
  const name = `t_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

// One Redis database index per jest worker, emptied first: parallel files never share queues.
export async function createTestRedis(): Promise<string> {
  const url = new URL(requireEnv('MES_TEST_REDIS_URL'));
  url.pathname = `/${Number(process.env.JEST_WORKER_ID ?? '1') % 16}`;
  const redis = new Redis(url.toString());
  await redis.flushdb();
  redis.disconnect();
  return url.toString();
}

export function testEnv(databaseUrl: string, redisUrl: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    MES_SECRET_KEY: TEST_SECRET_KEY,
    LOG_LEVEL: 'warn',
    // every hub under test takes a free CFX port (tests that speak CFX choose theirs)
    MES_CFX_PORT: '0',
    // the specs' ZPL printers are listeners on ephemeral ports of 127.0.0.1 (test/support/zpl-listener.ts), outside
    // the default 9100,9109; printer-targets.spec.ts sets its own
    MES_PRINTER_PORTS: '9100,1024-65535',
    ...extra,
  };
}

export async function eventually<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (e) {
      last = e;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms${last ? `: ${(last as Error).message}` : ''}`);
}
