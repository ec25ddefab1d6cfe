import type { Browser } from 'playwright-core';
import { STORAGE_KEYS } from '@mes/contracts';
import { launchChromium, screenshotPath } from '../support/browser';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { submitLogin } from '../support/web-pages';

describe('the built apps in chromium', () => {
  let hub: Hub;
  let browser: Browser;

  beforeAll(async () => {
    hub = await startBuiltHub('e2e_apps');
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await hub?.stop();
  });

  it('back office: / goes to /home (after the login it requires) and shows PostgreSQL and Redis up', async () => {
    const page = await browser.newPage({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
    await page.goto(`${hub.baseUrl}/`);
    await page.waitForURL(/\/user\/login$/);
    await submitLogin(page, 'admin', 'admin');
    await page.waitForURL(/\/home$/);
    await page.getByTestId('health-postgres').and(page.locator('[data-state="up"]')).waitFor();
    await page.getByTestId('health-redis').and(page.locator('[data-state="up"]')).waitFor();
    await page.getByTestId('health-queue-heartbeat').waitFor();
    expect(await page.getByTestId('web-home').innerText()).toContain('PostgreSQL');
    await page.screenshot({ path: screenshotPath('web-home-en'), fullPage: true });
    await page.close();
  });

  it('back office: a Chinese browser gets zh-CN, and a stored choice wins over it', async () => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`${hub.baseUrl}/home`);
    await submitLogin(page, 'admin', 'admin');
    await page.getByTestId('health-panel').waitFor();
    expect(await page.locator('html').innerText()).toMatch(/[\u4e00-\u9fff]/);
    await page.screenshot({ path: screenshotPath('web-home-zh'), fullPage: true });
    await page.evaluate(([key]) => localStorage.setItem(key, 'en-US'), [STORAGE_KEYS.locale]);
    await page.reload();
    await page.getByTestId('health-panel').waitFor();
    expect(await page.getByTestId('health-panel').innerText()).toContain('PostgreSQL database');
    await context.close();
  });

  it('back office: a deep link survives a reload (history fallback)', async () => {
    const page = await browser.newPage({ locale: 'en-US' });
    const res = await page.goto(`${hub.baseUrl}/basicdata/factory/list`);
    expect(res?.status()).toBe(200);
    expect(await page.locator('#root').count()).toBe(1);
    await page.close();
  });

  for (const [width, height] of [
    [1920, 1080],
    [1280, 720],
  ] as const) {
    it(`kanban: the home board fills a ${width}x${height} TV without scrollbars`, async () => {
      const page = await browser.newPage({ locale: 'zh-CN', viewport: { width, height } });
      await page.goto(`${hub.baseUrl}/kanban/`);
      await page.getByTestId('kanban-home').waitFor();
      const size = await page.evaluate(() => ({
        scrollW: document.documentElement.scrollWidth,
        scrollH: document.documentElement.scrollHeight,
        w: window.innerWidth,
        h: window.innerHeight,
      }));
      expect(size.scrollW).toBeLessThanOrEqual(size.w);
      expect(size.scrollH).toBeLessThanOrEqual(size.h);
      await page.screenshot({ path: screenshotPath(`kanban-home-${width}x${height}`) });
      await page.close();
    });
  }
});
