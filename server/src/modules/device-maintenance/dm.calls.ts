import { DM_CALLS, type DeviceAlert } from '@mes/contracts';
import type pg from 'pg';
import { refuse } from '../../core/api/app.exception';
import { inTransaction, rows, sql } from '../../core/db/sql';
import { implementCall, type CallContext, type ResourceRegistry } from '../../core/resource/resource.registry';
import { resourceEvent } from '../../core/resource/resource-event';
import type { ResourceService } from '../../core/resource/resource.service';
import { lineAlerts } from './dm-alerts';
import { DmDueService } from './dm-due.service';
import { DmRepairs } from './dm-repairs';
import { sweepOverdueWithPool } from './dm-sweep';
import { dmItemResource, dmPeriodResource, dmRelatedItemResource } from './resources/dm-plan.resource';
import { dmRecordResource } from './resources/dm-record.resource';
import { dmRepairRecordResource } from './resources/dm-repair.resource';

const M = 'device_maintenance';

const LOCK_DEVICE_OF_ITEMS = sql(
  'device-maintenance.lock_device_of_items',
  'SELECT id FROM device_asset WHERE id = $1 FOR UPDATE',
);
const KNOWN_ITEMS = sql('device-maintenance.known_items', 'SELECT id FROM dm_item WHERE id = ANY($1)');
const RELATED_ITEMS = sql(
  'device-maintenance.related_items',
  'SELECT dm_item_id FROM dm_related_item WHERE device_asset_id = $1',
);
const FORGET_RELATED_ITEMS = sql(
  'device-maintenance.forget_related_items',
  `DELETE FROM dm_related_item WHERE device_asset_id = $1 AND ($2::int[] IS NULL OR dm_item_id = ANY($2))
           RETURNING id`,
);

const noDevice = (field: string, key: string | number) => refuse(field, 'device_maintenance.no_device', { key });

// Device maintenance (issue 19, docs/device-maintenance.md): the resources, and every call beyond their standard set
// (declared in contracts/src/calls/device-maintenance.ts).
/** Lets a kanban screen (X-Screen-Token) or a user holding `permission` read a board's data; refuses others. */
export type ScreenOrUser = (ctx: CallContext, permission: string) => Promise<unknown>;

/**
 * The alerts of a line that other areas raise (the CFX machines' open faults), added to the andon's first read; handed
 * in by the composition, so that device maintenance needs none of them.
 */
export type LineAlertSource = (pool: pg.Pool, lineId: number) => Promise<DeviceAlert[]>;

