import type { Page } from 'playwright-core';
import type { ApiClient } from './api-client';

// The acceptance walk's helpers: what each page showed (error toasts, crashes, "not available", empty lists),
// client-side navigation (one app load per language, not one per route) and a quiet-network wait.

export type PageFinding = {
  path: string;
  notAvailable: boolean;
  crashed: boolean;
  errors: string[];
  emptyList: boolean;
};

/** Counts the app's requests in flight and records every error toast, from the first script of the page on. */
export const WALK_INIT_SCRIPT = `(() => {
  const w = window;
  w.__walk = { inflight: 0, lastChange: Date.now(), errors: [] };
  const orig = w.fetch.bind(w);
  w.fetch = (...args) => {
    w.__walk.inflight++;
    w.__walk.lastChange = Date.now();
    return orig(...args).finally(() => { w.__walk.inflight--; w.__walk.lastChange = Date.now(); });
  };
  new MutationObserver(() => {
    for (const el of document.querySelectorAll('.ant-message-error, .ant-notification-notice-error')) {
      if (el.dataset.walkSeen) continue;
      el.dataset.walkSeen = '1';
      w.__walk.errors.push(el.textContent || '');
    }
  }).observe(document, { subtree: true, childList: true });
})();`;

/**
 * Moves the single-page app to `path` without reloading it (the router follows popstate), and waits until the new
 * route has rendered: its screen, committed, marks the document with its path (`data-route`, RouteElement.tsx; a lazy
 * screen renders in a transition, keeping the old screen on view until it has loaded).
 */
export async function goClientSide(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    const w = window as unknown as { __walk?: { lastChange: number } };
    if (w.__walk) w.__walk.lastChange = Date.now(); // settle waits for the screen's own loads to start
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page
    .waitForFunction((p) => document.documentElement.dataset.route === p.split('?')[0], path, {
      timeout: 5000,
      polling: 50,
    })
    .catch(() => undefined); // a route that redirects shows another path: what it shows is inspected as it is
}

/**
 * Waits until, for 150 ms on end, no request was in flight and no spinner or skeleton showed (at most `ceilingMs`):
 * a lazy screen shows a spinner, then starts its reads, so one quiet moment between the two is not the end. The
 * reads start in the effects of the commit that removes the spinner, well within 150 ms (300 ms cost the walk ~12 s
 * a part and found nothing more).
 */
export async function settle(page: Page, ceilingMs = 20_000): Promise<void> {
  // without the counter, nothing would ever look quiet and every call would wait out its ceiling
  if (!(await page.evaluate(() => '__walk' in window)))
    throw new Error('settle: the page has no WALK_INIT_SCRIPT (context.addInitScript before the page loads)');
  await page
    .waitForFunction(
      () => {
        const w = window as unknown as { __walk?: { inflight: number; lastChange: number; stableSince?: number } };
        const busy = document.querySelector('.ant-spin-spinning, .ant-skeleton-active, .screen-spinner');
        const quiet = !!w.__walk && w.__walk.inflight === 0 && !busy;
        if (!w.__walk || !quiet) {
          if (w.__walk) w.__walk.stableSince = undefined;
          return false;
        }
        const since = Math.max(w.__walk.stableSince ?? Date.now(), w.__walk.lastChange);
        w.__walk.stableSince = since;
        return Date.now() - since > 150;
      },
      undefined,
      { timeout: ceilingMs, polling: 50 },
    )
    .catch(() => undefined); // a page that never settles is reported by what it shows, not by a timeout here
}

/** What the page shows now; the error toasts seen since the last call. */
export async function inspect(page: Page, path: string): Promise<PageFinding> {
  return page.evaluate((p) => {
    const w = window as unknown as { __walk?: { errors: string[] } };
    const errors = w.__walk?.errors.splice(0) ?? [];
    const list = document.querySelector('[data-testid="resource-list"]');
    return {
      path: p,
      notAvailable: document.querySelector('[data-testid="not-available"]') !== null,
      crashed: document.querySelector('[data-testid="screen-load-failed"]') !== null,
      errors,
      emptyList: list !== null && list.querySelector('.ant-table-row') === null,
    };
  }, path);
}

type Described = { name: string; module: string };

// params named without `_id` (001 §2's paths) and the resource each names
const PARAM_RESOURCE: Record<string, string> = { fperiodid: 'dm_period', fdeviceid: 'device_asset' };

/**
 * Fills a route's params with records that exist: `:id` with the first record of the route's resource (or, for the
 * screens under a resource, of that resource), `:<name>_id` with the first record of `<name>`; anything else 1.
 * `found` is false when an id param had no record to name (the path then holds 1).
 */
export async function fillParams(
  api: ApiClient,
  fullPath: string,
  own: Described | null,
  resources: Described[],
): Promise<{ path: string; found: boolean }> {
  const firstId = async (d: Described | undefined): Promise<number | null> => {
    if (!d) return null;
    const answer = await api.call<{ list: { id: number }[] }>(`/api/v1/${d.module}/${d.name}/list`, { filter: 'ps:1' });
    return answer.err === 0 ? (answer.data.list[0]?.id ?? null) : null;
  };
  const segments = fullPath.split('/');
  const out: string[] = [];
  let found = true;
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i];
    if (!s.startsWith(':')) {
      out.push(s);
      continue;
    }
    const name = s.slice(1);
    let target: Described | undefined;
    if (name === 'id') target = own ?? resources.find((r) => r.name === segments[i - 1]);
    else if (name.endsWith('_id')) target = resources.find((r) => r.name === name.slice(0, -3));
    else if (name in PARAM_RESOURCE) target = resources.find((r) => r.name === PARAM_RESOURCE[name]);
    const isId = name === 'id' || name.endsWith('_id') || name in PARAM_RESOURCE;
    const id = isId ? await firstId(target) : 1;
    if (id === null) found = false;
    out.push(String(id ?? 1));
  }
  return { path: out.join('/'), found };
}
