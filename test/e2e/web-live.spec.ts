import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { ApiClient } from '../support/api-client';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { loginThroughUi, newWebPage } from '../support/web-pages';

// Lists refresh live on `<resource>.<action>` events: a record written elsewhere appears without a reload.
describe('back office lists, live', () => {
  let hub: Hub;
  let browser: Browser;

  beforeAll(async () => {
    hub = await startBuiltHub('e2e_web_live');
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await hub?.stop();
  });

  it('shows a supplier created through the API in the open list', async () => {
    const { context, page } = await newWebPage(browser, 'en-US');
    await loginThroughUi(page, hub.baseUrl, 'admin', 'admin', '/basicdata/supplier/list');
    await page.getByTestId('resource-list').waitFor();
    // The list has loaded (and shows no such supplier) before the record is written elsewhere.
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => !document.querySelector('[data-testid="resource-list"] .ant-spin-spinning'));
    const api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    await api.ok('/api/v1/basicdata/supplier/create', { fnumber: 'SUP-LIVE-1', fname: 'Live Supplier' });
    await page
      .locator('[data-testid="resource-list"] tr.ant-table-row', { hasText: 'SUP-LIVE-1' })
      .waitFor({ timeout: 10_000 });
    await context.close();
  });
});
