import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, screenshotPath } from '../support/browser';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { HANDHELD, TV_720, signedInContext } from '../support/kanban-pages';
import { loginThroughUi, newWebPage } from '../support/web-pages';

// Issue 31, point 1 (docs/security.md): the back office, the kanban and the device display run under the hub's
// Content-Security-Policy without a single violation, in both languages. A violation is caught twice: the page's own
// `securitypolicyviolation` events, and chromium's console report.
const WATCH = `(() => {
  window.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));
})();`;

describe('the apps under the Content-Security-Policy', () => {
  let hub: Hub;
  let browser: Browser;

  beforeAll(async () => {
    hub = await startBuiltHub('e2e_csp');
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await hub?.stop();
  });

  async function watched(context: BrowserContext, page: Page): Promise<() => Promise<string[]>> {
    const reported: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) reported.push(m.text());
    });
    await context.addInitScript(WATCH);
    return async () => [
      ...reported,
      ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
    ];
  }

  for (const locale of ['zh-CN', 'en-US'] as const) {
    it(`back office, kanban and device display: first screens with no violation (${locale})`, async () => {
      const office = await newWebPage(browser, locale);
      const officeSeen = await watched(office.context, office.page);
      await loginThroughUi(office.page, hub.baseUrl, 'admin', 'admin');
      await office.page.waitForURL(/\/home$/);
      await office.page.getByTestId('health-panel').waitFor();
      const list = await office.page.goto(`${hub.baseUrl}/basicdata/factory/list`);
      expect(list?.headers()['content-security-policy']).toContain("script-src 'self'");
      await office.page.getByTestId('resource-list').locator('.ant-table-row').first().waitFor();
      await office.page.screenshot({ path: screenshotPath(`csp-office-${locale}`) });
      const officeViolations = await officeSeen();

      const board = await signedInContext(browser, hub.baseUrl, locale, TV_720);
      const boardSeen = await watched(board.context, board.page);
      await board.page.goto(`${hub.baseUrl}/kanban/home`);
      await board.page.getByTestId('kanban-home').waitFor();
      const boardViolations = await boardSeen();

      const hand = await signedInContext(browser, hub.baseUrl, locale, HANDHELD);
      const handSeen = await watched(hand.context, hand.page);
      await hand.page.goto(`${hub.baseUrl}/device_display/menu`);
      await hand.page.getByTestId('device-dm_enter').waitFor();
      await hand.page.screenshot({ path: screenshotPath(`csp-device-${locale}`) });
      const handViolations = await handSeen();

      expect({ officeViolations, boardViolations, handViolations }).toEqual({
        officeViolations: [],
        boardViolations: [],
        handViolations: [],
      });
      for (const c of [office.context, board.context, hand.context]) await c.close();
    });
  }
});
