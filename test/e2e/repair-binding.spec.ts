import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ApiClient } from '../support/api-client';
import { launchChromium, screenshotPath } from '../support/browser';
import { CALL_OF, demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { loginThroughUi, newWebPage, type WebLocale } from '../support/web-pages';

const PM = '/api/v1/product_mgt';
type Rec = { id: number } & Record<string, unknown>;

// The binding and glue stations with a scanner, and the repair loop on the product collection pages: a unit bound at
// the binding station fails at GT, is entered for repair with a defect code, repaired with its battery replaced, goes
// back to GT and passes; the replaced part and the unbinding show on their pages. Both languages, screenshots.
describe('repair and binding screens', () => {
  let hub: Hub;
  let api: ApiClient;
  let ids: DemoIds;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const sn = () => ids.sns[60];

  const open = async (locale: WebLocale, path: string): Promise<Page> => {
    const { context, page } = await newWebPage(browser, locale);
    contexts.push(context);
    await loginThroughUi(page, hub.baseUrl, 'admin', 'admin', path);
    return page;
  };
  const station = async (page: Page, code: string) => {
    await page.getByTestId('work-station-picker').waitFor();
    await page.waitForSelector('.ant-select-item-option');
    await page.keyboard.type(code, { delay: 5 });
    await page.keyboard.press('Enter');
    await page.getByTestId('binding-screen').waitFor();
  };
  const scan = async (page: Page, text: string) => {
    await page.keyboard.type(text, { delay: 5 });
    await page.keyboard.press('Enter');
  };
  const verdict = (page: Page, state: string) =>
    page.locator(`[data-testid="binding-verdict"][data-state="${state}"]`).waitFor({ timeout: 10_000 });
  const pick = async (page: Page, testId: string, text: string) => {
    await page.getByTestId(testId).click();
    await page.keyboard.type(text, { delay: 5 });
    // the option typed for (a dropdown picked just before may still be closing, with its own active option)
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active')
      .filter({ hasText: text })
      .waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
  };

  beforeAll(async () => {
    hub = await startBuiltHub('e2e_repair');
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    ids = await demoIds(api);
    browser = await launchChromium();
    const { product_id } = await api.ok<{ product_id: number }>(`${PM}/worder`, { id: ids.worderId });
    const bat = await api.ok<Rec>('/api/v1/basicdata/icitem/create', { fnumber: 'E2E-BAT', fname: '电池 Battery' });
    await api.ok(`${PM}/material_binding_policy/create`, {
      fnumber: 'BP-E2E-R',
      product_id,
      icitem_id: bat.id,
      qty: 1,
      barcode_pattern: 'BAT-[0-9]{4}',
    });
    await api.ok(`${PM}/glue_plan/create`, {
      fnumber: 'GP-E2E',
      fname: 'UV',
      product_id,
      glue_type: 'UV',
      min_weight: 1.5,
      max_weight: 2.5,
    });
    const code = await api.ok<Rec>('/api/v1/basicdata/error_code/create', {
      fnumber: 'E-NOBOOT',
      fname: '不开机 No boot',
    });
    await api.ok('/api/v1/basicdata/station_gzxx/create', {
      station_id: ids.stations['ASSY-01-GT'],
      error_code_id: code.id,
    });
    await startOrder(api, hub.env.DATABASE_URL, ids.worderId);
  }, 120_000);

  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await hub?.stop();
  });

  it('binds a battery at the binding station and weighs glue at the glue station', async () => {
    const page = await open('zh-CN', '/work/material_binding');
    await station(page, 'ASSY-01-DL');
    await scan(page, sn());
    await verdict(page, 'info');
    await page.getByTestId('binding-needs').getByText('E2E-BAT').waitFor();
    await scan(page, 'WRONG');
    await page.locator('[data-testid="work-verdict"][data-state="refused"]').waitFor({ timeout: 10_000 });
    await scan(page, 'BAT-7001');
    await verdict(page, 'pass');
    await page.screenshot({ path: screenshotPath('work-material-binding-zh'), fullPage: true });

    const glue = await open('en-US', '/work/glue');
    await station(glue, 'ASSY-01-DL');
    await scan(glue, sn());
    await verdict(glue, 'info');
    await scan(glue, '3.1');
    await verdict(glue, 'fail');
    expect(await glue.getByTestId('binding-verdict').innerText()).toContain('1.5 – 2.5 g');
    await glue.screenshot({ path: screenshotPath('work-glue-en'), fullPage: true });
    await scan(glue, sn());
    await scan(glue, '2');
    await verdict(glue, 'pass');
  }, 120_000);

  it('enters a failed unit for repair, repairs it with a new battery and sends it back to GT', async () => {
    const report = (code: 'ASSY-01-DL' | 'ASSY-01-GT', result: number) =>
      api.ok(CALL_OF[code], { sn: sn(), station_id: ids.stations[code], result, operator: 'admin' });
    await report('ASSY-01-DL', 1);
    await report('ASSY-01-GT', 2);

    const bad = await open('zh-CN', '/product_coll/repair_record/bad_enter');
    await bad.getByTestId('repair-sn').fill(sn());
    await bad.getByTestId('repair-sn').press('Enter');
    await pick(bad, 'repair-station', 'ASSY-01-GT');
    await pick(bad, 'repair-codes', 'E-NOBOOT');
    await bad.getByTestId('repair-submit').click();
    await bad.locator('[data-testid="repair-outcome"][data-ok="true"]').waitFor();
    await bad.screenshot({ path: screenshotPath('web-repair-bad-enter-zh'), fullPage: true });
    // held while it waits
    const held = await api.call(CALL_OF['ASSY-01-GT'], { sn: sn(), station_id: ids.stations['ASSY-01-GT'], result: 1 });
    expect(held.err).toBe(1215);

    const fix = await open('en-US', '/product_coll/repair_record/repair_enter');
    await fix.getByTestId('repair-sn').fill(sn());
    await fix.getByTestId('repair-sn').press('Enter');
    await fix.getByTestId('repair-defects').getByText('E-NOBOOT').waitFor();
    await fix.getByTestId('repair-new-BAT-7001').fill('BAT-7002');
    await fix.getByTestId('repair-cause').fill('battery dead');
    await fix.getByTestId('repair-action').fill('battery replaced');
    await fix.waitForFunction(() => !document.querySelector('[data-testid="repair-submit"]')?.hasAttribute('disabled'));
    await fix.screenshot({ path: screenshotPath('web-repair-enter-en'), fullPage: true });
    await fix.getByTestId('repair-submit').click();
    await fix.locator('[data-testid="repair-outcome"][data-ok="true"]').waitFor();
    expect(await fix.getByTestId('repair-outcome').innerText()).toContain('back to ASSY-01-GT');

    const again = await api.call<{ result: number }>(CALL_OF['ASSY-01-GT'], {
      sn: sn(),
      station_id: ids.stations['ASSY-01-GT'],
      result: 1,
      operator: 'admin',
    });
    expect(again).toMatchObject({ err: 0, data: { result: 1 } });
    const track = await api.ok<{ station_logs: { result: number }[] }>('/api/v1/product_coll/product_track', {
      sn: sn(),
    });
    expect(track.station_logs.map((l) => l.result)).toEqual([1, 2, 6, 5, 1]);

    for (const locale of ['zh-CN', 'en-US'] as const) {
      const replaced = await open(locale, '/product_coll/repair_record/repair_replace');
      await replaced.getByTestId('repair-sn').fill(sn());
      await replaced.getByTestId('repair-sn').press('Enter');
      await replaced.getByTestId('repair-replaced').getByText('BAT-7002').waitFor();
      await replaced.screenshot({
        path: screenshotPath(`web-repair-replace-${locale === 'zh-CN' ? 'zh' : 'en'}`),
        fullPage: true,
      });
      // the genealogy shows the repair: its defect, cause and the battery swapped
      const traced = await open(locale, `/product_coll/product_track?sn=${encodeURIComponent(sn())}`);
      await traced.getByTestId('track-repairs').getByText('BAT-7002', { exact: false }).waitFor();
      await traced.screenshot({
        path: screenshotPath(`web-track-repairs-${locale === 'zh-CN' ? 'zh' : 'en'}`),
        fullPage: true,
      });
    }
    const list = await open('en-US', '/product_coll/repair_record/list');
    await list.getByTestId('repair-list').getByText(sn()).waitFor();
    await list.screenshot({ path: screenshotPath('web-repair-list-en'), fullPage: true });
  }, 180_000);

  it('releases a part on the unbind page, leaving a trace', async () => {
    const page = await open('zh-CN', '/product_coll/unbind/material');
    await page.getByTestId('repair-sn').fill(sn());
    await page.getByTestId('repair-sn').press('Enter');
    await page.getByText('BAT-7002').waitFor();
    await page.getByTestId('unbind-reason').fill('外壳更换');
    await page.getByTestId('unbind-submit').click();
    await page.locator('[data-testid="repair-outcome"][data-ok="true"]').waitFor();
    await page.screenshot({ path: screenshotPath('web-unbind-material-zh'), fullPage: true });
    const trace = await api.ok<{ list: Rec[] }>('/api/v1/product_coll/unbind_log/list', {
      filter: `sn:${sn()} kind:unbind`,
    });
    expect(trace.list).toEqual([expect.objectContaining({ barcode: 'BAT-7002', reason: '外壳更换' })]);
  }, 120_000);
});
