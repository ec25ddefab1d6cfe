import type { Browser, Page } from 'playwright-core';
import { ApiClient, secretOf } from '../support/api-client';
import { launchChromium, screenshotPath } from '../support/browser';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { WALK_INIT_SCRIPT, settle } from '../support/route-walk';
import { loginThroughUi, newWebPage, type WebLocale } from '../support/web-pages';

// docs/system-pages.md: /system/global_settings and /system/op_log in both languages, and the first-login tour
// remembered per account (two browsers of one user).
describe('system pages and the tour per account', () => {
  let hub: Hub;
  let browser: Browser;
  let api: ApiClient;

  beforeAll(async () => {
    hub = await startBuiltHub('e2e_system_pages', { workers: false });
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    // the admin has seen the tour: these pages are looked at without it
    await api.ok('/api/v1/user/preferences/set', { values: { tour_seen: true } });
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await hub?.stop();
  });

  async function adminPage(locale: WebLocale, path: string): Promise<{ page: Page; close: () => Promise<void> }> {
    const { context, page } = await newWebPage(browser, locale);
    await context.addInitScript(WALK_INIT_SCRIPT);
    await loginThroughUi(page, hub.baseUrl, 'admin', 'admin', path);
    await page.waitForURL((u) => u.pathname === path);
    return { page, close: () => context.close() };
  }

  it.each(['zh-CN', 'en-US'] as const)(
    'edits the global settings in %s, with their history',
    async (locale) => {
      const { page, close } = await adminPage(locale, '/system/global_settings');
      try {
        await page.getByTestId('settings-group-system').waitFor();
        const days = locale === 'zh-CN' ? 90 : 120;
        const input = page.getByTestId('setting-op_log.retention_days').locator('input');
        await input.fill(String(days));
        await page.getByTestId('settings-save').click();
        await page.locator('.ant-message-success').waitFor();
        await page.getByTestId('settings-history').getByText(String(days), { exact: true }).first().waitFor();
        // the history names users as they were entered; the rest follows the language
        const shown = await page.getByTestId('settings-groups').innerText();
        expect(/[\u4e00-\u9fff]/.test(shown)).toBe(locale === 'zh-CN');
        expect(shown).not.toMatch(/settings\.|log\./); // no untranslated key
        const stored = await api.ok<{ groups: { settings: { key: string; value: unknown }[] }[] }>(
          '/api/v1/system/global_settings',
        );
        expect(stored.groups.flatMap((g) => g.settings).find((s) => s.key === 'op_log.retention_days')?.value).toBe(
          days,
        );
        await settle(page);
        await page.screenshot({ path: screenshotPath(`system-global-settings-${locale}`), fullPage: true });
      } finally {
        await close();
      }
    },
    120_000,
  );

  it.each(['zh-CN', 'en-US'] as const)(
    'lists, filters and exports the operation log in %s',
    async (locale) => {
      await api.ok('/api/v1/basicdata/supplier/create', { fnumber: `E2E-${locale}`, fname: `Supplier ${locale}` });
      const { page, close } = await adminPage(locale, '/system/op_log');
      try {
        const table = page.getByTestId('oplog-table');
        await table.getByText('basicdata/supplier/create').first().waitFor();
        await page.getByTestId('oplog-call').fill('system/global_settings/set');
        await page.getByTestId('oplog-search').click();
        await table.getByText('system/global_settings/set').first().waitFor();
        await settle(page);
        expect(await table.getByText('basicdata/supplier/create').count()).toBe(0);
        const text = await page.getByTestId('op-log').innerText();
        expect(/[\u4e00-\u9fff]/.test(text)).toBe(locale === 'zh-CN');
        await table.locator('.ant-table-row-expand-icon').first().click();
        await table.getByText('retention_days').first().waitFor();
        const download = page.waitForEvent('download');
        await page.getByTestId('oplog-export').click();
        expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
        await page.screenshot({ path: screenshotPath(`system-op-log-${locale}`), fullPage: true });
      } finally {
        await close();
      }
    },
    120_000,
  );

  it('shows the tour once per account: dismissed in one browser, it stays away in another', async () => {
    const roles = await api.ok<{ list: { id: number; fname: string }[] }>('/api/v1/basicdata/role/list', {
      filter: 'ps:100',
    });
    const planner = roles.list.find((r) => r.fname === 'planner')!.id;
    const user = await api.ok<{ id: number }>('/api/v1/basicdata/user/create', {
      name: 'tour_user',
      display_name: 'Tour user',
      secret: secretOf('tour_user', 'tour_user'),
    });
    await api.ok('/api/v1/basicdata/user/roles/set', { user_id: user.id, role_ids: [planner] });

    const openHome = async (locale: WebLocale) => {
      const { context, page } = await newWebPage(browser, locale);
      await context.addInitScript(WALK_INIT_SCRIPT);
      const preferences = page.waitForResponse((r) => r.url().endsWith('/api/v1/user/preferences'));
      await loginThroughUi(page, hub.baseUrl, 'tour_user', 'tour_user');
      await page.waitForURL(/\/home$/);
      await preferences;
      await page.getByTestId('home-planner').waitFor();
      return { page, close: () => context.close() };
    };

    const first = await openHome('zh-CN');
    await first.page.getByTestId('first-tour').waitFor();
    await settle(first.page);
    await first.page.screenshot({ path: screenshotPath('system-tour-first-zh-CN'), fullPage: true });
    const saved = first.page.waitForResponse((r) => r.url().endsWith('/api/v1/user/preferences/set'));
    await first.page.getByTestId('first-tour-skip').click();
    await saved;
    await first.close();

    // another browser (no shared storage): the account has seen it
    const second = await openHome('en-US');
    await settle(second.page);
    expect(await second.page.getByTestId('first-tour').count()).toBe(0);
    await second.page.screenshot({ path: screenshotPath('system-tour-second-en-US'), fullPage: true });
    await second.close();

    // and a new account still sees it, in English
    const other = await api.ok<{ id: number }>('/api/v1/basicdata/user/create', {
      name: 'tour_new',
      display_name: 'New user',
      secret: secretOf('tour_new', 'tour_new'),
    });
    await api.ok('/api/v1/basicdata/user/roles/set', { user_id: other.id, role_ids: [planner] });
    const { context, page } = await newWebPage(browser, 'en-US');
    await context.addInitScript(WALK_INIT_SCRIPT);
    await loginThroughUi(page, hub.baseUrl, 'tour_new', 'tour_new');
    await page.getByTestId('first-tour').waitFor();
    expect(await page.getByTestId('first-tour-text').innerText()).not.toMatch(/[\u4e00-\u9fff]/);
    await settle(page);
    await page.screenshot({ path: screenshotPath('system-tour-new-en-US'), fullPage: true });
    await context.close();
  }, 180_000);
});
