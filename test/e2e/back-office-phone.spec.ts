import type { Browser, Page } from 'playwright-core';
import { launchChromium, screenshotPath } from '../support/browser';
import { shotName } from '../support/first-hour-walk';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { HANDHELD } from '../support/kanban-pages';
import { WALK_INIT_SCRIPT, settle } from '../support/route-walk';
import { screenFaults } from '../support/screen-faults';
import { openMenuGroup, submitLogin, type WebLocale } from '../support/web-pages';

// Issue 33, "one entry per device and role": the planner has no handheld screen (docs/roles.md) and stays in the back
// office when logging in on a phone. At 360x640 the back office is a phone's layout (docs/web.md "On a phone"): the
// side menu is a drawer behind the top bar's menu button, nothing makes the page scroll sideways, and the planner's
// screens read without a raw id, a code, a cut value or an error toast (test/support/screen-faults.ts).

// the planner's screens, each reached through the drawer: the menu groups to open, then the entry
const SCREENS: { groups: string[]; entry: string; ready: string }[] = [
  { groups: ['/worder'], entry: '/worder/list', ready: 'resource-list' },
  { groups: ['/worder'], entry: '/worder/create', ready: 'resource-form' },
  { groups: ['/product_mgt', '/product_mgt/icmo'], entry: '/product_mgt/icmo/list', ready: 'resource-list' },
  {
    groups: ['/product_mgt', '/product_mgt/production_scheduling'],
    entry: '/product_mgt/production_scheduling/operation',
    ready: 'scheduling-page',
  },
  { groups: ['/product_mgt', '/product_mgt/smt_order'], entry: '/product_mgt/smt_order/list', ready: 'resource-list' },
];

/** how far the page itself scrolls sideways (0: it fits the screen's width) */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

/** the innermost elements that reach past the screen's right edge, not clipped by a box within it (a table's scroll) */
const widest = (page: Page) =>
  page.evaluate(() => {
    const past = (e: Element) => e.getBoundingClientRect().right > window.innerWidth + 1;
    const clipped = (e: Element) => {
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== 'visible' && !past(a)) return true;
      return false;
    };
    return Array.from(document.body.querySelectorAll('*'))
      .filter((e) => past(e) && !clipped(e) && !Array.from(e.children).some(past))
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).split(' ').join('.')}`);
  });

/** what a user at 360 px must not meet: a page wider than the screen, a raw id, a code, a cut value, an error toast */
async function readable(page: Page, where: string) {
  await settle(page);
  const overflow = Math.max(0, await sidewaysOverflow(page));
  return { where, overflow, wide: overflow > 0 ? await widest(page) : [], faults: await screenFaults(page) };
}

describe('the back office on a phone: the planner at 360x640 (issue 33)', () => {
  let hub: Hub;
  let browser: Browser;

  beforeAll(async () => {
    hub = await startBuiltHub('e2e_back_office_phone', { stage: true });
    browser = await launchChromium();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await hub?.stop();
  });

  it.each(['en-US', 'zh-CN'] as const)(
    'lands on /home and reaches its screens through the menu drawer, each readable (%s)',
    async (locale: WebLocale) => {
      const context = await browser.newContext({ locale, viewport: HANDHELD, reducedMotion: 'reduce' });
      await context.addInitScript(WALK_INIT_SCRIPT);
      const page = await context.newPage();
      const shot = (path: string) =>
        page.screenshot({ path: screenshotPath(shotName(`phone-planner-${locale}-`, path)) });
      try {
        await page.goto(`${hub.baseUrl}/user/login`);
        await submitLogin(page, 'planner', 'planner');
        await page.waitForURL(/\/home$/);
        await page.getByTestId('home-planner').waitFor();
        const seen = [await readable(page, '/home')];
        expect(seen[0]).toEqual({ where: '/home', overflow: 0, wide: [], faults: [] });
        // no side bar beside the page: the menu is behind the top bar's button, the page has the whole width
        const content = await page.locator('.app-content').boundingBox();
        expect(content?.width).toBe(HANDHELD.width);
        // the first-login tour starts folded on a phone: one line over the home, unfolded on demand
        const tour = page.getByTestId('first-tour');
        expect((await tour.boundingBox())?.height).toBeLessThan(80);
        await shot('/home');
        await page.getByTestId('first-tour-open').click();
        await page.getByTestId('first-tour-text').waitFor();
        seen.push(await readable(page, '/home (tour)'));
        await shot('/home_tour');

        for (const [i, s] of SCREENS.entries()) {
          await page.getByTestId('menu-button').click();
          const drawer = page.getByTestId('menu-drawer');
          await drawer.waitFor();
          for (const g of s.groups) await openMenuGroup(page, g);
          if (i === 0) {
            seen.push(await readable(page, 'menu drawer'));
            await shot('/menu_drawer');
          }
          await page.getByTestId(`menu-${s.entry}`).click();
          // a navigation closes the drawer
          await drawer.waitFor({ state: 'hidden' });
          await page.waitForURL((url) => url.pathname === s.entry);
          await page.getByTestId(s.ready).first().waitFor();
          seen.push(await readable(page, s.entry));
          await shot(s.entry);
        }
        expect(seen.filter((s) => s.overflow > 0 || s.faults.length > 0)).toEqual([]);

        // the top bar keeps one line: the language switch is in the user's menu, with settings and logout
        const bar = await page.locator('.top-bar').boundingBox();
        for (const id of ['menu-button', 'product-name', 'progress-badge', 'user-menu']) {
          const box = await page.getByTestId(id).boundingBox();
          const inside = !!box && !!bar && box.y >= bar.y && box.y + box.height <= bar.y + bar.height;
          expect({ id, inside, right: Math.min(box ? box.x + box.width : Infinity, HANDHELD.width) }).toEqual({
            id,
            inside: true,
            right: box ? box.x + box.width : 0,
          });
        }
        await page.getByTestId('user-menu').click();
        await page.getByTestId('user-menu-logout').waitFor();
        await shot('/user_menu');
        const other = locale === 'en-US' ? 'zh-CN' : 'en-US';
        await page.getByTestId(`user-menu-language-${other}`).click();
        await page.waitForFunction((l) => document.documentElement.lang === l, other);
        expect(await page.getByTestId('menu-button').getAttribute('aria-label')).toBe(
          other === 'zh-CN' ? '菜单' : 'Menu',
        );
      } finally {
        await context.close();
      }
    },
    240_000,
  );
});
