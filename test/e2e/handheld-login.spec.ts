import type { Browser } from 'playwright-core';
import { launchChromium, screenshotPath } from '../support/browser';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { HANDHELD } from '../support/kanban-pages';
import { DESKTOP, loginThroughUi, newWebPage, type WebLocale } from '../support/web-pages';

// Issue 33, defect 8: a login on a handheld-sized screen lands on the device display's menu of the user's role (the
// kanban app's /device_display/menu, docs/roles.md), not in the desktop back office; a desktop login stays as it was.

// the entries of the device display's menu each role's permissions open (server: standard-roles.data.ts)
const MENU: Record<string, string[]> = {
  operator: ['worder_list', 'smt_order_list', 'product_line', 'stock_material_rec', 'login_code'],
  supervisor: ['worder_list', 'smt_order_list', 'product_line', 'stock_material_rec', 'dm_enter', 'login_code'],
  warehouse_clerk: ['stock_material_rec'],
  maintenance: ['dm_enter'],
};

describe('a login on a handheld', () => {
  let hub: Hub;
  let browser: Browser;

  beforeAll(async () => {
    hub = await startBuiltHub('e2e_handheld_login');
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await hub?.stop();
  });

  const login = async (locale: WebLocale, name: string, viewport: typeof HANDHELD) => {
    const { context, page } = await newWebPage(browser, locale, viewport);
    await loginThroughUi(page, hub.baseUrl, name, name);
    return { context, page };
  };

  it.each(Object.keys(MENU))('lands the %s on the device menu of their role, in both languages', async (role) => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const { context, page } = await login(locale, role, HANDHELD);
      await page.waitForURL(/\/device_display\/menu$/, { timeout: 15_000 });
      await page.getByTestId('device-menu').waitFor();
      await page.locator('.device-menu__item').first().waitFor();
      const entries = await page
        .locator('.device-menu__item')
        .evaluateAll((els) => els.map((e) => (e.getAttribute('data-testid') ?? '').replace(/^device-/, '')));
      expect({ role, locale, entries }).toEqual({ role, locale, entries: MENU[role] });
      // signed in as themselves, and the page fits the handheld's width
      expect(await page.getByTestId('device-who').innerText()).not.toMatch(/^$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: screenshotPath(`handheld-login-${role}-${locale}`) });
      await context.close();
    }
  });

  it('keeps a role without a handheld screen (the planner) in the back office', async () => {
    const { context, page } = await login('en-US', 'planner', HANDHELD);
    await page.waitForURL(/\/home$/);
    await page.getByTestId('home-planner').waitFor();
    await context.close();
  });

  it('keeps the desktop login on the back office home', async () => {
    const { context, page } = await login('en-US', 'operator', DESKTOP);
    await page.waitForURL(/\/home$/);
    await page.getByTestId('home-operator').waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    await context.close();
  });
});
