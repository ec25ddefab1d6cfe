import type { Browser } from 'playwright-core';
import { launchChromium, screenshotPath } from '../support/browser';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { newKanbanContext } from '../support/kanban-pages';
import { loginThroughUi, newWebPage } from '../support/web-pages';

// Kanban management in the back office: cast a board to a TV by its code, see the screen listed, revoke it.
describe('kanban management in chromium', () => {
  let hub: Hub;
  let browser: Browser;

  beforeAll(async () => {
    hub = await startBuiltHub('e2e_kanban_mgt');
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await hub?.stop();
  });

  it('casts the line board to a TV with its projection code, lists the screen and revokes it', async () => {
    const tv = await newKanbanContext(browser, 'zh-CN');
    await tv.page.goto(`${hub.baseUrl}/kanban/`);
    const codeBox = tv.page.getByTestId('pairing-code');
    await codeBox.waitFor();
    await tv.page.waitForFunction(() =>
      /^\d{6}$/.test(document.querySelector('[data-testid="pairing-code"]')?.getAttribute('data-code') ?? ''),
    );
    const code = (await codeBox.getAttribute('data-code'))!;

    const { context, page } = await newWebPage(browser, 'en-US');
    await loginThroughUi(page, hub.baseUrl, 'admin', 'admin', '/kanban_mgt/screens');
    await page.getByTestId('kanban-screens').waitFor();
    const picker = page.getByTestId('cast-target');
    await picker.locator('.ant-select').nth(1).click();
    await page.keyboard.type('ASSY-01');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'ASSY-01' }).first().click();
    await page.getByTestId('cast-button').click();
    await page.locator('.ant-modal input').fill(code);
    await page.locator('.ant-modal .ant-btn-primary').click();

    await tv.page.getByTestId('kanban-line-board').waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Refresh' }).click();
    // the binding in words: the board's label and the line by its code and name (issue 33), not product_line_id=…
    const row = page.locator('[data-testid="kanban-screens"] tr.ant-table-row', { hasText: 'Line board · ASSY-01' });
    await row.waitFor();
    await page.screenshot({ path: screenshotPath('web-kanban-screens-en'), fullPage: true });

    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.locator('.ant-modal-confirm .ant-btn-dangerous, .ant-modal-confirm .ant-btn-primary').last().click();
    await tv.page.getByTestId('pairing-code').waitFor({ timeout: 10_000 });
    await context.close();
    await tv.context.close();
  });
});
