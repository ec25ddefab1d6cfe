import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { SpcAlarm, SpcBaseline, SpcChartAnswer } from '@mes/contracts';
import { demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { gtUnit, vccCharacteristic } from '../support/spc-fixture';
import { eventually } from '../support/test-env';
import type { WebLocale } from '../support/web-pages';
import { webSuite } from '../support/web-suite';

const SHOTS = '/tmp/spc-shots';
const LOCALES: WebLocale[] = ['en-US', 'zh-CN'];
const CODE = 'SPC-E2E-VCC';
const words = {
  'en-US': { chart: 'I-MR', rule1: 'rule 1: one point beyond 3σ', held: 'Station held', released: 'Released' },
  'zh-CN': { chart: 'I-MR', rule1: '规则1：1点超出3σ', held: '暂停工站', released: '已解除' },
} as const;

// The SPC screens (docs/spc.md, "Screens"): a characteristic's chart marking the violating point live as the report
// lands, and the open alarm released through the dialog with the user's password (a wrong one refused); both languages.
describe('SPC screens', () => {
  let ids: DemoIds;
  let next = 0;
  const s = webSuite('e2e_spc', {
    setup: async ({ api, hub }) => {
      ids = await demoIds(api);
      await startOrder(api, hub.env.DATABASE_URL, ids.worderId);
      const made = await api.ok<{ id: number }>(
        '/api/v1/spc/spc_characteristic/create',
        vccCharacteristic(ids, { fnumber: CODE, fname: 'GT VCC rail' }),
      );
      const base = [3.3, 3.31, 3.29, 3.3, 3.32, 3.28, 3.3, 3.31, 3.29, 3.3, 3.31, 3.3];
      for (const v of base) expect((await unit(v)).err).toBe(0);
      await eventually('the baseline points', async () => {
        const c = await api.ok<SpcChartAnswer>('/api/v1/spc/spc_characteristic/chart', { id: made.id });
        return c.series.seq.length === base.length;
      });
      await api.ok<SpcBaseline>('/api/v1/spc/spc_characteristic/freeze', { id: made.id });
      mkdirSync(SHOTS, { recursive: true });
    },
  });

  // one unit through download, then the general test with its VCC value
  const unit = (vcc: number) => gtUnit(s.api, ids, ids.sns[next++], vcc);
  const openAlarms = async () =>
    (await s.api.ok<{ list: SpcAlarm[] }>('/api/v1/spc/spc_alarm/list', {})).list.filter(
      (a) => a.characteristic.fnumber === CODE,
    );
  const shot = (page: Page, name: string, locale: WebLocale) =>
    page.screenshot({ path: `${SHOTS}/${name}-${locale === 'zh-CN' ? 'zh' : 'en'}.png`, fullPage: true });

  it.each(LOCALES)('marks the violating point live and releases the alarm with a password (%s)', async (locale) => {
    const w = words[locale];
    const chart = await s.open(locale, `/spc/chart?code=${CODE}`);
    await chart
      .getByTestId('spc-control-chart')
      .locator('.recharts-line-dots circle')
      .first()
      .waitFor({ timeout: 30_000 });
    await chart.getByTestId('spc-summary').getByText(w.chart, { exact: true }).waitFor();
    // an outlier while the chart is open: rule 1 fires at it, the station is held, the chart marks it
    expect((await unit(4.5)).err).toBe(0);
    const alarm = await eventually('the open alarm', async () => (await openAlarms())[0]);
    const seq = alarm.point_seqs.at(-1)!;
    const marked = chart.getByTestId(`spc-violation-${seq}`);
    await marked.waitFor({ timeout: 30_000 });
    expect(await marked.textContent()).toBe('1');
    await chart.getByTestId('spc-baseline').getByText('admin', { exact: false }).waitFor();
    await chart.getByTestId('spc-cpk').waitFor();
    // the tooltip names the rule in the viewer's language
    const box = (await marked.locator('circle').boundingBox())!;
    await chart.mouse.move(box.x - 20, box.y + 40);
    await chart.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
    await chart.getByTestId('spc-tip').getByText(w.rule1).waitFor({ timeout: 10_000 });
    await shot(chart, 'chart', locale);

    const list = await s.open(locale, '/spc/alarms');
    const row = list.locator('.ant-table-row').filter({ hasText: w.rule1 });
    await row.waitFor({ timeout: 30_000 });
    await row.getByText(w.held).waitFor();
    await row.getByText(`${CODE} GT VCC rail`).waitFor();
    await shot(list, 'alarms', locale);
    // a wrong password is refused and the alarm stays open
    await list.getByTestId(`spc-release-${alarm.id}`).click();
    await list.getByTestId('spc-release-cause').fill('probe drift');
    await list.getByTestId('spc-release-action').fill('probe recalibrated');
    await list.getByTestId('spc-release-password').fill('wrong');
    await shot(list, 'release', locale);
    await list.locator('.ant-modal-footer .ant-btn-primary').click();
    await list.getByTestId('api-error').first().waitFor({ timeout: 30_000 });
    expect(await list.getByTestId('api-error').first().textContent()).toMatch(locale === 'zh-CN' ? /密码/ : /password/);
    expect((await openAlarms()).map((a) => a.id)).toEqual([alarm.id]);
    // the right one releases it: it leaves the open list and shows under released with who and why
    await list.getByTestId('spc-release-password').fill('admin');
    await list.locator('.ant-modal-footer .ant-btn-primary').click();
    await row.waitFor({ state: 'detached', timeout: 30_000 });
    expect(await openAlarms()).toEqual([]);
    await list.getByTestId('spc-alarm-state').getByText(w.released).click();
    const released = list.locator('.ant-table-row').filter({ hasText: 'probe recalibrated' }).first();
    await released.waitFor({ timeout: 30_000 });
    expect(await released.textContent()).toContain('admin');
    await shot(list, 'alarms-released', locale);
    // the station reports again
    expect((await unit(3.3)).err).toBe(0);
  });
});
