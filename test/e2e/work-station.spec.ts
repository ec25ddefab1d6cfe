import { createHash } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ApiClient } from '../support/api-client';
import { launchChromium, screenshotPath } from '../support/browser';
import { demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { loginThroughUi, newWebPage } from '../support/web-pages';
import { watchJoins } from '../support/socket-joins';
import { openStation, scan, scanFor, verdictIn, waitForText } from '../support/work-pages';

type LogList = { list: { id: number; sn: string; station_id: number; result: number }[]; total: number };

// The operator station screens (issue 8) as a station PC uses them: keyboard only, a scanner typing fast with Enter.
describe('operator station screens in chromium', () => {
  let hub: Hub;
  let browser: Browser;
  let api: ApiClient;
  let ids: DemoIds;
  let context: BrowserContext;
  let page: Page;

  const logsOf = (sn: string) =>
    api.ok<LogList>('/api/v1/product_coll/station_log/list', { filter: `sn:"${sn}" ps:100` });

  beforeAll(async () => {
    hub = await startBuiltHub('e2e_work_station');
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    ids = await demoIds(api);
    await startOrder(api, hub.env.DATABASE_URL, ids.worderId);
    await api.ok('/api/v1/product_mgt/station_sop/create', {
      fnumber: 'SOP-DL-01',
      fname: '程序下载作业指导',
      station_id: ids.stations['ASSY-01-DL'],
      sop_type: 'text',
      version: 'A1',
      content:
        '1. 将主板放入下载治具，确认指示灯亮\n2. 扫描主板序列号，等待下载完成\n3. 绿色 PASS：放入良品区；红色：放入不良区并通知班长',
    });
    browser = await launchChromium();
    ({ context, page } = await newWebPage(browser, 'en-US'));
    await loginThroughUi(page, hub.baseUrl, 'admin', 'admin', '/work/download');
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await hub?.stop();
  });

  it('chooses the station once, then SNs scanned at the first station pass and the counts move', async () => {
    await openStation(page, hub.baseUrl, 'download', 'ASSY-01-DL');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('MES_work_station') ?? 'null')?.fnumber)).toBe(
      'ASSY-01-DL',
    );
    await page.getByTestId('work-sop-text').waitFor();
    await waitForText(page.getByTestId('work-count-pass'), '0');
    for (const sn of ids.sns.slice(0, 3)) {
      expect((await scanFor(page, sn)).state).toBe('pass');
      // the box is cleared and keeps the focus for the next scan
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('work-sn');
    }
    await waitForText(page.getByTestId('work-count-pass'), '3');
    await waitForText(page.getByTestId('work-order-started'), '3');
    await waitForText(page.getByTestId('work-here-pass'), '3');
    expect(await page.getByTestId('work-order').innerText()).toBe('WO-DEMO-0001');
    // the SN extraction rule: `SN=<sn>;...` reports <sn>
    const extracted = await scanFor(page, `SN=${ids.sns[3]};V1.2;2025`);
    expect(extracted.state).toBe('pass');
    expect(extracted.text).toContain(ids.sns[3]);
    await waitForText(page.getByTestId('work-count-pass'), '4');
    await page.screenshot({ path: screenshotPath('work-station-pass-en'), fullPage: true });
    // remembered per PC: a reload goes straight to the station
    await page.reload();
    await page.locator('[data-testid="work-screen"][data-station="ASSY-01-DL"]').waitFor();
    await waitForText(page.getByTestId('work-count-pass'), '4');
  });

  it('answers 1215 for an SN scanned at a later station than its next one', async () => {
    await openStation(page, hub.baseUrl, 'general_test', 'ASSY-01-GT');
    const v = await scanFor(page, ids.sns[10]);
    expect(v).toMatchObject({ state: 'refused', err: '1215' });
    expect(v.text).toContain('1215: ');
    await page.screenshot({ path: screenshotPath('work-station-1215-en'), fullPage: true });
    expect((await logsOf(ids.sns[10])).total).toBe(0);
  });

  // a refusal of the input itself (err 400) comes with its reason in the screen's language (issue 32, docs/api.md)
  it('says why a scan is refused in English and in Chinese', async () => {
    await openStation(page, hub.baseUrl, 'download', 'ASSY-01-DL');
    const tooLong = `SN${'9'.repeat(70)}`;
    const en = await scanFor(page, tooLong);
    expect(en).toMatchObject({ state: 'refused', err: '400' });
    expect(en.text).toContain('sn: longer than 64 characters');
    await page.screenshot({ path: screenshotPath('work-station-400-en'), fullPage: true });
    const zh = await newWebPage(browser, 'zh-CN');
    await loginThroughUi(zh.page, hub.baseUrl, 'admin', 'admin', '/work/download');
    await openStation(zh.page, hub.baseUrl, 'download', 'ASSY-01-DL');
    const shown = await scanFor(zh.page, tooLong);
    expect(shown).toMatchObject({ state: 'refused', err: '400' });
    expect(shown.text).toContain('sn: 超过 64 个字符');
    expect(shown.text).not.toMatch(/longer than/);
    await zh.page.screenshot({ path: screenshotPath('work-station-400-zh'), fullPage: true });
    await zh.context.close();
    expect((await logsOf(tooLong)).total).toBe(0);
  });

  it('answers 1216 for the same SN scanned twice at a station it passed', async () => {
    await openStation(page, hub.baseUrl, 'download', 'ASSY-01-DL');
    expect(await scanFor(page, ids.sns[0])).toMatchObject({ state: 'refused', err: '1216' });
    expect((await logsOf(ids.sns[0])).total).toBe(1);
  });

  // How soon the notices come is the bench's to measure; here they come, live, without a reload.
  it('shows a notice when the order is paused, and when the work instruction changes', async () => {
    const joins = watchJoins(page);
    await page.reload();
    await joins.joined([
      `worder:${ids.worderId}`,
      'resource:worder',
      'resource:station_sop',
      `station:${ids.stations['ASSY-01-DL']}`,
    ]);
    await page.locator('[data-testid="work-order-status"][data-status="2"]').waitFor();
    await api.ok('/api/v1/product_mgt/worder/stop_order', { id: ids.worderId });
    await page.locator('[data-testid="work-notice"][data-key="notice.orderStopped"]').waitFor({ timeout: 15_000 });
    await page.locator('[data-testid="work-order-status"][data-status="3"]').waitFor();
    expect(await scanFor(page, ids.sns[5])).toMatchObject({ state: 'refused', err: '1211' });
    await page.screenshot({ path: screenshotPath('work-station-paused-en'), fullPage: true });
    await api.ok('/api/v1/product_mgt/worder/start_order', { id: ids.worderId });
    await page.locator('[data-testid="work-notice"][data-key="notice.orderWorking"]').waitFor({ timeout: 15_000 });
    const sop = await api.ok<{ list: { id: number }[] }>('/api/v1/product_mgt/station_sop/list', {
      filter: 'fnumber:SOP-DL-01',
    });
    await api.ok('/api/v1/product_mgt/station_sop/update', {
      id: sop.list[0].id,
      version: 'A2',
      content: '1. 新版：先检查治具再扫描',
    });
    await page.locator('[data-testid="work-notice"][data-key="notice.sopChanged"]').waitFor({ timeout: 15_000 });
    await waitForText(page.getByTestId('work-sop-text'), '1. 新版：先检查治具再扫描');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Escape');
    expect(await page.getByTestId('work-notice').count()).toBe(0);
  });

  it('shows a supervisor message', async () => {
    const text = 'Line stop at 10:00 for a material change';
    await api.ok('/api/v1/work/station/message', { station_id: ids.stations['ASSY-01-DL'], text });
    const notice = page.locator('[data-testid="work-notice"][data-key="notice.stationMessage"]');
    await notice.filter({ hasText: `Message from the supervisor: ${text}` }).waitFor({ timeout: 15_000 });
    await page.screenshot({ path: screenshotPath('work-station-message-en'), fullPage: true });
    await page.keyboard.press('Escape');
    expect(await notice.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('work-sn');
  });

  it('queues scans while the network is cut and sends each exactly once when it is back', async () => {
    const offline = ids.sns.slice(20, 25);
    await context.setOffline(true);
    for (const sn of offline) {
      expect((await scanFor(page, sn)).state).toBe('queued');
    }
    // one more: an SN this station already passed, refused only once it reaches the server
    expect((await scanFor(page, ids.sns[1])).state).toBe('queued');
    await page.locator('[data-testid="work-queue"][data-count="6"]').waitFor();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('MES_work_queue'))) ?? '[]') as {
      key: string;
      body: { sn: string; idempotency_key: string };
    }[];
    expect(stored.map((s) => s.body.sn)).toEqual([...offline, ids.sns[1]]);
    expect(stored.every((s) => /^[0-9a-f-]{36}$/.test(s.key) && s.key === s.body.idempotency_key)).toBe(true);
    await page.screenshot({ path: screenshotPath('work-station-offline-en'), fullPage: true });
    await context.setOffline(false);
    await page.locator('[data-testid="work-queue"][data-count="0"]').waitFor({ timeout: 15_000 });
    for (const sn of offline) {
      await page
        .locator(`[data-testid="work-result-row"][data-sn="${sn}"][data-state="pass"][data-late="true"]`)
        .waitFor();
      const logs = await logsOf(sn);
      expect(logs.total).toBe(1);
      expect(logs.list[0]).toMatchObject({ station_id: ids.stations['ASSY-01-DL'], result: 1 });
    }
    await page
      .locator(`[data-testid="work-result-row"][data-sn="${ids.sns[1]}"] [data-testid="work-late-refused"]`)
      .waitFor();
    await page.locator('[data-testid="work-notice"][data-key="notice.lateRefused"]').waitFor();
    // the last scan was still on screen as "saved offline": its late answer replaces it
    expect(await verdictIn(page, ids.sns[1], 'refused')).toMatchObject({ err: '1216' });
    await waitForText(page.getByTestId('work-count-pass'), '9');
    await waitForText(page.getByTestId('work-live-state'), 'Live', 10_000);
    await waitForText(page.getByTestId('work-here-pass'), '9');
    await page.screenshot({ path: screenshotPath('work-station-back-online-en'), fullPage: true });
  });

  it('sends test items pasted with F7; a failing item fails the report, and the SN may be retested', async () => {
    const sn = ids.sns[40];
    await page.keyboard.press('F7');
    await page
      .locator('.ant-modal textarea')
      .fill('name\tvalue\tlower\tupper\tunit\nVCC\t3.31\t3.2\t3.4\tV\nI_standby\t180\t\t150\tmA');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.locator('.ant-modal-wrap').waitFor({ state: 'hidden' });
    await waitForText(page.getByTestId('work-items-count'), '2 items · FAIL 1');
    await page.keyboard.press('F6');
    await page.locator('.work-items .mes-editable-table').waitFor();
    await page.screenshot({ path: screenshotPath('work-station-items-en'), fullPage: true });
    await page.keyboard.press('F6');
    expect((await scanFor(page, sn)).state).toBe('fail');
    const first = (await logsOf(sn)).list[0];
    const details = await api.ok<{ result: number; test_items: { name: string; value: string; result: number }[] }>(
      '/api/v1/product_coll/station_log/details',
      { id: first.id },
    );
    expect(details.result).toBe(2);
    expect(details.test_items.map((i) => [i.name, i.value, i.result])).toEqual([
      ['VCC', '3.31', 1],
      ['I_standby', '180', 2],
    ]);
    await waitForText(page.getByTestId('work-count-fail'), '1');
    // the values are cleared for the next unit; a retest after a fail passes
    await waitForText(page.getByTestId('work-items-count'), '0 items');
    expect((await scanFor(page, sn)).state).toBe('pass');
    expect((await logsOf(sn)).total).toBe(2);
  });

  it('switches the operator by badge and PIN (F2)', async () => {
    const users = await api.ok<{ list: { id: number; name: string }[] }>('/api/v1/basicdata/user/list', {
      filter: 'name:"admin"',
    });
    const pinSecret = createHash('sha256').update('MES-PIN|B-ADMIN-01|2580', 'utf8').digest('hex');
    await api.ok('/api/v1/basicdata/user/set_badge', {
      user_id: users.list[0].id,
      badge_no: 'B-ADMIN-01',
      pin_secret: pinSecret,
    });
    await page.keyboard.press('F2');
    // the reader scans once the badge field has the focus (a reader types where the focus is)
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'work-badge');
    await scan(page, 'B-ADMIN-01');
    await page.keyboard.type('2580');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="work-notice"][data-key="notice.switched"]').waitFor();
    await page.keyboard.press('Escape');
    // the new session reports too
    expect((await scanFor(page, ids.sns[30])).state).toBe('pass');
  });

  it('shows the screen in Chinese', async () => {
    const zh = await newWebPage(browser, 'zh-CN');
    await loginThroughUi(zh.page, hub.baseUrl, 'admin', 'admin', '/work/download');
    await openStation(zh.page, hub.baseUrl, 'download', 'ASSY-01-DL');
    expect((await scanFor(zh.page, ids.sns[31])).state).toBe('pass');
    expect(await zh.page.getByTestId('work-screen').innerText()).toContain('本工站今日');
    await zh.page.screenshot({ path: screenshotPath('work-station-pass-zh'), fullPage: true });
    expect(await scanFor(zh.page, ids.sns[31])).toMatchObject({ state: 'refused', err: '1216' });
    await zh.page.screenshot({ path: screenshotPath('work-station-1216-zh'), fullPage: true });
    await zh.context.close();
  });
});
