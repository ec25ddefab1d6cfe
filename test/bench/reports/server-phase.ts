import { runLoad } from './load';
import type { ReportFeed } from './report-feed';
import { runScreenPhase, type ScreenOutcome } from './screen-phase';
import type { BenchStack } from './stack';
import type { TailProfiler } from './tail-profile';

export const SERVER_COUNTS = [1, 2, 4];
export const SERVER_S = 10;
export const SERVER_SCREENS = 100;
/** each count's servers warmed up first (not recorded), as the first server is: a new process pays for JIT and pools */
export const SERVER_WARM_S = 3;

export type ServerRow = ScreenOutcome & { processes: number };

// How the cost grows with server processes against one PostgreSQL, Redis and worker: each count runs the same rate
// with requests and screens spread over the servers (as a load balancer would). On two cores nothing can scale; the
// point is that nothing breaks, and the figures say what each process costs. Back to one server afterwards.
export async function serverRows(o: {
  stack: BenchStack;
  token: string;
  feed: ReportFeed;
  lineIds: number[];
  rate: number;
  log: (line: string) => void;
  profiler: TailProfiler;
  /** the profile lines of each count */
  tails: string[];
}): Promise<ServerRow[]> {
  const out: ServerRow[] = [];
  try {
    for (const processes of SERVER_COUNTS) {
      const urls = await o.stack.servers(processes);
      await runLoad({ url: urls, token: o.token, feed: o.feed, rate: Math.round(o.rate / 2), seconds: SERVER_WARM_S });
      const before = await o.profiler.mark();
      const s = await runScreenPhase({
        urls,
        token: o.token,
        feed: o.feed,
        lineIds: o.lineIds,
        screens: SERVER_SCREENS,
        rate: o.rate,
        seconds: SERVER_S,
      });
      o.tails.push(
        ...(await o.profiler.phase(`${processes} server processes`, s.load.samples, before, s.load.accepted)),
      );
      o.log(
        `${processes} servers: ${s.load.achieved.toFixed(0)}/s HTTP p99 ${s.load.p99.toFixed(1)} ms, screen p99 ${s.p99} ms, lost ${s.lost}`,
      );
      out.push({ ...s, processes });
    }
  } finally {
    await o.stack.servers(1);
  }
  return out;
}
