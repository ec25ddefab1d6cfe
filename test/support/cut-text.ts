import type { Page } from 'playwright-core';
import type { ApiClient } from './api-client';
import type { DemoIds } from './factory-fixture';

// What a user reads of a value cut to fit its box (issue 33, defect 6), measured in the browser.

export type CutText = { text: string; title: string | null };

/**
 * The boxes under `scope` that cut their text (they hide their overflow and their text is wider, or taller when its
 * lines are clamped), each with its whole text and the tooltip a user gets on pointing at it (the title of the box or
 * of a box around it, read after hovering).
 */
export async function cutTexts(page: Page, scope: string): Promise<CutText[]> {
  const count = await page.evaluate((sel) => {
    let n = 0;
    for (const root of document.querySelectorAll(sel))
      for (const el of [root, ...root.querySelectorAll<HTMLElement>('*')]) {
        if (!(el instanceof HTMLElement) || (el.textContent ?? '').trim() === '') continue;
        // what a user cannot see (a table's hidden measuring row) is not read
        if (el.getBoundingClientRect().height === 0 || el.closest('[aria-hidden="true"]')) continue;
        const s = getComputedStyle(el);
        const hides = (v: string) => v === 'hidden' || v === 'clip';
        const wide = hides(s.overflowX) && el.scrollWidth > el.clientWidth + 1;
        const tall = hides(s.overflowY) && el.scrollHeight > el.clientHeight + 1 && s.whiteSpace !== 'nowrap';
        if (wide || tall) el.dataset.cutProbe = String(n++);
      }
    return n;
  }, scope);
  const found: CutText[] = [];
  for (let i = 0; i < count; i++) {
    const box = page.locator(`[data-cut-probe="${i}"]`);
    await box.hover({ timeout: 5_000 });
    found.push(
      await box.evaluate((el) => ({
        text: (el.textContent ?? '').replace(/\s+/g, ' ').trim(),
        title: el.closest('[title]')?.getAttribute('title') ?? null,
      })),
    );
  }
  await page.evaluate(() =>
    document.querySelectorAll('[data-cut-probe]').forEach((e) => e.removeAttribute('data-cut-probe')),
  );
  return found;
}

/** The words broken across two lines inside the elements of `scope` ("Warehous/e"). */
export async function brokenWords(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const broken: string[] = [];
    for (const root of document.querySelectorAll(sel)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const m of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index ?? 0);
          range.setEnd(node, (m.index ?? 0) + m[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) broken.push(m[0]);
        }
      }
    }
    return broken;
  }, scope);
}

export type AxisName = { name: string; shown: string; title: string | null };

/**
 * The category names under a chart's bars (the x axis of the svg in `chart`): what each tick shows, its tooltip (an
 * SVG title), and the names whose ticks overlap their neighbour's.
 */
export async function axisNames(page: Page, chart: string): Promise<{ ticks: AxisName[]; overlapping: string[] }> {
  return page.evaluate((sel) => {
    const labels = document.querySelectorAll<SVGGElement>(
      `${sel} .recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-label`,
    );
    const ticks = [...labels].map((g) => {
      const text = g.querySelector('text');
      const shown = [...(text?.querySelectorAll('tspan') ?? [])].map((t) => t.textContent ?? '').join(' ');
      return {
        box: text?.getBoundingClientRect() ?? null,
        tick: {
          name: g.querySelector('[data-name]')?.getAttribute('data-name') ?? shown,
          shown: shown.replace(/\s+/g, ' ').trim(),
          title: g.querySelector('title')?.textContent ?? null,
        },
      };
    });
    const overlapping: string[] = [];
    for (let i = 1; i < ticks.length; i++) {
      const a = ticks[i - 1].box;
      const b = ticks[i].box;
      if (a && b && a.right > b.left + 1) overlapping.push(`${ticks[i - 1].tick.shown} | ${ticks[i].tick.shown}`);
    }
    return { ticks: ticks.map((t) => t.tick), overlapping };
  }, chart);
}

/** Renames a checked basic-data record (unchecked, changed, checked again). */
export async function rename(api: ApiClient, resource: string, id: number, fname: string): Promise<void> {
  const base = `/api/v1/basicdata/${resource}`;
  await api.ok(`${base}/check`, { id, checked: false });
  await api.ok(`${base}/update`, { id, fname });
  await api.ok(`${base}/check`, { id, checked: true });
}

export type ChartAxes = { chart: string; yAxes: number; percentAxes: number; units: string[] };

/** Each chart's value axes under `scope`: how many, how many count in % (their ticks say so), the units named. */
export async function axisUnits(page: Page, scope: string): Promise<ChartAxes[]> {
  return page.evaluate(
    (sel) =>
      [...document.querySelectorAll(`${sel} .recharts-wrapper`)].map((chart, i) => {
        const tickGroups = [...chart.querySelectorAll('.recharts-yAxis-tick-labels')];
        return {
          chart: chart.closest('[data-testid]')?.getAttribute('data-testid') ?? String(i),
          yAxes: chart.querySelectorAll('.recharts-yAxis').length,
          percentAxes: tickGroups.filter((g) => /%\s*$/.test(g.textContent ?? '')).length,
          units: [...chart.querySelectorAll('.recharts-label')]
            .filter((l) => !l.closest('.recharts-label-list'))
            .map((l) => (l.textContent ?? '').trim())
            .filter(Boolean),
        };
      }),
    scope,
  );
}

/** The assembly stations under names of the length a factory gives (English, longer than the demo's). */
export const LONG_STATION_NAMES: Record<string, string> = {
  'ASSY-01-DL': 'Program download station',
  'ASSY-01-GT': 'Functional test station',
  'ASSY-01-MMI': 'MMI test station',
  'ASSY-01-OUT': 'Outward check station',
};

/** Gives the demo's assembly stations LONG_STATION_NAMES. */
export async function renameStations(api: ApiClient, ids: DemoIds): Promise<void> {
  for (const [code, name] of Object.entries(LONG_STATION_NAMES)) await rename(api, 'station', ids.stations[code], name);
}
