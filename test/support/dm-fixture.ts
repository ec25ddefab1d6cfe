import pg from 'pg';
import { ApiClient } from './api-client';
import { demoIds, type DemoIds } from './factory-fixture';
import { startBuiltHub, type Hub } from './hub-processes';

export const DM_V1 = '/api/v1/device_maintenance';
export const DAY = 86_400_000;
export type Row = { id: number } & Record<string, unknown>;
export type Period = {
  id: number;
  kind: string;
  due: boolean;
  overdue: boolean;
  done: boolean;
  period_start: string;
  items: { id: number }[];
};
export type Enter = { device: { id: number; product_line_id: number }; periods: Period[]; open_repair: Row | null };
export const localMidnight = (t: Date) => new Date(t.getFullYear(), t.getMonth(), t.getDate());
export function dayOf(t: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`;
}

export type DmFixture = {
  hub: Hub;
  api: ApiClient;
  ids: DemoIds;
  db: pg.Client;
  /** periods: daily, weekly, units (per 1,000 units) */
  p: Record<'daily' | 'weekly' | 'units', Row>;
  /** items: clean and volt (daily), belt (weekly), probe (per 1,000 units) */
  item: Record<'clean' | 'volt' | 'belt' | 'probe', Row>;
  /** AS-DM-001 and AS-DM-002 on the demo line */
  device: Row;
  other: Row;
  ok<T = Row>(path: string, body: Record<string, unknown>): Promise<T>;
  call(path: string, body: Record<string, unknown>): ReturnType<ApiClient['call']>;
  enter(barcode: string): Promise<Enter>;
  /** device.overdue entries written for the device and period after outbox id `after` */
  overdueSent(periodId: number, after: number): Promise<number>;
};

/**
 * The device-maintenance specs' factory (issue 19): a hub, two devices on the demo line, three periods and four
 * items; with `related`, the first device has all four items (as the plans spec's multi_create gives it).
 */
export function dmFixture(options: { related?: boolean } = {}): DmFixture {
  const f = {} as DmFixture;
  f.ok = <T = Row>(path: string, body: Record<string, unknown>) => f.api.ok<T>(`${DM_V1}/${path}`, body);
  f.call = (path, body) => f.api.call(`${DM_V1}/${path}`, body);
  f.enter = (barcode) => f.ok<Enter>('dm_enter/getlately', { barcode });
  f.overdueSent = async (periodId, after) =>
    Number(
      (
        await f.db.query(
          `SELECT count(*) AS n FROM outbox WHERE topic = 'device.overdue' AND id > $3
             AND (payload->>'device_asset_id')::int = $1 AND (payload->>'dm_period_id')::int = $2`,
          [f.device.id, periodId, after],
        )
      ).rows[0].n,
    );

  beforeAll(async () => {
    f.hub = await startBuiltHub('device_maintenance');
    f.api = new ApiClient(f.hub.baseUrl);
    await f.api.login('admin', 'admin');
    f.ids = await demoIds(f.api);
    f.db = new pg.Client({ connectionString: f.hub.env.DATABASE_URL });
    await f.db.connect();
    const asset = (fnumber: string) =>
      f.api.ok<Row>('/api/v1/basicdata/device_asset/create', {
        fnumber,
        fname: `Tester ${fnumber}`,
        product_line_id: f.ids.lineId,
        status: 'in_use',
      });
    f.device = await asset('AS-DM-001');
    f.other = await asset('AS-DM-002');
    const period = (fnumber: string, fname: string, kind: string, every: number) =>
      f.ok('dm_period/create', { fnumber, fname, kind, every });
    f.p = {
      daily: await period('P-D', 'Daily', 'day', 1),
      weekly: await period('P-W', 'Weekly', 'week', 1),
      units: await period('P-K', 'Per 1000 units', 'units', 1000),
    };
    f.item = {
      clean: await f.ok('dm_item/create', {
        fnumber: 'I-CLEAN',
        fname: 'Clean fixture',
        dm_period_id: f.p.daily.id,
        standard: 'no dust',
      }),
      volt: await f.ok('dm_item/create', {
        fnumber: 'I-VOLT',
        fname: 'Supply voltage',
        dm_period_id: f.p.daily.id,
        lower: 11.5,
        upper: 12.5,
        unit: 'V',
      }),
      belt: await f.ok('dm_item/create', { fnumber: 'I-BELT', fname: 'Belt tension', dm_period_id: f.p.weekly.id }),
      probe: await f.ok('dm_item/create', {
        fnumber: 'I-PROBE',
        fname: 'Replace probes',
        dm_period_id: f.p.units.id,
      }),
    };
    if (options.related)
      await f.ok('dm_related_item/multi_create', {
        device_asset_id: f.device.id,
        dm_item_ids: Object.values(f.item).map((i) => i.id),
      });
  }, 120_000);

  afterAll(async () => {
    await f.db?.end();
    await f.hub?.stop();
  });
  return f;
}
