import { TOPIC } from '@mes/contracts';
import type { DataSource } from 'typeorm';
import { refuse } from '../../core/api/app.exception';
import { dateTimeField, idField, idsField, onlyFields, textField } from '../../core/api/call-input';
import { writeOutbox } from '../../core/events/outbox.writer';
import {
  moduleCall,
  type CallContext,
  type ExtraCall,
  type ResourceRegistry,
} from '../../core/resource/resource.registry';
import type { ResourceService } from '../../core/resource/resource.service';
import { openFaultAlerts } from '../cfx/cfx-andon';
import { lineAlerts, sweepOverdue } from './dm-alerts';
import { DmDueService, returned } from './dm-due.service';
import { DmRepairs } from './dm-repairs';
import { dmItemResource, dmPeriodResource, dmRelatedItemResource } from './resources/dm-plan.resource';
import { dmRecordResource } from './resources/dm-record.resource';
import { dmRepairRecordResource } from './resources/dm-repair.resource';

const M = 'device_maintenance';
const MAX_STAT_DAYS = 92;

const noDevice = (field: string, key: string | number) => refuse(field, 'device_maintenance.no_device', { key });

// Device maintenance (issue 19, docs/device-maintenance.md): the resources, and every call beyond their standard set.
/** Lets a kanban screen (X-Screen-Token) or a user holding `permission` read a board's data; refuses others. */
export type ScreenOrUser = (ctx: CallContext, permission: string) => Promise<unknown>;

