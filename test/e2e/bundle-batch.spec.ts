import pg from 'pg';
import type { Page } from 'playwright-core';
import { screenshotPath } from '../support/browser';
import { eventually } from '../support/test-env';
import { webSuite } from '../support/web-suite';
import { parseZpl } from '../support/zpl-parser';
import { REEL_LABEL_DESIGN, ZplListener } from '../support/zpl-listener';

const V1 = '/api/v1/stock_mgt';
type Row = { id: number; [k: string]: unknown };

// The batch reel screen (docs/material-flow.md, "Reels from a receipt line"): a clerk picks a line of an unchecked
// receipt, makes reels off it (never more than is left: the screen says so before the server refuses), and prints
// their labels to the stores' ZPL printer (read back from a TCP listener); in English and in Chinese.
describe('reels from a receipt line in chromium', () => {
  let printer: ZplListener;
  let receipt: Row;
  let device: Row;
  const s = webSuite('e2e_bundle_batch', {
    async setup({ api, hub }) {
      printer = await ZplListener.start();
      const one = async (sql: string, params: unknown[] = []) => {
        const db = new pg.Client({ connectionString: hub.env.DATABASE_URL });
        await db.connect();
        try {
          return ((await db.query(sql, params)).rows[0] as Row).id;
        } finally {
          await db.end();
        }
      };
      const factory = await one('SELECT id FROM factory ORDER BY id LIMIT 1');
      const store = await one(
        `INSERT INTO stock (fnumber, fname, factory_id) VALUES ('E2E-RAW', 'SMT stores', $1) RETURNING id`,
        [factory],
      );
      const shelf = await one(
        `INSERT INTO stock_place (fnumber, fname, stock_id) VALUES ('E2E-S01', 'Shelf S01', $1) RETURNING id`,
        [store],
      );
      const item = await one(`INSERT INTO icitem (fnumber, fname) VALUES ('E2E-RES', 'Resistor 10k') RETURNING id`);
      receipt = await api.ok<Row>(`${V1}/cs_instock/create`, {
        entries: [{ icitem_id: item, fqty: 500, stock_id: store, stock_place_id: shelf }],
      });
      await api.ok('/api/v1/product_mgt/label_design/create', {
        fnumber: 'E2E-REEL',
        fname: 'Reel label',
        ...REEL_LABEL_DESIGN,
      });
      device = await api.ok<Row>(`${V1}/clodop_device/create`, {
        fnumber: 'E2E-ZPL',
        fname: 'Stores printer',
        kind: 'zpl',
        host: '127.0.0.1',
        port: printer.port,
      });
    },
    teardown: () => printer?.close(),
  });

  const pick = async (page: Page, testId: string, text: string) => {
    await page.getByTestId(testId).locator('.ant-select').click();
    await page.locator('.ant-select-item-option', { hasText: text }).first().click();
  };

  it('makes reels off a line in English, refuses more than is left in Chinese, prints the labels', async () => {
    const en = await s.open('en-US', '/stock_mgt/bundle/batch_create');
    await en.getByTestId('bundle-batch-create').waitFor();
    await pick(en, 'batch-doc', String(receipt.fbillno));
    await en.getByTestId('batch-lines').getByText('E2E-RES').waitFor();
    await en.getByTestId('batch-each').fill('200');
    await en.getByTestId('batch-count').fill('2');
    await en.getByTestId('batch-lot').fill('LOT-E2E');
    await en.getByTestId('batch-total').getByText('Makes 400 of the 500 left on the line').waitFor();
    await en.getByTestId('bundle-batch-submit').click();
    await en.locator('.bundle-made tbody tr').nth(1).waitFor();
    // the line keeps the 100 not yet made into reels
    await en.getByTestId('batch-lines').locator('td', { hasText: /^100$/ }).waitFor();
    await pick(en, 'batch-printer', 'E2E-ZPL');
    const before = printer.jobs.length;
    await en.getByTestId('batch-print').click();
    const job = await eventually('the labels at the printer', async () => printer.jobs[before] ?? null, 30_000);
    const labels = job
      .split('^XZ')
      .filter((l) => l.trim() !== '')
      .map((l) => parseZpl(`${l}^XZ`));
    expect(labels.map((l) => l.fields.find((f) => f.kind === 'text')?.data)).toEqual([
      'E2E-RES x 200 LOT-E2E',
      'E2E-RES x 200 LOT-E2E',
    ]);
    await en.getByText(`2 labels sent to printer ${String(device.fnumber)}`).waitFor();
    await en.screenshot({ path: screenshotPath('bundle-batch-en'), fullPage: true });

    const zh = await s.open('zh-CN', '/stock_mgt/bundle/batch_create');
    await pick(zh, 'batch-doc', String(receipt.fbillno));
    await zh.getByTestId('batch-lines').getByText('E2E-RES').waitFor();
    await zh.getByTestId('batch-each').fill('150');
    await zh.getByTestId('batch-count').fill('1');
    await zh.getByTestId('batch-total').getByText('超出该行剩余数量', { exact: false }).waitFor();
    expect(await zh.getByTestId('bundle-batch-submit').isDisabled()).toBe(true);
    await zh.screenshot({ path: screenshotPath('bundle-batch-over-zh'), fullPage: true });
    await zh.getByTestId('batch-each').fill('100');
    await zh.getByTestId('bundle-batch-submit').click();
    await zh.locator('.bundle-made tbody tr').first().waitFor();
    await zh.getByText('这张单据没有未生成料盘的行').waitFor();
    await zh.screenshot({ path: screenshotPath('bundle-batch-zh'), fullPage: true });
  });
});
