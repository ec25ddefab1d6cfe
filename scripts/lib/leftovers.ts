import { existsSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { SERVER_MAIN, WORKERS_MAIN } from './hub';
import { say } from './log';
import { allPids, cmdlineOf, cwdOf, environOf, isRunning, stopProcess } from './proc';
import { readRunFile } from './run-file';

// What a previous `up` on this data directory may have left running when it died without stopping (kill -9, a crash,
// power loss): its server, workers, simulator and setup, its Redis, its PostgreSQL, or a stale postmaster.pid. Each
// process is identified by what it is, read from /proc, never by a pid alone: after a reboot pids are reused.

const NODE_SCRIPTS = [
  SERVER_MAIN,
  WORKERS_MAIN,
  'server/dist/cli/line-simulator.js',
  'server/dist/cli/cfx-simulator.js',
  'server/dist/cli/setup.js',
];

type Layout = { root: string; dataDir: string; pgDir: string; redisDir: string };

// Our node children: one of our scripts, started with MES_DATA_DIR set to this data directory.
function isOurNodeChild(pid: number, l: Layout): boolean {
  const args = cmdlineOf(pid);
  return (
    NODE_SCRIPTS.some((s) => args.includes(join(l.root, s))) && environOf(pid).includes(`MES_DATA_DIR=${l.dataDir}`)
  );
}

// Redis rewrites its command line to `redis-server 127.0.0.1:<port>`, but it runs in its --dir.
const isOurRedis = (pid: number, l: Layout) =>
  (cmdlineOf(pid)[0] ?? '').includes('redis-server') && cwdOf(pid) === l.redisDir;

// The postmaster keeps its command line: the postgres binary with `-D <data dir>`.
function isPostgresOn(pid: number, pgDir: string): boolean {
  const args = cmdlineOf(pid);
  return basename(args[0] ?? '') === 'postgres' && args[args.indexOf('-D') + 1] === pgDir;
}

// The `up` script itself: `node …/bootstrap.mjs up`.
function isUpScript(pid: number): boolean {
  const args = cmdlineOf(pid);
  return args.some((a) => a.endsWith('bootstrap.mjs')) && args.includes('up');
}

export async function stopLeftovers(l: Layout): Promise<void> {
  const previous = readRunFile(l.dataDir)?.pids.up;
  if (previous !== undefined && previous !== process.pid && isRunning(previous) && isUpScript(previous)) {
    throw new Error(`another npm run up (pid ${previous}) is running on ${l.dataDir}: stop it first`);
  }
  const pids = allPids().filter((pid) => pid !== process.pid);
  const nodes = pids.filter((pid) => isOurNodeChild(pid, l));
  const redis = pids.filter((pid) => isOurRedis(pid, l));
  // Node processes first: they hold connections to the two stores.
  await stopAll(nodes, 'server, workers or simulator', [['SIGTERM', 5000]]);
  await stopAll(redis, 'Redis', [['SIGTERM', 5000]]);
  await stopPostgres(l.pgDir);
}

async function stopAll(pids: number[], what: string, steps: [NodeJS.Signals, number][]): Promise<void> {
  for (const pid of pids)
    say(`stopping the ${what} a previous run left running (pid ${pid}: ${cmdlineOf(pid).join(' ')})`);
  await Promise.all(pids.map((pid) => stopProcess(pid, steps)));
}

async function stopPostgres(pgDir: string): Promise<void> {
  const lockFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return;
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isRunning(pid) && isPostgresOn(pid, pgDir)) {
    // Fast shutdown first (consistent data); immediate shutdown (crash recovery at the next start) if it hangs.
    await stopAll([pid], 'PostgreSQL', [
      ['SIGINT', 30_000],
      ['SIGQUIT', 10_000],
    ]);
  }
  // Gone, never ours, or a pid reused by another process after a reboot: PostgreSQL would refuse to start on it.
  if (existsSync(lockFile)) {
    say(`removing a stale ${lockFile} (pid ${pid} is not a running PostgreSQL on this data directory)`);
    rmSync(lockFile, { force: true });
  }
}
