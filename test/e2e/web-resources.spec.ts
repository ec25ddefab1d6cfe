import type { Browser, Page } from 'playwright-core';
import { STORAGE_KEYS } from '@mes/contracts';
import { launchChromium, screenshotPath } from '../support/browser';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { loginThroughUi, newWebPage } from '../support/web-pages';

// The generic resource screens, driven by meta/resources, on the factory resource of the demo.
describe('back office resource screens in chromium', () => {
  let hub: Hub;
  let browser: Browser;

  beforeAll(async () => {
    hub = await startBuiltHub('e2e_web_resources');
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await hub?.stop();
  });

  const row = (page: Page, text: string) =>
    page.locator('[data-testid="resource-list"] tr.ant-table-row', { hasText: text });

  // the table keeps the last page until the next answer is in, so wait for the count itself
  async function waitForRowCount(page: Page, n: number): Promise<void> {
    await page.waitForFunction((want) => {
      const list = document.querySelector('[data-testid="resource-list"]');
      return (
        !!list && !list.querySelector('.ant-spin-spinning') && list.querySelectorAll('tr.ant-table-row').length === want
      );
    }, n);
  }

  async function pickOrganization(page: Page, code: string): Promise<void> {
    const picker = page.getByTestId('ref-organization');
    await picker.locator('.ant-select').click();
    await picker.locator('input').fill(code);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: code }).first().click();
    await page.locator('.ant-select-dropdown').waitFor({ state: 'hidden' });
  }

  it('creates a factory, finds it by search_key, checks, unchecks and disables it', async () => {
    const { context, page } = await newWebPage(browser, 'en-US');
    await loginThroughUi(page, hub.baseUrl, 'admin', 'admin', '/basicdata/factory/list');
    await page.getByTestId('resource-list').waitFor();
    await page.screenshot({ path: screenshotPath('web-factory-list-en'), fullPage: true });

    await page.getByTestId('list-create').click();
    await page.waitForURL(/\/basicdata\/factory\/create$/);
    await page.getByTestId('resource-create').waitFor();
    await page.locator('[data-field="fnumber"]').fill('F-E2E-7');
    await page.locator('[data-field="fname"]').fill('E2E plant seven');
    await pickOrganization(page, 'DEMO');
    await page.locator('[data-field="address"]').fill('1 Test Road');
    await page.screenshot({ path: screenshotPath('web-factory-create-en'), fullPage: true });
    await page.getByTestId('resource-submit').click();
    await page.waitForURL(/\/basicdata\/factory\/\d+$/);
    await page.getByTestId('resource-detail').waitFor();
    expect(await page.locator('[data-field="fname"]').inputValue()).toBe('E2E plant seven');
    await page.getByTestId('ref-organization').getByText('DEMO', { exact: false }).waitFor();

    await page.goto(`${hub.baseUrl}/basicdata/factory/list`);
    await page.locator('#list-search').fill('e2e plant');
    await page.locator('#list-search').press('Enter');
    await page.waitForURL(/q=e2e/);
    await waitForRowCount(page, 1);
    await row(page, 'F-E2E-7').waitFor();
    expect(await row(page, 'F-E2E-7').innerText()).toContain('DEMO');
    expect(await row(page, 'F-E2E-7').innerText()).toContain('系统管理员');

    await row(page, 'F-E2E-7').getByTestId('action-check').click();
    await row(page, 'F-E2E-7').getByTestId('tick-checked').waitFor();
    await row(page, 'F-E2E-7').getByTestId('action-uncheck').waitFor();
    await page.screenshot({ path: screenshotPath('web-factory-checked-en'), fullPage: true });
    await row(page, 'F-E2E-7').getByTestId('action-uncheck').click();
    await row(page, 'F-E2E-7').getByTestId('action-check').waitFor();
    expect(await row(page, 'F-E2E-7').getByTestId('tick-checked').count()).toBe(0);

    await row(page, 'F-E2E-7').getByTestId('action-disable').click();
    await row(page, 'F-E2E-7').getByTestId('tick-disabled').waitFor();

    // the details show the stamps
    await row(page, 'F-E2E-7').getByTestId('action-check').click();
    await row(page, 'F-E2E-7').getByTestId('tick-checked').waitFor();
    await row(page, 'F-E2E-7').getByTestId('row-link').click();
    await page.getByTestId('resource-detail').waitFor();
    await page.locator('[data-testid="record-stamps"] [data-kind="audited"]').waitFor();
    await page.locator('[data-testid="record-stamps"] [data-kind="discarded"]').waitFor();
    // a checked record is frozen: read as a document, its fields as text, no form (issue 33)
    await page.getByTestId('record-view').waitFor();
    expect(await page.getByTestId('field-fname').innerText()).toBe('E2E plant seven');
    expect(await page.locator('[data-field="fname"]').count()).toBe(0);
    expect(await page.getByTestId('resource-submit').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('web-factory-detail-en'), fullPage: true });
    await page.evaluate((key) => localStorage.setItem(key, 'zh-CN'), STORAGE_KEYS.locale);
    await page.reload();
    await page.getByTestId('resource-detail').getByText('工厂编码').waitFor();
    await page.getByTestId('field-organization_id').getByText('DEMO', { exact: false }).waitFor();
    await page.screenshot({ path: screenshotPath('web-factory-detail-zh'), fullPage: true });
    await context.close();
  });

  it('finds a record by its code with the search-field selector', async () => {
    const { context, page } = await newWebPage(browser, 'en-US');
    await loginThroughUi(page, hub.baseUrl, 'admin', 'admin', '/basicdata/organization/list');
    await page.getByTestId('resource-list').waitFor();
    await page.getByTestId('list-search-field').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Code' }).click();
    await page.locator('#list-search').fill('DEMO');
    await page.locator('#list-search').press('Enter');
    await page.waitForURL(/f=fnumber/);
    await waitForRowCount(page, 1);
    await row(page, 'DEMO').waitFor();
    await context.close();
  });

  it('shows the server validation message on the field (a duplicate code)', async () => {
    const { context, page } = await newWebPage(browser, 'zh-CN');
    await loginThroughUi(page, hub.baseUrl, 'admin', 'admin', '/basicdata/factory/create');
    await page.getByTestId('resource-create').waitFor();
    await page.locator('[data-field="fnumber"]').fill('F01');
    await page.locator('[data-field="fname"]').fill('重复的工厂');
    await pickOrganization(page, 'DEMO');
    await page.getByTestId('resource-submit').click();
    const fieldError = page
      .locator('.ant-form-item-has-error', { has: page.locator('[data-field="fnumber"]') })
      .locator('.ant-form-item-explain-error');
    await fieldError.waitFor();
    expect(await fieldError.innerText()).not.toBe('');
    expect(page.url()).toMatch(/\/basicdata\/factory\/create$/);
    await page.screenshot({ path: screenshotPath('web-factory-create-error-zh'), fullPage: true });

    // required fields are checked before anything is sent
    await page.locator('[data-field="fname"]').fill('');
    await page.getByTestId('resource-submit').click();
    await page.getByText('请填写工厂名称').waitFor();
    await context.close();
  });

  it('keeps the error_code create screen state when the user leaves and comes back', async () => {
    const { context, page } = await newWebPage(browser, 'zh-CN');
    await loginThroughUi(page, hub.baseUrl, 'admin', 'admin', '/basicdata/error_code/create');
    await page.getByTestId('resource-create').waitFor();
    await page.locator('[data-field="fnumber"]').fill('E-KEEP');
    await page.locator('[data-field="fname"]').fill('虚焊');
    await page.getByTestId('menu-/home').click();
    await page.getByTestId('health-panel').waitFor();
    await page.locator('[data-testid="tab"][data-path="/basicdata/error_code/create"]').click();
    await page.getByTestId('resource-create').waitFor();
    expect(await page.locator('[data-field="fnumber"]').inputValue()).toBe('E-KEEP');
    expect(await page.locator('[data-field="fname"]').inputValue()).toBe('虚焊');
    await page.screenshot({ path: screenshotPath('web-error-code-create-zh'), fullPage: true });
    await context.close();
  });

  it('pages through a list with pn/ps and shows the Chinese screens', async () => {
    const { context, page } = await newWebPage(browser, 'zh-CN');
    await loginThroughUi(page, hub.baseUrl, 'admin', 'admin', '/basicdata/station/list?ps=5');
    await page.getByTestId('resource-list').waitFor();
    await waitForRowCount(page, 5);
    await page.locator('.ant-pagination-item-2').click();
    await page.waitForURL(/pn=2/);
    await waitForRowCount(page, 2);
    expect(await page.locator('body').innerText()).toContain('工站列表');
    await page.screenshot({ path: screenshotPath('web-station-list-zh'), fullPage: true });
    await page.goto(`${hub.baseUrl}/basicdata/factory/create`);
    await page.getByTestId('resource-create').waitFor();
    await page.screenshot({ path: screenshotPath('web-factory-create-zh'), fullPage: true });
    await context.close();
  });
});