export function registerDeviceMaintenance(
  registry: ResourceRegistry,
  pool: pg.Pool,
  resources: ResourceService,
  screenOrUser: ScreenOrUser,
  moreAlerts: LineAlertSource[] = [],
): void {
  const due = new DmDueService(pool);
  const repairs = new DmRepairs(pool, resources, dmRepairRecordResource, due);
  for (const def of [
    dmPeriodResource,
    dmItemResource,
    dmRelatedItemResource,
    dmRecordResource(due),
    dmRepairRecordResource,
  ])
    registry.register(def);
  registry.hook(dmRepairRecordResource.name, repairs.hooks());
  // dm_enter and dm_stat are screens with one call each: the call holds the screen's permission (the back office
  // shows a screen to holders of <module>.<name>.list).
  const screenPermission = (name: string) => `${M}.${name}.list`;

  implementCall(registry, DM_CALLS.close, (b, ctx) => repairs.close(b, ctx));
  implementCall(registry, DM_CALLS.latest, (b) => repairs.latest(b.device_asset_id));

  implementCall(registry, DM_CALLS.multiCreate, async (b, ctx) => {
    const deviceId = b.device_asset_id;
    const itemIds = b.dm_item_ids;
    return inTransaction(pool, async (c) => {
      const dev = await rows(c, LOCK_DEVICE_OF_ITEMS, [deviceId]);
      if (dev.length === 0) throw noDevice('device_asset_id', deviceId);
      const known = await rows(c, KNOWN_ITEMS, [itemIds]);
      const missing = itemIds.findIndex((id) => !known.some((k) => k.id === id));
      if (missing >= 0) throw refuse(`dm_item_ids[${missing}]`, 'device_maintenance.no_item', { id: itemIds[missing] });
      const have = await rows(c, RELATED_ITEMS, [deviceId]);
      const created = [];
      for (const id of itemIds.filter((i) => !have.some((h) => h.dm_item_id === i)))
        created.push(
          await resources.create(dmRelatedItemResource, { device_asset_id: deviceId, dm_item_id: id }, ctx, c),
        );
      return { created: created.length, list: created };
    });
  });
  implementCall(registry, DM_CALLS.deleteByDevice, async (b, ctx) => {
    const deviceId = b.device_asset_id;
    const itemIds = b.dm_item_ids ?? null;
    return inTransaction(pool, async (c) => {
      const gone = await rows(c, FORGET_RELATED_ITEMS, [deviceId, itemIds]);
      for (const { id } of gone) await resourceEvent(c, dmRelatedItemResource, 'delete', id, ctx.userId);
      return { deleted: gone.length, ids: gone.map((r) => r.id) };
    });
  });
  implementCall(registry, DM_CALLS.listByDevice, async (b) => {
    const deviceId = b.device_asset_id;
    if (!(await due.device(deviceId))) throw noDevice('device_asset_id', deviceId);
    return (await due.periods(deviceId)).flatMap((p) =>
      p.items.map((i) => ({
        ...i,
        dm_period_id: p.id,
        period: { id: p.id, fnumber: p.fnumber, fname: p.fname, kind: p.kind, every: p.every },
      })),
    );
  });

  implementCall(
    registry,
    DM_CALLS.getLately,
    async (b) => {
      const device =
        b.device_asset_id !== undefined
          ? await due.device(b.device_asset_id)
          : await due.deviceByLabel(b.barcode ?? '');
      if (!device)
        throw noDevice(
          b.device_asset_id !== undefined ? 'device_asset_id' : 'barcode',
          String(b.device_asset_id ?? b.barcode),
        );
      const now = new Date();
      const periods = [];
      for (const p of await due.periods(device.id)) {
        const cur = await due.current(device, p, now);
        periods.push({
          id: p.id,
          fnumber: p.fnumber,
          fname: p.fname,
          kind: p.kind,
          every: p.every,
          ...cur,
          items: p.items,
        });
      }
      const repair = await repairs.latest(device.id);
      return { device, periods, open_repair: repair && repair.end_at === null ? repair : null };
    },
    { permission: screenPermission('dm_enter') },
  );

  // from < to, at most DM_STAT_MAX_DAYS apart: the declaration's rules
  implementCall(
    registry,
    DM_CALLS.statDay,
    async (b) => ({ list: await due.stat(b.from, b.to, b.product_line_id ?? null, b.device_asset_id ?? null) }),
    { permission: screenPermission('dm_stat') },
  );

  // The line board's andon reads it at start (a screen token or a user), then follows device.alert in the line room.
  implementCall(
    registry,
    DM_CALLS.lineAlerts,
    async (b) => {
      const lineId = b.product_line_id;
      // machines faulted over IPC-CFX stand on the andon too (docs/cfx.md)
      return {
        product_line_id: lineId,
        alerts: [
          ...(await lineAlerts(pool, due, lineId)),
          ...(await Promise.all(moreAlerts.map((source) => source(pool, lineId)))).flat(),
        ],
      };
    },
    { public: true, admit: async (ctx) => void (await screenOrUser(ctx, `${M}.dm_alert.line`)) },
  );
  implementCall(registry, DM_CALLS.sweep, async () => {
    return { sent: await sweepOverdueWithPool(pool, new Date()) };
  });
}