export function registerDeviceMaintenance(
  registry: ResourceRegistry,
  ds: DataSource,
  resources: ResourceService,
  screenOrUser: ScreenOrUser,
): void {
  const due = new DmDueService(ds);
  const repairs = new DmRepairs(ds, resources, dmRepairRecordResource, due);
  for (const def of [
    dmPeriodResource,
    dmItemResource,
    dmRelatedItemResource,
    dmRecordResource(due),
    repairs.withHooks(),
  ])
    registry.register(def);
  const call = (path: string, summary: string, handler: ExtraCall['handler'], permission?: string) =>
    moduleCall(registry, M, path, summary, handler, permission);
  // dm_enter and dm_stat are screens with one call each: the call holds the screen's permission (the back office
  // shows a screen to holders of <module>.<name>.list).
  const screenPermission = (name: string) => `${M}.${name}.list`;

  call(
    'dm_repair_record/close',
    'close an open repair: id, end_at (default now), cause, action, parts, fdesc',
    (b, ctx) => repairs.close(b, ctx),
  );
  call(
    'dm_repair_record/latest_record',
    "a device's latest repair (open or closed), or null: device_asset_id",
    async (b) => {
      onlyFields(b, ['device_asset_id']);
      return repairs.latest(idField(b, 'device_asset_id'));
    },
  );

  call(
    'dm_related_item/multi_create',
    'give a device many items at once: device_asset_id, dm_item_ids (ones it has stay)',
    async (b, ctx) => {
      onlyFields(b, ['device_asset_id', 'dm_item_ids']);
      const deviceId = idField(b, 'device_asset_id');
      const itemIds = idsField(b, 'dm_item_ids', 500);
      if (itemIds.length === 0) throw refuse('dm_item_ids', 'device_maintenance.items_required');
      return ds.transaction(async (m) => {
        const dev = (await m.query('SELECT id FROM device_asset WHERE id = $1 FOR UPDATE', [deviceId])) as unknown[];
        if (dev.length === 0) throw noDevice('device_asset_id', deviceId);
        const known = (await m.query('SELECT id FROM dm_item WHERE id = ANY($1)', [itemIds])) as { id: number }[];
        const missing = itemIds.findIndex((id) => !known.some((k) => k.id === id));
        if (missing >= 0)
          throw refuse(`dm_item_ids[${missing}]`, 'device_maintenance.no_item', { id: itemIds[missing] });
        const have = (await m.query('SELECT dm_item_id FROM dm_related_item WHERE device_asset_id = $1', [
          deviceId,
        ])) as {
          dm_item_id: number;
        }[];
        const created = [];
        for (const id of itemIds.filter((i) => !have.some((h) => h.dm_item_id === i)))
          created.push(
            await resources.create(dmRelatedItemResource, { device_asset_id: deviceId, dm_item_id: id }, ctx, m),
          );
        return { created: created.length, list: created };
      });
    },
  );
  call(
    'dm_related_item/delete_item_by_device',
    "remove a device's items: device_asset_id, dm_item_ids (absent: all)",
    async (b, ctx) => {
      onlyFields(b, ['device_asset_id', 'dm_item_ids']);
      const deviceId = idField(b, 'device_asset_id');
      const itemIds = b.dm_item_ids === undefined ? null : idsField(b, 'dm_item_ids', 500);
      return ds.transaction(async (m) => {
        const rows = returned<{ id: number }>(
          await m.query(
            `DELETE FROM dm_related_item WHERE device_asset_id = $1 AND ($2::int[] IS NULL OR dm_item_id = ANY($2))
           RETURNING id`,
            [deviceId, itemIds],
          ),
        );
        for (const { id } of rows)
          await writeOutbox(m, TOPIC.resource('dm_related_item', 'delete'), {
            resource: 'dm_related_item',
            module: M,
            action: 'delete',
            id,
            by: ctx.userId,
          });
        return { deleted: rows.length, ids: rows.map((r) => r.id) };
      });
    },
  );
  call(
    'dm_related_item/list_item_by_device',
    'the items of a device with their periods: device_asset_id',
    async (b) => {
      onlyFields(b, ['device_asset_id']);
      const deviceId = idField(b, 'device_asset_id');
      if (!(await due.device(deviceId))) throw noDevice('device_asset_id', deviceId);
      return (await due.periods(deviceId)).flatMap((p) =>
        p.items.map((i) => ({
          ...i,
          dm_period_id: p.id,
          period: { id: p.id, fnumber: p.fnumber, fname: p.fname, kind: p.kind, every: p.every },
        })),
      );
    },
  );

  call(
    'dm_enter/getlately',
    'a technician scans a device (barcode: asset number, serial or SMT machine code; or device_asset_id): its periods, which are due now with their items, its open repair',
    async (b) => {
      onlyFields(b, ['barcode', 'device_asset_id']);
      const device =
        b.device_asset_id !== undefined
          ? await due.device(idField(b, 'device_asset_id'))
          : await due.deviceByLabel(textField(b, 'barcode', 128) ?? '');
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
    screenPermission('dm_enter'),
  );

  call(
    'dm_stat/day',
    'per day and device: maintenance due, done, late, missed (from, to: dates, at most 92 days; product_line_id, device_asset_id)',
    async (b) => {
      onlyFields(b, ['from', 'to', 'product_line_id', 'device_asset_id']);
      const from = dateTimeField(b, 'from');
      const to = dateTimeField(b, 'to');
      if (to <= from) throw refuse('to', 'input.after_from');
      if (to.getTime() - from.getTime() > MAX_STAT_DAYS * 86_400_000)
        throw refuse('to', 'device_maintenance.range_too_long', { max: MAX_STAT_DAYS });
      const lineId = b.product_line_id === undefined ? null : idField(b, 'product_line_id');
      const deviceId = b.device_asset_id === undefined ? null : idField(b, 'device_asset_id');
      return { list: await due.stat(from, to, lineId, deviceId) };
    },
    screenPermission('dm_stat'),
  );

  // The line board's andon reads it at start (a screen token or a user), then follows device.alert in the line room.
  registry.registerExtra({
    path: `${M}/dm_alert/line`,
    permission: `${M}.dm_alert.line`,
    public: true,
    summary:
      'what stands on a line now: its devices down (open repairs) and overdue maintenance: product_line_id (a screen token or a user)',
    handler: async (b, ctx) => {
      await screenOrUser(ctx, `${M}.dm_alert.line`);
      onlyFields(b, ['product_line_id']);
      const lineId = idField(b, 'product_line_id');
      // machines faulted over IPC-CFX stand on the andon too (docs/cfx.md)
      return {
        product_line_id: lineId,
        alerts: [...(await lineAlerts(ds, due, lineId)), ...(await openFaultAlerts(ds, lineId))],
      };
    },
  });
  call(
    'dm_alert/sweep',
    'announce every overdue maintenance not announced yet (device.overdue to the line); answers those sent',
    async (b) => {
      onlyFields(b, []);
      const ids = (await ds.query('SELECT DISTINCT device_asset_id AS id FROM dm_related_item ORDER BY 1')) as {
        id: number;
      }[];
      return {
        sent: await sweepOverdue(
          (run) => ds.transaction(run),
          due,
          ids.map((r) => r.id),
          new Date(),
        ),
      };
    },
  );
}
