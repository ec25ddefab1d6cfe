import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { startSimulator } from '../../scripts/lib/hub';
import { freePort } from '../../scripts/lib/ports';
import { ApiClient } from './api-client';
import { launchChromium, screenshotPath } from './browser';
import { demoIds, type DemoIds } from './factory-fixture';
import { startBuiltHub, type Hub } from './hub-processes';
import { WALK_INIT_SCRIPT, fillParams, goClientSide, inspect, settle, type PageFinding } from './route-walk';
import { eventually, requireEnv } from './test-env';
import { loginThroughUi, newWebPage, type WebLocale } from './web-pages';

// The acceptance walk of issue 21 (docs/first-hour.md), in parts of about 100 s each (issue 29; they can run side by
// side when e2e runs on two workers, today it runs one file at a time, so each part pays its own staged hub): each
// part starts the hub `npm run up` gives (the demo stage, the simulator's first minutes) and walks its share.
// Screenshots: test-results/screenshots/walk-*.png.

const SHELL_ONLY = new Set(['/user/login', '/user/logout', '/user/redirect']);
// the back office's route table, read from its source (web/src/routes: built for the browser, so loaded by path)
const WEB_ROUTES: string = '../../web/src/routes';
type ResourceRef = { module: string; name: string };
type FlatRoute = {
  fullPath: string;
  node: { href?: string; screen?: { kind: string; resource?: ResourceRef; name?: string } };
};
type RouteTable = { ROUTES: unknown; flattenRoutes: (routes: unknown) => FlatRoute[] };

/**
 * The back office's areas (the first segment of a route), in the walk's parts: each part is a spec file of its own.
 * The last part takes every area no other part names, so a new area is walked without a change here.
 */
export const OFFICE_PARTS = {
  basicdata: ['basicdata'],
  product: ['product_mgt'],
  stock: ['stock_mgt', 'stock_material_split', 'device_maintenance', 'cfx'],
  rest: [] as string[],
} as const;
export type OfficePart = keyof typeof OFFICE_PARTS;
const NAMED = new Set<string>(Object.values(OFFICE_PARTS).flat());
const inPart = (part: OfficePart, area: string): boolean =>
  part === 'rest' ? !NAMED.has(area) : (OFFICE_PARTS[part] as readonly string[]).includes(area);

// Lists that are empty on a fresh factory by nature (the rows come from outside or from a user's later act), each
// with why; every other list of the walk must show rows (the demo stage and the simulator's first minutes fill them).
// A record's sub-list is named by its pattern (`:id`).
const EMPTY_ON_A_FRESH_FACTORY = new Map<string, string>([
  // issued board barcodes: no call of the hub writes this table (001 lists it read-only; a printer interface would)
  ['/product_mgt/smt_barcode_table/list', 'nothing in the hub issues board barcodes'],
  // what machines say over IPC-CFX: only with `MES_CFX_SIMULATOR=1` or real machines (the CFX machines are registered)
  ['/cfx/cfx_message/list', 'no CFX machine talks on a default `npm run up`'],
  ['/product_coll/smt_board_station_log/list', 'written from CFX messages only'],
  ['/product_coll/smt_board_items/list', 'written from CFX messages only'],
]);
const listOf = (path: string) => path.replace(/\/\d+\//g, '/:id/');

// the device display's routes open the kanban app (a full page load): walked with the kanban boards
function walkable(r: FlatRoute): boolean {
  return !!r.node.screen && !r.node.href && !SHELL_ONLY.has(r.fullPath) && !r.fullPath.startsWith('/device_display');
}

// The simulator until the factory has packed and weighed a box and sent a unit to the repair bench.
async function firstMinutes(hub: Hub): Promise<void> {
  const sim = startSimulator(requireEnv('MES_ROOT'), { ...hub.env, MES_SIMULATOR_CYCLE_MS: '80' }, true);
  const pool = new pg.Pool({ connectionString: hub.env.DATABASE_URL, max: 1 });
  const count = async (sql: string) => (await pool.query<{ n: number }>(sql)).rows[0].n;
  try {
    await eventually(
      'a weighed box and a repair',
      async () =>
        (await count('SELECT count(*)::int AS n FROM box WHERE weight IS NOT NULL')) > 0 &&
        (await count('SELECT count(*)::int AS n FROM repair_record WHERE status = 2')) > 0,
      300_000,
    );
  } finally {
    await sim.stop('SIGTERM', 5000);
    await pool.end();
  }
}

export const shotName = (prefix: string, path: string) =>
  `${prefix}${path.replace(/[/:?=&]+/g, '_').replace(/^_|_$/g, '') || 'root'}`;

export type FirstHour = { hub: Hub; browser: Browser; api: ApiClient; ids: DemoIds };

/**
 * What `npm run up` gives, for one part of the walk: setup --demo, server and workers, the demo stage (the same child
 * `up` runs), then the line simulator for the factory's first minutes (quickened; its file printer on a port of this
 * run), stopped before the walk so that the screens hold still; chromium; admin signed in through the API.
 */
export function firstHourSuite(label: string): FirstHour {
  const s = {} as FirstHour;
  beforeAll(async () => {
    const started = Date.now();
    s.hub = await startBuiltHub(`e2e_first_hour_${label}`, {
      stage: true,
      env: {
        MES_DEMO_PRINTER_PORT: String(await freePort()),
        MES_DATA_DIR: mkdtempSync(join(requireEnv('MES_TEST_TMP'), 'walk-')),
      },
    });
    const staged = Date.now();
    s.api = new ApiClient(s.hub.baseUrl);
    await s.api.login('admin', 'admin');
    // the tour is for newcomers; the walk's admin has seen it (remembered per account; its own test in the roles part)
    await s.api.ok('/api/v1/user/preferences/set', { values: { tour_seen: true } });
    s.ids = await demoIds(s.api);
    await firstMinutes(s.hub);
    process.stdout.write(
      `[walk ${label}] hub with the demo stage ${staged - started} ms, simulator's first minutes ${Date.now() - staged} ms\n`,
    );
    s.browser = await launchChromium();
  }, 480_000);

  afterAll(async () => {
    await s.browser?.close();
    await s.hub?.stop();
  });
  return s;
}

async function openApp(s: FirstHour, locale: WebLocale): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newWebPage(s.browser, locale);
  await context.addInitScript(WALK_INIT_SCRIPT);
  await loginThroughUi(page, s.hub.baseUrl, 'admin', 'admin');
  await page.waitForURL(/\/home$/);
  await settle(page);
  return { page, close: () => context.close() };
}

