import type { Page } from 'playwright-core';
import { screenshotPath } from '../support/browser';
import { openSmtE2e, type SmtE2e } from '../support/smt-e2e';
import { eventually } from '../support/test-env';
import { PM, type Row } from '../integration/smt-fixtures';

// The scheduling operation screen (/product_mgt/production_scheduling/operation): append an SMT order to a line's
// queue, move orders, follow moves made elsewhere live, run an order's action, read the changeover materials, and
// find every change in the scheduling log screen.
describe('back office production scheduling (and the SMT bad-mark copy)', () => {
  let s: SmtE2e;
  const orders: Row[] = [];

  const waitShown = (page: Page, want: string[], timeout = 5000) =>
    page.waitForFunction(
      ([w, mine]) => {
        const all = [...document.querySelectorAll('[data-testid^="scheduling-entry-"]')].map(
          (e) => e.getAttribute('data-order') ?? '',
        );
        return JSON.stringify(all.filter((f) => mine.includes(f))) === JSON.stringify(w);
      },
      [want, orders.map((o) => o.fbillno as string)] as const,
      { timeout, polling: 20 },
    );
  const entryOf = async (order: Row): Promise<Row> =>
    (await s.api.ok<{ list: Row[] }>(`${PM}/production_scheduling/list`, { filter: `smt_order_id:${order.id}` }))
      .list[0];

  beforeAll(async () => {
    s = await openSmtE2e('e2e_web_scheduling');
    // three orders whose feeder lists differ in one slot each
    for (const key of ['C100N', 'C1U', 'MCU'] as const) {
      const feeder = await s.fx.newFeeder([
        ['1-01', 'R10K'],
        ['1-02', key],
      ]);
      orders.push(await s.fx.newOrder({ smt_feeder_id: feeder.id }));
    }
  }, 120_000);

  afterAll(() => s?.close());

  it('appends, moves and follows the queue live; shows the changeover materials (English)', async () => {
    const [a, b, c] = orders;
    const page = await s.webPage(
      'en-US',
      `/product_mgt/production_scheduling/operation?product_line_id=${s.fx.smtLineId}`,
    );
    await page.getByTestId('scheduling-page').waitFor();
    await page.getByTestId('scheduling-pick').click();
    await page.locator(`.ant-select-item-option[title="${String(a.fbillno)}"]`).click();
    await page.getByTestId('scheduling-append').click();
    await waitShown(page, [a.fbillno as string]);

    // appended elsewhere: the screen follows without a reload
    await s.api.ok(`${PM}/production_scheduling/append`, { product_line_id: s.fx.smtLineId, smt_order_id: b.id });
    await s.api.ok(`${PM}/production_scheduling/append`, { product_line_id: s.fx.smtLineId, smt_order_id: c.id });
    await waitShown(
      page,
      [a, b, c].map((o) => o.fbillno as string),
      2000,
    );

    await page.getByTestId(`scheduling-top-${String((await entryOf(c)).id)}`).click();
    await waitShown(
      page,
      [c, a, b].map((o) => o.fbillno as string),
    );
    expect(
      await page.getByTestId(`scheduling-entry-${String((await entryOf(c)).id)}`).getAttribute('data-position'),
    ).toBe(String((await entryOf(c)).position));

    const moved = await entryOf(b);
    await s.api.ok(`${PM}/production_scheduling/move`, { id: moved.id, to_position: (await entryOf(c)).position });
    await waitShown(
      page,
      [b, c, a].map((o) => o.fbillno as string),
      2000,
    );

    // changeover b -> c: load C1U... c's slot 1-02 holds MCU, b's C1U
    const diff = await page.getByTestId('scheduling-diff').innerText();
    expect(diff).toContain(s.fx.items.MCU.fnumber);
    expect(diff).toContain(s.fx.items.C1U.fnumber);

    await page.getByTestId(`scheduling-start_order-${String((await entryOf(a)).id)}`).click();
    await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
    await page.waitForFunction(
      (id) =>
        document.querySelector(`[data-testid="scheduling-entry-${id}"]`)?.textContent?.includes('Working') ?? false,
      (await entryOf(a)).id,
      { timeout: 5000 },
    );
    await page.screenshot({ path: screenshotPath('web-scheduling-en'), fullPage: true });
  });

  it('lists every change and operation in the scheduling log (Chinese)', async () => {
    const page = await s.webPage('zh-CN', '/product_mgt/production_scheduling/logs');
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    const log = await s.api.ok<{ list: Row[]; total: number }>(`${PM}/production_scheduling_log/list`, {
      filter: `product_line_id:${s.fx.smtLineId} ps:100`,
    });
    const ours = log.list.filter((r) => orders.some((o) => o.fbillno === r.fbillno));
    // three appends, two moves, one start
    expect(ours.map((r) => r.kind).sort()).toEqual(['change', 'change', 'change', 'change', 'change', 'operation']);
    const text = await page.locator('.ant-table-tbody').innerText();
    for (const o of orders) expect(text).toContain(o.fbillno as string);
    // enum codes read as words: change types add and replace, the operation start
    for (const word of ['新增', '替换', '开始', '变更']) expect(text).toContain(word);
    await page.screenshot({ path: screenshotPath('web-scheduling-logs-zh') });
  });

  it('copies a bad mark into a new one (create/:id starts from its values)', async () => {
    const mark = await s.api.ok<Row>(`${PM}/smt_bad_mark/create`, {
      barcode: 'PNL-COPY-1',
      position: 2,
      smt_order_id: orders[0].id,
      reason: 'scratched',
    });
    const page = await s.webPage('en-US', `/product_mgt/smt_bad_mark/create/${String(mark.id)}`);
    await page.locator(`[data-testid="resource-create"][data-copy-from="${String(mark.id)}"]`).waitFor();
    expect(await page.locator('[data-field="barcode"]').inputValue()).toBe('PNL-COPY-1');
    expect(await page.locator('[data-field="reason"]').inputValue()).toBe('scratched');
    await page.locator('[data-field="barcode"]').fill('PNL-COPY-2');
    await page.getByTestId('resource-submit').click();
    const copy = await eventually(
      'the copy saved',
      async () =>
        (await s.api.ok<{ list: Row[] }>(`${PM}/smt_bad_mark/list`, { filter: 'barcode:PNL-COPY-2' })).list[0],
    );
    expect(copy).toMatchObject({ position: 2, smt_order_id: orders[0].id, reason: 'scratched' });
    expect(copy.id).not.toBe(mark.id);
  });

  it("opens an SMT order's line scheduling and its kanban board from its record", async () => {
    const [a] = orders;
    const page = await s.webPage('en-US', `/product_mgt/smt_order/${String(a.id)}`);
    await page.getByTestId('resource-detail').waitFor();
    expect(await page.getByTestId('record-link-board').getAttribute('href')).toBe(`/kanban/smt_order/${String(a.id)}`);
    await page.getByTestId('record-link-scheduling').click();
    await page.getByTestId('scheduling-page').waitFor();
    expect(new URL(page.url()).searchParams.get('product_line_id')).toBe(String(s.fx.smtLineId));
    await page.getByTestId(`scheduling-entry-${String((await entryOf(a)).id)}`).waitFor();
  });
});
