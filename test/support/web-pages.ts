import type { Browser, BrowserContext, Locator, Page, Response } from 'playwright-core';

// Helpers for driving the back office (web/) in chromium: log in through its login screen, read its menu.

export type WebLocale = 'zh-CN' | 'en-US';

export const DESKTOP = { width: 1440, height: 900 };

export async function newWebPage(
  browser: Browser,
  locale: WebLocale = 'en-US',
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  // a user who asked for reduced motion (App.tsx): menus and popovers open at once, where they end up, and chromium
  // draws no animation frames (a walk part's CPU 79 -> 69 s); the motion itself has its test (web-shell.spec)
  const context = await browser.newContext({ locale, viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.on('pageerror', (e) => process.stderr.write(`[browser] page error: ${e.message}\n`));
  return { context, page };
}

/** Fills the login screen (the page must be on it) and waits until the app has left it. */
export async function submitLogin(page: Page, name: string, password: string): Promise<void> {
  await page.getByTestId('login-page').waitFor();
  await page.getByTestId('login-name').fill(name);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await leftLogin(page);
}

// The app may navigate again (to the redirect) before the login's own navigation has loaded: Playwright then reports
// the first one aborted (net::ERR_ABORTED) though the app is where it should go. Wait for the navigation that lands.
async function leftLogin(page: Page, aborted = 0): Promise<void> {
  try {
    await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
  } catch (e) {
    if (aborted >= 3 || !/ERR_ABORTED|frame was detached/.test(String(e))) throw e;
    await leftLogin(page, aborted + 1);
  }
}

/** Opens the login screen and logs in; the app lands on /home (or `redirect`). */
export async function loginThroughUi(
  page: Page,
  baseUrl: string,
  name: string,
  password: string,
  redirect?: string,
): Promise<void> {
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  await page.goto(`${baseUrl}/user/login${query}`);
  await submitLogin(page, name, password);
}

/** The keys (paths) of the menu entries shown, groups included. */
export async function menuKeys(page: Page): Promise<string[]> {
  await page.getByTestId('side-menu').waitFor();
  return page
    .locator('[data-testid^="menu-/"]')
    .evaluateAll((els) => els.map((e) => (e.getAttribute('data-testid') ?? '').slice(5)));
}

/** Opens a group of the side menu by its path (a click on its title). */
export async function openMenuGroup(page: Page, key: string): Promise<void> {
  const title = page.getByTestId(`menu-${key}`);
  const item = title.locator('xpath=ancestor::li[1]');
  if (!((await item.getAttribute('class')) ?? '').includes('ant-menu-submenu-open')) await title.click();
}

/**
 * Opens a confirmation (antd Popconfirm) with `open` and confirms it until the call it confirms (`callPath`) is sent,
 * then answers that call's response. On a busy machine the popover can close before its OK takes the click (a live
 * update renders its anchor anew); a user would click again, and so does this, three times at most.
 */
export async function confirmThrough(page: Page, open: Locator, callPath: string): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      await open.click({ timeout: 10_000 });
      const sent = page.waitForRequest((r) => r.url().includes(callPath), { timeout: 10_000 });
      await page.locator('.ant-popconfirm:visible .ant-btn-primary').click({ timeout: 10_000 });
      const response = await (await sent).response();
      if (!response) throw new Error(`${callPath}: no answer`);
      return response;
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }
}
