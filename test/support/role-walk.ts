import type { Browser, Page } from 'playwright-core';
import { screenshotPath } from './browser';
import { shotName } from './first-hour-walk';
import { HANDHELD, TV_720 } from './kanban-pages';
import { WALK_INIT_SCRIPT, goClientSide, settle } from './route-walk';
import { screenFaults, type Fault } from './screen-faults';
import { submitLogin, type WebLocale } from './web-pages';

// A role's first hour as its user meets it (issue 33): logs in, reads the landing page and opens what it offers.

// the roles that work from a handheld (docs/roles.md, docs/kanban.md "Device displays")
export const HANDHELD_ROLES = new Set<string>(['operator', 'warehouse_clerk', 'maintenance']);
// the pages a walk opens after the landing page, at most (the home's cards and their first records)
const MAX_PAGES = 14;

// screens a role opens in its first hour that its home does not link (docs/roles.md): the supervisor's statistics
const FIRST_SCREENS: Record<string, string[]> = {
  supervisor: ['/stat/dashboard', '/stat/order_wip/list', '/stat/station_stat/list', '/stat/summary/summary'],
};

export type Met = { role: string; locale: WebLocale; screen: string; path: string; faults: Fault[] };

async function open(browser: Browser, locale: WebLocale, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ locale, viewport, reducedMotion: 'reduce' });
  await context.addInitScript(WALK_INIT_SCRIPT);
  const page = await context.newPage();
  return { context, page };
}

/** the app's own links on the page (same origin, not the shell's menu, logout or language switch), in order */
async function offered(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('main a[href], .ant-layout-content a[href], [data-testid="device-menu"] a[href]')
    .evaluateAll((els) =>
      els.map((e) => (e as HTMLAnchorElement).href).filter((h) => h.startsWith(window.location.origin)),
    );
  const paths = hrefs.map((h) => new URL(h).pathname + new URL(h).search);
  return [...new Set(paths)].filter((p) => !/^\/user\/(logout|login)/.test(p));
}

export async function walkRole(
  browser: Browser,
  baseUrl: string,
  role: string,
  locale: WebLocale,
  screen: 'desk' | 'handheld',
): Promise<Met[]> {
  const { context, page } = await open(browser, locale, screen === 'desk' ? TV_720 : HANDHELD);
  const met: Met[] = [];
  try {
    await page.goto(`${baseUrl}/user/login`);
    await submitLogin(page, role, role);
    await settle(page);
    const landing = new URL(page.url()).pathname;
    met.push({ role, locale, screen, path: landing, faults: await screenFaults(page) });
    await page.screenshot({ path: screenshotPath(shotName(`role-${role}-${screen}-${locale}-`, landing)) });
    const appOrigin = new URL(page.url()).origin;
    const own = screen === 'desk' ? (FIRST_SCREENS[role] ?? []) : [];
    const paths = [...new Set([...(await offered(page)).slice(0, MAX_PAGES), ...own])];
    for (const path of paths) {
      // the back office moves client-side; the kanban app's device screens are full pages of their own
      if (landing.startsWith('/device_display') || !path.startsWith(landing.split('/').slice(0, 2).join('/'))) {
        await page.goto(`${appOrigin}${path}`);
      } else {
        await goClientSide(page, path);
      }
      await settle(page);
      met.push({ role, locale, screen, path, faults: await screenFaults(page) });
      await page.screenshot({ path: screenshotPath(shotName(`role-${role}-${screen}-${locale}-`, path)) });
    }
  } finally {
    await context.close();
  }
  return met;
}
