import { screenshotPath } from '../support/browser';
import { StockFixture } from '../support/stock-fixture';
import { webSuite } from '../support/web-suite';

// The stock tracing screens: a clerk scans a box label on /stock_mgt/barcode_track and sees every movement of it
// with its documents; a material's movements with the running balance on /stock_mgt/icitem_track; the box list.
// Screenshots in both languages.
describe('back office stock tracing', () => {
  let fx: StockFixture;
  let palletId: number;
  const s = webSuite('e2e_stock_trace', {
    workers: false,
    setup: async ({ hub, api }) => {
      fx = await StockFixture.open(hub.env.DATABASE_URL, 'E2E');
      const wh = await fx.stock('WH1');
      const wh2 = await fx.stock('WH2');
      const shelf = await fx.place(wh, 'A-01');
      const item = await fx.icitem('PCBA-100');
      const box = await fx.box('E2E-BOX-1', {
        icitemId: item,
        sns: ['E2E-SN-1', 'E2E-SN-2'],
        status: 12,
        stockId: wh,
        placeId: shelf,
      });
      const at = (fqty: number, over: object = {}) => ({
        stockId: wh,
        placeId: shelf,
        icitemId: item,
        batchNo: '',
        fqty,
        boxId: box,
        ...over,
      });
      await fx.post({ type: 'test_receipt', id: 1, billType: 21 }, [at(2)]);
      await fx.post({ type: 'test_transfer', id: 1, billType: 3 }, [at(-2), at(2, { stockId: wh2, placeId: null })]);
      await fx.post({ type: 'test_despatch', id: 1, billType: 2 }, [at(-2, { stockId: wh2, placeId: null })]);
      await fx.ds.query('UPDATE box SET status = 22, stock_id = NULL, stock_place_id = NULL WHERE id = $1', [box]);
      await fx.box('E2E-BOX-2', { icitemId: item, sns: ['E2E-SN-3'], status: 1 });
      await fx.box('E2E-BOX-3', { icitemId: item, fqty: 4, status: 2 });
      palletId = (
        await api.ok<{ id: number }>('/api/v1/stock_mgt/pallet/create', { fnumber: 'E2E-PL-1', boxes: ['E2E-BOX-2'] })
      ).id;
    },
    teardown: async () => {
      await fx?.close();
    },
  });
  const { open } = s;

  it('scans a box label and shows each movement with its document, transaction and place (English)', async () => {
    const page = await open('en-US', '/stock_mgt/barcode_track');
    const input = page.getByTestId('barcode-input').locator('input');
    await input.fill('E2E-BOX-1');
    await input.press('Enter');
    await page.getByTestId('trace-table').locator('tbody tr.ant-table-row').nth(3).waitFor();
    const rows = await page.getByTestId('trace-table').locator('tbody tr.ant-table-row').allInnerTexts();
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatch(/test_receipt #1\s+Product receipt\s+\+2/);
    expect(rows[1]).toMatch(/Transfer stock\s+-2\s+E2E-WH1/);
    expect(rows[3]).toMatch(/Out stock\s+-2\s+E2E-WH2/);
    expect(await page.getByTestId('barcode-summary').innerText()).toMatch(/E2E-BOX-1: Out of stock, quantity 2/);
    await page.screenshot({ path: screenshotPath('stock-barcode-track-en-US'), fullPage: true });
    // An SN of the box: the same movements, found through its box; the address keeps the barcode.
    await input.fill('E2E-SN-1');
    await input.press('Enter');
    await page.waitForURL(/barcode=E2E-SN-1/);
    await page.getByText('SN in a box').waitFor();
  });

  it('shows the same in Chinese, opened from an address with the barcode', async () => {
    const page = await open('zh-CN', '/stock_mgt/barcode_track?barcode=E2E-BOX-1');
    await page.getByTestId('trace-table').locator('tbody tr.ant-table-row').nth(3).waitFor();
    expect(await page.getByTestId('trace-table').innerText()).toMatch(/产品入库/);
    await page.screenshot({ path: screenshotPath('stock-barcode-track-zh-CN'), fullPage: true });
  });

  for (const locale of ['en-US', 'zh-CN'] as const) {
    it(`shows a material's movements with the running balance, and the box list (${locale})`, async () => {
      const page = await open(locale, '/stock_mgt/icitem_track');
      const input = page.getByTestId('icitem-input').locator('input');
      await input.fill('E2E-PCBA-100');
      await input.press('Enter');
      await page.getByTestId('trace-table').locator('tbody tr.ant-table-row').nth(3).waitFor();
      expect(await page.getByTestId('icitem-summary').innerText()).toMatch(/E2E-PCBA-100/);
      await page.screenshot({ path: screenshotPath(`stock-icitem-track-${locale}`), fullPage: true });
      await page.goto(`${s.hub.baseUrl}/product_mgt/box/list`);
      await page.getByText('E2E-BOX-2').waitFor();
      await page.screenshot({ path: screenshotPath(`box-list-${locale}`), fullPage: true });
    });
  }

  for (const locale of ['en-US', 'zh-CN'] as const) {
    it(`finds a box by one of its SNs on the box items screen (${locale})`, async () => {
      const page = await open(locale, '/product_mgt/box_items');
      const input = page.getByTestId('box-items-input').locator('input');
      await input.fill('E2E-SN-2');
      await input.press('Enter');
      await page.getByText('E2E-SN-1').waitFor();
      expect(await page.locator('.ant-descriptions').innerText()).toMatch(/E2E-BOX-1/);
      await page.screenshot({ path: screenshotPath(`box-items-${locale}`), fullPage: true });
    });
  }

  it('puts a box on a pallet and takes one off from the pallet details (English, then Chinese)', async () => {
    const page = await open('en-US', `/stock_mgt/pallet/${palletId}`);
    const panel = page.getByTestId('pallet-boxes');
    await panel.getByText('E2E-BOX-2').waitFor();
    const input = page.getByTestId('pallet-box-input').locator('input');
    await input.fill('E2E-BOX-3');
    await input.press('Enter');
    await panel.getByText('E2E-BOX-3').waitFor();
    await panel.getByText('Boxes on the pallet (2)').waitFor();
    await page.screenshot({ path: screenshotPath('pallet-boxes-en-US'), fullPage: true });
    await panel.locator('tr', { hasText: 'E2E-BOX-2' }).getByRole('button', { name: 'Take off' }).click();
    await panel.getByText('Boxes on the pallet (1)').waitFor();
    const zh = await open('zh-CN', `/stock_mgt/pallet/${palletId}`);
    await zh.getByTestId('pallet-boxes').getByText('栈板上的箱（1）').waitFor();
    await zh.screenshot({ path: screenshotPath('pallet-boxes-zh-CN'), fullPage: true });
  });
});
