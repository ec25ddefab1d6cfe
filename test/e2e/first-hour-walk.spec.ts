import type { Browser, Page } from 'playwright-core';
import { ApiClient, secretOf } from '../support/api-client';
import { screenshotPath } from '../support/browser';
import type { DemoIds } from '../support/factory-fixture';
import { firstHourSuite, shotName } from '../support/first-hour-walk';
import type { Hub } from '../support/hub-processes';
import { HANDHELD, TV_720, signedInContext } from '../support/kanban-pages';
import { WALK_INIT_SCRIPT, settle } from '../support/route-walk';
import { loginThroughUi, newWebPage } from '../support/web-pages';

// The acceptance walk of issue 21 (docs/first-hour.md), its boards and roles part: every kanban board and device
// screen in both languages, and each role on its home. The back office's routes are walked by the
// first-hour-walk-<part> specs (test/support/first-hour-walk.ts).

const ROLES = ['supervisor', 'operator', 'warehouse_clerk', 'planner', 'maintenance'] as const;
// a card each home shows (docs/first-hour.md)
const HOME_CARD: Record<(typeof ROLES)[number], string> = {
  supervisor: 'home-alerts',
  operator: 'home-station-screens',
  warehouse_clerk: 'home-receive',
  planner: 'home-orders-working',
  maintenance: 'home-due',
};

