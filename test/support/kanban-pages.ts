import type { Browser, BrowserContext, Page } from 'playwright-core';
import { STORAGE_KEYS } from '@mes/contracts';
import { freshNonce, secretOf, signOf, type ApiClient } from './api-client';
import { CALL_OF, FLOW, type DemoIds } from './factory-fixture';

// Helpers for the kanban app (kanban/) in chromium: TVs, signed-in previews, device displays.

export type KanbanLocale = 'zh-CN' | 'en-US';
export const TV_1080 = { width: 1920, height: 1080 };
export const TV_720 = { width: 1280, height: 720 };
export const HANDHELD = { width: 360, height: 640 };

export async function newKanbanContext(
  browser: Browser,
  locale: KanbanLocale,
  viewport = TV_1080,
): Promise<{ context: BrowserContext; page: Page }> {
  // reduced motion, as the back office's pages (web-pages.ts): the andon's blink stops, nothing else changes
  const context = await browser.newContext({ locale, viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.on('pageerror', (e) => process.stderr.write(`[kanban] page error: ${e.message}\n`));
  return { context, page };
}

/** A browser signed in as a user (the session stored the way the back office stores it, same origin). */
export async function signedInContext(
  browser: Browser,
  baseUrl: string,
  locale: KanbanLocale,
  viewport = TV_1080,
): Promise<{ context: BrowserContext; page: Page }> {
  const nonce = freshNonce();
  const res = await fetch(`${baseUrl}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'admin', subject: '', nonce, sign: signOf(secretOf('admin', 'admin'), nonce) }),
  });
  const { data } = (await res.json()) as {
    data: { access_token: string; expire: number; created_at: number; user: unknown };
  };
  const { context, page } = await newKanbanContext(browser, locale, viewport);
  await page.goto(`${baseUrl}/kanban/login`);
  await page.evaluate(
    ([keys, token, user]) => {
      localStorage.setItem(keys[0], token);
      localStorage.setItem(keys[1], user);
      localStorage.setItem(keys[2], keys[3]);
    },
    [
      [STORAGE_KEYS.accessToken, STORAGE_KEYS.user, STORAGE_KEYS.locale, locale],
      JSON.stringify({ access_token: data.access_token, expire: data.expire, created_at: data.created_at }),
      JSON.stringify(data.user),
    ] as const,
  );
  return { context, page };
}

/** The number a big-number tile shows (data-testid kpi-<key>). */
export async function kpi(page: Page, key: string): Promise<number> {
  return Number((await page.getByTestId(`kpi-${key}`).innerText()).replace(/[^\d.-]/g, ''));
}

/** Waits until the tile shows `want`; answers the milliseconds it took. */
export async function waitForKpi(page: Page, key: string, want: number, timeoutMs = 10_000): Promise<number> {
  const started = Date.now();
  await page.waitForFunction(
    ([k, w]) => {
      const el = document.querySelector(`[data-testid="kpi-${k}"]`);
      return el !== null && Number((el.textContent ?? '').replace(/[^\d.-]/g, '')) === w;
    },
    [key, want] as const,
    { timeout: timeoutMs, polling: 25 },
  );
  return Date.now() - started;
}

/** Whether the page would scroll either way (a wall screen never may), and which tiles reach past the screen. */
export async function scrollbars(page: Page): Promise<{ x: boolean; y: boolean; clipped: string[] }> {
  return page.evaluate(() => ({
    x: document.documentElement.scrollWidth > window.innerWidth,
    y: document.documentElement.scrollHeight > window.innerHeight,
    clipped: [...document.querySelectorAll<HTMLElement>('.tile, .screen__header, .panel, .line-card, .pairing')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.bottom > window.innerHeight + 1 || r.right > window.innerWidth + 1;
      })
      .map((el) => el.dataset.testid ?? el.className),
  }));
}

/**
 * Waits until the layout holds still at the page's viewport: the document and every chart (svg, canvas) and tile keep
 * the same size over five polls in a row (charts size themselves after their container, a frame or more after a
 * load or a resize).
 */
export async function layoutSettled(page: Page, timeoutMs = 10_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __layout?: { last: string; same: number } };
      const boxes = [...document.querySelectorAll('svg.recharts-surface, canvas, .tile, .panel')].map((el) => {
        const r = el.getBoundingClientRect();
        return `${Math.round(r.width)}x${Math.round(r.height)}`;
      });
      const d = document.documentElement;
      const now = [window.innerWidth, d.clientWidth, d.scrollWidth, d.scrollHeight, ...boxes].join(',');
      const same = w.__layout?.last === now;
      w.__layout = { last: now, same: same ? (w.__layout?.same ?? 0) + 1 : 0 };
      return w.__layout.same >= 5;
    },
    undefined,
    { timeout: timeoutMs, polling: 50 },
  );
  await page.evaluate(() => {
    delete (window as unknown as { __layout?: unknown }).__layout;
  });
}

/** Marks the page; the mark is gone after a reload. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __kanbanMark?: number }).__kanbanMark = 1;
  });
}

export async function stillMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __kanbanMark?: number }).__kanbanMark === 1);
}

/** One station report of an SN at a flow station (the station's own call). */
export async function report(
  api: ApiClient,
  ids: DemoIds,
  station: (typeof FLOW)[number],
  sn: string,
  result = 1,
): Promise<void> {
  await api.ok(CALL_OF[station], { sn, station_id: ids.stations[station], result, operator: 'e2e' });
}

/** Walks SNs through the whole flow (every one passes at every station). */
export async function walk(api: ApiClient, ids: DemoIds, sns: string[]): Promise<void> {
  for (const sn of sns) for (const station of FLOW) await report(api, ids, station, sn);
}
