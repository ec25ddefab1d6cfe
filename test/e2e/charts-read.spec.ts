import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { ApiClient } from '../support/api-client';
import { launchChromium, screenshotPath } from '../support/browser';
import { LONG_STATION_NAMES, axisNames, axisUnits, brokenWords, renameStations } from '../support/cut-text';
import { CALL_OF, demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { layoutSettled, walk } from '../support/kanban-pages';
import { DESKTOP, loginThroughUi, newWebPage, type WebLocale } from '../support/web-pages';

// Issue 33, defect 7: charts that mislead. Stations and orders are categories: bars, each named, never a line across
// them; every value axis names its unit; the plan is the orders' plan over the day against the output; no tooltip
// opens by itself; pass and fail say which is which; the statistics use the screen's width and their headers read
// on one line. Walked as the issue met them: the supervisor dashboard and the statistics screens, both languages.

const LAPTOP = { width: 1366, height: 768 };
const SMALL = { width: 1280, height: 720 };
const LOCALES = ['en-US', 'zh-CN'] as const;
const PLANNED = 200;

describe('charts that read right', () => {
  let hub: Hub;
  let browser: Browser;
  let api: ApiClient;
  let ids: DemoIds;

  beforeAll(async () => {
    hub = await startBuiltHub('e2e_charts_read');
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    ids = await demoIds(api);
    await startOrder(api, hub.env.DATABASE_URL, ids.worderId);
    await renameStations(api, ids);
    await walk(api, ids, ids.sns.slice(0, 4));
    // one unit fails at the functional test first, then passes: a first-pass yield under 100 %
    const sn = ids.sns[4];
    await api.ok(CALL_OF['ASSY-01-DL'], { sn, station_id: ids.stations['ASSY-01-DL'], result: 1, operator: 'e2e' });
    await api.ok(CALL_OF['ASSY-01-GT'], { sn, station_id: ids.stations['ASSY-01-GT'], result: 2, operator: 'e2e' });
    // the order planned over today, local time: 200 units by midnight
    const start = new Date();
    start.setHours(0, 0, 0, 0);
    const db = new pg.Client({ connectionString: hub.env.DATABASE_URL });
    await db.connect();
    await db.query('UPDATE worder SET fqty = $2, plan_start_at = $3, plan_end_at = $4 WHERE id = $1', [
      ids.worderId,
      PLANNED,
      start,
      new Date(start.getTime() + 86_400_000),
    ]);
    await db.end();
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await hub?.stop();
  });

  const open = async (locale: WebLocale, path: string, viewport = DESKTOP, user = 'supervisor'): Promise<Page> => {
    const { page } = await newWebPage(browser, locale, viewport);
    await loginThroughUi(page, hub.baseUrl, user, user, path);
    await page.locator('svg.recharts-surface').first().waitFor({ timeout: 15_000 });
    await layoutSettled(page);
    return page;
  };
  const openTooltips = (page: Page) =>
    page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>('.recharts-tooltip-wrapper')].filter(
          (e) => getComputedStyle(e).visibility !== 'hidden' && (e.textContent ?? '').trim() !== '',
        ).length,
    );

  it('opens the dashboard without a tooltip where the login was clicked, and one where the user points', async () => {
    const page = await open('en-US', '/stat/dashboard');
    expect(await openTooltips(page)).toBe(0);
    // the user points at the last hour of the day: the plan to date there is the order's whole quantity
    const plot = (await page.getByTestId('chart-output').locator('.recharts-cartesian-grid').boundingBox())!;
    await page.mouse.move(plot.x + plot.width / 2, plot.y + plot.height / 2);
    await page.mouse.move(plot.x + plot.width - 3, plot.y + plot.height / 2, { steps: 5 });
    const tip = page.getByTestId('chart-output').locator('.recharts-tooltip-wrapper');
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>('[data-testid="chart-output"] .recharts-tooltip-wrapper')].some(
        (e) => getComputedStyle(e).visibility !== 'hidden' && /Plan/.test(e.textContent ?? ''),
      ),
    );
    const plan = Number(/Plan to date\D*([\d.]+)/.exec(await tip.innerText())?.[1]);
    expect(plan).toBeCloseTo(PLANNED, 0);
    await page.context().close();
  });

  it('draws stations as named bars with units, the plan against the output, labelled pass and fail', async () => {
    for (const locale of LOCALES) {
      const page = await open(locale, '/stat/dashboard', LAPTOP);
      // categories are bars, never a line across stations
      for (const panel of ['panel-fpy', 'panel-wip'])
        expect({ locale, panel, lines: await page.getByTestId(panel).locator('.recharts-line').count() }).toEqual({
          locale,
          panel,
          lines: 0,
        });
      // every station named under its bar (whole, or cut with the whole name as its tooltip), none overlapping
      const fpy = await axisNames(page, '[data-testid="panel-fpy"]');
      expect({ locale, overlapping: fpy.overlapping }).toEqual({ locale, overlapping: [] });
      expect(fpy.ticks.map((t) => (t.shown === t.name || t.title === t.name ? t.name : `${t.shown}?`))).toEqual(
        Object.values(LONG_STATION_NAMES),
      );
      // every value axis says its unit: % on its ticks, or a unit over it
      for (const c of await axisUnits(page, '[data-testid="dashboard-grid"]'))
        expect({ locale, chart: c.chart, named: c.units.length >= c.yAxes - c.percentAxes }).toEqual({
          locale,
          chart: c.chart,
          named: true,
        });
      // the plan is drawn (the order's plan over today), against the output so far
      expect(await page.getByTestId('chart-output').locator('.recharts-line').count()).toBe(2);
      // pass and fail say which is which
      const tags = await page.getByTestId('line-card-ASSY-01').locator('.ant-tag').allInnerTexts();
      expect({ locale, tags: tags.map((t) => /\p{L}/u.test(t)) }).toEqual({ locale, tags: [true, true] });
      await page.screenshot({ path: screenshotPath(`charts-dashboard-${locale}`), fullPage: true });
      // down to the serial numbers: each column has its header
      await page.getByTestId('line-card-ASSY-01').click();
      await page.getByTestId('drill-station').first().click();
      await page.getByTestId('drill-order').first().click();
      await page.getByTestId('drill').getByTestId('sn-link').first().waitFor();
      const headers = await page.getByTestId('drill').locator('thead th').allInnerTexts();
      expect({ locale, headers: headers.map((h) => h.trim() !== '') }).toEqual({ locale, headers: [true, true, true] });
      await page.context().close();
    }
  });

  it('shows station and order statistics as named bars over the whole width, with units', async () => {
    for (const locale of LOCALES)
      for (const kind of ['station', 'worder'] as const) {
        const page = await open(locale, `/stat/${kind}_stat/list`, LAPTOP, 'admin');
        const screen = page.getByTestId(`stat-${kind}`);
        expect({ locale, kind, lines: await screen.locator('.recharts-line').count() }).toEqual({
          locale,
          kind,
          lines: 0,
        });
        for (const c of await axisUnits(page, `[data-testid="stat-${kind}"]`))
          expect({ locale, kind, chart: c.chart, named: c.units.length >= c.yAxes - c.percentAxes }).toEqual({
            locale,
            kind,
            chart: c.chart,
            named: true,
          });
        // each station or order named under its bars, as the table names it
        const rows = await screen.locator('.ant-table-tbody tr.ant-table-row td:first-child').allInnerTexts();
        const named = await axisNames(page, `[data-testid="stat-${kind}"] .ant-card:first-of-type`);
        expect({ locale, kind, overlapping: named.overlapping }).toEqual({ locale, kind, overlapping: [] });
        expect(named.ticks.map((t) => (t.shown === t.name || t.title === t.name ? t.name : `${t.shown}?`))).toEqual(
          rows.map((r) => r.trim()),
        );
        // the charts share the width of the table under them
        const width = await page.evaluate((k) => {
          const boxes = [...document.querySelectorAll(`[data-testid="stat-${k}"] .recharts-wrapper`)].map((e) =>
            e.getBoundingClientRect(),
          );
          const table = document.querySelector(`[data-testid="stat-${k}"] .ant-table`)!.getBoundingClientRect();
          return (Math.max(...boxes.map((b) => b.right)) - Math.min(...boxes.map((b) => b.left))) / table.width;
        }, kind);
        expect({ locale, kind, wide: width > 0.9 }).toEqual({ locale, kind, wide: true });
        await page.screenshot({ path: screenshotPath(`charts-stat-${kind}-${locale}`), fullPage: true });
        await page.context().close();
      }
  });

  it("reads the summary's headers on one line at 1280 px", async () => {
    for (const locale of LOCALES) {
      const page = await open(locale, '/stat/summary/summary', SMALL, 'admin');
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
      const headers = '[data-testid="stat-product_line"] .ant-table-thead th';
      const lines = await page.evaluate((sel) => {
        const wrapped: string[] = [];
        for (const th of document.querySelectorAll(sel)) {
          const range = document.createRange();
          range.selectNodeContents(th);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) wrapped.push(th.textContent ?? '');
        }
        return wrapped;
      }, headers);
      expect({ locale, wrapped: lines, broken: await brokenWords(page, headers) }).toEqual({
        locale,
        wrapped: [],
        broken: [],
      });
      await page.screenshot({ path: screenshotPath(`charts-summary-${locale}`), fullPage: true });
      await page.context().close();
    }
  });
});
