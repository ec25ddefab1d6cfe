import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { ApiClient } from '../support/api-client';
import { launchChromium, screenshotPath } from '../support/browser';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { loginThroughUi, newWebPage } from '../support/web-pages';

const V1 = '/api/v1/stock_mgt';
type Row = { id: number; [k: string]: unknown };

// Two clerks prepare the materials of a process plan on the preparation scanner, one in English and one in Chinese:
// each scan answers at once, the progress moves live on both pages, the finished preparation is picked to the line.
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
  }, 180_000);
});
