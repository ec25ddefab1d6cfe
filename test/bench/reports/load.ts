import http from 'node:http';
import type { PlannedReport, ReportFeed } from './report-feed';
import type { Sample } from './tail-profile';

export type LoadResult = {
  target: number;
  seconds: number;
  sent: number;
  accepted: number;
  refused: number;
  failed: number;
  achieved: number;
  p50: number;
  p99: number;
  codes: Record<string, number>;
  /** every answered request: when it left and how long it took (the tail profile reads them) */
  samples: Sample[];
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export function post(base: URL, path: string, token: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

// Open loop: reports leave at the target rate whatever the answers do (a slow server is not given time to
// recover), for a fixed time; latency is measured per report over keep-alive connections.
export async function runLoad(opts: {
  /** one server, or several taken in turn (as a load balancer would) */
  url: string | string[];
  token: string;
  feed: ReportFeed;
  rate: number;
  seconds: number;
  onSent?: (r: PlannedReport, at: number) => void;
  /** `at`: when its answer came (ms since the epoch) */
  onAccepted?: (r: PlannedReport, at: number) => void;
  /** more of a report's body (test items, …) */
  extra?: (r: PlannedReport) => Record<string, unknown>;
}): Promise<LoadResult> {
  const bases = (Array.isArray(opts.url) ? opts.url : [opts.url]).map((u) => new URL(u));
  const latencies: number[] = [];
  const samples: Sample[] = [];
  const codes: Record<string, number> = {};
  let sent = 0;
  let accepted = 0;
  let refused = 0;
  let failed = 0;
  const inflight: Promise<void>[] = [];
  const started = performance.now();
  const total = Math.round(opts.rate * opts.seconds);
  const tick = 5;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * opts.rate));
    while (sent < due) {
      const r = opts.feed.take();
      if (!r) break;
      sent++;
      const t0 = performance.now();
      const at = Date.now();
      opts.onSent?.(r, at);
      const body = JSON.stringify({
        sn: r.sn,
        station_id: r.station,
        result: 1,
        operator: 'bench',
        ...opts.extra?.(r),
      });
      inflight.push(
        post(bases[sent % bases.length], r.call, opts.token, body).then(
          ({ status, text }) => {
            const ms = performance.now() - t0;
            latencies.push(ms);
            samples.push({ at, ms });
            const err = status === 200 ? (JSON.parse(text) as { err: number }).err : -status;
            codes[err] = (codes[err] ?? 0) + 1;
            if (err === 0) {
              accepted++;
              opts.onAccepted?.(r, Date.now());
            } else refused++;
          },
          (e: Error) => {
            failed++;
            codes[`net:${e.message.slice(0, 40)}`] = (codes[`net:${e.message.slice(0, 40)}`] ?? 0) + 1;
          },
        ),
      );
    }
    if (sent >= total) break;
    await new Promise((r) => setTimeout(r, tick));
  }
  const sendEnded = performance.now();
  await Promise.all(inflight);
  latencies.sort((a, b) => a - b);
  const seconds = (sendEnded - started) / 1000;
  return {
    target: opts.rate,
    seconds,
    sent,
    accepted,
    refused,
    failed,
    achieved: accepted / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    codes,
    samples,
  };
}

/** A load run as a row of the benchmark tables: phase, target/s, accepted/s, p50 ms, p99 ms, refused, failed. */
export function loadRow(phase: string, r: LoadResult): string[] {
  return [
    phase,
    String(r.target),
    r.achieved.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    String(r.refused),
    String(r.failed),
  ];
}
