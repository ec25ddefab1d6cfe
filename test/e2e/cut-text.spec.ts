import type { Browser, Page } from 'playwright-core';
import { ApiClient } from '../support/api-client';
import { launchChromium, screenshotPath } from '../support/browser';
import {
  LONG_STATION_NAMES,
  axisNames,
  axisUnits,
  brokenWords,
  cutTexts,
  rename,
  renameStations,
} from '../support/cut-text';
import { demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { TV_720, layoutSettled, signedInContext, walk } from '../support/kanban-pages';
import { loginThroughUi, newWebPage, type WebLocale } from '../support/web-pages';

// Issue 33, defect 6: text cut to fit its box. A value with room enough is never cut; one that must be shows whole
// as a tooltip. Walked as the issue met it: the kanban's order list and order board at 1280x720, the reel list and
// the clerk's home at 1366 px, with names of the lengths a factory gives (English ones, longer than the demo's).

const LAPTOP = { width: 1366, height: 768 };
const PRODUCT = 'Real-client gateway board';
const LINE = 'Assembly line 1';
const LOCALES = ['en-US', 'zh-CN'] as const;

describe('text cut to fit its box', () => {
  let hub: Hub;
  let browser: Browser;
  let api: ApiClient;
  let ids: DemoIds;
  let productId = 0;

  beforeAll(async () => {
    hub = await startBuiltHub('e2e_cut_text', { stage: true }); // the stage receives the reels
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    ids = await demoIds(api);
    await startOrder(api, hub.env.DATABASE_URL, ids.worderId);
    await walk(api, ids, ids.sns.slice(0, 3));
    productId = (await api.ok<{ list: { id: number }[] }>('/api/v1/basicdata/product/list', {})).list[0].id;
    await rename(api, 'product', productId, PRODUCT);
    await rename(api, 'product_line', ids.lineId, LINE);
    await renameStations(api, ids);
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await hub?.stop();
  });

  const kanban = async (locale: (typeof LOCALES)[number], path: string, ready: string): Promise<Page> => {
    const { page } = await signedInContext(browser, hub.baseUrl, locale, TV_720);
    await page.goto(`${hub.baseUrl}${path}`);
    await page.getByTestId(ready).waitFor({ timeout: 15_000 });
    await layoutSettled(page);
    return page;
  };

  it('shows the kanban order list at 1280x720 whole; a name longer than its room whole on hover', async () => {
    for (const locale of LOCALES) {
      const page = await kanban(locale, '/kanban/worder/list', 'order-table');
      await page.getByText(PRODUCT).waitFor();
      expect({ locale, cut: await cutTexts(page, '[data-testid="order-table"]') }).toEqual({ locale, cut: [] });
      await page.screenshot({ path: screenshotPath(`cut-text-kanban-orders-${locale}`) });
      await page.context().close();
    }
    const long = `${PRODUCT} with the customer's own long description, second revision`;
    await rename(api, 'product', productId, long);
    try {
      const page = await kanban('en-US', '/kanban/worder/list', 'order-table');
      await page.getByText(long).waitFor();
      const cut = await cutTexts(page, '[data-testid="order-table"]');
      expect(cut).toEqual([{ text: long, title: long }]);
      await page.context().close();
    } finally {
      await rename(api, 'product', productId, PRODUCT);
    }
  });

  it("names the order board's stations whole at 1280x720: in the table, and under the WIP bars without overlap", async () => {
    for (const locale of LOCALES) {
      const page = await kanban(locale, `/kanban/worder/${ids.worderId}`, 'station-table');
      expect({ locale, cut: await cutTexts(page, '[data-testid="panel-stations"]') }).toEqual({ locale, cut: [] });
      const { ticks, overlapping } = await axisNames(page, '[data-testid="chart-wip"]');
      expect({ locale, overlapping }).toEqual({ locale, overlapping: [] });
      // every station named: whole, or cut with the whole name as the tick's tooltip
      for (const name of Object.values(LONG_STATION_NAMES)) {
        const tick = ticks.find((t) => t.name === name || t.shown === name);
        expect({ locale, name, named: tick !== undefined && (tick.shown === name || tick.title === name) }).toEqual({
          locale,
          name,
          named: true,
        });
      }
      expect({ locale, cut: await cutTexts(page, '[data-testid="order-progress"]') }).toEqual({ locale, cut: [] });
      // and the board's value axes say their unit (issue 33, defect 7)
      for (const c of await axisUnits(page, '[data-testid="kanban-worder-board"]'))
        expect({ locale, chart: c.chart, named: c.units.length >= c.yAxes - c.percentAxes }).toEqual({
          locale,
          chart: c.chart,
          named: true,
        });
      await page.screenshot({ path: screenshotPath(`cut-text-kanban-order-board-${locale}`) });
      await page.context().close();
    }
  });

  const office = async (locale: WebLocale, name: string, path: string): Promise<Page> => {
    const { page } = await newWebPage(browser, locale, LAPTOP);
    await loginThroughUi(page, hub.baseUrl, name, name, path);
    return page;
  };

  it('lists the reels at 1366 px with every value and header whole, no word broken in two', async () => {
    for (const locale of LOCALES) {
      const page = await office(locale, 'admin', '/stock_mgt/bundle/list');
      await page.getByTestId('row-link').first().waitFor();
      await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
      const list = '[data-testid="resource-list"] .ant-table';
      expect({ locale, cut: await cutTexts(page, list) }).toEqual({ locale, cut: [] });
      expect({ locale, broken: await brokenWords(page, `${list} thead`) }).toEqual({ locale, broken: [] });
      await page.screenshot({ path: screenshotPath(`cut-text-reel-list-${locale}`), fullPage: true });
      await page.context().close();
    }
  });

  it("shows every card's title on the clerk's home at 1366 px whole", async () => {
    for (const locale of LOCALES) {
      const page = await office(locale, 'warehouse_clerk', '/home');
      await page.getByTestId('home-warehouse_clerk').waitFor();
      await page.locator('.ant-card-head').first().waitFor();
      await page.waitForFunction(() => !document.querySelector('.ant-card-loading, .ant-skeleton'));
      expect({ locale, cut: await cutTexts(page, '.ant-card-head') }).toEqual({ locale, cut: [] });
      await page.screenshot({ path: screenshotPath(`cut-text-clerk-home-${locale}`), fullPage: true });
      await page.context().close();
    }
  });
});
