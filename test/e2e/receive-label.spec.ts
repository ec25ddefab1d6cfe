import type { Browser, Page } from 'playwright-core';
import { REEL_LABELS } from '@mes/server/modules/msd/reel-labels.fixture';
import { ApiClient } from '../support/api-client';
import { launchChromium, screenshotPath } from '../support/browser';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { loginThroughUi, newWebPage, type WebLocale } from '../support/web-pages';
import { StockFixture, V1 } from '../integration/stock-fixtures';

type Row = { id: number; [k: string]: unknown };
const RS = '\u001e';
const GS = '\u001d';
const EOT = '\u0004';
// the corpus labels that name a maker's part and a quantity: each one becomes a reel on the screen
// the label with the data element of identifier `di` (3S, Q, 1P) set to `value`
const withElement = (text: string, di: string, value: string) =>
  text
    .split(GS)
    .map((f) => {
      if (!f.startsWith(di)) return f;
      const end = f.indexOf(RS);
      return `${di}${value}${end < 0 ? '' : f.slice(end)}`;
    })
    .join(GS);
const LABELS = REEL_LABELS.filter((c) => c.reads?.mpn && c.reads.qty != null);

// The receive screen (docs/msd.md, "The receive screen") in chromium: a clerk scans a receipt, then each reel's supplier
// label from the corpus (one typed as a keyboard-wedge scanner does, the separators as control keys); unknown part
// numbers and a label scanned twice are refused on the screen. Both languages, screenshots.
describe('receiving supplier reels in chromium', () => {
  let hub: Hub;
  let api: ApiClient;
  let fx: StockFixture;
  let browser: Browser;
  const items = new Map<string, number>();
  let supplier: Row;

  const receipt = (lines: { icitem_id: number; fqty: number }[]) =>
    api.ok<Row & { fbillno: string }>(`${V1}/cs_instock/create`, {
      entries: lines.map((l) => ({ ...l, stock_id: fx.strict, stock_place_id: fx.placeB })),
    });

  beforeAll(async () => {
    hub = await startBuiltHub('e2e_receive_label', { workers: false });
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    fx = await StockFixture.open(hub, api);
    for (const [i, c] of LABELS.entries()) {
      const mpn = c.reads!.mpn!;
      if (items.has(mpn)) continue;
      const item = await api.ok<Row>('/api/v1/basicdata/icitem/create', {
        fnumber: `E2E-RCV-${i}`,
        fname: c.name.slice(0, 60),
      });
      await api.ok('/api/v1/basicdata/icitem_mpn/create', { mpn, icitem_id: item.id });
      items.set(mpn, item.id);
    }
    supplier = await api.ok<Row>('/api/v1/basicdata/supplier/create', { fnumber: 'E2E-SUP-1', fname: 'Reel Supplier' });
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await fx?.close();
    await hub?.stop();
  });

  async function openScreen(locale: WebLocale, fbillno: string): Promise<Page> {
    const { page } = await newWebPage(browser, locale);
    await loginThroughUi(page, hub.baseUrl, 'admin', 'admin', '/stock_mgt/bundle/receive_label');
    await page.getByTestId('receive-label').waitFor();
    await page.getByTestId('receive-receipt').fill(fbillno);
    await page.getByTestId('receive-receipt').press('Enter');
    await page.getByTestId('receive-lines').waitFor();
    await page.getByTestId('receive-scan').waitFor();
    return page;
  }

  async function scan(page: Page, text: string, expect: 'ok' | 'refused', contains: string): Promise<void> {
    const rows = await page.locator('[data-testid="receive-log"] tr.ant-table-row').count();
    await page.getByTestId('receive-scan').fill(text);
    await page.getByTestId('receive-scan').press('Enter');
    await page.locator('[data-testid="receive-log"] tr.ant-table-row').nth(rows).waitFor();
    await page.getByTestId(`receive-${expect}`).filter({ hasText: contains }).waitFor();
  }

  // a keyboard-wedge scanner: the text typed, the separators as Ctrl+^ (RS), Ctrl+] (GS), Ctrl+D (EOT)
  async function typeAsScanner(page: Page, text: string): Promise<void> {
    const input = page.getByTestId('receive-scan');
    await input.click();
    const keys: Record<string, string> = { [RS]: 'Control+Digit6', [GS]: 'Control+BracketRight', [EOT]: 'Control+d' };
    let run = '';
    for (const ch of text) {
      if (!keys[ch]) {
        run += ch;
        continue;
      }
      if (run) await page.keyboard.type(run);
      run = '';
      await page.keyboard.press(keys[ch]);
    }
    if (run) await page.keyboard.type(run);
    await page.keyboard.press('Enter');
  }

  it('receives every corpus label into a reel on its receipt line, refusing what does not fit (en-US)', async () => {
    const lines = [...items.values()].map((icitem_id) => ({
      icitem_id,
      fqty: LABELS.filter((c) => items.get(c.reads!.mpn!) === icitem_id).reduce((n, c) => n + c.reads!.qty!, 0),
    }));
    const doc = await receipt(lines);
    const page = await openScreen('en-US', doc.fbillno);

    const [typed, ...pasted] = LABELS;
    const rows = await page.locator('[data-testid="receive-log"] tr.ant-table-row').count();
    await typeAsScanner(page, typed.text);
    await page.locator('[data-testid="receive-log"] tr.ant-table-row').nth(rows).waitFor();
    await page
      .getByTestId('receive-ok')
      .filter({ hasText: String(typed.reads!.qty) })
      .waitFor();
    // the rest come as fast as a scanner sends them: each label is entered while the one before is still being
    // received; none is dropped, each gets its row
    const before = await page.locator('[data-testid="receive-log"] tr.ant-table-row').count();
    for (const c of pasted) {
      await page.getByTestId('receive-scan').fill(c.text);
      await page.getByTestId('receive-scan').press('Enter');
    }
    await page
      .locator('[data-testid="receive-log"] tr.ant-table-row')
      .nth(before + pasted.length - 1)
      .waitFor();
    expect(await page.locator('[data-testid="receive-log"] tr.ant-table-row').count()).toBe(before + pasted.length);
    // every one received (the receipt's lines are checked against the corpus below)
    const log = page.locator('[data-testid="receive-log"] tr.ant-table-row');
    expect(await log.filter({ hasText: 'Refused' }).count()).toBe(0);

    await scan(page, `[)>${RS}06${GS}1PNOBODY-MAKES-THIS${GS}Q5${RS}${EOT}`, 'refused', 'NOBODY-MAKES-THIS');
    const withPackage = LABELS.find((c) => c.reads!.package_id)!;
    await scan(page, withPackage.text, 'refused', `Reel ${withPackage.reads!.package_id} was already received`);
    await page.screenshot({ path: screenshotPath('web-receive-label-en'), fullPage: true });

    const got = await api.ok<Row & { entries: { bundle_id: number | null; fqty: number }[] }>(`${V1}/cs_instock/get`, {
      id: doc.id,
    });
    expect(got.entries.filter((e) => e.bundle_id === null)).toHaveLength(0);
    expect(got.entries).toHaveLength(LABELS.length);
    const reel = await api.ok<Row>(`${V1}/bundle/fnumber`, { fnumber: withPackage.reads!.package_id });
    expect(reel).toMatchObject({
      fqty: withPackage.reads!.qty,
      ...(withPackage.reads!.lot ? { lot_no: withPackage.reads!.lot } : {}),
      ...(withPackage.reads!.date_code ? { date_code: withPackage.reads!.date_code } : {}),
    });
  });

  it('shows a scan and a refusal in Chinese', async () => {
    const c = LABELS.find((l) => l.reads!.msl && l.reads!.package_id)!;
    const doc = await receipt([{ icitem_id: items.get(c.reads!.mpn!)!, fqty: c.reads!.qty! * 2 }]);
    const page = await openScreen('zh-CN', doc.fbillno);
    await page.getByText('供应商料盘收货').first().waitFor();
    const reel = (n: number) => withElement(c.text, '3S', `ZH-REEL-${n}`);
    await scan(page, reel(1), 'ok', String(c.reads!.qty));
    await scan(page, reel(1), 'refused', '料盘 ZH-REEL-1 已收货, 不能重复收货');
    await scan(page, withElement(reel(2), 'Q', '999999'), 'refused', '数量 999999 超过收货单');
    await scan(page, withElement(reel(3), '1P', 'NO-SUCH-PART'), 'refused', '未找到制造商料号 NO-SUCH-PART');
    // the optional overrides: an MSL instead of the label's, the supplier the reels came from
    const level = c.reads!.msl === '5a' ? '4' : '5a';
    await page.getByTestId('receive-overrides').getByText('湿敏等级').waitFor();
    await page.getByTestId('receive-msl').click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: new RegExp(`^${level}$`) })
      .click();
    await page.getByTestId('receive-supplier').click();
    await page.keyboard.type('E2E-SUP-1');
    await page.locator('.ant-select-item-option').filter({ hasText: 'E2E-SUP-1 Reel Supplier' }).click();
    await page.keyboard.press('Escape');
    await page
      .locator('.ant-select-dropdown:visible')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await scan(page, reel(4), 'ok', level);
    expect(await api.ok<Row>(`${V1}/bundle/fnumber`, { fnumber: 'ZH-REEL-4' })).toMatchObject({
      msl: level,
      supplier_id: supplier.id,
    });
    await page.screenshot({ path: screenshotPath('web-receive-label-zh'), fullPage: true });
  });
});
