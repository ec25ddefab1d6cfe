import type { Browser } from 'playwright-core';
import { ApiClient } from '../support/api-client';
import { launchChromium, screenshotPath } from '../support/browser';
import { CALL_OF, FLOW, demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';
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
});
