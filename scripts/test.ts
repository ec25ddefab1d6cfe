import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildAll } from './lib/build';
import { lint } from './lib/lint';
import { ensureChromium } from './lib/chromium';
import { say } from './lib/log';
import { freePort } from './lib/ports';
import { startPostgres, type Postgres } from './lib/postgres';
import { startRedisServer, type RedisHandle } from './lib/redis';
import { envWithout } from './lib/env';

// `npm test`: its own throwaway PostgreSQL and Redis (never the data of `up`), jest unit and integration tests against
// them, then the Playwright tests in Debian's chromium against the built apps, and one summary line.
const root = resolve(__dirname, '..');
let pg: Postgres | undefined;
let redis: RedisHandle | undefined;
let tmp = '';

type JestResult = {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
  /** test files that failed before any of their tests ran (an import that throws): each counts as one failure */
  numRuntimeErrorTestSuites?: number;
  success: boolean;
};

function runJest(phase: string, args: string[], env: NodeJS.ProcessEnv): JestResult {
  // The phase names the paths of a partial run: cut, so a long list still makes a valid file name.
  const out = join(tmp, `jest-${phase.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.json`);
  say(`jest: ${phase}`);
  const run = spawnSync(
    process.execPath,
    [join(root, 'node_modules/jest/bin/jest.js'), '--ci', '--json', `--outputFile=${out}`, ...args],
    { cwd: root, env, stdio: 'inherit' },
  );
  try {
    return JSON.parse(readFileSync(out, 'utf8')) as JestResult;
  } catch {
    return { numPassedTests: 0, numFailedTests: 1, numTotalTests: 1, success: run.status === 0 };
  }
}

async function cleanup(): Promise<void> {
  await Promise.allSettled([pg?.stop(), redis?.stop()]);
  if (tmp) rmSync(tmp, { recursive: true, force: true });
}

async function main(): Promise<number> {
  buildAll(root);
  say('typecheck (specs and scripts included)');
  if (
    process.env.MES_SKIP_TYPECHECK !== '1' &&
    spawnSync('npm', ['run', 'typecheck', '--silent'], { cwd: root, stdio: 'inherit' }).status !== 0
  ) {
    process.stdout.write('summary: 0 passed, 1 failed\n');
    return 1;
  }
  if (!lint(root)) {
    process.stdout.write('summary: 0 passed, 1 failed\n');
    return 1;
  }
  const chromium = ensureChromium();
  tmp = mkdtempSync('/tmp/mes-test-');
  chmodSync(tmp, 0o755);
  mkdirSync(join(root, 'test-results'), { recursive: true });
  pg = await startPostgres({ dataDir: join(tmp, 'postgres'), port: await freePort(), database: 'mes_test' });
  redis = await startRedisServer({ dataDir: join(tmp, 'redis'), port: await freePort() });
  let env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    MES_TEST_DATABASE_URL: pg.url,
    MES_TEST_REDIS_URL: redis.url,
    MES_TEST_TMP: tmp,
    CHROMIUM_PATH: chromium,
    MES_ROOT: root,
  };
  // Tests never inherit the outer hub's settings.
  env = envWithout(env, ['DATABASE_URL', 'REDIS_URL', 'PORT', 'MES_DATA_DIR']);
  // `npm test -- <jest path patterns>` runs just those, in one jest run.
  const only = process.argv.slice(3);
  const results =
    only.length > 0
      ? [runJest(`only ${only.join(' ')}`, ['--maxWorkers=2', ...only], env)]
      : [
          runJest(
            'unit and integration',
            ['--maxWorkers=2', '--testPathIgnorePatterns=/test/e2e/', '--testPathIgnorePatterns=/node_modules/'],
            env,
          ),
          runJest('e2e (Playwright in chromium)', ['--runInBand', 'test/e2e'], env),
        ];
  const passed = results.reduce((n, r) => n + r.numPassedTests, 0);
  const failed = results.reduce((n, r) => n + r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0), 0);
  const ok = results.every((r) => r.success) && failed === 0 && passed > 0;
  process.stdout.write(`summary: ${passed} passed, ${failed} failed\n`);
  return ok ? 0 : 1;
}

let finished = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (finished) return;
    finished = true;
    void cleanup().then(() => process.exit(130));
  });
}

main()
  .catch((e: unknown) => {
    process.stderr.write(`[mes] ${(e as Error).stack ?? String(e)}\n`);
    return 1;
  })
  .then(async (code) => {
    finished = true;
    await cleanup();
    process.exit(code);
  });
