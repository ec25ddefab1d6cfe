import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ApiClient } from '../support/api-client';
import { launchChromium, screenshotPath } from '../support/browser';
import { CALL_OF, FLOW, demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { loginThroughUi, newWebPage, type WebLocale } from '../support/web-pages';

// The supervisor dashboard: a line's output moves as stations report (through the projections and the line room),
// the drill-down reaches a serial's track, a moved panel stays moved after a reload. Screenshots in both languages.
describe('supervisor dashboard and product track', () => {
  let hub: Hub;
  let api: ApiClient;
  let ids: DemoIds;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  const open = async (locale: WebLocale, path: string): Promise<Page> => {
    const { context, page } = await newWebPage(browser, locale);
    contexts.push(context);
    await loginThroughUi(page, hub.baseUrl, 'admin', 'admin', path);
    return page;
  };
  const passFlow = async (sn: string) => {
    for (const station of FLOW)
      await api.ok(CALL_OF[station], { sn, station_id: ids.stations[station], result: 1, operator: 'sim' });
  };
  const output = async (page: Page) => Number(await page.getByTestId('line-output-ASSY-01').innerText());

  beforeAll(async () => {
    hub = await startBuiltHub('e2e_dashboard');
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    ids = await demoIds(api);
    await startOrder(api, hub.env.DATABASE_URL, ids.worderId);
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await hub?.stop();
  });

  it("shows the line's output moving as reports arrive, and drills down to a serial's track", async () => {
    const page = await open('en-US', '/stat/dashboard');
    await page.getByTestId('line-output-ASSY-01').waitFor();
    await page.waitForLoadState('networkidle');
    const before = await output(page);
    await passFlow(ids.sns[180]);
    await page.waitForFunction(
      (n) => Number(document.querySelector('[data-testid="line-output-ASSY-01"]')?.textContent) === n,
      before + 1,
      { timeout: 15_000 },
    );
    await passFlow(ids.sns[181]);
    await page.waitForFunction(
      (n) => Number(document.querySelector('[data-testid="line-output-ASSY-01"]')?.textContent) === n,
      before + 2,
      { timeout: 15_000 },
    );
    await page.getByTestId('line-card-ASSY-01').click();
    await page.getByTestId('drill-station').first().click();
    await page.getByTestId('drill-order').first().click();
    await page.screenshot({ path: screenshotPath('web-dashboard-en'), fullPage: true });
    await page.getByTestId('drill').getByTestId('sn-link').first().click();
    await page.waitForURL(/\/product_coll\/product_track\?sn=/);
    await page.getByTestId('genealogy').waitFor();
    expect(await page.getByTestId('track-logs').locator('tbody tr.ant-table-row').count()).toBeGreaterThanOrEqual(1);
    await page.screenshot({ path: screenshotPath('web-product-track-en'), fullPage: true });
  });

  it('keeps a moved panel where it was put, after a reload', async () => {
    const page = await open('zh-CN', '/stat/dashboard');
    const panel = page.getByTestId('panel-fpy');
    await panel.waitFor();
    await page.waitForLoadState('networkidle');
    // no snapping animation: the positions read are the final ones
    const still = () => page.addStyleTag({ content: '.react-grid-item { transition: none !important; }' });
    await still();
    const start = (await panel.boundingBox())!;
    const handle = panel.locator('.panel-handle');
    const h = (await handle.boundingBox())!;
    const saved = page.waitForResponse((r) => r.url().endsWith('/stat/dashboard/layout/save'));
    await page.mouse.move(h.x + 20, h.y + h.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(h.x + 20 + i * 60, h.y + h.height / 2 + i * 25);
    await page.mouse.up();
    const body = JSON.parse((await saved).request().postData() ?? '{}') as {
      layout: { i: string; x: number; y: number }[];
    };
    const kept = body.layout.find((p) => p.i === 'fpy')!;
    expect([kept.x, kept.y]).not.toEqual([0, 5]); // the default place of the FPY panel
    const moved = (await panel.boundingBox())!;
    expect(Math.abs(moved.x - start.x) + Math.abs(moved.y - start.y)).toBeGreaterThan(50);
    await page.reload();
    await page.getByTestId('panel-fpy').waitFor();
    await still();
    await page.waitForLoadState('networkidle');
    const after = (await page.getByTestId('panel-fpy').boundingBox())!;
    expect(Math.round(after.x)).toBe(Math.round(moved.x));
    expect(Math.round(after.y)).toBe(Math.round(moved.y));
    await page.screenshot({ path: screenshotPath('web-dashboard-zh'), fullPage: true });
    await page.goto(`${hub.baseUrl}/product_coll/product_track?sn=${ids.sns[180]}`);
    await page.getByTestId('genealogy').waitFor();
    await page.screenshot({ path: screenshotPath('web-product-track-zh'), fullPage: true });
    await page.goto(`${hub.baseUrl}/product_coll/station_log/list`);
    await page.getByTestId('station-log-list').locator('tbody tr.ant-table-row').first().waitFor();
    await page.screenshot({ path: screenshotPath('web-station-log-zh'), fullPage: true });
  });

  it("shows the reels on a serial's slots and a reel's recall list", async () => {
    const db = new pg.Client({ connectionString: hub.env.DATABASE_URL });
    await db.connect();
    try {
      const q = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows;
      const [w] = await q('SELECT product_id FROM worder WHERE id = $1', [ids.worderId]);
      const [{ id: order }] = await q(
        `INSERT INTO smt_order (fbillno, product_id, product_line_id, worder_id, fqty, status) VALUES ('SMT-E2E', $1, $2, $3, 10, 2) RETURNING id`,
        [w.product_id, ids.smtLineId, ids.worderId],
      );
      const [{ id: feeding }] = await q(
        `INSERT INTO smt_feeding (fbillno, smt_order_id, product_line_id) VALUES ('FD-E2E', $1, $2) RETURNING id`,
        [order, ids.smtLineId],
      );
      const items = await q(`SELECT id FROM icitem WHERE fnumber IN ('M-R0402-10K', 'M-C0603-100N') ORDER BY fnumber`);
      for (const [slot, barcode, prev, step, item, ago] of [
        ['1-01', 'E2E-R1', null, 'scanning', items[1].id, 120],
        ['1-02', 'E2E-R2', null, 'scanning', items[0].id, 120],
        ['1-01', 'E2E-R3', 'E2E-R1', 'splicing', items[1].id, 60],
        // unloaded before the other serials' reports of the first test: those are not on these reels
        ['1-01', null, null, 'unloading', null, 10],
        ['1-02', null, null, 'unloading', null, 10],
      ] as const)
        await q(
          `INSERT INTO smt_feeding_log (smt_feeding_id, smt_order_id, product_line_id, step, slot, barcode, icitem_id, prev_barcode, verdict, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pass', now() - ($9 || ' minutes')::interval)`,
          [feeding, order, ids.smtLineId, step, slot, barcode, item, prev, ago],
        );
      await q(`INSERT INTO smt_board_items (barcode, sn, position, smt_order_id) VALUES ('E2E-P1', $1, 1, $2)`, [
        ids.sns[180],
        order,
      ]);
      await q(
        `INSERT INTO smt_board_station_log (barcode, smt_order_id, station_id, product_line_id, result, created_at)
         VALUES ('E2E-P1', $1, $2, $3, 1, now() - interval '30 minutes')`,
        [order, ids.stations['SMT-01-MNT'], ids.smtLineId],
      );
    } finally {
      await db.end();
    }
    const page = await open('en-US', `/product_coll/product_track?sn=${ids.sns[180]}`);
    await page.getByTestId('track-reels').locator('tbody tr.ant-table-row').nth(1).waitFor();
    const reels = await page.getByTestId('track-reels').locator('tbody tr.ant-table-row').allInnerTexts();
    expect(reels[0]).toMatch(/1-01\s+E2E-R3.*Spliced\s+E2E-R1/s);
    expect(reels[1]).toMatch(/1-02\s+E2E-R2/);
    await page.screenshot({ path: screenshotPath('web-genealogy-reels-en'), fullPage: true });

    const zh = await open('zh-CN', '/product_coll/product_track');
    await zh.getByRole('tab', { name: '召回（正向）' }).click();
    await zh.getByTestId('recall-input').fill('E2E-R1');
    await zh.getByTestId('recall-search').click();
    await zh.getByTestId('recall-table').locator('tbody tr.ant-table-row').first().waitFor();
    expect(await zh.getByTestId('recall-table').locator('tbody tr.ant-table-row').allInnerTexts()).toEqual([
      expect.stringMatching(new RegExp(`${ids.sns[180]}\\s+WO-DEMO-0001\\s+贴片料盘\\s+E2E-R1\\s+1-01\\s+SMT-E2E`)),
    ]);
    await zh.screenshot({ path: screenshotPath('web-recall-zh'), fullPage: true });
  });
});
