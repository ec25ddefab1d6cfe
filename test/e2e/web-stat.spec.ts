import type { Browser } from 'playwright-core';
import { ApiClient } from '../support/api-client';
import { launchChromium, screenshotPath } from '../support/browser';
import { CALL_OF, FLOW, demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { signedInContext, type KanbanLocale } from '../support/kanban-pages';
import { loginThroughUi, newWebPage, type WebLocale } from '../support/web-pages';

// The statistics screens (docs/statistics.md): the line figures of today with their charts, moving live as station
// reports arrive, in both languages.
describe('statistics screens in chromium', () => {
  let hub: Hub;
  let browser: Browser;
  let api: ApiClient;
  let ids: DemoIds;
  let next = 0;

  const walk = async (n: number, failAt: string | null = null) => {
    for (let i = 0; i < n; i++) {
      const sn = ids.sns[next++];
      for (const station of FLOW) {
        if (station === failAt)
          await api.ok(CALL_OF[station], { sn, station_id: ids.stations[station], result: 2, operator: 'op' });
        await api.ok(CALL_OF[station], { sn, station_id: ids.stations[station], result: 1, operator: 'op' });
      }
    }
  };

  beforeAll(async () => {
    hub = await startBuiltHub('e2e_web_stat');
    browser = await launchChromium();
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    ids = await demoIds(api);
    await startOrder(api, hub.env.DATABASE_URL, ids.worderId);
    await walk(3, 'ASSY-01-GT');
    // a followed order with one stage, for the order-WIP list
    await api.ok('/api/v1/stat/wip_field/create', {
      fnumber: 'GT-WAIT',
      fname: 'Waiting for GT',
      seq: 1,
      station_id: ids.stations['ASSY-01-GT'],
    });
    await api.ok('/api/v1/stat/order_wip/create', { worder_id: ids.worderId, fdesc: 'followed on the floor' });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await hub?.stop();
  });

  for (const locale of ['zh-CN', 'en-US'] as WebLocale[]) {
    it(`shows the line's output and moves live (${locale})`, async () => {
      const { page } = await newWebPage(browser, locale);
      await loginThroughUi(page, hub.baseUrl, 'admin', 'admin', '/stat/product_line_stat/list');
      const screen = page.getByTestId('stat-product_line');
      await screen.waitFor();
      const line = page.locator('tr', { hasText: 'ASSY-01' }).first();
      await line.waitFor();
      const before = Number(await line.locator('td').nth(2).innerText());
      expect(before).toBe(next);
      await page.screenshot({ path: screenshotPath(`web-stat-line-${locale}`), fullPage: true });
      await walk(2);
      // no reload: the line room's reports.applied reads the figures again
      await page.waitForFunction(
        (want) =>
          [...document.querySelectorAll('tr')].some(
            (tr) => tr.textContent?.includes('ASSY-01') && tr.querySelectorAll('td')[2]?.textContent === String(want),
          ),
        next,
        { timeout: 15_000 },
      );
      await page.goto(`${hub.baseUrl}/stat/station_stat/list`);
      await page.getByTestId('stat-station').waitFor();
      await page.locator('tr', { hasText: 'ASSY-01-GT' }).first().waitFor();
      await page.screenshot({ path: screenshotPath(`web-stat-station-${locale}`), fullPage: true });
      await page.close();
    });
  }

  for (const locale of ['zh-CN', 'en-US'] as WebLocale[]) {
    it(`finds serial numbers by part of the SN and state, and opens a track (${locale})`, async () => {
      const { page } = await newWebPage(browser, locale);
      await loginThroughUi(page, hub.baseUrl, 'admin', 'admin', '/stat/product_find/list');
      await page.getByTestId('product-find').waitFor();
      const sn = ids.sns[0];
      await page.getByTestId('find-sn').fill(sn);
      await page.getByTestId('find-state').click();
      await page.locator('.ant-select-item-option').nth(2).click(); // finished
      await page.getByTestId('find-search').click();
      const rows = page.getByTestId('find-results').locator('tbody tr.ant-table-row');
      await page.waitForFunction(
        (want) => {
          const trs = [...document.querySelectorAll('[data-testid="find-results"] tbody tr.ant-table-row')];
          return trs.length > 0 && trs.every((tr) => tr.textContent?.includes(want));
        },
        sn,
        { timeout: 15_000 },
      );
      expect(await rows.count()).toBeGreaterThan(0);
      await page.screenshot({ path: screenshotPath(`web-stat-product-find-${locale}`), fullPage: true });
      await rows.first().getByTestId('sn-link').click();
      await page.getByTestId('genealogy').waitFor();
      await page.close();
    });

    it(`lists the followed orders with their WIP (${locale})`, async () => {
      const { page } = await newWebPage(browser, locale);
      await loginThroughUi(page, hub.baseUrl, 'admin', 'admin', '/stat/order_wip/list');
      const list = page.getByTestId('resource-list');
      await list.waitFor();
      await list.locator('tr.ant-table-row', { hasText: 'WO-DEMO-0001' }).waitFor({ timeout: 15_000 });
      await page.screenshot({ path: screenshotPath(`web-stat-order-wip-${locale}`), fullPage: true });
      await page.close();
    });
  }

  for (const locale of ['zh-CN', 'en-US'] as KanbanLocale[]) {
    it(`moves the kanban order-WIP stages live as units reach the stage's station (${locale})`, async () => {
      const { context, page } = await signedInContext(browser, hub.baseUrl, locale);
      await page.goto(`${hub.baseUrl}/kanban/order_wip/list`);
      const board = page.getByTestId('wip-stages');
      await board.waitFor({ timeout: 20_000 });
      const total = board.locator('[data-testid^="stage-total-"]').first();
      const before = Number(await total.innerText());
      await page.screenshot({ path: screenshotPath(`kanban-order-wip-stages-${locale}`) });
      // one more unit passes the first station: it now waits at GT, the stage's station
      const sn = ids.sns[next++];
      await api.ok(CALL_OF['ASSY-01-DL'], { sn, station_id: ids.stations['ASSY-01-DL'], result: 1, operator: 'op' });
      await page.waitForFunction(
        (want) => document.querySelector('[data-testid^="stage-total-"]')?.textContent === String(want),
        before + 1,
        { timeout: 20_000 },
      );
      await context.close();
    });
  }
});
