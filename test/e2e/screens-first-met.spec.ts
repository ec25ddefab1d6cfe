import type { Browser, Page } from 'playwright-core';
import { ERP_URL_MISSING, erpErrorText } from '@mes/contracts';
import { ApiClient } from '../support/api-client';
import { launchChromium, screenshotPath } from '../support/browser';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { HANDHELD, signedInContext, TV_720 } from '../support/kanban-pages';
import { WALK_INIT_SCRIPT, settle } from '../support/route-walk';
import { loginThroughUi, newWebPage, type WebLocale } from '../support/web-pages';

// Issue 33 (screens as their users meet them), defects 13 and 14, on the hub a fresh `npm run up` gives before the
// simulator has done anything (setup --demo and the demo stage): the screens that rendered empty there, and the
// warehouse clerk's first screens.
describe('screens as a fresh factory shows them', () => {
  let hub: Hub;
  let browser: Browser;
  let api: ApiClient;

  beforeAll(async () => {
    hub = await startBuiltHub('e2e_screens_first_met', { stage: true });
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    await api.ok('/api/v1/user/preferences/set', { values: { tour_seen: true } });
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await hub?.stop();
  });

  const first = async (path: string, filter = 'ps:1'): Promise<number> => {
    const { list } = await api.ok<{ list: { id: number }[] }>(`/api/v1/${path}/list`, { filter });
    expect({ path, some: list.length > 0 }).toEqual({ path, some: true });
    return list[0].id;
  };

  async function officePage(locale: WebLocale, user = 'admin'): Promise<Page> {
    const { context, page } = await newWebPage(browser, locale);
    await context.addInitScript(WALK_INIT_SCRIPT);
    await loginThroughUi(page, hub.baseUrl, user, user);
    await page.waitForURL(/\/home$/);
    return page;
  }

  it('gives each of the six spec routes something to show, in both languages (defect 14)', async () => {
    const report = await first('product_mgt/order_reporting');
    const rec = await first('stock_mgt/material_rec');
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const page = await officePage(locale);
      // an order report: its entries and what the ERP answered
      await page.goto(`${hub.baseUrl}/product_mgt/order_reporting/${report}`);
      await page.getByTestId('order-reporting-entries').waitFor();
      // no ERP address in the demo: the entry says so in the reader's language, not as the server's English text
      const said = erpErrorText(ERP_URL_MISSING, locale);
      await page.waitForFunction(
        (text) => document.querySelector('[data-testid^="entry-error-"]')?.textContent === text,
        said,
        { timeout: 60_000 },
      );
      await settle(page);
      expect(await page.getByTestId('record-missing').count()).toBe(0);
      await page.screenshot({ path: screenshotPath(`first-met-order-reporting-${locale}`), fullPage: true });
      // the maintenance entry: the devices due and overdue, each a link to its record
      await page.goto(`${hub.baseUrl}/device_maintenance/dm_enter`);
      const rows = page.getByTestId('dm-enter-due').locator('[data-testid^="dm-enter-device-"]');
      await rows.first().waitFor();
      await settle(page);
      await page.screenshot({ path: screenshotPath(`first-met-dm-enter-${locale}`), fullPage: true });
      // from there, a due device's record: its items to tick
      await rows.first().locator('a[href*="/dm_record/create/fperiod/"]').first().click();
      await page.getByTestId('dm-record-create').locator('.ant-table-row').first().waitFor();
      await settle(page);
      await page.screenshot({ path: screenshotPath(`first-met-dm-record-create-${locale}`), fullPage: true });
      // a device and period with nothing open: the screen says so and what to do, with the way there
      const device = await first('basicdata/device_asset', 'ps:1 sort:id-desc');
      const period = await first('device_maintenance/dm_period', 'ps:1 sort:id-desc');
      await page.goto(`${hub.baseUrl}/device_maintenance/dm_record/create/fperiod/${period}/fdevice/${device}`);
      await page
        .getByTestId('dm-record-create')
        .locator('.ant-table-row, [data-testid="dm-record-nothing"]')
        .first()
        .waitFor();
      await settle(page);
      const nothing = page.getByTestId('dm-record-nothing');
      if ((await nothing.count()) > 0) {
        expect(await nothing.locator('a').count()).toBeGreaterThan(0);
        await page.screenshot({ path: screenshotPath(`first-met-dm-record-nothing-${locale}`), fullPage: true });
      }
      await page.context().close();

      // the package board and one order's boxes, on a TV: before the simulator has packed a box, the board says
      // where boxes come from and what makes them (the packing station), not just "nothing"
      const tv = await signedInContext(browser, hub.baseUrl, locale, TV_720);
      const packing = locale === 'en-US' ? 'packing station' : '包装工位';
      for (const path of ['/kanban/package/list', `/kanban/package/${await first('product_mgt/worder')}`]) {
        await tv.page.goto(`${hub.baseUrl}${path}`);
        const shown = tv.page.locator(
          '[data-testid="package-orders"] [data-testid^="pkg-box-"], [data-testid="package-empty"]',
        );
        await shown.first().waitFor();
        const empty = tv.page.getByTestId('package-empty');
        if ((await empty.count()) > 0)
          expect({ path, hint: await empty.innerText() }).toEqual({ path, hint: expect.stringContaining(packing) });
        await tv.page.screenshot({ path: screenshotPath(`first-met-${path.split('/').slice(2).join('-')}-${locale}`) });
      }
      await tv.context.close();

      // an assembly record on the handheld
      const hand = await signedInContext(browser, hub.baseUrl, locale, HANDHELD);
      await hand.page.goto(`${hub.baseUrl}/device_display/stock_material_rec/${rec}`);
      await hand.page.getByTestId('rec-view').waitFor();
      expect(await hand.page.locator('.panel--notice, .panel--error').count()).toBe(0);
      await hand.page.screenshot({ path: screenshotPath(`first-met-material-rec-${locale}`) });
      await hand.context.close();
    }
  }, 300_000);

  it("starts the clerk's day at receive, put away and pick, and lets the clerk make a receipt (defect 13)", async () => {
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const page = await officePage(locale, 'warehouse_clerk');
      await page.getByTestId('home-warehouse_clerk').waitFor();
      const skip = page.getByTestId('first-tour-skip');
      if (await skip.isVisible().catch(() => false)) await skip.click();
      await settle(page);
      await page.screenshot({ path: screenshotPath(`first-met-clerk-home-${locale}`), fullPage: true });
      const cards = page.locator('.home-grid > .ant-card');
      const shown = await cards.evaluateAll((els) =>
        els.map((el) => ({
          card: el.getAttribute('data-testid'),
          empty: el.querySelector('.ant-empty') !== null,
          todo: el.querySelector('a, button') !== null,
        })),
      );
      // the clerk's first steps lead, in that order
      expect(shown.slice(0, 3).map((c) => c.card)).toEqual(['home-receive', 'home-putaway', 'home-pick']);
      // a card has something in it, or says what to do (a way to it); a handful, not one per document kind
      expect(shown.filter((c) => c.empty && !c.todo)).toEqual([]);
      expect(shown.length).toBeLessThanOrEqual(6);

      // a receipt made from the home's receive card
      await page.getByTestId('home-receive-new').click();
      await page.waitForURL(/\/stock_mgt\/cs_instock\/create$/);
      await page.getByTestId('resource-form').waitFor();
      await settle(page);
      await page.screenshot({ path: screenshotPath(`first-met-clerk-receipt-create-${locale}`), fullPage: true });
      await page.getByTestId('resource-submit').click();
      await page.waitForURL(/\/stock_mgt\/cs_instock\/\d+$/);
      await page.getByTestId('resource-form').waitFor();
      await settle(page);
      await page.screenshot({ path: screenshotPath(`first-met-clerk-receipt-${locale}`), fullPage: true });
      await page.context().close();
    }
  }, 300_000);
});