describe('the first hour: every board and device screen, and each role at home', () => {
  const s = firstHourSuite('boards');
  let hub: Hub;
  let browser: Browser;
  let api: ApiClient;
  let ids: DemoIds;

  beforeAll(() => {
    ({ hub, browser, api, ids } = s);
  });

  it('shows every kanban board at 1280x720 and every device screen at 360x640, in both languages', async () => {
    const boards = [
      '/kanban/home',
      `/kanban/product_line/worder/${ids.lineId}`,
      `/kanban/worder/${ids.worderId}`,
      '/kanban/worder/list',
      '/kanban/smt_order/list',
      '/kanban/order_wip/list',
      '/kanban/package/list',
      '/kanban/product_line/worder_type',
      '/kanban/product_line/worder',
      `/kanban/product_line/worder_list/${ids.lineId}`,
      `/kanban/product_line/smt_order_list/${ids.smtLineId}`,
      `/kanban/product_line/smt_order/${ids.smtLineId}`,
      `/kanban/station_sop/${ids.stations['ASSY-01-GT']}`,
    ];
    const device = [
      '/device_display/menu',
      '/device_display/worder_list',
      '/device_display/smt_order_list',
      '/device_display/product_line/worder_type',
      '/device_display/product_line/worder',
      '/device_display/stock_material_rec/create',
    ];
    for (const locale of ['en-US', 'zh-CN'] as const) {
      for (const [viewport, paths] of [
        [TV_720, boards],
        [HANDHELD, device],
      ] as const) {
        const { context, page } = await signedInContext(browser, hub.baseUrl, locale, viewport);
        const crashes: string[] = [];
        page.on('pageerror', (e) => crashes.push(e.message));
        for (const path of paths) {
          await page.goto(`${hub.baseUrl}${path}`);
          await page.waitForLoadState('networkidle').catch(() => undefined);
          // a board shows data: no "nothing yet", "no such record" or load failure panel once loaded
          await page
            .getByTestId('loading-state')
            .waitFor({ state: 'detached', timeout: 15_000 })
            .catch(() => undefined);
          const shown = {
            path,
            text: (await page.locator('body').innerText()).trim().length > 0,
            emptyOrFailed: await page.locator('.panel--notice, .panel--error').count(),
          };
          expect(shown).toEqual({ path, text: true, emptyOrFailed: 0 });
          await page.screenshot({ path: screenshotPath(shotName(`walk-${locale}-`, path)) });
        }
        expect(crashes).toEqual([]);
        if (viewport === TV_720 && locale === 'en-US') {
          await page.goto(`${hub.baseUrl}/kanban/home`);
          await page.waitForLoadState('networkidle').catch(() => undefined);
          expect(await page.title()).not.toMatch(/[\u4e00-\u9fff]/);
        }
        await context.close();
      }
    }
  }, 600_000);

  it('lands each role on its own home, with a tour once per user', async () => {
    const permissions: { list: { id: number; fname: string }[] } = { list: [] };
    for (let pn = 1; ; pn++) {
      const page = await api.ok<{ list: { id: number; fname: string }[] }>('/api/v1/basicdata/permission/list', {
        filter: `ps:1000 pn:${pn}`,
      });
      permissions.list.push(...page.list);
      if (page.list.length < 1000) break;
    }
    const roleList = await api.ok<{ list: { id: number; fname: string }[] }>('/api/v1/basicdata/role/list', {
      filter: 'ps:100',
    });
    const wanted = [
      'product_mgt.worder.',
      'product_mgt.production_scheduling.',
      'kanban.worder_stat.',
      'kanban_mgt.screen.',
      'basicdata.product_line.list',
      'stock_mgt.',
      'device_maintenance.',
      'stat.',
      'work.',
    ];
    for (const role of ROLES) {
      const roleId =
        roleList.list.find((r) => r.fname === role)?.id ??
        (await api.ok<{ id: number }>('/api/v1/basicdata/role/create', { fname: role })).id;
      await api.ok('/api/v1/basicdata/permission/role/set', {
        role_id: roleId,
        permission_ids: permissions.list.filter((p) => wanted.some((w) => p.fname.startsWith(w))).map((p) => p.id),
      });
      const name = `fh_${role}`;
      const user = await api.ok<{ id: number }>('/api/v1/basicdata/user/create', {
        name,
        display_name: role,
        secret: secretOf(name, name),
      });
      await api.ok('/api/v1/basicdata/user/roles/set', { user_id: user.id, role_ids: [roleId] });
      const own = new ApiClient(hub.baseUrl);
      await own.login(name, name);
      for (const locale of ['zh-CN', 'en-US'] as const) {
        // each language in a browser of its own: the tour (remembered per account, so shown again for the second
        // language only because the user asks for it) shows on the login, in that language
        if (locale === 'en-US') await own.ok('/api/v1/user/preferences/set', { values: { tour_seen: false } });
        const { context, page } = await newWebPage(browser, locale);
        await context.addInitScript(WALK_INIT_SCRIPT);
        await loginThroughUi(page, hub.baseUrl, name, name);
        await page.waitForURL(/\/home$/);
        await page.getByTestId(`home-${role}`).waitFor();
        await page.getByTestId(HOME_CARD[role]).waitFor();
        if (role === 'maintenance') await expectDueToday(page, own);
        const tour = page.getByTestId('first-tour');
        await tour.waitFor();
        const text = await page.getByTestId('first-tour-text').innerText();
        expect({ role, locale, chinese: /[\u4e00-\u9fff]/.test(text) }).toEqual({
          role,
          locale,
          chinese: locale === 'zh-CN',
        });
        await settle(page);
        await page.screenshot({ path: screenshotPath(`walk-home-${role}-${locale}`), fullPage: true });
        await page.getByTestId('first-tour-skip').click();
        await tour.waitFor({ state: 'detached' });
        await page.reload();
        await page.getByTestId(`home-${role}`).waitFor();
        await settle(page);
        expect(await tour.count()).toBe(0); // remembered for this user
        await context.close();
        if (locale === 'zh-CN') {
          // and in another browser of the same account: not again
          const other = await newWebPage(browser, 'en-US');
          await other.context.addInitScript(WALK_INIT_SCRIPT); // what settle watches
          await loginThroughUi(other.page, hub.baseUrl, name, name);
          await other.page.getByTestId(`home-${role}`).waitFor();
          await settle(other.page);
          expect(await other.page.getByTestId('first-tour').count()).toBe(0);
          await other.context.close();
        }
      }
    }
  }, 600_000);
});

// The maintenance home counts the devices due today and not done as dm_stat/day answers for today (issue 33, defect
// 1: it asked from today to today, was refused, and said 0 whatever was due).
async function expectDueToday(page: Page, own: ApiClient): Promise<void> {
  const start = new Date();
  start.setHours(0, 0, 0, 0);
  const end = new Date(start);
  end.setDate(end.getDate() + 1);
  const day = await own.ok<{ list: { due: number; done: number }[] }>('/api/v1/device_maintenance/dm_stat/day', {
    from: start.toISOString(),
    to: end.toISOString(),
  });
  await settle(page); // the card shows its count once its read is answered
  expect({
    shown: (await page.getByTestId('home-due-count').innerText()).trim(),
    failed: await page.getByTestId('home-due-failed').count(),
  }).toEqual({ shown: String(day.list.filter((r) => r.due > r.done).length), failed: 0 });
}
