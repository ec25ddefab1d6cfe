import type { Locator, Page } from 'playwright-core';
import { screenshotPath } from '../support/browser';
import { confirmThrough, type WebLocale } from '../support/web-pages';
import { webSuite } from '../support/web-suite';

type Row = { id: number; [k: string]: unknown };
const V1 = '/api/v1/product_mgt';
const DEMO_ORDER = 'WO-DEMO-0001';

// An SN policy's details screen reads its rule, previews the next numbers and builds the demo order's missing serial
// numbers; the numbers then show in sn_table.
describe('back office SN policy', () => {
  let policy: Row;
  let order: Row;
  const s = webSuite('e2e_numbering', {
    workers: false,
    setup: async ({ api }) => {
      policy = await api.ok<Row>(`${V1}/sn_policy/create`, {
        fnumber: 'SNP-DEMO',
        fname: 'SM-200 serial numbers',
        rule: {
          parts: [
            { type: 'text', value: 'SM2' },
            { type: 'date', format: 'yy' },
            { type: 'date', format: 'ww' },
            { type: 'seq', width: 5, radix: 36, exclude: 'OI', reset: 'year' },
            { type: 'check', scheme: 'mod37_36' },
          ],
        },
      });
      // the demo order has all its 200 SNs: it is raised to 220, so the policy builds the 20 it lacks
      order = (await s.api.ok<{ list: Row[] }>(`${V1}/worder/list`, { filter: `fbillno:${DEMO_ORDER}` })).list[0];
      await s.api.ok(`${V1}/worder/check`, { id: order.id, checked: false });
      await s.api.ok(`${V1}/worder/update`, { id: order.id, fqty: 220 });
      await s.api.ok(`${V1}/worder/check`, { id: order.id, checked: true });
    },
  });

  async function openPolicy(locale: WebLocale): Promise<Page> {
    const page = await s.open(locale, `/product_mgt/sn_policy/${policy.id}`);
    await page.getByTestId('numbering-rule').waitFor();
    await page.locator('[data-testid="numbering-preview"] .ant-tag').first().waitFor();
    return page;
  }

  // an antd select: opened, and the option with this text chosen
  async function pickOption(page: Page, select: Locator, text: string): Promise<void> {
    await select.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
    await page.locator('.ant-select-dropdown:visible').first().waitFor({ state: 'hidden' });
  }

  const previewShown = (page: Page) => page.locator('[data-testid="numbering-preview"] .ant-tag').allInnerTexts();

  it('previews, builds the demo order its numbers, and lists them in sn_table', async () => {
    const page = await openPolicy('en-US');
    expect(await page.getByTestId('rule-part-3').innerText()).toContain('sequence of 5, base 34');
    const expected = await s.api.ok<{ numbers: string[] }>(`${V1}/sn_policy/calcsn`, { id: policy.id, count: 10 });
    expect(await previewShown(page)).toEqual(expected.numbers);

    const picker = page.getByTestId('numbering-worder');
    await picker.locator('.ant-select').first().click();
    await picker.locator('input').first().fill(DEMO_ORDER);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: DEMO_ORDER }).first().click();
    await page.getByTestId('numbering-build').click();
    await page.getByTestId('numbering-built').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('numbering-built').innerText()).toContain(
      `Built 20 numbers: ${expected.numbers[0]} … `,
    );
    // the preview moved on past the reserved numbers
    await page.waitForFunction(
      (first) => document.querySelector('[data-testid="numbering-preview"] .ant-tag')?.textContent !== first,
      expected.numbers[0],
    );
    await page.screenshot({ path: screenshotPath('web-numbering-policy-en'), fullPage: true });

    const table = await s.api.ok<{ list: Row[]; total: number }>(`${V1}/sn_table/list`, {
      filter: `policy_id:${policy.id} sort:sn-asc ps:50`,
    });
    expect(table.total).toBe(20);
    expect(table.list.every((r) => r.worder_id === order.id)).toBe(true);
    expect(table.list.slice(0, 10).map((r) => r.sn)).toEqual(expected.numbers);

    await page.goto(`${s.hub.baseUrl}/product_mgt/sn_table/list`);
    await page.getByTestId('resource-list').getByText(expected.numbers[0]).waitFor();
    await page.screenshot({ path: screenshotPath('web-numbering-sn-table-en'), fullPage: true });

    // a number never used in production can be deleted from the list; it leaves the order's SNs too
    const last = table.list[table.list.length - 1];
    const deleted = await confirmThrough(
      page,
      page.getByTestId(`record-actions-${last.id}`).getByTestId('action-delete'),
      '/sn_table/delete',
    );
    expect(deleted.status()).toBe(200);
    await page.getByTestId('resource-list').getByText(String(last.sn)).waitFor({ state: 'detached' });
    expect((await s.api.ok<{ total: number }>(`${V1}/sn_table/list`, { filter: `policy_id:${policy.id}` })).total).toBe(
      19,
    );
    const sns = await s.api.ok<{ total: number }>(`${V1}/worder/sn/list`, { worder_id: order.id, filter: 'ps:1' });
    expect(sns.total).toBe(219);
  });

  it('edits the rule part by part on the form: a refused part is named live, a saved rule moves the preview', async () => {
    const page = await openPolicy('en-US');
    const before = (await previewShown(page))[0];
    const editor = page.getByTestId('rule-editor');
    await editor.waitFor();
    await page.getByTestId('rule-edit-0-value').fill('SM 2');
    // the server's own check, run as the user types: the part and the reason, before anything is sent
    expect(await page.getByTestId('rule-problems').innerText()).toContain(
      'rule.parts[0].value: must be printable ASCII text without blanks',
    );
    await page.getByTestId('resource-submit').click();
    await page
      .locator('[data-field="rule"]')
      .locator('xpath=ancestor::div[contains(@class,"ant-form-item")]')
      .locator('.ant-form-item-explain-error')
      .waitFor();
    await page.screenshot({ path: screenshotPath('web-numbering-rule-editor-en'), fullPage: true });
    await page.getByTestId('rule-edit-0-value').fill('SM3');
    await page.getByTestId('rule-edit-3-width').locator('input').fill('6');
    await page.getByTestId('rule-live-preview').waitFor();
    await page.getByTestId('resource-submit').click();
    await page.waitForFunction((old) => {
      const first = document.querySelector('[data-testid="numbering-preview"] .ant-tag')?.textContent ?? '';
      return first !== old && first.startsWith('SM3');
    }, before);
    expect(await page.getByTestId('rule-part-3').innerText()).toContain('sequence of 6');
    const saved = await s.api.ok<Row>(`${V1}/sn_policy`, { id: policy.id });
    expect((saved.rule as { parts: Record<string, unknown>[] }).parts[3]).toMatchObject({ type: 'seq', width: 6 });
    expect((await previewShown(page))[0]).toHaveLength(before.length + 1);
  });

  // issue 33, defect 10: the create screen's rule was a JSON text box
  it('makes a new policy with the rule editor, whose live preview is what the server then makes', async () => {
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const page = await s.open(locale, '/product_mgt/sn_policy/create');
      await page.getByTestId('resource-form').waitFor();
      expect(await page.locator('textarea[data-field="rule"], [data-field="rule"] textarea').count()).toBe(0);
      await page.locator('input[data-field="fnumber"]').fill(`SNP-NEW-${locale}`);
      await page.locator('input[data-field="fname"]').fill(`New policy ${locale}`);
      await page.getByTestId('rule-start').click();
      await page.getByTestId('rule-editor').waitFor();
      await page.getByTestId('rule-edit-0-value').fill('NX');
      // a date part added at the end, moved up between the text and the sequence
      await pickOption(page, page.getByTestId('rule-add'), locale === 'en-US' ? 'Date' : '日期');
      await page.getByTestId('rule-edit-2-type').waitFor();
      await page.getByTestId('rule-edit-2-up').click();
      expect(await page.getByTestId('rule-edit-1-format').innerText()).toContain('yy');
      await pickOption(page, page.getByTestId('rule-edit-1-format'), 'yyyy');
      // a Luhn check after letters: named at once, then removed
      await pickOption(page, page.getByTestId('rule-add'), locale === 'en-US' ? 'Check' : '校验位');
      expect(await page.getByTestId('rule-problems').innerText()).toContain('rule.parts[0]');
      await page.getByTestId('rule-edit-3-remove').click();
      await page.getByTestId('rule-edit-2-width').locator('input').fill('4');
      await page.getByTestId('rule-live-preview').waitFor();
      const live = await page.getByTestId('rule-live-number').allInnerTexts();
      const year = String(new Date().getFullYear());
      expect(live[0]).toMatch(new RegExp(`^NX(${year}|${Number(year) + 1}|${Number(year) - 1})0001$`));
      await page.screenshot({ path: screenshotPath(`web-numbering-create-${locale}`), fullPage: true });
      await page.getByTestId('resource-submit').click();
      await page.waitForURL(/\/product_mgt\/sn_policy\/\d+$/);
      await page.locator('[data-testid="numbering-preview"] .ant-tag').first().waitFor();
      // the server's next numbers (calcsn) are the ones the editor showed
      expect((await previewShown(page)).slice(0, live.length)).toEqual(live);
      await page.context().close();
    }
  });

  it('reads the same in zh-CN', async () => {
    const page = await openPolicy('zh-CN');
    expect(await page.getByTestId('rule-part-3').innerText()).toContain('流水号 6 位');
    expect(await page.getByTestId('numbering-panel').innerText()).toContain('为工单生成');
    await page.screenshot({ path: screenshotPath('web-numbering-policy-zh'), fullPage: true });
    await page.getByTestId('rule-editor').waitFor();
    expect(await page.getByTestId('rule-field').innerText()).toContain('与服务器同一算法');
    await page.screenshot({ path: screenshotPath('web-numbering-rule-editor-zh'), fullPage: true });
    await page.goto(`${s.hub.baseUrl}/product_mgt/sn_table/list`);
    await page.getByTestId('resource-list').locator('tr.ant-table-row').first().waitFor();
    await page.screenshot({ path: screenshotPath('web-numbering-sn-table-zh'), fullPage: true });
  });
});
