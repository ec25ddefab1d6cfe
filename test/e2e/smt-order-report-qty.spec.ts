import type { Browser, Page } from 'playwright-core';
import { ApiClient } from '../support/api-client';
import { launchChromium, screenshotPath } from '../support/browser';
import { demoIds } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { loginThroughUi, newWebPage, type WebLocale } from '../support/web-pages';
import { FlowKit, type Reel, type Row } from '../integration/material-flow-fixtures';

// antd's InputNumber puts the test id on its input (or on its wrapper in other versions)
const QTY_INPUT = 'input[data-testid="report-qty-fqty"], [data-testid="report-qty-fqty"] input';

// "Report quantity" on the SMT order's details screen (docs/gaps-16-17.md, "Output reported by quantity"): a working
// order with two reels loaded (usage 2 and 3 per board); each submit is a report of its own (a fresh idempotency
// key), its answer lists the reels taken from; bad input is refused at the field and sends nothing. Both languages.
describe('SMT order: report quantity in chromium', () => {
  let hub: Hub;
  let api: ApiClient;
  let kit: FlowKit;
  let browser: Browser;
  let order: Row;
  let a: Reel;

  beforeAll(async () => {
    hub = await startBuiltHub('e2e_report_qty', { workers: false });
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    kit = await FlowKit.open(hub, api);
    const { fx } = kit;
    const ids = await demoIds(api);
    ({ order, a } = await kit.loadedSmtOrder('RQ', ids.smtLineId));
    // the order runs (its start is the SMT orders' own spec)
    await fx.db.query('UPDATE smt_order SET status = 2 WHERE id = $1', [order.id]);
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await kit?.close();
    await hub?.stop();
  });

  const left = async () => (await kit.reel(a.id)).fqty;
  const reports = async () =>
    Number(
      (await kit.fx.db.query(`SELECT count(*) AS n FROM reel_consumption WHERE sn LIKE 'qty:%'`)).rows[0].n as string,
    );

  async function openPanel(locale: WebLocale): Promise<Page> {
    const { page } = await newWebPage(browser, locale);
    await loginThroughUi(page, hub.baseUrl, 'admin', 'admin', `/product_mgt/smt_order/${order.id}`);
    await page.getByTestId('report-qty').waitFor();
    return page;
  }

  async function report(page: Page, fqty: string): Promise<void> {
    await page.locator(QTY_INPUT).fill(fqty);
    await page.getByTestId('report-qty-submit').click();
  }

  it('reports twice as two reports and refuses a bad quantity at the field (en-US)', async () => {
    const page = await openPanel('en-US');
    await page.getByText('Report quantity').first().waitFor();
    await report(page, '0');
    await page.getByTestId('report-qty-error').filter({ hasText: 'Enter a whole number from 1 to 100000' }).waitFor();
    expect(await reports()).toBe(0);

    await report(page, '10');
    const answer = page.getByTestId('report-qty-answer');
    await answer.filter({ hasText: '10 boards reported' }).waitFor();
    await answer.locator('tr.ant-table-row').filter({ hasText: 'RQ-A' }).filter({ hasText: '20' }).waitFor();
    // the second reel had 5 for 30: the rest is short
    await answer.locator('tr.ant-table-row').filter({ hasText: 'RQ-B' }).filter({ hasText: '25' }).waitFor();
    expect(await left()).toBe(80);
    // the same quantity submitted again is a second report (a fresh key), not a replay of the first
    await report(page, '10');
    await page.waitForFunction((sel) => document.querySelector<HTMLInputElement>(sel)?.value === '', QTY_INPUT);
    expect(await left()).toBe(60);
    expect(await reports()).toBe(2);
    await page.screenshot({ path: screenshotPath('web-smt-order-report-qty-en'), fullPage: true });
  });

  it('refuses a fraction and reports in Chinese', async () => {
    const page = await openPanel('zh-CN');
    await page.getByText('按数量报工').first().waitFor();
    await report(page, '2.5');
    await page.getByTestId('report-qty-error').filter({ hasText: '请输入 1 到 100000 的整数' }).waitFor();
    expect(await reports()).toBe(2);
    await report(page, '2');
    await page.getByTestId('report-qty-answer').filter({ hasText: '已报工 2 板' }).waitFor();
    expect(await left()).toBe(56);
    expect(await reports()).toBe(3);
    await page.screenshot({ path: screenshotPath('web-smt-order-report-qty-zh'), fullPage: true });
  });
});
