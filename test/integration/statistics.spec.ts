import ExcelJS from 'exceljs';
import pg from 'pg';
import type { StatFigures, StatOee } from '@mes/contracts';
import { rebuildProjections } from '@mes/server/modules/shop-floor/rebuild';
import { ApiClient } from '../support/api-client';
import { CALL_OF, FLOW, demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { eventually } from '../support/test-env';
import { loadStatFixture, type LogRow, type StatFixture } from './stat-fixture';
import { openpyxl } from '../support/openpyxl';

type Row = StatFigures & { oee?: StatOee | null } & Record<string, unknown>;
type Answer = { list: Row[]; total: number };

const RANGE = 'from:"2026-01-05T00:00:00Z" to:"2026-01-06T00:00:00Z"';
const HOUR_COLS =
  'station_id, hour, worder_id, product_line_id, tested, passed, failed, first_pass_tested, first_pass_passed, input, output';
const MINUTE_COLS = 'station_id, hour, first_at, last_at, minutes';

// The figures counted straight from the fixture's rows, the way docs/statistics.md defines them.
function expected(rows: LogRow[], flowLength: (r: LogRow) => number, all: LogRow[] = rows) {
  const seen = new Set<string>();
  const entered = new Set<LogRow>();
  for (const r of all) {
    const k = `${r.sn}|${r.workflow_id}`;
    if (!seen.has(k)) entered.add(r);
    seen.add(k);
  }
  const tested = rows.length;
  const passed = rows.filter((r) => r.result === 1).length;
  const fpt = rows.filter((r) => r.first_pass).length;
  const fpp = rows.filter((r) => r.first_pass && r.result === 1).length;
  return {
    tested,
    passed,
    failed: tested - passed,
    rework: tested - fpt,
    first_pass_tested: fpt,
    first_pass_passed: fpp,
    input: rows.filter((r) => entered.has(r)).length,
    output: rows.filter((r) => r.result === 1 && r.seq === flowLength(r)).length,
  };
}

describe('statistics', () => {
  let hub: Hub;
  let api: ApiClient;
  let ids: DemoIds;
  let db: pg.Client;
  let fx: StatFixture;
  let pool: pg.Pool;

  const list = (call: string, filter: string) => api.ok<Answer>(`/api/v1/stat/${call}/list`, { filter });
  const flowLength = (r: LogRow) => (r.product_line_id === fx.lineB ? 2 : 4);

  beforeAll(async () => {
    hub = await startBuiltHub('stat');
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    ids = await demoIds(api);
    db = new pg.Client({ connectionString: hub.env.DATABASE_URL });
    await db.connect();
    pool = new pg.Pool({ connectionString: hub.env.DATABASE_URL, max: 2 });
  }, 90_000);

  afterAll(async () => {
    await pool?.end();
    await db?.end();
    await hub?.stop();
  });

  it('keeps the hourly rollup live from station reports, equal to a rebuild', async () => {
    await startOrder(api, hub.env.DATABASE_URL, ids.worderId);
    const tested = async () =>
      (await db.query<{ n: number }>('SELECT COALESCE(sum(tested), 0)::int AS n FROM proj_station_hour')).rows[0].n;
    let accepted = await tested();
    for (let i = 0; i < 6; i++) {
      const sn = ids.sns[i];
      for (const station of FLOW) {
        const fail = i === 2 && station === 'ASSY-01-GT';
        const send = (result: number) =>
          api.call(CALL_OF[station], { sn, station_id: ids.stations[station], result, operator: 'op1' });
        if (fail) {
          expect((await send(2)).err).toBe(0);
          accepted++;
        }
        expect((await send(1)).err).toBe(0);
        accepted++;
      }
    }
    await eventually('the workers rolled up every report', async () => (await tested()) === accepted);
    const live = (await db.query(`SELECT ${HOUR_COLS} FROM proj_station_hour ORDER BY 1, 2, 3, 4`)).rows;
    expect(live.reduce((n, r: { output: number }) => n + r.output, 0)).toBe(6);
    const minutes = (await db.query(`SELECT ${MINUTE_COLS} FROM proj_station_minutes ORDER BY 1, 2`)).rows;
    expect(minutes.length).toBeGreaterThan(0);
    await rebuildProjections(pool);
    expect((await db.query(`SELECT ${HOUR_COLS} FROM proj_station_hour ORDER BY 1, 2, 3, 4`)).rows).toEqual(live);
    expect((await db.query(`SELECT ${MINUTE_COLS} FROM proj_station_minutes ORDER BY 1, 2`)).rows).toEqual(minutes);
  });

  it('answers every figure per station as counted from the history', async () => {
    fx = await loadStatFixture(db);
    expect(fx.rows.length).toBeGreaterThan(300);
    await rebuildProjections(pool);
    const answer = await list('station_stat', `${RANGE} ps:100`);
    for (const station of [...fx.flowA, ...fx.flowB]) {
      const row = answer.list.find((r) => r.key === station)!;
      const want = expected(
        fx.rows.filter((r) => r.station_id === station),
        flowLength,
        fx.rows,
      );
      expect(row).toMatchObject(want);
      expect(row.fpy).toBeCloseTo(want.first_pass_passed / want.first_pass_tested, 10);
    }
    // by hand: GT fails every 5th O1 unit once (8 of 40), O2 passes all 30 there
    const gt = answer.list.find((r) => r.key === fx.flowA[1])!;
    expect(gt).toMatchObject({ tested: 78, failed: 8, rework: 8, first_pass_tested: 70, first_pass_passed: 62 });
    // MMI: 6 O1 units fail twice: 12 fails, 12 retests
    expect(answer.list.find((r) => r.key === fx.flowA[2])).toMatchObject({ tested: 82, failed: 12, rework: 12 });
  });

  it('rolls throughput yield per order and line, with output at the last station and input at the first', async () => {
    const orders = await list('worder_stat', RANGE);
    const o1 = orders.list.find((r) => r.key === fx.orders.o1)!;
    // DL 40/40 · GT 32/40 · MMI 34/40 · OUT 40/40
    expect(o1.rty).toBeCloseTo(0.8 * 0.85, 10);
    expect(o1).toMatchObject({ input: 40, output: 40, worder: expect.objectContaining({ fbillno: 'WO-STAT-1' }) });
    const o3 = orders.list.find((r) => r.key === fx.orders.o3)!;
    // B1 50/50, B2 37/45 first passes (8 fail once); 45 finished, 5 wait at B2
    expect(o3).toMatchObject({ input: 50, output: 45, failed: 8 });
    expect(o3.rty).toBeCloseTo(37 / 45, 10);
    const lines = await list('product_line_stat', RANGE);
    const a = lines.list.find((r) => r.key === fx.lineA)!;
    expect(a).toMatchObject(
      expected(
        fx.rows.filter((r) => r.product_line_id === fx.lineA),
        flowLength,
        fx.rows,
      ),
    );
    // line A per station over both orders: DL 62/70 (O2 fails 8 once), GT 62/70, MMI 64/70, OUT 70/70
    expect(a.rty).toBeCloseTo((62 / 70) * (62 / 70) * (64 / 70), 10);
    const products = await list('product_stat', `${RANGE} product_id:${fx.productId}`);
    expect(products.list).toHaveLength(1);
    expect(products.list[0]).toMatchObject(expected(fx.rows, flowLength));
  });

  it('buckets by hour, shift and day, summing to the whole', async () => {
    const hours = await list('product_line_stat', `${RANGE} bucket:hour product_line_id:${fx.lineB}`);
    // line B: units 0-19 at 08:30-08:49, units 20-49 from 09:30 after the stop
    expect(hours.list.map((r) => [r.bucket, r.input])).toEqual([
      ['2026-01-05T08:00:00Z', 20],
      ['2026-01-05T09:00:00Z', 30],
    ]);
    for (const bucket of ['shift', 'day']) {
      const rows = (await list('worder_stat', `${RANGE} bucket:${bucket} worder_id:${fx.orders.o1}`)).list;
      expect(rows.reduce((n, r) => n + r.tested, 0)).toBe(fx.rows.filter((r) => r.worder_id === fx.orders.o1).length);
      expect(rows.every((r) => typeof r.bucket === 'string')).toBe(true);
    }
  });

  it('computes OEE from the stops and the ideal cycle time', async () => {
    const filter = `from:"2026-01-05T08:00:00Z" to:"2026-01-05T10:00:00Z" station_id:${fx.flowB[0]}`;
    const before = (await list('station_stat', filter)).list[0];
    // stops: 08:00-08:30 before the first unit (1800 s) and 08:49-09:30 (2460 s); no ideal cycle yet
    expect(before.oee).toMatchObject({ stops: 2, stop_s: 4260, performance: null, oee: null, quality: 1 });
    expect(before.oee!.availability).toBeCloseTo(2940 / 7200, 10);
    await db.query('INSERT INTO stat_ideal_cycle (product_id, station_id, seconds) VALUES ($1, $2, 30)', [
      fx.productId,
      fx.flowB[0],
    ]);
    const after = (await list('station_stat', filter)).list[0];
    // 50 units × 30 s over 2940 s of run time; quality 1: OEE = 1500 / 7200
    expect(after.oee!.performance).toBeCloseTo(1500 / 2940, 10);
    expect(after.oee!.oee).toBeCloseTo(1500 / 7200, 10);
  });

  it('reads the stops of hours with a report every minute from the rollup, as if read report by report', async () => {
    // a day of its own at the first station of line B: every 30 s from 08:00 to 10:00 (two whole hours), a silence
    // until 10:20, every 30 s until 10:30, silence to 11:00; then one report at 11:07:10 alone in its hour
    const at = (h: number, m: number, s = 0) => new Date(Date.UTC(2026, 0, 7, h, m, s));
    const times: Date[] = [];
    for (let t = at(8, 0).getTime(); t < at(10, 0).getTime(); t += 30_000) times.push(new Date(t));
    for (let t = at(10, 20).getTime(); t <= at(10, 30).getTime(); t += 30_000) times.push(new Date(t));
    times.push(at(11, 7, 10));
    const o3 = fx.rows.find((r) => r.worder_id === fx.orders.o3)!;
    await db.query(
      `INSERT INTO station_log (sn, worder_id, station_id, product_line_id, workflow_id, seq, result, first_pass, source, answer, created_at)
       SELECT 'OEE-' || i, $1, $2, $3, $4, 1, 1, true, 'fixture', '{}', t FROM unnest($5::timestamptz[]) WITH ORDINALITY AS u(t, i)`,
      [o3.worder_id, fx.flowB[0], fx.lineB, o3.workflow_id, times],
    );
    await rebuildProjections(pool);
    const whole = await db.query(
      `SELECT hour FROM proj_station_minutes WHERE station_id = $1 AND minutes = ${(2n ** 60n - 1n).toString()} ORDER BY hour`,
      [fx.flowB[0]],
    );
    expect(whole.rows.map((r: { hour: Date }) => r.hour.toISOString())).toEqual([
      at(8, 0).toISOString(),
      at(9, 0).toISOString(),
    ]);
    // by hand over 08:00-12:00 (14 400 s): 10:00-10:20 less 30 s (1230 s), 10:30-11:07:10 (2230 s), to 12:00 (3170 s)
    const filter = `from:"${at(8, 0).toISOString()}" to:"${at(12, 0).toISOString()}" station_id:${fx.flowB[0]}`;
    const row = (await list('station_stat', filter)).list[0];
    expect(row.oee).toMatchObject({ planned_s: 14_400, stops: 3, stop_s: 1230 + 2230 + 3170 });
    // from 09:00: the range starts inside the run (no stop before the first report)
    const later = (await list('station_stat', filter.replace('T08:', 'T09:'))).list[0];
    expect(later.oee).toMatchObject({ planned_s: 10_800, stops: 3, stop_s: 1230 + 2230 + 3170 });
  });

  it('ranks defects by error code and tells the WIP per stage now', async () => {
    const a = await api.ok<{ list: { code: string; count: number; cumulative: number }[] }>(
      '/api/v1/stat/defect/list',
      {
        filter: `${RANGE} product_line_id:${fx.lineA}`,
      },
    );
    expect(a.list.map((d) => [d.code, d.count])).toEqual([
      ['KEY', 12],
      ['FW', 8],
      ['VOLT', 8],
    ]);
    expect(a.list[2].cumulative).toBeCloseTo(1, 10);
    const b = await api.ok<{ list: { code: string; count: number }[] }>('/api/v1/stat/defect/list', {
      filter: `${RANGE} worder_id:${fx.orders.o3}`,
    });
    expect(b.list).toEqual([expect.objectContaining({ code: '', count: 8 })]);
    const wip = await api.ok<{ list: { station_id: number; units: number; oldest_s: number }[] }>(
      '/api/v1/stat/wip/list',
      {
        worder_ids: [fx.orders.o3],
      },
    );
    expect(wip.list).toEqual([expect.objectContaining({ station_id: fx.flowB[1], units: 5 })]);
    expect(wip.list[0].oldest_s).toBeGreaterThanOrEqual(3600);
  });

  it('streams the product report of a range or of orders as .xlsx', async () => {
    const sheet = await api.ok<Buffer>('/api/v1/stat/product_report/export_by_worder_ids', {
      worder_ids: [fx.orders.o1, fx.orders.o3],
      filter: RANGE,
      locale: 'en-US',
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sheet as unknown as ArrayBuffer);
    const ws = book.worksheets[0];
    const want = fx.rows.filter((r) => r.worder_id === fx.orders.o1 || r.worder_id === fx.orders.o3);
    expect(ws.rowCount).toBe(want.length + 1);
    expect(ws.getRow(1).getCell(2).value).toBe('SN');
    expect(ws.getRow(2).getCell(2).value).toBe(want[0].sn);
    // every row in time order: its time a date cell of the server's wall clock, its order, station and first attempt
    want.forEach((r, i) => {
      const row = ws.getRow(i + 2);
      const wall = r.at.getTime() - r.at.getTimezoneOffset() * 60_000;
      expect(Math.abs((row.getCell(1).value as Date).getTime() - wall)).toBeLessThan(1000);
      expect(row.getCell(2).value).toBe(r.sn);
      expect(row.getCell(8).value ?? null).toBe(r.first_pass ? '✓' : null);
    });
    const [opened] = await openpyxl(sheet, 3);
    expect(opened).toMatchObject({ name: 'Product report', freeze: 'A2', bold_header: true, max_row: want.length + 1 });
    expect(opened.rows[0]).toEqual([
      'Time',
      'SN',
      'Work order',
      'Product',
      'Line',
      'Station',
      'Result',
      'First attempt',
    ]);
    expect(opened.rows[1][1]).toBe(want[0].sn);
    expect(opened.rows[1][6]).toBe(want[0].result === 2 ? 'FAIL' : 'PASS');
    expect(opened.formats[0]).toBe('yyyy-mm-dd hh:mm:ss');
    expect(opened.widths).toEqual({ A: 20, B: 22, C: 16, D: 16, E: 16, F: 16, G: 8, H: 8 });
    const fails = ws.getColumn(7).values.filter((v) => v === 'FAIL').length;
    expect(fails).toBe(want.filter((r) => r.result === 2).length);
    const line = await api.ok<Buffer>('/api/v1/stat/product_report/export', {
      filter: `${RANGE} product_line_id:${fx.lineB}`,
      locale: 'zh-CN',
    });
    const lb = new ExcelJS.Workbook();
    await lb.xlsx.load(line as unknown as ArrayBuffer);
    expect(lb.worksheets[0].rowCount).toBe(fx.rows.filter((r) => r.product_line_id === fx.lineB).length + 1);
    expect(lb.worksheets[0].getRow(1).getCell(2).value).toBe('序列号');
  });

  it('refuses bad filters naming the field', async () => {
    const bad = async (filter: string, field: string) => {
      const answer = await api.call('/api/v1/stat/station_stat/list', { filter });
      expect(answer.err).not.toBe(0);
      expect(answer.msg).toContain(field);
    };
    await bad('bucket:week', 'filter.bucket');
    await bad('from:"nope"', 'filter.from');
    await bad('from:"2026-01-05T10:00:00Z" to:"2026-01-05T10:30:00Z"', 'filter.to');
    await bad('color:red', 'filter.color');
    await bad('station_id:x', 'filter.station_id');
    await bad('search_key:a', 'filter.search_key');
    expect((await api.call('/api/v1/stat/wip/list', { worder_ids: 'x' })).err).not.toBe(0);
  });
});
