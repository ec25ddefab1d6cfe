import type { CallParsed, DM_CALLS } from '@mes/contracts';
import type pg from 'pg';
import { refuse } from '../../core/api/app.exception';
import { first, inTransaction, rows, run, sql, type Tx } from '../../core/db/sql';
import { execute } from '../../core/db/runtime-sql';
import { resourceEvent } from '../../core/resource/resource-event';
import type { CallContext } from '../../core/resource/resource.registry';
import type { ResourceService } from '../../core/resource/resource.service';
import type { ResourceDef, ResourceHooks, Row } from '../../core/resource/resource.types';
import { sendAlert } from './dm-alerts';
import type { DmDueService } from './dm-due.service';

const TEXTS = ['cause', 'action', 'parts', 'fdesc'] as const;

const SET_REPAIR_LINE = sql(
  'device-maintenance.set_repair_line',
  'UPDATE dm_repair_record SET product_line_id = $2 WHERE id = $1',
);
const DEVICE_DOWN = sql(
  'device-maintenance.device_down',
  `UPDATE device_asset SET status = 'repair', updated_at = now() WHERE id = $1`,
);
const LOCK_REPAIR = sql('device-maintenance.lock_repair', 'SELECT * FROM dm_repair_record WHERE id = $1 FOR UPDATE');
const LATEST_REPAIR = sql(
  'device-maintenance.latest_repair',
  'SELECT id FROM dm_repair_record WHERE device_asset_id = $1 ORDER BY start_at DESC, id DESC LIMIT 1',
);
const DEVICE_UP = sql(
  'device-maintenance.device_up',
  `UPDATE device_asset SET status = 'in_use', updated_at = now() WHERE id = $1 AND status = 'repair'`,
);
const LOCK_DEVICE = sql('device-maintenance.lock_device', 'SELECT id FROM device_asset WHERE id = $1 FOR UPDATE');
const OPEN_REPAIR = sql(
  'device-maintenance.open_repair',
  'SELECT 1 FROM dm_repair_record WHERE device_asset_id = $1 AND end_at IS NULL',
);

// Repairs: opening one marks the device down on its line (device.down), closing or deleting an open one brings it
// back (device.up); each in the transaction of its write, so a screen never shows what did not commit.
export class DmRepairs {
  constructor(
    private readonly pool: pg.Pool,
    private readonly resources: ResourceService,
    private readonly def: ResourceDef,
    private readonly due: DmDueService,
  ) {}

  /**
   * The repair's hooks (registry.hook), all in the write's transaction: a create locks the device and refuses a second
   * open repair; once written, an open repair marks the device down on its line (device.down); deleting an open
   * repair brings it back (device.up).
   */
  hooks(): ResourceHooks {
    return {
      beforeWrite: async (input, ctx) => {
        if (ctx.action !== 'create' || !ctx.tx) return input;
        // One repair opens at a time per device: the device row is the lock (and a unique index the last guard).
        const deviceId = input.device_asset_id as number;
        const device = await this.lockDevice(ctx.tx, deviceId);
        if ((input.end_at === undefined || input.end_at === null) && (await this.openRepair(ctx.tx, deviceId)))
          throw refuse('device_asset_id', 'device_maintenance.device_down', { device: device.fnumber });
        return input;
      },
      afterCreate: async (tx, row, ctx) => {
        const device = await this.lockDevice(tx, row.device_asset_id as number);
        await run(tx, SET_REPAIR_LINE, [row.id as number, device.product_line_id]);
        if (row.end_at !== null) return;
        await run(tx, DEVICE_DOWN, [device.id]);
        await sendAlert(tx, device, 'down', {
          dm_repair_record_id: row.id as number,
          dm_period_id: null,
          due_at: null,
          text: String(row.cause ?? ''),
          by: ctx.userId,
        });
      },
      beforeDelete: async (row, db) => {
        if (row.end_at !== null) return;
        await this.deviceUp(db, row.device_asset_id as number, row, null);
      },
    };
  }

  /** Closes an open repair: end_at (default now), and what was found and done (the texts given; DM_CALLS.close). */
  async close(body: CallParsed<typeof DM_CALLS.close>, ctx: CallContext): Promise<Row> {
    const { id } = body;
    const endAt = body.end_at ?? new Date();
    const texts = Object.fromEntries(TEXTS.filter((t) => body[t] !== undefined).map((t) => [t, body[t]]));
    return inTransaction(this.pool, async (c) => {
      const row = await first(c, LOCK_REPAIR, [id]);
      if (!row) throw refuse('id', 'device_maintenance.no_repair_record', { id });
      if (row.end_at !== null) throw refuse('id', 'device_maintenance.repair_closed');
      if (endAt < row.start_at) throw refuse('end_at', 'device_maintenance.end_before_start');
      const cols = Object.keys(texts);
      await execute(
        c,
        `UPDATE dm_repair_record SET end_at = $2, updated_at = now()${cols.map((col, i) => `, ${col} = $${i + 3}`).join('')}
         WHERE id = $1`,
        [id, endAt, ...cols.map((col) => texts[col])],
      );
      await resourceEvent(c, this.def, 'update', id, ctx.userId);
      await this.deviceUp(c, row.device_asset_id, row, ctx.userId);
      return this.resources.get(this.def, id, c);
    });
  }

  async latest(deviceId: number): Promise<Row | null> {
    const row = await first(this.pool, LATEST_REPAIR, [deviceId]);
    return row ? this.resources.get(this.def, row.id) : null;
  }

  private async deviceUp(db: Tx, deviceId: number, row: Row, by: number | null): Promise<void> {
    await run(db, DEVICE_UP, [deviceId]);
    const device = await this.due.device(deviceId, db);
    if (device)
      await sendAlert(db, device, 'up', {
        dm_repair_record_id: row.id,
        dm_period_id: null,
        due_at: null,
        text: String(row.cause ?? ''),
        by,
      });
  }

  private async lockDevice(m: Tx, id: number) {
    const locked = await rows(m, LOCK_DEVICE, [id]);
    const device = locked.length > 0 ? await this.due.device(id, m) : null;
    if (!device) throw refuse('device_asset_id', 'device_maintenance.no_device', { key: id });
    return device;
  }

  private async openRepair(m: Tx, deviceId: number): Promise<boolean> {
    return (await rows(m, OPEN_REPAIR, [deviceId])).length > 0;
  }
}
