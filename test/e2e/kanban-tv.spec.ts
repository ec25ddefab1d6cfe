import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ApiClient } from '../support/api-client';
import { launchChromium, screenshotPath } from '../support/browser';
import { demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { eventually } from '../support/test-env';
import {
  TV_720,
  kpi,
  markPage,
  newKanbanContext,
  report,
  scrollbars,
  stillMarked,
  waitForKpi,
} from '../support/kanban-pages';

// A TV as a factory runs it: it pairs by projection code, follows its binding over the socket, moves with every
// station report, survives a network cut and a reboot, and goes back to pairing when revoked.
describe('kanban TV (pairing and live line board)', () => {
  let hub: Hub;
  let browser: Browser;
  let api: ApiClient;
  let ids: DemoIds;
  let context: BrowserContext;
  let page: Page;
  let screenId = 0;
  let next = 20; // SNs 20.. are this file's

  const sn = () => ids.sns[next++];
  const linePass = async () =>
    (await api.ok<{ list: { id: number; pass: number }[] }>('/api/v1/kanban/product_line/list', {})).list.find(
      (l) => l.id === ids.lineId,
    )?.pass ?? 0;

  beforeAll(async () => {
    hub = await startBuiltHub('e2e_kanban_tv');
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    ids = await demoIds(api);
    await startOrder(api, hub.env.DATABASE_URL, ids.worderId);
    browser = await launchChromium();
    ({ context, page } = await newKanbanContext(browser, 'zh-CN'));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await hub?.stop();
  });

  it('an unbound TV registers and shows its projection code, huge, with a countdown', async () => {
    await page.goto(`${hub.baseUrl}/kanban/`);
    const code = page.getByTestId('pairing-code');
    await code.waitFor();
    expect(await code.getAttribute('data-code')).toMatch(/^\d{6}$/);
    expect(await page.getByTestId('pairing-timer').innerText()).toMatch(/\d\d:\d\d/);
    const fontPx = await code.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(fontPx).toBeGreaterThanOrEqual(120);
    expect(await page.evaluate(() => localStorage.getItem('MES_screen_token'))).toBeTruthy();
    await page.screenshot({ path: screenshotPath('kanban-pairing-zh') });
  });

  // How fast the board follows is the bench's to measure; here it follows, live, without a reload.
  it('switches to the line board on the binding, without a reload', async () => {
    await markPage(page);
    const code = await page.getByTestId('pairing-code').getAttribute('data-code');
    const bound = await api.ok<{ screen_id: number; binding: unknown }>('/api/v1/kanban/enter_projection_code', {
      projection_code: code,
      product_line_id: ids.lineId,
    });
    screenId = bound.screen_id;
    await page.getByTestId('kanban-line-board').waitFor({ timeout: 15_000 });
    expect(page.url()).toBe(`${hub.baseUrl}/kanban/product_line/worder/${ids.lineId}`);
    await page.getByTestId('kpi-pass').waitFor();
    expect(await stillMarked(page)).toBe(true);
  });

  it('moves its numbers with each station report, without a reload', async () => {
    const pass = await kpi(page, 'pass');
    const wip = await kpi(page, 'wip');
    await report(api, ids, 'ASSY-01-DL', sn());
    await waitForKpi(page, 'pass', pass + 1, 15_000);
    expect(await kpi(page, 'wip')).toBe(wip + 1);
    const fail = await kpi(page, 'fail');
    await report(api, ids, 'ASSY-01-DL', sn(), 2);
    await waitForKpi(page, 'fail', fail + 1, 15_000);
    expect(await stillMarked(page)).toBe(true);
    await page.screenshot({ path: screenshotPath('kanban-line-board-live-zh') });
  });

  it('shows the offline marker when the network is cut, keeps its numbers and catches up when it is back', async () => {
    const pass = await kpi(page, 'pass');
    await context.setOffline(true);
    await page.getByTestId('kanban-offline').waitFor({ timeout: 5000 });
    expect(await kpi(page, 'pass')).toBe(pass);
    await page.screenshot({ path: screenshotPath('kanban-line-board-offline-zh') });
    const serverPass = await linePass();
    await report(api, ids, 'ASSY-01-DL', sn());
    await report(api, ids, 'ASSY-01-DL', sn());
    // The server has both reports in its numbers; the cut-off page still shows the old ones.
    await eventually('the reports in the line numbers', async () => (await linePass()) === serverPass + 2);
    expect(await kpi(page, 'pass')).toBe(pass);
    await context.setOffline(false);
    await waitForKpi(page, 'pass', pass + 2, 15_000);
    await page.getByTestId('kanban-offline').waitFor({ state: 'detached', timeout: 15_000 });
    expect(await stillMarked(page)).toBe(true);
  });

  it('has no scrollbar at 1280x720', async () => {
    await page.setViewportSize(TV_720);
    // the resize has reached the page and a frame has been laid out at the new size
    await page.waitForFunction(([w, h]) => window.innerWidth === w && window.innerHeight === h, [
      TV_720.width,
      TV_720.height,
    ] as const);
    // the board lays itself out again for the new size (its grid measures its width after the resize): wait for that,
    // with a ceiling, then show what is still clipped if it never settles
    await eventually(
      'the board laid out at 1280x720',
      async () => {
        const s = await scrollbars(page);
        return !s.x && !s.y && s.clipped.length === 0;
      },
      15_000,
    ).catch(() => undefined);
    expect(await scrollbars(page)).toEqual({ x: false, y: false, clipped: [] });
    await page.screenshot({ path: screenshotPath('kanban-line-board-1280x720-zh') });
  });

  it('keeps its binding over a reboot (token in localStorage, hello on start)', async () => {
    await page.reload();
    await page.getByTestId('kanban-line-board').waitFor();
    await page.getByTestId('kpi-pass').waitFor();
    expect(page.url()).toBe(`${hub.baseUrl}/kanban/product_line/worder/${ids.lineId}`);
  });

  it('goes back to pairing when kanban management revokes it', async () => {
    await api.ok('/api/v1/kanban_mgt/screen/revoke', { screen_id: screenId });
    await page.getByTestId('pairing-code').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('pairing-code').getAttribute('data-code')).toMatch(/^\d{6}$/);
    expect(new URL(page.url()).pathname).toBe('/kanban/home');
  });
});
