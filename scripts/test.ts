import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildAll } from './lib/build';
import { exitOf } from './lib/child';
import { lint } from './lib/lint';
import { typecheck } from './lib/typecheck';
import { chromium, type BrowserServer } from 'playwright-core';
import { chromiumLaunchOptions, ensureChromium } from './lib/chromium';
import { ensureBinary, ensureDebianPackage } from './lib/system-packages';
import { say } from './lib/log';
import { freePort } from './lib/ports';
import { startPostgres, type Postgres } from './lib/postgres';
import { startRedisServer, type RedisHandle } from './lib/redis';
import { envWithout } from './lib/env';
import { slowestFiles, type JestFileResult } from './lib/slowest';
import { buildTemplates } from './lib/test-templates';

// `npm test`: its own throwaway PostgreSQL and Redis (never the data of `up`), jest unit and integration tests against
// them, then the Playwright tests in Debian's chromium against the built apps, and one summary line.
const root = resolve(__dirname, '..');
let pg: Postgres | undefined;
let redis: RedisHandle | undefined;
let tmp = '';
let sharedBrowser: BrowserServer | undefined;

type JestResult = {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
  /** test files that failed before any of their tests ran (an import that throws): each counts as one failure */
  numRuntimeErrorTestSuites?: number;
  success: boolean;
  testResults?: JestFileResult[];
};

// Jest runs as a child while this process stays responsive: the shared chromium's server (withSharedBrowser) lives
// in this process and answers the specs' connections.
async function runJest(phase: string, args: string[], env: NodeJS.ProcessEnv): Promise<JestResult> {
  // The phase names the paths of a partial run: cut, so a long list still makes a valid file name.
  const out = join(tmp, `jest-${phase.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.json`);
  say(`jest: ${phase}`);
  const status = await exitOf(
    process.execPath,
    [join(root, 'node_modules/jest/bin/jest.js'), '--ci', '--json', `--outputFile=${out}`, ...args],
    root,
    env,
  );
  try {
    const result = JSON.parse(readFileSync(out, 'utf8')) as JestResult;
    // jest's own JSON is kept beside the screenshots (test-results/), for the slowest-files list and after the run
    copyFileSync(out, join(root, 'test-results', `jest-${phase.split(' ')[0]}.json`));
    return result;
  } catch {
    return { numPassedTests: 0, numFailedTests: 1, numTotalTests: 1, success: status === 0 };
  }
}

async function cleanup(): Promise<void> {
  await Promise.allSettled([pg?.stop(), redis?.stop(), sharedBrowser?.close()]);
  if (tmp) rmSync(tmp, { recursive: true, force: true });
}

// The throwaway PostgreSQL (not durable: no fsync, nothing of it outlives the run) and Redis, and the migrated
// templates every hub under test copies its database from.
async function startServers(): Promise<Record<string, string>> {
  pg = await startPostgres({
    dataDir: join(tmp, 'postgres'),
    port: await freePort(),
    database: 'mes_test',
    durable: false,
  });
  redis = await startRedisServer({ dataDir: join(tmp, 'redis'), port: await freePort() });
  return buildTemplates(root, pg.url, `${redis.url}/15`);
}

// One chromium for the e2e files: each connects and makes its own contexts (test/support/browser.ts).
async function withSharedBrowser(env: NodeJS.ProcessEnv): Promise<NodeJS.ProcessEnv> {
  sharedBrowser = await chromium.launchServer(chromiumLaunchOptions(env.CHROMIUM_PATH!));
  return { ...env, MES_TEST_BROWSER_WS: sharedBrowser.wsEndpoint() };
}

// two workers unless the arguments choose (`--runInBand`, `-i`, `--maxWorkers=N`): jest refuses both at once
const workersFor = (args: string[]): string[] =>
  args.some((a) => a === '--runInBand' || a === '-i' || a.startsWith('--maxWorkers') || a.startsWith('-w'))
    ? []
    : ['--maxWorkers=2'];

async function main(): Promise<number> {
  buildAll(root);
  const chromium = ensureChromium();
  ensureBinary('pdftoppm', 'poppler-utils'); // the label specs read the PDFs the hub renders as images
  ensureDebianPackage('python3-qpid-proton'); // cfx-proton.spec: a CFX machine as Qpid Proton's Python client makes one
  ensureDebianPackage('python3-openpyxl'); // the export specs open every kind of .xlsx export with a second reader
  tmp = mkdtempSync('/tmp/mes-test-');
  chmodSync(tmp, 0o755);
  mkdirSync(join(root, 'test-results'), { recursive: true });
  // side by side on the machine's cores: the type check, the linters, and the servers with their templates
  const [typed, clean, templates] = await Promise.all([typecheck(root), lint(root), startServers()]);
  if (!typed || !clean) {
    process.stdout.write('summary: 0 passed, 1 failed\n');
    return 1;
  }
  let env: NodeJS.ProcessEnv = {
    ...process.env,
    ...templates,
    NODE_ENV: 'test',
    MES_TEST_DATABASE_URL: pg!.url,
    MES_TEST_REDIS_URL: redis!.url,
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
      ? [await runJest(`only ${only.join(' ')}`, [...workersFor(only), ...only], await withSharedBrowser(env))]
      : [
          await runJest(
            'unit and integration',
            ['--maxWorkers=2', '--testPathIgnorePatterns=/test/e2e/', '--testPathIgnorePatterns=/node_modules/'],
            env,
          ),
          // two files at a time, each with its own hub, on one chromium they connect to (docs/testing.md: 720 s
          // against 1,099 s one at a time, now that pages have no motion to wait out and dialogs hold their focus)
          await runJest('e2e (Playwright in chromium)', ['--maxWorkers=2', 'test/e2e'], await withSharedBrowser(env)),
        ];
  const slowest = slowestFiles(root, results);
  process.stdout.write(`[mes] the ${slowest.length} slowest test files:\n${slowest.join('\n')}\n`);
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
