import pg from 'pg';
import type { Page } from 'playwright-core';
import type { SpcAlarm } from '@mes/contracts';
import { demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { markPage, newKanbanContext, stillMarked, TV_1080 } from '../support/kanban-pages';
import { createGtVcc, gtUnit, GT_VCC_BASELINE, releaseAlarm } from '../support/spc-fixture';
import { eventually } from '../support/test-env';
import type { WebLocale } from '../support/web-pages';
import { webSuite } from '../support/web-suite';
import { openStation } from '../support/work-pages';

const SHOTS = '/tmp/spc-shots';
const LIVE = { timeout: 15_000 };

// SPC alarms on the shop-floor screens (docs/spc.md, "On the boards"): a characteristic on the general test's VCC
// (I-MR, reaction hold) with frozen limits, as in test/integration/spc-hold.spec.ts; an outlier raises an alarm
// through the API and, without a reload, a bound kanban TV shows it in its SPC panel and its andon, the general test's
// station screen shows the hold notice, the supervisor dashboard's SPC panel lists it; the release takes it off all
// three. Screenshots in both languages in /tmp/spc-shots/boards-*.png.
describe('SPC alarms on the boards', () => {
  let ids: DemoIds;
  let db: pg.Client;
  let characteristic = 0;
  let next = 0;

  const s = webSuite('e2e_spc_boards', {
    setup: async ({ api, hub }) => {
      ids = await demoIds(api);
      await startOrder(api, hub.env.DATABASE_URL, ids.worderId);
      db = new pg.Client({ connectionString: hub.env.DATABASE_URL });
      await db.connect();
      characteristic = await createGtVcc(api, ids, { rules: '1' });
      const base = GT_VCC_BASELINE;
      for (const v of base) expect((await unit(v)).err).toBe(0);
      await eventually('ten points', async () => {
        const { rows } = await db.query('SELECT count(*) FROM spc_point WHERE characteristic_id = $1 AND complete', [
          characteristic,
        ]);
        return Number(rows[0].count) === base.length;
      });
      await api.ok('/api/v1/spc/spc_characteristic/freeze', { id: characteristic });
    },
    teardown: async () => {
      await db?.end();
    },
  });

  const unit = (vcc: number) => gtUnit(s.api, ids, ids.sns[next++], vcc);

  // a value far beyond 3 sigma: rule 1 fires at it and holds the station
  const raise = async (): Promise<SpcAlarm> => {
    expect((await unit(4.5)).err).toBe(0);
    return eventually('the alarm', async () => {
      const { list } = await s.api.ok<{ list: SpcAlarm[] }>('/api/v1/spc/spc_alarm/list', {});
      return list.find((a) => a.characteristic.id === characteristic);
    });
  };

  const release = async (alarm: SpcAlarm) => expect((await releaseAlarm(s.api, alarm.id)).err).toBe(0);

  // an unbound TV pairs and is bound to the demo line: it runs on its screen token, as in the factory
  const boundTv = async (locale: WebLocale): Promise<Page> => {
    const { page } = await newKanbanContext(s.browser, locale, TV_1080);
    await page.goto(`${s.hub.baseUrl}/kanban/`);
    const code = await page.getByTestId('pairing-code').getAttribute('data-code');
    await s.api.ok('/api/v1/kanban/enter_projection_code', { projection_code: code, product_line_id: ids.lineId });
    await page.getByTestId('kanban-line-board').waitFor(LIVE);
    expect(await page.evaluate(() => localStorage.getItem('MES_screen_token'))).toBeTruthy();
    await page.getByTestId(`spc-row-${characteristic}`).waitFor(LIVE);
    return page;
  };

  // an alarm a failed test left open would hold the station for the next one
  afterEach(async () => {
    const { list } = await s.api.ok<{ list: SpcAlarm[] }>('/api/v1/spc/spc_alarm/list', {});
    for (const a of list) await release(a);
  });

  const words = {
    'zh-CN': { rule: '规则1：1点超出3σ', hold: '暂停', andon: 'SPC 工站暂停', notice: '工站暂停', widget: '工站暂停' },
    'en-US': {
      rule: 'rule 1: one point beyond 3σ',
      hold: 'HOLD',
      andon: 'SPC hold',
      notice: 'station on hold',
      widget: 'Station on hold',
    },
  } as const;

  for (const locale of ['zh-CN', 'en-US'] as const)
    it(`an alarm raised shows live on the TV, the station screen and the dashboard, and goes on release (${locale})`, async () => {
      const l = locale === 'zh-CN' ? 'zh' : 'en';
      const w = words[locale];
      const tv = await boundTv(locale);
      const station = await s.open(locale, '/work/general_test');
      await openStation(station, s.hub.baseUrl, 'general_test', 'ASSY-01-GT');
      // the dashboard as the supervisor sees it (the role reads the spc area)
      const dashboard = await s.open(locale, '/stat/dashboard', { name: 'supervisor', password: 'supervisor' });
      await dashboard.getByTestId('dashboard-spc').waitFor(LIVE);
      await dashboard.waitForLoadState('networkidle');
      for (const p of [tv, station, dashboard]) await markPage(p);

      const alarm = await raise();
      expect(alarm).toMatchObject({ rule: 1, hold: true, product_line_id: ids.lineId });

      // the TV: the panel's alarm (station, characteristic, rule, HOLD) and the andon's hold
      const shown = tv.getByTestId(`spc-alarm-${alarm.id}`);
      await shown.waitFor(LIVE);
      const text = await shown.innerText();
      for (const part of [w.hold, 'GT VCC', w.rule]) expect(text).toContain(part);
      const andon = tv.getByTestId(`andon-spc-${alarm.id}`);
      await andon.waitFor(LIVE);
      expect(await andon.innerText()).toContain(w.andon);
      const spark = tv.getByTestId(`spc-row-${characteristic}`);
      expect(await spark.getAttribute('class')).toContain('spc-row--alarm');
      // the violating point, marked on the sparkline (a round-capped dot of no length: attached, not "visible")
      await spark
        .locator('.spark__bad')
        .first()
        .waitFor({ state: 'attached', ...LIVE });
      await tv.screenshot({ path: `${SHOTS}/boards-kanban-${l}.png` });

      // the station screen: a notice with the rule, the characteristic and the hold
      const notice = station.locator('[data-testid="work-notice"][data-key="notice.spc"]');
      await notice.waitFor(LIVE);
      const said = await notice.innerText();
      for (const part of [w.notice, 'GT VCC', w.rule]) expect(said).toContain(part);
      await station.screenshot({ path: `${SHOTS}/boards-station-${l}.png`, fullPage: true });

      // the dashboard's panel
      const row = dashboard.getByTestId(`dashboard-spc-${alarm.id}`);
      await row.waitFor(LIVE);
      const listed = await row.innerText();
      for (const part of ['SPC-GT-VCC', w.rule, w.widget]) expect(listed).toContain(part);
      await dashboard.getByTestId('panel-spc').scrollIntoViewIfNeeded();
      await dashboard.screenshot({ path: `${SHOTS}/boards-dashboard-${l}.png`, fullPage: true });

      await release(alarm);
      await shown.waitFor({ state: 'detached', ...LIVE });
      await andon.waitFor({ state: 'detached', ...LIVE });
      await notice.waitFor({ state: 'detached', ...LIVE });
      await row.waitFor({ state: 'detached', ...LIVE });
      for (const p of [tv, station, dashboard]) expect(await stillMarked(p)).toBe(true);
      await tv.screenshot({ path: `${SHOTS}/boards-kanban-released-${l}.png` });
    });
});