/**
 * Admin opens every back-office route of the part's areas, without "not available", crash or error toast: every
 * route in English, the first screen of each area in Chinese; every list shows rows but the few empty by nature.
 */
export async function walkOffice(s: FirstHour, part: OfficePart): Promise<void> {
  const meta = await s.api.ok<{ name: string; module: string }[]>('/api/v1/meta/resources');
  const table = (await import(WEB_ROUTES)) as RouteTable;
  const routes = table
    .flattenRoutes(table.ROUTES)
    .filter(walkable)
    .filter((r) => inPart(part, r.fullPath.split('/')[1]));
  const paths: string[] = [];
  const noRecord: string[] = [];
  for (const r of routes) {
    const own = r.node.screen?.kind === 'page' ? null : (r.node.screen?.resource ?? null);
    if (!r.fullPath.includes(':')) {
      paths.push(r.fullPath);
      continue;
    }
    const { path, found } = await fillParams(s.api, r.fullPath, own, meta);
    // a record's details screen is opened also without a record: it must say so once, without a toast; other
    // screens of a record wait for the demo data (printed)
    if (found || r.node.screen?.kind === 'detail') paths.push(path);
    else noRecord.push(r.fullPath);
  }
  const problems: PageFinding[] = [];
  const empty: string[] = [];
  const shotAreas = new Set<string>();
  for (const locale of ['en-US', 'zh-CN'] as const) {
    const { page, close } = await openApp(s, locale);
    for (const path of paths) {
      const area = path.split('/')[1];
      // every route in English; in Chinese one screen per area (the first of its table)
      if (locale === 'zh-CN' && shotAreas.has(area)) continue;
      if (locale === 'zh-CN') shotAreas.add(area);
      await goClientSide(page, path);
      await settle(page);
      const found = await inspect(page, path);
      if (found.notAvailable || found.crashed || found.errors.length > 0) problems.push(found);
      if (found.emptyList && locale === 'en-US' && !EMPTY_ON_A_FRESH_FACTORY.has(listOf(path))) empty.push(path);
      await page.screenshot({ path: screenshotPath(shotName(`walk-${locale}-`, path)) });
    }
    await close();
  }
  process.stdout.write(
    `[walk ${part}] ${paths.length} routes; lists without rows the demo could fill (${empty.length}):\n  ${empty.join('\n  ')}\n` +
      `[walk ${part}] screens of a record not opened, no record in the demo (${noRecord.length}):\n  ${noRecord.join('\n  ')}\n`,
  );
  // every part walks something: an area list that names nothing the route table has is a mistake here
  expect(paths.length).toBeGreaterThan(0);
  expect({ problems, empty }).toEqual({ problems: [], empty: [] });
}
