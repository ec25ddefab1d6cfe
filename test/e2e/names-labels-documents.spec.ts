import type { Page } from 'playwright-core';
import { screenshotPath } from '../support/browser';
import { demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { report } from '../support/kanban-pages';
import type { WebLocale } from '../support/web-pages';
import { webSuite } from '../support/web-suite';

type Row = Record<string, unknown> & { id: number };
type Listed = { list: Row[]; total: number };

// Issue 33, defects 4, 5 and 9, on the staged demo factory (what `npm run up` gives): references shown by their
// number or name and linked, enum codes by their labels in the user's language, and a checked document (or a
// received reel) read as a document, not as a disabled form.
/** Waits for the tab of `path` to read `name` (a record's tab is called by its record, issue 33). */
async function tabNamed(page: Page, path: string, name: string): Promise<void> {
  await page.waitForFunction(
    ([p, n]) => document.querySelector(`[data-testid="tab"][data-path="${p}"]`)?.textContent?.includes(n) === true,
    [path, name] as const,
    { timeout: 15_000 },
  );
}

describe('screens as their users meet them: names, labels, documents', () => {
  let ids: DemoIds;
  const s = webSuite('e2e_names_labels', {
    stage: true,
    startMs: 300_000,
    setup: async ({ api }) => {
      await api.ok('/api/v1/user/preferences/set', { values: { tour_seen: true } });
      ids = await demoIds(api);
    },
  });
  const open = (locale: WebLocale, path: string): Promise<Page> => s.open(locale, path);
  const one = async (path: string, filter: string): Promise<Row> => {
    const { list } = await s.api.ok<Listed>(`/api/v1/${path}/list`, { filter });
    if (!list[0]) throw new Error(`${path}: nothing for ${filter}`);
    return list[0];
  };
  const textOf = (page: Page, testId: string) => page.getByTestId(testId).innerText();

  it('names the SMT order on the feeding screens, linked (defect 4)', async () => {
    const order = await one('product_mgt/smt_order', 'fbillno:"SMT-DEMO-0001"');
    const feeding = await one('work/smt_feeding', 'fbillno:"FD-DEMO-0001"');
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const page = await open(locale, `/work/smt_feeding/${feeding.id}/track`);
      const link = page.getByTestId('feeding-head').locator(`a[href="/product_mgt/smt_order/${order.id}"]`);
      await page.waitForFunction(
        () => document.querySelector('[data-testid="feeding-order"]')?.textContent?.includes('SMT-DEMO-0001'),
        undefined,
        { timeout: 15_000 },
      );
      expect(await link.innerText()).toContain('SMT-DEMO-0001');
      await page.screenshot({ path: screenshotPath(`names-feeding-head-${locale}`) });
    }
  });

  it('shows an order WIP by its order and with its quantities (defect 4)', async () => {
    const wip = await one('stat/order_wip', 'ps:1');
    const { list } = await s.api.ok<Listed>('/api/v1/stat/order_wip/list', { filter: `id:${wip.id}` });
    const stages = list[0].stages as { fname: string; qty: number }[];
    const page = await open('zh-CN', '/stat/order_wip/list');
    await page.getByTestId(`order-wip-total-${wip.id}`).waitFor({ timeout: 15_000 });
    const row = page.locator('tr.ant-table-row').first();
    expect(await row.getByTestId('row-link').innerText()).toContain('WO-DEMO-0001');
    expect(await row.innerText()).not.toMatch(/#\d/);
    expect(await textOf(page, `order-wip-total-${wip.id}`)).toBe(String(list[0].total));
    for (const s of stages.filter((x) => x.qty !== 0))
      expect(await textOf(page, `order-wip-stages-${wip.id}`)).toContain(`${s.fname} ${s.qty}`);
    await page.screenshot({ path: screenshotPath('names-order-wip-list-zh') });
    const detail = await open('en-US', `/stat/order_wip/${wip.id}`);
    await detail.getByTestId(`order-wip-total-${wip.id}`).waitFor({ timeout: 15_000 });
    expect(await detail.locator('.page__title').innerText()).toContain('WO-DEMO-0001');
    await detail.screenshot({ path: screenshotPath('names-order-wip-detail-en') });
  });

  it('shows a checked shelving as a document: names, its source linked, its reels, stamp and history (4, 9)', async () => {
    const receipt = await one('stock_mgt/ex_instock', 'fbillno:"EI-DEMO-0001"');
    const shelving = await one('stock_mgt/material_shelving', `source_id:${receipt.id}`);
    expect(shelving.checked).toBe(true);
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const page = await open(locale, `/stock_mgt/material_shelving/${shelving.id}`);
      await page.getByTestId('record-view').waitFor({ timeout: 15_000 });
      const detail = page.getByTestId('resource-detail');
      // text, not a disabled form: no inputs, no "type to search", no blank rows
      expect(await detail.locator('input, textarea, .ant-select').count()).toBe(0);
      expect(await detail.innerText()).not.toMatch(/Type to search|输入搜索|请选择/);
      const source = page.getByTestId('field-source_id');
      await source.locator(`a[href="/stock_mgt/other_instock/${receipt.id}"]`).waitFor({ timeout: 15_000 });
      expect(await source.innerText()).toContain('EI-DEMO-0001');
      expect(await textOf(page, 'field-stock_id')).toContain('WH-RAW');
      const entries = page.getByTestId('document-entries').locator('tbody tr.ant-table-row');
      expect(await entries.count()).toBe(2);
      await page.waitForFunction(
        () => document.querySelector('[data-testid="document-entries"]')?.textContent?.includes('R0402B-'),
        undefined,
        { timeout: 15_000 },
      );
      expect(await page.getByTestId('document-entries').innerText()).not.toMatch(/#\d/);
      // the stamp says who checked it and when; the history lists the check
      await page.getByTestId('record-checked-by').waitFor({ timeout: 15_000 });
      expect(await textOf(page, 'record-checked-by')).toContain('系统管理员');
      expect(await textOf(page, 'record-history')).toMatch(locale === 'zh-CN' ? /审核/ : /Checked/);
      // its tab is called by its number, not "#id"
      await tabNamed(page, `/stock_mgt/material_shelving/${shelving.id}`, String(shelving.fbillno));
      await page.screenshot({ path: screenshotPath(`documents-shelving-checked-${locale}`), fullPage: true });
      // its source opened from it: both tabs named, the shelving's kept while another page is open
      await source.locator('a').first().click();
      await page.waitForURL(new RegExp(`/stock_mgt/other_instock/${receipt.id}$`));
      await tabNamed(page, `/stock_mgt/other_instock/${receipt.id}`, 'EI-DEMO-0001');
      await tabNamed(page, `/stock_mgt/material_shelving/${shelving.id}`, String(shelving.fbillno));
    }
    // the list names the source document too
    const list = await open('en-US', '/stock_mgt/material_shelving/list');
    const row = list.locator('tr.ant-table-row', { hasText: String(shelving.fbillno) });
    await row.locator(`a[href="/stock_mgt/other_instock/${receipt.id}"]`).waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toContain('EI-DEMO-0001');
  });

  it("keeps a received reel's quantity out of reach and shows the place it sits on (defect 9)", async () => {
    const { list } = await s.api.ok<Listed>('/api/v1/stock_mgt/bundle/list', { filter: 'has:stock_place ps:200' });
    const placed = list.filter((r) => typeof r.stock_place_id === 'number');
    const reel = placed.find((r) => r.shelved === 0) ?? placed[0];
    const place = reel.stock_place as { fnumber: string };
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const page = await open(locale, `/stock_mgt/bundle/${reel.id}`);
      await page.getByTestId('resource-detail').waitFor();
      await page.getByTestId('field-fqty').waitFor({ timeout: 15_000 });
      expect(await page.locator('input[data-field="fqty"], input#fqty').count()).toBe(0);
      expect(await textOf(page, 'field-fqty')).toContain(String(reel.fqty));
      const shelved = page.getByTestId('field-shelved');
      await page.waitForFunction(
        (code) => document.querySelector('[data-testid="field-shelved"]')?.textContent?.includes(code),
        place.fnumber,
        { timeout: 15_000 },
      );
      expect(await shelved.innerText()).not.toMatch(/Unknown|未知/);
      await page.screenshot({ path: screenshotPath(`documents-reel-received-${locale}`), fullPage: true });
    }
  });

  it('shows the picking rule by its label (defect 5)', async () => {
    const prep = await one('stock_mgt/material_prepare', 'fbillno:"MP-DEMO-0001"');
    expect(prep.rule).toBe('fefo');
    const zhPrep = await open('zh-CN', `/stock_mgt/material_preparation/${prep.id}`);
    // the rule is in the form (the preparation is still open): its select shows the label
    await zhPrep.waitForFunction(
      () => document.querySelector('[data-testid="resource-detail"]')?.textContent?.includes('先到期先出'),
      undefined,
      { timeout: 15_000 },
    );
    expect(await zhPrep.getByTestId('resource-detail').innerText()).not.toMatch(/\bfefo\b/);
    await zhPrep.screenshot({ path: screenshotPath('labels-picking-rule-zh') });
  });

  it("shows the stations' functions by their labels in the user's language (defect 5)", async () => {
    for (const [locale, words] of [
      ['zh-CN', ['程序下载', '通用测试', '外观检查']],
      ['en-US', ['Program download', 'General test', 'Visual inspection']],
    ] as const) {
      const work = await open(locale, '/work/general_test');
      await work.getByTestId('work-station-picker').waitFor();
      const options = work.locator('.ant-select-item-option');
      await options.first().waitFor({ timeout: 15_000 });
      const text = (await options.allInnerTexts()).join('\n');
      expect(text).not.toMatch(/DOWNLOAD|GENERAL_TEST|CHECK_OUTWARD/);
      for (const w of words) expect(text).toContain(w);
      await work.screenshot({ path: screenshotPath(`labels-station-picker-${locale}`) });
    }
  });

  it('labels the Pareto bar of failures without a failed item (defect 5)', async () => {
    // a failed report without a failed item: the Pareto's bar has a label, not NO_ITEM
    await startOrder(s.api, s.hub.env.DATABASE_URL!, ids.worderId);
    await report(s.api, ids, 'ASSY-01-DL', ids.sns[190], 2);
    const dash = await open('zh-CN', '/stat/dashboard');
    const pareto = dash.getByTestId('panel-pareto');
    await pareto.scrollIntoViewIfNeeded();
    await dash.waitForFunction(
      () => document.querySelector('[data-testid="panel-pareto"]')?.textContent?.includes('未记录不良项'),
      undefined,
      { timeout: 15_000 },
    );
    expect(await pareto.textContent()).not.toContain('NO_ITEM');
    await pareto.screenshot({ path: screenshotPath('labels-pareto-no-item-zh') });
  });

  it("names the admin home's screen bindings in words (defect 5)", async () => {
    const home = await open('zh-CN', '/home');
    const screens = home.getByTestId('home-screens');
    await screens.locator('.ant-list-item').first().waitFor({ timeout: 15_000 });
    expect(await screens.innerText()).not.toMatch(/\b(line|smt_order|package_list)\b/);
    await home.waitForFunction(
      () => document.querySelector('[data-testid="home-screens"]')?.textContent?.includes('SMT-DEMO-0001'),
      undefined,
      { timeout: 15_000 },
    );
    const bound = await screens.innerText();
    expect(bound).not.toMatch(/\b(line|smt_order|package_list)\b/);
    expect(bound).toContain('产线看板');
    expect(bound).toContain('包装工单');
    await home.screenshot({ path: screenshotPath('labels-admin-home-zh') });
  });
});
