import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describeExit, startChild, type Child, type Exit } from './child';
import { listensOn, StopWaiting, waitFor } from './ports';

export type HubEnv = NodeJS.ProcessEnv & { DATABASE_URL: string; REDIS_URL: string; PORT: string };

// Migrations, and the demo factory the first time.
export function setupDatabase(root: string, env: HubEnv, demo: boolean): void {
  const args = [join(root, 'server/dist/cli/setup.js'), ...(demo ? ['--demo'] : [])];
  const run = spawnSync(process.execPath, args, { env, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('database setup failed');
}

// MES_NODE_ARGS (for example `--cpu-prof --cpu-prof-dir=/tmp/prof`) is passed to node for profiling.
const nodeArgs = (env: HubEnv) => (env.MES_NODE_ARGS ?? '').split(' ').filter(Boolean);

// The server's V8 flags, as in the Dockerfile and docker-compose.yml (docs/statistics.md, "Exports"): the old
// generation may grow to 1.5x what a full collection left, not up to 4x: a million-row export peaked at 338 MiB RSS
// without it, 211 MiB with it (docs/benchmarks.md).
// The server and the workers run from their one-file bundles (server/bundle.mjs, made by `npm run build`): a start
// reads one file instead of ~1,600 modules (docs/decisions.md 22).
export const SERVER_MAIN = 'server/dist/main.bundle.js';
export const WORKERS_MAIN = 'workers/dist/main.bundle.js';

export const SERVER_NODE_FLAGS = ['--heap-growing-percent=50'];

export function startServer(root: string, env: HubEnv, quiet = false): Child {
  return startChild('server', process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs(env), join(root, SERVER_MAIN)], {
    env,
    quiet,
  });
}

export function startWorkers(root: string, env: HubEnv, quiet = false): Child {
  return startChild('workers', process.execPath, [...nodeArgs(env), join(root, WORKERS_MAIN)], {
    env,
    quiet,
  });
}

// The demo factory's working state through the API of a healthy server (docs/demo-factory.md): `npm run up` and the
// walk's hub run this same child, so the walk sees what a fresh `up` gives.
export function startDemoStage(root: string, env: HubEnv, quiet = false): Child {
  return startChild('demo-stage', process.execPath, [join(root, 'server/dist/cli/demo-stage.js')], {
    env: { ...env, MES_URL: `http://127.0.0.1:${env.PORT}` },
    quiet,
  });
}

// The line simulator (docs/demo-factory.md, "What the simulator does"): `npm run up` supervises it; the walk runs it
// for the factory's first minutes.
export function startSimulator(root: string, env: HubEnv, quiet = false): Child {
  return startChild('simulator', process.execPath, [join(root, 'server/dist/cli/line-simulator.js')], {
    env: { ...env, MES_URL: `http://127.0.0.1:${env.PORT}` },
    quiet,
  });
}

/**
 * Waits until the server on `port` answers its health check (200, or any status with `anyAnswer`). With `owner` (the
 * server's child), the answer must come from that process (its socket listens on the port) and the wait ends with an
 * error as soon as it exits: a port found free may be taken by another server first, whose health would otherwise be
 * taken for this one's.
 */
export async function waitForHealthy(
  port: string | number,
  owner?: Child,
  opts: { anyAnswer?: boolean; timeoutMs?: number } = {},
): Promise<void> {
  let exit: Exit | undefined;
  void owner?.exited.then((e) => (exit = e));
  await waitFor(
    opts.anyAnswer ? 'server answering' : 'server health',
    async () => {
      if (exit) throw new ServerExited(owner!.name, port, exit);
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      return (opts.anyAnswer || res.status === 200) && (!owner || listensOn(owner.process.pid!, Number(port)));
    },
    opts.timeoutMs ?? 60_000,
  );
}

export class ServerExited extends StopWaiting {
  constructor(name: string, port: string | number, exit: Exit) {
    super(`${name} on port ${port} exited before it was healthy (${describeExit(exit)})`);
  }
}
