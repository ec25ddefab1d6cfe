import type { BrowserContext, Page } from 'playwright-core';
import { screenshotPath } from '../support/browser';
import { demoIds, type DemoIds } from '../support/factory-fixture';
import { HANDHELD, scrollbars, signedInContext, TV_1080 } from '../support/kanban-pages';
import { confirmThrough, type WebLocale } from '../support/web-pages';
import { webSuite } from '../support/web-suite';

const V1 = '/api/v1/device_maintenance';
type Row = { id: number } & Record<string, unknown>;
const LOCALES: WebLocale[] = ['en-US', 'zh-CN'];
const short = (l: WebLocale) => (l === 'zh-CN' ? 'zh' : 'en');

// Device maintenance (issue 19): a technician scans a device on a handheld (360x640) and records the due items, a
// supervisor checks the record in the back office, a repair marks the line board's andon; screenshots in both
// languages of every screen of the area.
describe('device maintenance screens', () => {
  let ids: DemoIds;
  let daily: Row;
  const devices: Record<string, Row> = {};
  const items: Record<string, Row> = {};
  const contexts: BrowserContext[] = [];

  const ok = <T = Row>(path: string, body: Record<string, unknown>) => s.api.ok<T>(`${V1}/${path}`, body);
  const keep = <T extends { context: BrowserContext }>(x: T) => {
    contexts.push(x.context);
    return x;
  };
  const backOffice = (locale: WebLocale, path: string): Promise<Page> => s.open(locale, path);
  const s = webSuite('e2e_device_maintenance', {
    setup: async ({ api }) => {
      ids = await demoIds(api);
      daily = await ok('dm_period/create', { fnumber: 'P-DAY', fname: 'Daily check', kind: 'day', every: 1 });
      const weekly = await ok('dm_period/create', {
        fnumber: 'P-WEEK',
        fname: 'Weekly service',
        kind: 'week',
        every: 1,
      });
      items.clean = await ok('dm_item/create', {
        fnumber: 'I-CLEAN',
        fname: 'Clean the fixture',
        content: 'Blow out dust',
        standard: 'No dust',
        dm_period_id: daily.id,
      });
      items.volt = await ok('dm_item/create', {
        fnumber: 'I-VOLT',
        fname: 'Supply voltage',
        lower: 11.5,
        upper: 12.5,
        unit: 'V',
        dm_period_id: daily.id,
      });
      items.belt = await ok('dm_item/create', { fnumber: 'I-BELT', fname: 'Belt tension', dm_period_id: weekly.id });
      for (const l of LOCALES) {
        const fnumber = `AS-TST-${short(l).toUpperCase()}`;
        devices[l] = await s.api.ok<Row>('/api/v1/basicdata/device_asset/create', {
          fnumber,
          fname: l === 'zh-CN' ? '功能测试仪' : 'Function tester',
          product_line_id: ids.lineId,
          status: 'in_use',
        });
        await ok('dm_related_item/multi_create', {
          device_asset_id: devices[l].id,
          dm_item_ids: [items.clean.id, items.volt.id, items.belt.id],
        });
      }
    },
    teardown: async () => {
      for (const c of contexts) await c.close();
    },
  });

  for (const locale of LOCALES)
    it(`a technician scans a device at 360x640 and records the due items; a supervisor checks it (${locale})`, async () => {
      const l = short(locale);
      const device = devices[locale];
      const { page } = keep(await signedInContext(s.browser, s.hub.baseUrl, locale, HANDHELD));
      await page.goto(`${s.hub.baseUrl}/device_display/menu`);
      await page.getByTestId('device-dm_enter').click();
      await page.getByTestId('device-dm-enter').waitFor();
      await page.getByTestId('dm-scan').fill(String(device.fnumber));
      await page.getByTestId('dm-scan').press('Enter');
      const card = page.getByTestId(`dm-period-${daily.id}`);
      await card.waitFor();
      expect(await card.getAttribute('data-state')).toBe('due');
      expect((await scrollbars(page)).x).toBe(false);
      await page.screenshot({ path: screenshotPath(`dm-enter-due-${l}`), fullPage: true });

      await page.getByTestId('dm-item-I-VOLT-value').fill('12.1');
      const save = page.getByTestId(`dm-save-${daily.id}`);
      expect((await save.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await save.click();
      await page.getByTestId('dm-note').waitFor();
      await page.locator(`[data-testid="dm-period-${daily.id}"][data-state="done"]`).waitFor();
      await page.screenshot({ path: screenshotPath(`dm-enter-done-${l}`), fullPage: true });

      const listed = await ok<{ list: Row[] }>('dm_record/list', { filter: `device_asset_id:${device.id}` });
      expect(listed.list).toHaveLength(1);
      const rec = listed.list[0];
      expect(rec).toMatchObject({ result: 'ok', checked: false });

      const office = await backOffice(locale, `/device_maintenance/dm_record/${rec.id}`);
      // the record shown (its actions), then check it: the confirmation's call answered before the stamp is looked for
      await office.getByTestId(`record-actions-${rec.id}`).waitFor();
      const checked = await confirmThrough(office, office.getByTestId('action-check'), '/dm_record/check');
      expect(checked.status()).toBe(200);
      await office.locator('[data-testid="record-stamps"] .mes-stamp--audited').waitFor();
      await office.screenshot({ path: screenshotPath(`dm-record-checked-${l}`), fullPage: true });
      expect(await ok('dm_record/get', { id: rec.id })).toMatchObject({
        checked: true,
        checker_id: expect.any(Number),
      });
    });

  it('a repair marks the line board andon within a generous ceiling, and closing it clears the mark', async () => {
    const device = devices['en-US'];
    const { page } = keep(await signedInContext(s.browser, s.hub.baseUrl, 'zh-CN', TV_1080));
    await page.goto(`${s.hub.baseUrl}/kanban/product_line/worder/${ids.lineId}`);
    await page.getByTestId('kanban-line-board').waitFor();
    await page.getByTestId('panel-hourly').waitFor({ timeout: 15_000 });
    const repair = await ok('dm_repair_record/create', { device_asset_id: device.id, cause: '探针断裂' });
    await page.getByTestId(`andon-down-${device.id}`).waitFor({ timeout: 10_000 });
    expect(await page.getByTestId(`andon-down-${device.id}`).innerText()).toContain('设备停机');
    await page.screenshot({ path: screenshotPath('dm-line-andon-zh') });
    await ok('dm_repair_record/close', { id: repair.id, action: 'replaced the probe' });
    await page.getByTestId(`andon-down-${device.id}`).waitFor({ state: 'detached', timeout: 10_000 });

    // a board opened while a device is down shows it from the start
    const again = await ok('dm_repair_record/create', { device_asset_id: device.id, cause: 'conveyor jam' });
    const tv = keep(await signedInContext(s.browser, s.hub.baseUrl, 'en-US', TV_1080)).page;
    await tv.goto(`${s.hub.baseUrl}/kanban/product_line/worder/${ids.lineId}`);
    await tv.getByTestId(`andon-down-${device.id}`).waitFor({ timeout: 15_000 });
    await tv.screenshot({ path: screenshotPath('dm-line-andon-en') });
    await ok('dm_repair_record/close', { id: again.id });
  });

  for (const locale of LOCALES)
    it(`shows the back-office screens of the area (${locale})`, async () => {
      const l = short(locale);
      const device = devices[locale];
      const page = await backOffice(locale, '/device_maintenance/dm_stat/stat');
      await page.getByTestId(`dm-stat-${device.id}-due`).waitFor({ timeout: 15_000 });
      expect(Number(await page.getByTestId(`dm-stat-${device.id}-done`).innerText())).toBeGreaterThanOrEqual(1);
      await page.screenshot({ path: screenshotPath(`dm-stat-${l}`), fullPage: true });

      await page.goto(`${s.hub.baseUrl}/device_maintenance/dm_related_item/main`);
      await page.getByTestId('dm-related').waitFor();
      await page.getByTestId('dm-related-device').click();
      await page
        .locator('.ant-select-item-option')
        .filter({ hasText: String(device.fnumber) })
        .click();
      await page.getByText('Belt tension').waitFor();
      await page.keyboard.press('Escape');
      await page.screenshot({ path: screenshotPath(`dm-related-${l}`), fullPage: true });

      const weekly = (await ok<{ list: Row[] }>('dm_period/list', { filter: 'fnumber:P-WEEK' })).list[0];
      await page.goto(`${s.hub.baseUrl}/device_maintenance/dm_record/create/fperiod/${weekly.id}/fdevice/${device.id}`);
      await page.getByTestId('dm-record-save').waitFor();
      await page.screenshot({ path: screenshotPath(`dm-record-create-${l}`), fullPage: true });
      await page.getByTestId('dm-record-save').click();
      await page.waitForURL(/\/device_maintenance\/dm_record\/\d+$/);

      for (const [name, path] of [
        ['periods', '/device_maintenance/dm_period/list'],
        ['items', '/device_maintenance/dm_item/list'],
        ['repairs', '/device_maintenance/dm_repair_record/list'],
        ['enter', '/device_maintenance/dm_enter'],
      ] as const) {
        await page.goto(`${s.hub.baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: screenshotPath(`dm-${name}-${l}`), fullPage: true });
      }
    });
});
