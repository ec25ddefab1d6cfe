import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { ApiClient } from '../support/api-client';
import { launchChromium, screenshotPath } from '../support/browser';
import { CALL_OF, demoIds, startOrder } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { eventually } from '../support/test-env';
import { loginThroughUi, newWebPage } from '../support/web-pages';

const V1 = '/api/v1/stock_mgt';
const PM = '/api/v1/product_mgt';
type Row = { id: number; [k: string]: unknown };

// Two clerks prepare the materials of a process plan on the preparation scanner, one in English and one in Chinese:
// each scan answers at once, the progress moves live on both pages, the finished preparation is picked to the line;
// the picked reels are loaded at the SMT feeding desk, and a board's track lists them on its slots.
describe('material preparation scanner in chromium', () => {
  let hub: Hub;
  let browser: Browser;
  let db: pg.Client;
  let api: ApiClient;
  let prepId = 0;

  const one = async (sql: string, params: unknown[] = []) => ((await db.query(sql, params)).rows[0] as Row).id;

  beforeAll(async () => {
    hub = await startBuiltHub('e2e_material_preparation');
    browser = await launchChromium();
    db = new pg.Client({ connectionString: hub.env.DATABASE_URL });
    await db.connect();
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    const factory = await one('SELECT id FROM factory ORDER BY id LIMIT 1');
    const store = await one(
      `INSERT INTO stock (fnumber, fname, factory_id) VALUES ('E2E-RAW', 'SMT stores', $1) RETURNING id`,
      [factory],
    );
    const line = await one(
      `INSERT INTO stock (fnumber, fname, factory_id) VALUES ('E2E-LINE', 'Line side', $1) RETURNING id`,
      [factory],
    );
    const shelf = await one(
      `INSERT INTO stock_place (fnumber, fname, stock_id) VALUES ('E2E-S01', 'Shelf S01', $1) RETURNING id`,
      [store],
    );
    const m1 = await one(`INSERT INTO icitem (fnumber, fname) VALUES ('E2E-RES', 'Resistor 10k') RETURNING id`);
    const m2 = await one(`INSERT INTO icitem (fnumber, fname) VALUES ('E2E-CAP', 'Capacitor 100n') RETURNING id`);
    const top = await one(`INSERT INTO icitem (fnumber, fname) VALUES ('E2E-PCBA', 'Board') RETURNING id`);
    const bom = await one(
      `INSERT INTO icbom (fnumber, version, fname, icitem_id) VALUES ('E2E-BOM', 'V1', 'Board', $1) RETURNING id`,
      [top],
    );
    await db.query('INSERT INTO icbom_entry (icbom_id, icitem_id, qty) VALUES ($1, $2, 1), ($1, $3, 1)', [bom, m1, m2]);
    const product = await one(`SELECT id FROM product WHERE fnumber = 'P-1001'`);
    const plan = await api.ok<Row>('/api/v1/product_mgt/icpp/create', {
      fbillno: 'E2E-PLAN',
      product_id: product,
      icbom_fnumber: 'E2E-BOM',
      fqty: 10,
    });
    const reels = [
      await api.ok<Row>(`${V1}/bundle/create`, { fnumber: 'E2E-R1', icitem_id: m1, fqty: 6 }),
      await api.ok<Row>(`${V1}/bundle/create`, { fnumber: 'E2E-R2', icitem_id: m1, fqty: 6 }),
      await api.ok<Row>(`${V1}/bundle/create`, { fnumber: 'E2E-R3', icitem_id: m2, fqty: 10 }),
    ];
    const rec = await api.ok<Row>(`${V1}/cs_instock/create`, {
      entries: reels.map((r) => ({
        icitem_id: r.icitem_id,
        fqty: r.fqty,
        stock_id: store,
        stock_place_id: shelf,
        bundle_id: r.id,
      })),
    });
    await api.ok(`${V1}/cs_instock/check`, { id: rec.id });
    const prep = await api.ok<Row>(`${V1}/material_prepare/create`, {
      icpp_id: plan.id,
      to_stock_id: line,
      fdesc: 'E2E run',
    });
    prepId = prep.id;
    await api.ok(`${V1}/material_prepare/re_generate_recommend`, { id: prepId });
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await browser?.close();
    await hub?.stop();
  });

  async function scan(page: Page, code: string, verdict: string): Promise<void> {
    const input = page.getByTestId('prep-scan');
    await input.fill(code);
    await input.press('Enter');
    await page.getByTestId('prep-verdict').filter({ hasText: verdict }).waitFor();
  }

  /** the progress row of a material shows `scanned` */
  async function progress(page: Page, material: string, scanned: string): Promise<void> {
    await page
      .getByTestId('prep-progress')
      .locator('tr', { hasText: material })
      .locator('td:nth-child(3)', { hasText: new RegExp(`^${scanned}$`) })
      .waitFor();
  }

  it('scans on two pages with live progress, refuses with the spec messages, finishes into a pick to the line', async () => {
    const url = `/stock_mgt/material_preparation/${prepId}`;
    const en = (await newWebPage(browser, 'en-US')).page;
    const zh = (await newWebPage(browser, 'zh-CN')).page;
    await loginThroughUi(en, hub.baseUrl, 'admin', 'admin', url);
    await loginThroughUi(zh, hub.baseUrl, 'admin', 'admin', url);
    for (const page of [en, zh]) {
      await page.getByTestId('prep-scanner').waitFor();
      await page.getByTestId('prep-enter').click();
    }
    await scan(en, 'E2E-R1', 'E2E-R1: as recommended (6)');
    await progress(zh, 'E2E-RES', '6');
    await scan(zh, 'NOPE-42', '没有此批次 NOPE-42');
    await scan(en, 'E2E-NONE', 'no such batch E2E-NONE');
    await scan(zh, 'E2E-R3', 'E2E-R3');
    await progress(en, 'E2E-CAP', '10');
    await scan(zh, 'E2E-R3', '料盘 E2E-R3 已扫入');
    await en.screenshot({ path: screenshotPath('material-preparation-progress-en'), fullPage: true });
    await scan(en, 'E2E-R2', 'E2E-R2: as recommended (6)');
    await en.getByText('Everything prepared').waitFor();
    await zh.getByText('全部备齐').waitFor();
    await zh.screenshot({ path: screenshotPath('material-preparation-done-zh'), fullPage: true });
    await en.screenshot({ path: screenshotPath('material-preparation-done-en'), fullPage: true });

    await en.getByTestId('prep-finish').click();
    await en.locator('.ant-message').getByText('Preparation passed').waitFor();
    const { rows } = await db.query('SELECT id FROM pick_material WHERE material_prepare_id = $1', [prepId]);
    const pickId = (rows[0] as Row).id;
    await api.ok(`${V1}/pick_material/check`, { id: pickId });
    const at = await db.query(
      `SELECT b.fnumber, s.fnumber AS stock FROM bundle b JOIN stock s ON s.id = b.stock_id WHERE b.fnumber LIKE 'E2E-R%' ORDER BY 1`,
    );
    expect(at.rows).toEqual([
      { fnumber: 'E2E-R1', stock: 'E2E-LINE' },
      { fnumber: 'E2E-R2', stock: 'E2E-LINE' },
      { fnumber: 'E2E-R3', stock: 'E2E-LINE' },
    ]);
    await en.goto(`${hub.baseUrl}/stock_mgt/pick_material/${pickId}`);
    await en.locator('[data-testid="record-stamps"] .mes-stamp--audited').waitFor();
    await en.screenshot({ path: screenshotPath('material-pick-checked-en'), fullPage: true });

    // the picked reels loaded on an SMT order's slots at the desk, one page each; the reel shows its slot
    const ids = await demoIds(api);
    const product = await one(`SELECT id FROM product WHERE fnumber = 'P-1001'`);
    const feeder = await api.ok<Row>(`${PM}/smt_feeder/create`, { fnumber: 'E2E-FL', product_id: product });
    await api.ok(`${PM}/smt_feeder/set_entries`, {
      id: feeder.id,
      entries: [
        { slot: '1-01', icitem_id: await one(`SELECT id FROM icitem WHERE fnumber = 'E2E-RES'`), qty_per_board: 1 },
        { slot: '1-02', icitem_id: await one(`SELECT id FROM icitem WHERE fnumber = 'E2E-CAP'`), qty_per_board: 2 },
      ],
    });
    const order = await api.ok<Row>(`${PM}/smt_order/create`, {
      fbillno: 'E2E-SMT',
      product_id: product,
      product_line_id: ids.smtLineId,
      worder_id: ids.worderId,
      fqty: 10,
      smt_feeder_id: feeder.id,
    });
    const feeding = await api.ok<Row>('/api/v1/work/smt_feeding/create', { fbillno: 'E2E-FD', smt_order_id: order.id });
    for (const [page, slot, reel, lang] of [
      [en, '1-01', 'E2E-R1', 'en'],
      [zh, '1-02', 'E2E-R3', 'zh'],
    ] as const) {
      await page.goto(`${hub.baseUrl}/work/smt_feeding/${feeding.id}/scanning/1`);
      await page.getByTestId('feeding-step-page-scanning').waitFor();
      await page.getByTestId('feeding-prepare').click();
      await page.getByTestId('feeding-cert-until').waitFor();
      await page.getByTestId('feeding-slot').fill(slot);
      await page.getByTestId('feeding-slot').press('Enter');
      await page.getByTestId('feeding-reel').fill(reel);
      await page.getByTestId('feeding-reel').press('Enter');
      await page.waitForFunction(
        (s) => document.querySelector('[data-testid="feeding-message"]')?.textContent?.includes(s) ?? false,
        slot,
      );
      expect(await page.getByTestId('feeding-verdict').getAttribute('data-verdict')).toBe('pass');
      await page.screenshot({ path: screenshotPath(`material-reel-loaded-${lang}`), fullPage: true });
    }
    const r1 = await one(`SELECT id FROM bundle WHERE fnumber = 'E2E-R1'`);
    const ref = await api.ok<{ slots: Row[] }>(`${V1}/bundle/reference`, { id: r1 });
    expect(ref.slots).toEqual([expect.objectContaining({ smt_feeding_id: feeding.id, slot: '1-01' })]);

    // a board of the order reported: its track lists the reels on its slots, and the reels are consumed
    await startOrder(api, hub.env.DATABASE_URL, ids.worderId);
    await db.query('UPDATE smt_order SET status = 2 WHERE id = $1', [order.id]); // running (its start: smt-orders specs)
    const sn = ids.sns[0];
    await api.ok(CALL_OF['ASSY-01-DL'], { sn, station_id: ids.stations['ASSY-01-DL'], result: 1, operator: 'op1' });
    for (const [page, lang] of [
      [en, 'en'],
      [zh, 'zh'],
    ] as const) {
      await page.goto(`${hub.baseUrl}/product_coll/product_track?sn=${sn}`);
      await page.getByTestId('track-reels').locator('tbody tr.ant-table-row').nth(1).waitFor();
      const rows = await page.getByTestId('track-reels').locator('tbody tr.ant-table-row').allInnerTexts();
      expect(rows[0]).toMatch(/1-01\s+E2E-R1/);
      expect(rows[1]).toMatch(/1-02\s+E2E-R3/);
      await page.screenshot({ path: screenshotPath(`material-track-reels-${lang}`), fullPage: true });
    }
    const left = await eventually(
      'the board consumed',
      async () => {
        const { rows } = await db.query(
          `SELECT fnumber, fqty::float8 AS fqty FROM bundle WHERE fnumber IN ('E2E-R1', 'E2E-R3') ORDER BY 1`,
        );
        return rows[0].fqty < 6 ? rows : null;
      },
      60_000,
    );
    expect(left).toEqual([
      { fnumber: 'E2E-R1', fqty: 5 },
      { fnumber: 'E2E-R3', fqty: 8 },
    ]);
  }, 300_000);
});
