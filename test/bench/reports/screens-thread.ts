import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { Screens, type StageSplit } from './screens';
import type { Sample } from './tail-profile';

export type ScreenFigures = {
  p50: number;
  p99: number;
  lost: number;
  doubled: number;
  samples: Sample[];
  loopMaxMs: number;
  /** deltas received by all the screens while the phase ran */
  messages: number;
  stages: StageSplit | null;
};
type ToThread =
  | { kind: 'sent'; sn: string; station: number; at: number }
  | { kind: 'accepted'; line: number; key: string; at: number }
  | { kind: 'result' };
type Setup = { urls: string[]; token: string; count: number; lineIds: number[] };

// The boards of a screens phase in a thread of their own: parsing every delta of hundreds of sockets would otherwise
// delay the load generator's requests and their timing. The thread times each report from the moment the main thread
// sent it (one clock) to its delta, and answers the figures when asked.
export class ScreenThread {
  private constructor(private readonly worker: Worker) {}

  static async open(setup: Setup): Promise<ScreenThread> {
    const tsx = join(__dirname, '../../../node_modules/tsx/dist/cjs/api/index.cjs');
    const worker = new Worker(`require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(__filename)});`, {
      eval: true,
      workerData: setup,
    });
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (m: { ready?: boolean; error?: string }) =>
        m.ready ? resolve() : reject(new Error(m.error)),
      );
      worker.once('error', reject);
    });
    return new ScreenThread(worker);
  }

  sent(sn: string, station: number, at: number): void {
    this.worker.postMessage({ kind: 'sent', sn, station, at } satisfies ToThread);
  }

  accepted(line: number, key: string, at: number): void {
    this.worker.postMessage({ kind: 'accepted', line, key, at } satisfies ToThread);
  }

  /** the figures once every accepted report reached every board of its line, or 5 s after asking */
  result(): Promise<ScreenFigures> {
    const answer = new Promise<ScreenFigures>((resolve) =>
      this.worker.once('message', (m: ScreenFigures) => resolve(m)),
    );
    this.worker.postMessage({ kind: 'result' } satisfies ToThread);
    return answer;
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}

async function runThread(setup: Setup): Promise<void> {
  const port = parentPort!;
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const screens = new Screens(setup.urls[0], setup.token);
  const accepted = new Map<number, Set<string>>();
  port.on('message', (m: ToThread) => {
    if (m.kind === 'sent') screens.sent(m.sn, m.station, m.at);
    else if (m.kind === 'accepted') {
      accepted.set(m.line, (accepted.get(m.line) ?? new Set<string>()).add(m.key));
      screens.answered(m.key, m.at);
    } else void answer();
  });
  const answer = async () => {
    const until = Date.now() + 5000;
    while (Date.now() < until && screens.lost(accepted, setup.lineIds) > 0)
      await new Promise((r) => setTimeout(r, 100));
    const figures: ScreenFigures = {
      p50: screens.p(50),
      p99: screens.p(99),
      lost: screens.lost(accepted, setup.lineIds),
      doubled: screens.doubled,
      samples: screens.samples,
      loopMaxMs: loop.max / 1e6,
      messages: screens.messages,
      stages: screens.stages(),
    };
    screens.close();
    port.postMessage(figures);
  };
  try {
    await screens.connect(setup.count, setup.lineIds, setup.urls);
    loop.reset();
    port.postMessage({ ready: true });
  } catch (e) {
    port.postMessage({ error: (e as Error).message });
  }
}

if (!isMainThread && (workerData as Setup | undefined)?.token) void runThread(workerData as Setup);
