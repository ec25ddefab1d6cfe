import { STATION_REPORT_INPUT } from '@mes/contracts';

// What reading a station report's body from its declaration costs (issue 32; contracts/src/calls/station-report.ts):
// the interpreted zod parse (jitless, as the apps' CSP needs) of the hot path's body, in CPU microseconds per body,
// beside the cost of JSON.parse of the same body as the baseline every request pays anyway.
const N = 100_000;
const WARM = 20_000;

const item = (i: number) => ({
  name: `T${i}`,
  value: String(3 + i / 10),
  lower: '1',
  upper: '10',
  unit: 'V',
  result: 1,
});
const BODIES: [string, Record<string, unknown>][] = [
  ['bare report', { sn: 'SN-000123', station_id: 5, result: 1, operator: 'op1', idempotency_key: 'k-1234567890' }],
  [
    '10 test items',
    {
      sn: 'SN-000123',
      station_id: 5,
      result: 1,
      operator: 'op1',
      test_items: Array.from({ length: 10 }, (_, i) => item(i)),
    },
  ],
];

function perBody(fn: () => unknown): number {
  for (let i = 0; i < WARM; i++) fn();
  const t = process.cpuUsage();
  for (let i = 0; i < N; i++) fn();
  const used = process.cpuUsage(t);
  return (used.user + used.system) / N;
}

export const benchmark = {
  id: 'declared-input',
  title: 'Reading a station report body from its declared schema',
  async run(_ctx: { durationS?: number; log: (line: string) => void }) {
    const rows: string[][] = [];
    const json: Record<string, number> = {};
    for (const [name, body] of BODIES) {
      const text = JSON.stringify(body);
      const jsonUs = perBody(() => JSON.parse(text));
      const zodUs = perBody(() => STATION_REPORT_INPUT.parse(body));
      rows.push([name, String(text.length), jsonUs.toFixed(2), zodUs.toFixed(2)]);
      json[`${name.replace(/ /g, '_')}_us`] = +zodUs.toFixed(2);
    }
    return {
      setup: [`One process, ${N} parses of each body after ${WARM} to warm up, CPU time (process.cpuUsage) per body`],
      columns: ['body', 'bytes', 'JSON.parse µs (baseline)', 'declared schema µs'],
      rows,
      summary: [`**a station report's declared schema costs ${rows.map((r) => `${r[3]} µs (${r[0]})`).join(', ')}**`],
      json,
    };
  },
};
