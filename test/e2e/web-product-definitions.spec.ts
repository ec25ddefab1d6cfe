import { screenshotPath } from '../support/browser';
import { demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { startErp, type FakeErp } from '../support/fake-erp';
import { openStation, scanFor } from '../support/work-pages';
import { webSuite } from '../support/web-suite';

const PM = '/api/v1/product_mgt';
type Rec = { id: number } & Record<string, unknown>;

// The screens of product definitions: the binding details (change a bound barcode), an order report's entries with
// their attempts (correct a refused entry and watch it go through), the generic test item limits list.
describe('back office product definitions', () => {
  let ids: DemoIds;
  let erp: FakeErp;
  const s = webSuite('e2e_web_defs', {
    // the ERP's listener first: the hub is told its address
    before: async () => {
      erp = await startErp();
      erp.refuseQty(7);
      return { MES_ERP_REPORT_URL: erp.url, MES_ERP_REPORT_BACKOFF_MS: '300', MES_ERP_REPORT_BACKOFF_MAX_MS: '1000' };
    },
    setup: async ({ api }) => {
      ids = await demoIds(api);
    },
    teardown: async () => {
      await erp?.close();
    },
  });
  const { open } = s;

  it('lists the bindings and changes a bound barcode, keeping the old one as replaced', async () => {
    const { product_id } = await s.api.ok<{ product_id: number }>(`${PM}/worder`, { id: ids.worderId });
    const bat = await s.api.ok<Rec>('/api/v1/basicdata/icitem/create', { fnumber: 'E2E-BAT', fname: '电池 Battery' });
    await s.api.ok(`${PM}/material_binding_policy/create`, {
      fnumber: 'BP-E2E',
      fname: '电池绑定',
      product_id,
      icitem_id: bat.id,
      qty: 1,
      barcode_pattern: 'BAT-[0-9]{4}',
    });
    const first = await s.api.ok<Rec>(`${PM}/binding_details/bind`, { sn: ids.sns[0], barcode: 'BAT-0001' });
    await s.api.ok(`${PM}/binding_details/bind`, { sn: ids.sns[1], barcode: 'BAT-0002' });

    const page = await open('zh-CN', '/product_mgt/material_binding_details');
    await page.getByTestId(`binding-change-${first.id}`).click();
    const form = page.getByTestId('binding-change-form');
    await form.locator('input').first().fill('BAT-0003');
    await form.locator('input').nth(1).fill('外壳损坏');
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    // The list read again shows the new barcode (the toast names it too: look in the table).
    const cell = (text: string) => page.locator('[data-testid="binding-details"] td', { hasText: text });
    await cell('BAT-0003').waitFor();
    expect(await cell('BAT-0001').count()).toBe(0);
    await page.getByTestId('binding-replaced').click();
    await cell('BAT-0001').waitFor();
    expect(await page.getByTestId('binding-details').innerText()).toContain('已替换');
    await page.screenshot({ path: screenshotPath('web-binding-details-zh'), fullPage: true });
    const rows = await s.api.ok<{ list: { barcode: string; replaced: boolean }[] }>(`${PM}/binding_details/list`, {
      filter: `sn:${ids.sns[0]} sort:id-asc`,
    });
    expect(rows.list.map((r) => [r.barcode, r.replaced])).toEqual([
      ['BAT-0001', true],
      ['BAT-0003', false],
    ]);

    const en = await open('en-US', '/product_mgt/material_binding_details');
    await en.getByText('BAT-0002').waitFor();
    await en.screenshot({ path: screenshotPath('web-binding-details-en'), fullPage: true });
  }, 120_000);

  it("shows an order report's entries and attempts, and sends a corrected entry again", async () => {
    const doc = await s.api.ok<Rec & { entries: { id: number }[] }>(`${PM}/order_reporting/create`, {
      fdesc: '白班 day shift',
      entries: [
        { worder_id: ids.worderId, qty: 120 },
        { worder_id: ids.worderId, qty: 7, fdesc: 'ERP refuses 7' },
      ],
    });
    const [ok, refused] = doc.entries.map((e) => e.id);
    const page = await open('en-US', `/product_mgt/order_reporting/${String(doc.id)}`);
    await page.getByTestId(`entry-result-${ok}`).getByText('Success').waitFor({ timeout: 20_000 });
    await page.getByTestId(`entry-result-${refused}`).getByText('Failed').waitFor({ timeout: 20_000 });
    await page.locator('[data-testid="order-reporting-entries"] .ant-table-row-expand-icon').nth(1).click();
    await page.getByText('HTTP 422').first().waitFor();
    await page.screenshot({ path: screenshotPath('web-order-reporting-en'), fullPage: true });

    await page.getByTestId(`entry-correct-${refused}`).click();
    await page.getByTestId('entry-correct-form').locator('input').first().fill('8');
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await page.getByTestId(`entry-result-${refused}`).getByText('Success').waitFor({ timeout: 20_000 });
    expect(erp.accepted.map((b) => b.qty).sort()).toEqual([120, 8]);

    const zh = await open('zh-CN', `/product_mgt/order_reporting/${String(doc.id)}`);
    await zh.getByTestId(`entry-result-${refused}`).getByText('成功').waitFor();
    await zh.locator('[data-testid="order-reporting-entries"] .ant-table-row-expand-icon').nth(1).click();
    await zh.getByText('HTTP 422').first().waitFor();
    await zh.screenshot({ path: screenshotPath('web-order-reporting-zh'), fullPage: true });
  }, 120_000);

  it('lists limits, binding policies, lots and reports on the generic screens', async () => {
    await s.api.ok(`${PM}/test_item_check/create`, {
      fnumber: 'VBAT',
      fname: '电池电压',
      station_id: ids.stations['ASSY-01-GT'],
      lower_limit: 3.6,
      upper_limit: 4.2,
      unit: 'V',
    });
    const bat = await s.api.ok<{ list: Rec[] }>('/api/v1/basicdata/icitem/list', { filter: 'fnumber:E2E-BAT' });
    await s.api.ok(`${PM}/material_lotno/create`, {
      icitem_id: bat.list[0].id,
      lotno: 'L-E2E-001',
      production_date: '2026-11-01',
      expiry_date: '2027-11-01',
      qty: 5000,
    });
    const screens: [string, string][] = [
      ['test_item_check', 'VBAT'],
      ['material_binding_policy', 'BP-E2E'],
      ['material_lotno', 'L-E2E-001'],
      ['order_reporting', '白班 day shift'],
    ];
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const page = await open(locale, `/product_mgt/${screens[0][0]}/list`);
      for (const [name, shown] of screens) {
        await page.goto(`${s.hub.baseUrl}/product_mgt/${name}/list`);
        await page.getByText(shown).first().waitFor();
        const lang = locale === 'zh-CN' ? 'zh' : 'en';
        await page.screenshot({ path: screenshotPath(`web-${name.replace(/_/g, '-')}-list-${lang}`) });
      }
    }
  }, 120_000);

  it('shows on the station screen which test item failed its limits', async () => {
    const { product_id } = await s.api.ok<{ product_id: number }>(`${PM}/worder`, { id: ids.worderId });
    await s.api.ok(`${PM}/test_item_check/create`, {
      fnumber: 'FWVER',
      fname: '固件版本',
      station_id: ids.stations['ASSY-01-DL'],
      product_id,
      expected: 'v1.2',
    });
    await startOrder(s.api, s.hub.env.DATABASE_URL, ids.worderId);
    for (const [locale, sn, word] of [
      ['en-US', ids.sns[10], 'Test items out of their limits: FWVER (missing)'],
      ['zh-CN', ids.sns[11], '测试项超出限值：FWVER (缺少)'],
    ] as const) {
      const page = await open(locale, '/work/download');
      await openStation(page, s.hub.baseUrl, 'download', 'ASSY-01-DL');
      const shown = await scanFor(page, sn);
      expect(shown.state).toBe('fail');
      expect(await page.getByTestId('work-verdict-items').innerText()).toBe(word);
      await page.screenshot({ path: screenshotPath(`web-work-failed-items-${locale === 'zh-CN' ? 'zh' : 'en'}`) });
    }
  }, 120_000);
});
