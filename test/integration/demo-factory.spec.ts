import { stageDemo, stageDemoOnce } from '@mes/server/modules/demo/demo-stage';
import { SMT_DEMO } from '@mes/server/modules/demo/smt.seed';
import { balanceDrift } from '@mes/server/modules/stock-mgt/ledger/ledger-verify';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startChild, type Child } from '../../scripts/lib/child';
import { freePort } from '../../scripts/lib/ports';
import { ApiClient } from '../support/api-client';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { eventually, requireEnv } from '../support/test-env';

type Counts = Record<string, number>;

// What `npm run up` stages over a fresh demo factory, through the API (docs/demo-factory.md): every area has rows,
// and the rules hold.
describe(stageDemo.name, () => {
  let hub: Hub;
  let api: ApiClient;
  let pool: pg.Pool;
  const one = async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows[0] as T;
  const COUNTED = [
    'stock',
    'stock_place',
    'bundle',
    'cs_instock',
    'profit_in',
    'product_receipt',
    'despatch_advice',
    'outstock',
    'loss_out',
    'product_pick',
    'pick_material',
    'material_prepare',
    'icbom',
    'icpp',
    'smt_feeder',
    'smt_order',
    'smt_feeding',
    'smt_feeding_log',
    'device_asset',
    'dm_record',
    'dm_repair_record',
    'worder',
    'station_log',
    'kanban_screen',
    'station_sop',
    'packaging_plan',
    'clodop_device',
    'supplier',
    'smt_machine',
    'icitem_mpn',
    'sn_table',
    'bn_table',
    'icbom_change',
    'icpp_change',
    'smt_feeder_change',
    'icmo',
    'icma',
    'reworder',
    'shift_order',
    'production_scheduling_log',
    'ex_instock',
    'ex_outstock',
    'material_return',
    'material_shelving',
    'material_split',
    'icinvcheck',
    'icinvinitial',
    'transfer_stock',
    'pallet',
    'product_receipt_operation',
    'outstock_operation',
    'cfx_machine',
    'order_reporting',
    'material_rec',
    'spc_characteristic',
  ];
  const counts = async (): Promise<Counts> => {
    const out: Counts = {};
    for (const t of COUNTED) out[t] = (await one<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`)).n;
    return out;
  };

  beforeAll(async () => {
    hub = await startBuiltHub('demo_factory');
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    pool = new pg.Pool({ connectionString: hub.env.DATABASE_URL, max: 2 });
    await stageDemo({ api, pool, baseUrl: hub.baseUrl });
  }, 180_000);

  afterAll(async () => {
    await pool?.end();
    await hub?.stop();
  });

  it('gives every area rows, and a second run adds nothing', async () => {
    const first = await counts();
    for (const [table, n] of Object.entries(first)) expect({ table, some: n > 0 }).toEqual({ table, some: true });
    await stageDemo({ api, pool, baseUrl: hub.baseUrl });
    expect(await counts()).toEqual(first);
  }, 120_000);

  it('gives a factory seeded before the roles (an older .data) its role users', async () => {
    await pool.query(`DELETE FROM users WHERE name = 'planner'`);
    await stageDemo({ api, pool, baseUrl: hub.baseUrl });
    const planner = new ApiClient(hub.baseUrl);
    expect((await planner.login('planner', 'planner')).err).toBe(0);
    expect((await planner.ok<{ roles: string[] }>('/api/v1/basicdata/user/self')).roles).toEqual(['planner']);
  });

  it('stages once: a finished stage leaves its marker, the next reads only that; one cut short runs again', async () => {
    const deps = { api, pool, baseUrl: hub.baseUrl };
    const planners = async () =>
      (await one<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE name = 'planner'`)).n;
    await pool.query('DELETE FROM demo_stage');
    expect(await stageDemoOnce(deps)).toBe('staged');
    // finished: a record gone since is not looked for (only the marker is read)
    await pool.query(`DELETE FROM users WHERE name = 'planner'`);
    expect(await stageDemoOnce(deps)).toBe('already');
    expect(await planners()).toBe(0);
    // a stage cut short wrote no marker: the next one completes what is missing
    await pool.query('DELETE FROM demo_stage');
    expect(await stageDemoOnce(deps)).toBe('staged');
    expect(await planners()).toBe(1);
    expect((await pool.query('SELECT version FROM demo_stage')).rowCount).toBe(1);
  });

  it('has stock documents checked, pushed down and draft, and a ledger without drift', async () => {
    const receipt = await one<{ checked: boolean; id: number }>('SELECT id, checked FROM product_receipt');
    expect(receipt.checked).toBe(true);
    const advice = await one<{ checked: boolean; id: number }>(
      'SELECT id, checked FROM despatch_advice WHERE product_receipt_id = $1',
      [receipt.id],
    );
    expect(advice.checked).toBe(true);
    expect(await one('SELECT checked FROM outstock WHERE despatch_advice_id = $1', [advice.id])).toEqual({
      checked: false,
    });
    expect(await one(`SELECT checked FROM loss_out WHERE fbillno = 'LO-DEMO-0001'`)).toEqual({ checked: false });
    expect(await balanceDrift(pool)).toEqual([]);
    // the reels loaded on the SMT line were picked to the line side first
    const line = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM bundle b JOIN stock s ON s.id = b.stock_id WHERE s.fnumber = 'WH-LINE'`,
    );
    expect(line.n).toBe(6);
  });

  it('runs the SMT order with its feeding working and a splice recorded', async () => {
    expect(await one('SELECT status FROM smt_order WHERE fbillno = $1', [SMT_DEMO.order])).toEqual({ status: 2 });
    const feeding = await api.ok<{ entries: { slot: string; reel_barcode: string | null }[] }>(
      '/api/v1/work/smt_feeding/get_entries',
      { id: (await one<{ id: number }>('SELECT id FROM smt_feeding WHERE fbillno = $1', [SMT_DEMO.feeding])).id },
    );
    expect(feeding.entries.map((e) => e.slot)).toEqual(['1-01', '1-02', '2-01']);
    expect(feeding.entries.every((e) => e.reel_barcode)).toBe(true);
    expect(
      (await pool.query(`SELECT step, slot FROM smt_feeding_log WHERE step LIKE 'splic%' ORDER BY id`)).rows,
    ).toEqual([
      { step: 'splicing', slot: '1-01' },
      { step: 'splice_checking', slot: '1-01' },
    ]);
  });

  it('has a material preparation in progress', async () => {
    expect(
      await one(
        `SELECT p.build_status, count(e.id) FILTER (WHERE e.scanned)::int AS scanned FROM material_prepare p
         JOIN material_prepare_entry e ON e.material_prepare_id = p.id GROUP BY p.id`,
      ),
    ).toEqual({ build_status: 2, scanned: 1 });
  });

  it('shows maintenance done, due and overdue, and the overdue device on its line', async () => {
    const states = async (fnumber: string) => {
      const answer = await api.ok<{ periods: { fname: string; due: boolean; overdue: boolean; done: boolean }[] }>(
        '/api/v1/device_maintenance/dm_enter/getlately',
        { barcode: fnumber },
      );
      return answer.periods.find((p) => p.fname === '每日');
    };
    expect(await states('AS-SMT-MNT-01')).toMatchObject({ done: true });
    expect(await states('AS-ASSY-GT-01')).toMatchObject({ due: true, done: false });
    expect(await states('AS-ASSY-SCALE-01')).toMatchObject({ due: true, done: false });
    // the scale missed yesterday's check: overdue on its line's board; the tester got its items only today
    const line = await one<{ id: number }>(`SELECT id FROM product_line WHERE fnumber = 'ASSY-01'`);
    const alerts = await api.ok<{ alerts: { kind: string; fnumber: string }[] }>(
      '/api/v1/device_maintenance/dm_alert/line',
      { product_line_id: line.id },
    );
    expect(alerts.alerts.map((a) => [a.kind, a.fnumber])).toEqual([['overdue', 'AS-ASSY-SCALE-01']]);
  });

  it('has three finished days of history in the statistics, with yesterday to compare with', async () => {
    const days = (
      await pool.query<{ day: string; output: number }>(
        `SELECT to_char(date_trunc('day', hour), 'YYYY-MM-DD') AS day, sum(output)::int AS output
           FROM proj_line_hour GROUP BY 1 ORDER BY 1`,
      )
    ).rows;
    expect(days.map((d) => d.output)).toEqual([120, 120, 120]);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(days[2].day).toBe(yesterday);
    expect(
      (await pool.query(`SELECT status FROM worder WHERE fbillno LIKE 'WO-HIST-%' ORDER BY fbillno`)).rows,
    ).toEqual([{ status: 5 }, { status: 5 }, { status: 5 }]);
  });

  it('binds kanban screens to the line, the SMT order and the package list', async () => {
    const screens = await api.ok<{ list: { name: string; binding: { board: string } | null }[] }>(
      '/api/v1/kanban_mgt/screen/list',
      {},
    );
    expect(screens.list.map((s) => s.binding?.board).sort()).toEqual(['line', 'package_list', 'smt_order']);
  });

  describe('the line simulator', () => {
    let sim: Child;
    let labels: string;
    const count = async (sql: string) => (await one<{ n: number }>(sql)).n;
    let before: { splices: number; repaired: number };

    beforeAll(async () => {
      // The packing station's printer is the simulator's file printer, on a port of this test's own.
      const port = await freePort();
      const device = await one<{ id: number }>(`SELECT id FROM clodop_device WHERE fnumber = 'PRN-PACK-01'`);
      await api.ok('/api/v1/stock_mgt/clodop_device/update', { id: device.id, port });
      labels = mkdtempSync(join(tmpdir(), 'mes-demo-'));
      before = {
        splices: await count(`SELECT count(*)::int AS n FROM smt_feeding_log WHERE step = 'splice_checking'`),
        repaired: await count('SELECT count(*)::int AS n FROM repair_record WHERE status = 2'),
      };
      sim = startChild(
        'simulator',
        process.execPath,
        [join(requireEnv('MES_ROOT'), 'server/dist/cli/line-simulator.js')],
        {
          env: {
            ...hub.env,
            MES_URL: hub.baseUrl,
            MES_SIMULATOR_CYCLE_MS: '60',
            MES_DEMO_PRINTER_PORT: String(port),
            MES_DATA_DIR: labels,
          },
          quiet: true,
        },
      );
    });

    afterAll(async () => {
      await sim?.stop('SIGTERM', 3000);
    });

    it('moves the SMT feeding: splices and reel changes with their checks', async () => {
      await eventually(
        'a splice and a reel change',
        async () =>
          (await count(`SELECT count(*)::int AS n FROM smt_feeding_log WHERE step = 'splice_checking'`)) >
            before.splices &&
          (await count(`SELECT count(*)::int AS n FROM smt_feeding_log WHERE step = 'change_checking'`)) > 0,
        120_000,
      );
    }, 130_000);

    it('packs finished units into boxes of ten, weighs the full ones and prints their labels to files', async () => {
      const box = await eventually(
        'a full box weighed',
        async () =>
          (
            await pool.query<{ fnumber: string; fqty: number; status: number; weight: number; n: number }>(
              `SELECT b.fnumber, b.fqty::int AS fqty, b.status, b.weight::float8 AS weight,
                 (SELECT count(*)::int FROM box_item i WHERE i.box_id = b.id) AS n
               FROM box b WHERE b.weight IS NOT NULL ORDER BY b.id LIMIT 1`,
            )
          ).rows[0],
        120_000,
      );
      expect(box).toMatchObject({ fqty: 10, status: 2, n: 10 });
      expect(Math.abs(box.weight - 3.2)).toBeLessThanOrEqual(0.1);
      const label = await eventually('a label file', async () => readdirSync(join(labels, 'labels'))[0]);
      expect(readFileSync(join(labels, 'labels', label), 'utf8')).toMatch(/\^FDWO-DEMO-0001-B\d{4}\^FS/);
      // no unit in two boxes, no box over its capacity
      expect(
        await count(`SELECT count(*)::int AS n FROM (SELECT sn FROM box_item GROUP BY sn HAVING count(*) > 1) x`),
      ).toBe(0);
      expect(await count('SELECT count(*)::int AS n FROM box WHERE fqty > 10')).toBe(0);
    }, 130_000);

    it('sends failed units through the repair bench and back to their retest', async () => {
      await eventually(
        'a repaired unit',
        async () => (await count('SELECT count(*)::int AS n FROM repair_record WHERE status = 2')) > before.repaired,
        120_000,
      );
      const back = await one<{ sn: string; station_id: number }>(
        'SELECT sn, station_id FROM repair_record WHERE status = 2 ORDER BY id LIMIT 1',
      );
      // the bad enter (6) and the return (4) are in the unit's reports
      const results = (
        await pool.query<{ result: number }>('SELECT result FROM station_log WHERE sn = $1 ORDER BY id', [back.sn])
      ).rows.map((r) => r.result);
      expect(results).toEqual(expect.arrayContaining([2, 6, 4]));
    }, 130_000);
  });
});
