import { join, resolve } from 'node:path';
import { startChild, type Child } from '../../scripts/lib/child';
import { SERVER_MAIN, SERVER_NODE_FLAGS, WORKERS_MAIN, waitForHealthy } from '../../scripts/lib/hub';
import { freePort } from '../../scripts/lib/ports';
import { cpuMs } from './reports/cpu-cost';
import { startBenchStack } from './reports/stack';

const ROUNDS = 5;
const root = resolve(__dirname, '../..');

// What a start costs: the server until its health answers 200, the workers until they log "workers running", each
// from its one-file bundle (what `npm run up`, the image and the tests run: server/bundle.mjs) and, as the same run's
// baseline, from tsc's output (dist/main.js, ~1,600 modules read one by one). The two alternate, ROUNDS times each.
type Kind = 'server' | 'workers';
const ENTRIES: Record<Kind, { bundle: string; modules: string }> = {
  server: { bundle: SERVER_MAIN, modules: 'server/dist/main.js' },
  workers: { bundle: WORKERS_MAIN, modules: 'workers/dist/main.js' },
};

async function startOnce(kind: Kind, file: string, env: NodeJS.ProcessEnv): Promise<{ ms: number; cpuS: number }> {
  const port = String(await freePort());
  const flags = kind === 'server' ? SERVER_NODE_FLAGS : [];
  const t0 = performance.now();
  const child: Child = startChild(kind, process.execPath, [...flags, join(root, file)], {
    env: { ...env, PORT: port, LOG_LEVEL: 'info' },
    quiet: true,
  });
  try {
    if (kind === 'server') await waitForHealthy(port, child);
    else
      await new Promise<void>((ok, fail) => {
        child.process.stdout!.on('data', (c: Buffer) => c.toString('utf8').includes('workers running') && ok());
        void child.exited.then(() => fail(new Error('workers exited before running')));
      });
    return { ms: performance.now() - t0, cpuS: cpuMs(child.process.pid!) / 1000 };
  } finally {
    await child.stop('SIGTERM', 5000);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export const benchmark = {
  id: 'process-start',
  title: "Process start: the server's and the workers' start from their bundles, against tsc's modules",
  async run(ctx: { durationS?: number; log: (line: string) => void }) {
    const stack = await startBenchStack(root, 1, 1);
    try {
      const rows: string[][] = [];
      const figures: Record<string, number> = {};
      for (const kind of ['server', 'workers'] as const) {
        const runs = { bundle: [] as { ms: number; cpuS: number }[], modules: [] as { ms: number; cpuS: number }[] };
        for (let i = 0; i < ROUNDS; i++)
          for (const how of ['modules', 'bundle'] as const) {
            const r = await startOnce(kind, ENTRIES[kind][how], stack.env);
            runs[how].push(r);
            ctx.log(`${kind} from ${how}: ${r.ms.toFixed(0)} ms, ${r.cpuS.toFixed(2)} CPU-s`);
          }
        for (const how of ['modules', 'bundle'] as const) {
          const ms = median(runs[how].map((r) => r.ms));
          const cpu = median(runs[how].map((r) => r.cpuS));
          figures[`${kind}_${how}_cpu_s`] = +cpu.toFixed(2);
          figures[`${kind}_${how}_ms`] = Math.round(ms);
          rows.push([kind, `${ENTRIES[kind][how]}`, String(ROUNDS), ms.toFixed(0), cpu.toFixed(2)]);
        }
      }
      return {
        setup: [
          'Own stack: embedded PostgreSQL and Redis with the demo factory; each start on a fresh port, stopped before the next',
          `${ROUNDS} starts of each, bundle and modules alternating; CPU is the process's user + system time from /proc when ready`,
        ],
        columns: ['process', 'entry', 'starts', 'median ms to ready', 'median CPU-s to ready'],
        rows,
        summary: (['server', 'workers'] as const).map(
          (k) =>
            `**${k}: ${figures[`${k}_bundle_cpu_s`]} CPU-s from the bundle against ${figures[`${k}_modules_cpu_s`]} from the modules (${figures[`${k}_bundle_ms`]} against ${figures[`${k}_modules_ms`]} ms to ready)**`,
        ),
        json: figures,
      };
    } finally {
      await stack.stop();
    }
  },
};
