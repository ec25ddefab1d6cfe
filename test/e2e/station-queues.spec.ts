import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ApiClient } from '../support/api-client';
import { launchChromium, screenshotPath } from '../support/browser';
import { demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { walk } from '../support/kanban-pages';
import { eventually } from '../support/test-env';
import { loginThroughUi, newWebPage, type WebLocale } from '../support/web-pages';
import { packScan, scan, waitForText } from '../support/work-pages';
import { parseZpl } from '../support/zpl-parser';
import { BOX_LABEL_DESIGN, ZplListener } from '../support/zpl-listener';

const PM = '/api/v1/product_mgt';
const WO = 'WO-DEMO-0001';

// The stations' offline queues and the carton level (issue 17): boxes of 2 fill cartons of 2, a carton closing prints
// its label (ZPL received over TCP) and shows beside the box; packing scans taken offline replay with their keys and
// each gets its verdict in the results list (packed, or refused 1504), never packed twice; the binding station queues
// part scans offline, replays them, and its count of today follows live. Both languages, screenshots.
describe('station queues and cartons in chromium', () => {
  let hub: Hub;
  let browser: Browser;
  let api: ApiClient;
  let ids: DemoIds;
  let printer: ZplListener;
  let db: pg.Client;
  const contexts: BrowserContext[] = [];

  const open = async (locale: WebLocale, path: string, station: string, screen: string) => {
    const { context, page } = await newWebPage(browser, locale);
    contexts.push(context);
    await loginThroughUi(page, hub.baseUrl, 'admin', 'admin', path);
    await page.getByTestId('work-station-picker').waitFor();
    await page.waitForSelector('.ant-select-item-option');
    await page.keyboard.type(station, { delay: 5 });
    await page.keyboard.press('Enter');
    await page.getByTestId(screen).waitFor();
    return { context, page };
  };
  /** the box closed: Enter in the weight box (this plan does not weigh), then its label scanned to confirm it. */
  const confirmBox = async (page: Page, box: string) => {
    await page.getByTestId('pack-weight').waitFor();
    await eventually(
      'the weight box has the focus',
      async () => (await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))) === 'pack-weight',
    );
    await page.keyboard.press('Enter');
    expect((await packScan(page, box)).state).toBe('pass');
  };
  const row = (page: Page, sn: string, state: string, late: boolean) =>
    page
      .locator(`[data-testid="work-result-row"][data-sn="${sn}"][data-state="${state}"][data-late="${late}"]`)
      .waitFor({ timeout: 20_000 });

  beforeAll(async () => {
    hub = await startBuiltHub('e2e_station_queues');
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    ids = await demoIds(api);
    await startOrder(api, hub.env.DATABASE_URL, ids.worderId);
    db = new pg.Client({ connectionString: hub.env.DATABASE_URL });
    await db.connect();
    printer = await ZplListener.start();
    const { product_id } = await api.ok<{ product_id: number }>(`${PM}/worder`, { id: ids.worderId });
    const boxLabel = await api.ok<{ id: number }>(`${PM}/label_design/create`, {
      fnumber: 'BOX-LABEL',
      fname: '箱标签',
      ...BOX_LABEL_DESIGN,
    });
    const cartonLabel = await api.ok<{ id: number }>(`${PM}/label_design/create`, {
      fnumber: 'CARTON-LABEL',
      fname: '外箱标签',
      ...BOX_LABEL_DESIGN,
      label_type: 'carton',
    });
    await api.ok(`${PM}/packaging_plan/create`, {
      fnumber: 'PP-CARTONS',
      fname: '外箱包装方案',
      product_id,
      worder_id: ids.worderId,
      entries: [
        { level: 'box', qty: 2, label_design_id: boxLabel.id },
        { level: 'carton', qty: 2, label_design_id: cartonLabel.id },
      ],
    });
    await api.ok('/api/v1/stock_mgt/clodop_device/create', {
      fnumber: 'ZEBRA-01',
      fname: 'Zebra ZT230',
      kind: 'zpl',
      host: '127.0.0.1',
      port: printer.port,
      station_id: ids.stations['ASSY-01-PACK'],
    });
    for (const [code, qty, pattern] of [
      ['BAT', 1, 'BAT-[0-9]{4}'],
      ['CAP', 2, 'CAP-.*'],
    ] as const) {
      const item = await api.ok<{ id: number }>('/api/v1/basicdata/icitem/create', {
        fnumber: `Q-${code}`,
        fname: code,
      });
      await api.ok(`${PM}/material_binding_policy/create`, {
        fnumber: `QB-${code}`,
        product_id,
        icitem_id: item.id,
        qty,
        barcode_pattern: pattern,
      });
    }
    await walk(api, ids, ids.sns.slice(0, 8));
    browser = await launchChromium();
  }, 240_000);

  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    await db?.end();
    await printer?.close();
    await hub?.stop();
  });

  it('closes a carton of two boxes with its label, and replays packing scans taken offline with their verdicts', async () => {
    const sns = ids.sns;
    const { context, page } = await open('en-US', '/work/packing', 'ASSY-01-PACK', 'pack-screen-packing');
    expect((await packScan(page, sns[0])).state).toBe('pass');
    expect((await packScan(page, sns[1])).text).toContain('Box full');
    await confirmBox(page, `${WO}-B0001`);
    await page.locator('[data-testid="pack-parent"][data-level="carton"][data-status="1"]').waitFor();
    expect((await packScan(page, sns[2])).state).toBe('pass');
    const closing = await packScan(page, sns[3]);
    expect(closing.text).toContain(`Carton ${WO}-C0001 full, its label printed`);
    await page.locator('[data-testid="pack-parent"][data-level="carton"][data-status="2"]').waitFor();
    const label = await eventually('the carton label', async () =>
      printer.jobs.map(parseZpl).find((j) => j.fields.some((f) => f.kind === 'code128' && f.data === `${WO}-C0001`)),
    );
    expect(label.fields.find((f) => f.kind === 'text')?.data).toBe('QTY 2');
    await page.screenshot({ path: screenshotPath('packing-carton-en'), fullPage: true });
    await confirmBox(page, `${WO}-B0002`);

    // the network goes away: three scans kept with their keys, one of them a unit already packed
    await context.setOffline(true);
    for (const sn of [sns[4], sns[5], sns[0]]) expect((await packScan(page, sn)).state).toBe('queued');
    await page.locator('[data-testid="pack-queue"][data-count="3"]').waitFor();
    await row(page, sns[4], 'queued', false);
    await page.screenshot({ path: screenshotPath('packing-queue-offline-en'), fullPage: true });
    await context.setOffline(false);
    await row(page, sns[4], 'pass', true);
    await row(page, sns[5], 'pass', true);
    await row(page, sns[0], 'refused', true);
    await page.getByTestId('pack-queue').waitFor({ state: 'detached' });
    const refusedRow = page.locator(`[data-testid="work-result-row"][data-sn="${sns[0]}"][data-state="refused"]`);
    expect(await refusedRow.innerText()).toContain('1504');
    await page.screenshot({ path: screenshotPath('packing-queue-en'), fullPage: true });
    const packed = await db.query<{ sn: string; n: number }>(
      'SELECT sn, count(*)::int AS n FROM box_item WHERE sn = ANY($1) GROUP BY sn ORDER BY sn',
      [[sns[0], sns[4], sns[5]]],
    );
    expect(packed.rows.map((r) => r.n)).toEqual([1, 1, 1]);

    // in Chinese: the fourth box closes the second carton
    const zh = (await open('zh-CN', '/work/packing', 'ASSY-01-PACK', 'pack-screen-packing')).page;
    expect((await packScan(zh, sns[6])).state).toBe('pass');
    const second = await packScan(zh, sns[7]);
    expect(second.text).toContain(`外箱 ${WO}-C0002 已装满`);
    await zh.locator('[data-testid="pack-parent"][data-level="carton"][data-status="2"]').waitFor();
    await zh.screenshot({ path: screenshotPath('packing-carton-zh'), fullPage: true });
  });

  it('queues part scans at the binding station offline and gives each its verdict when the network is back', async () => {
    const { context, page } = await open('en-US', '/work/material_binding', 'ASSY-01-DL', 'binding-screen');
    await page.locator('[data-testid="binding-today-count"][data-count="0"]').waitFor();
    const unit = ids.sns[40];
    await scan(page, unit);
    await page.locator('[data-testid="binding-verdict"][data-state="info"]').waitFor();
    await context.setOffline(true);
    for (const part of ['BAT-0401', 'CAP-0401', 'XYZ']) {
      await scan(page, part);
      await row(page, part, 'queued', false);
    }
    await page.locator('[data-testid="binding-queue"][data-count="3"]').waitFor();
    await page.locator('[data-testid="work-verdict"][data-state="queued"]').waitFor();
    await page.screenshot({ path: screenshotPath('binding-queue-offline-en'), fullPage: true });
    await context.setOffline(false);
    await row(page, 'BAT-0401', 'pass', true);
    await row(page, 'CAP-0401', 'pass', true);
    await row(page, 'XYZ', 'refused', true);
    await page.locator('[data-testid="binding-queue"][data-count="0"]').waitFor();
    // today's count follows the bindings stored (the room resource:binding_details)
    await page.locator('[data-testid="binding-today-count"][data-count="2"]').waitFor({ timeout: 20_000 });
    await page.screenshot({ path: screenshotPath('binding-queue-en'), fullPage: true });
    const bound = await db.query('SELECT barcode FROM material_binding WHERE sn = $1 ORDER BY id', [unit]);
    expect(bound.rows.map((r) => r.barcode)).toEqual(['BAT-0401', 'CAP-0401']);

    const zh = await open('zh-CN', '/work/material_binding', 'ASSY-01-DL', 'binding-screen');
    await scan(zh.page, ids.sns[41]);
    await zh.page.locator('[data-testid="binding-verdict"][data-state="info"]').waitFor();
    await zh.context.setOffline(true);
    await scan(zh.page, 'BAT-0411');
    await row(zh.page, 'BAT-0411', 'queued', false);
    await zh.context.setOffline(false);
    await row(zh.page, 'BAT-0411', 'pass', true);
    await zh.page.locator('[data-testid="binding-today-count"][data-count="3"]').waitFor({ timeout: 20_000 });
    await waitForText(zh.page.getByTestId('binding-queue'), '离线队列：0');
    await zh.page.screenshot({ path: screenshotPath('binding-queue-zh'), fullPage: true });
  });
});
