import { resolve } from 'node:path';
import { ApiClient } from '../support/api-client';
import { runLoad } from './reports/load';
import { ReportFeed } from './reports/report-feed';
import { Screens } from './reports/screens';
import { startBenchStack } from './reports/stack';

// Many boards at a moderate report rate: the kanban's promise that every number moves within moments.
// BENCH_KANBAN_SCREENS (default 1000) sockets in 10 line rooms, BENCH_KANBAN_RATE (default 200) reports/s.
export const benchmark = {
  id: 'kanban-screens',
  title: 'Kanban screens: report-to-screen latency with many boards',
  async run(ctx: { durationS?: number; log: (line: string) => void }) {
    const screensN = Number(process.env.BENCH_KANBAN_SCREENS ?? 1000);
    const rate = Number(process.env.BENCH_KANBAN_RATE ?? 200);
    const seconds = Math.min(ctx.durationS ?? 30, 30);
    const stack = await startBenchStack(resolve(__dirname, '../..'), 10, 3000);
    try {
      const api = new ApiClient(stack.url);
      await api.login('admin', 'admin');
      const lineIds = stack.lines.map((l) => l.id);
      const screens = new Screens(stack.url, api.token!);
      await screens.connect(screensN, lineIds);
      ctx.log(`${screensN} screens connected`);
      const accepted = new Map<number, Set<string>>();
      const r = await runLoad({
        url: stack.url,
        token: api.token!,
        feed: new ReportFeed(stack.lines),
        rate,
        seconds,
        onSent: (p, at) => screens.sent(p.sn, p.station, at),
        onAccepted: (p) =>
          accepted.set(p.line, (accepted.get(p.line) ?? new Set<string>()).add(`${p.sn}|${p.station}`)),
      });
      await new Promise((res) => setTimeout(res, 3000));
      const lost = screens.lost(accepted, lineIds);
      screens.close();
      const json = {
        screens: screensN,
        reports_per_s: Math.round(r.achieved),
        screen_p50_ms: +screens.p(50).toFixed(1),
        screen_p99_ms: +screens.p(99).toFixed(1),
        http_p99_ms: +r.p99.toFixed(1),
        lost,
        doubled: screens.doubled,
      };
      ctx.log(JSON.stringify(json));
      return {
        setup: [
          'Own stack: embedded PostgreSQL, Redis, one server and one worker process, the load generator and every socket client on the same machine',
          `${screensN} socket.io screens joined to 10 line rooms; ${rate} station reports/s for ${seconds} s over keep-alive HTTP`,
          Number(process.env.MES_RELAY_GATHER_MS ?? 0) > 0
            ? `Outbox relay gathering ${process.env.MES_RELAY_GATHER_MS} ms after a wake-up (MES_RELAY_GATHER_MS)`
            : 'Outbox relay batching adaptively (at once when idle; what commits during a batch goes in the next)',
        ],
        columns: ['screens', 'reports/s', 'screen p50 ms', 'screen p99 ms', 'HTTP p99 ms', 'lost', 'doubled'],
        rows: [
          [
            String(screensN),
            String(json.reports_per_s),
            String(json.screen_p50_ms),
            String(json.screen_p99_ms),
            String(json.http_p99_ms),
            String(lost),
            String(screens.doubled),
          ],
        ],
        summary: ['```json', JSON.stringify(json), '```'],
      };
    } finally {
      await stack.stop();
    }
  },
};
