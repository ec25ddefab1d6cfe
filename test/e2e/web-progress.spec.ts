import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { xlsxOf } from '@mes/server/core/spreadsheet/spreadsheet.fixture';
import { screenshotPath } from '../support/browser';
import { token } from '../support/resource-values';
import { requireEnv } from '../support/test-env';
import { type WebLocale } from '../support/web-pages';
import { webSuite } from '../support/web-suite';

const ROWS = 8000;

// A long import shows its bar beside the list's buttons and in the header's jobs badge, moving as rows are written;
// its cancel button stops it and nothing is kept.
describe('back office progress in chromium', () => {
  const s = webSuite('e2e_web_progress', { workers: false });

  async function suppliersFile(prefix: string): Promise<string> {
    const rows = Array.from({ length: ROWS }, (_, i) => [`${prefix}-${String(i).padStart(5, '0')}`, `Supplier ${i}`]);
    const path = join(requireEnv('MES_TEST_TMP'), `${prefix}.xlsx`);
    await writeFile(path, await xlsxOf([['fnumber', 'fname'], ...rows]));
    return path;
  }

  async function openSuppliers(locale: WebLocale): Promise<Page> {
    const page = await s.open(locale, '/basicdata/supplier/list');
    await page.getByTestId('resource-list').waitFor();
    await page.getByTestId('progress-badge').waitFor();
    return page;
  }

  const count = async (prefix: string) =>
    (await s.api.ok<{ total: number }>('/api/v1/basicdata/supplier/list', { filter: `search_key:${prefix}` })).total;

  it('shows the bar of a running import moving, then the job done in the header (en-US)', async () => {
    const prefix = `WPE-${token()}`;
    const page = await openSuppliers('en-US');
    await page.locator('input[type=file]').setInputFiles(await suppliersFile(prefix));

    const bar = page.locator('[data-testid="resource-jobs"] [data-testid="progress-job"][data-kind="import"]');
    await bar.waitFor({ timeout: 60_000 });
    // the count moves past 0 while the rows are written
    await page.waitForFunction(
      () => {
        const text =
          document.querySelector('[data-testid="resource-jobs"] [data-testid="progress-count"]')?.textContent ?? '';
        const m = /^(\d+) \/ (\d+)$/.exec(text.trim());
        return m !== null && Number(m[1]) > 0 && Number(m[1]) < Number(m[2]);
      },
      undefined,
      { timeout: 60_000 },
    );
    await page.screenshot({ path: screenshotPath('web-progress-running-en'), fullPage: true });

    await page.locator('.ant-message-success').waitFor({ timeout: 120_000 });
    await bar.waitFor({ state: 'detached' });
    await page.getByTestId('progress-badge').click();
    await page
      .locator('[data-testid="progress-panel"] [data-testid="progress-job"][data-status="done"]')
      .first()
      .waitFor();
    await page.screenshot({ path: screenshotPath('web-progress-done-en'), fullPage: true });
    expect(await count(prefix)).toBe(ROWS);
    await page.context().close();
  }, 180_000);

  it('cancels a running import with its button: the job ends cancelled and no row is kept (zh-CN)', async () => {
    const prefix = `WPZ-${token()}`;
    const page = await openSuppliers('zh-CN');
    await page.locator('input[type=file]').setInputFiles(await suppliersFile(prefix));

    const cancel = page.locator('[data-testid="resource-jobs"] [data-testid="progress-cancel"]');
    await cancel.waitFor({ timeout: 60_000 });
    // antd spaces out a two-character Chinese label
    expect((await cancel.textContent())?.replace(/\s/g, '')).toBe('取消');
    await page.screenshot({ path: screenshotPath('web-progress-running-zh'), fullPage: true });
    await cancel.click();

    await page
      .locator('.ant-message-error, .ant-message-warning, .ant-notification-notice')
      .first()
      .waitFor({ timeout: 60_000 });
    await page.getByTestId('progress-badge').click();
    await page
      .locator('[data-testid="progress-panel"] [data-testid="progress-job"][data-status="cancelled"]')
      .first()
      .waitFor();
    await expect(page.locator('[data-testid="progress-panel"]').textContent()).resolves.toContain('已取消');
    await page.screenshot({ path: screenshotPath('web-progress-cancelled-zh'), fullPage: true });
    expect(await count(prefix)).toBe(0);
    await page.context().close();
  }, 180_000);
});
