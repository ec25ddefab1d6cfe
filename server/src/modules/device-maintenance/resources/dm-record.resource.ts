import { refuse } from '../../../core/api/app.exception';
import { first, rows, run, sql, type Tx } from '../../../core/db/sql';
import { defineResource, type ResourceDef } from '../../../core/resource/resource.types';
import { datetime, fdesc, oneOf, ref, relationsTo, str, tr, readonlyField } from '../../basicdata';
import type { DmDueService } from '../dm-due.service';
import { sendAlert } from '../dm-alerts';
import { windowOf, isCounter } from '../due';
import { localOffset } from '../dm-due.service';

const RECORD = sql('device-maintenance.record', 'SELECT device_asset_id, dm_period_id FROM dm_record WHERE id = $1');
const PERIOD_ITEMS = sql(
  'device-maintenance.period_items',
  `SELECT i.id FROM dm_related_item r JOIN dm_item i ON i.id = r.dm_item_id
           WHERE r.device_asset_id = $1 AND i.dm_period_id = $2`,
);
const NG_OUT_OF_LIMITS = sql(
  'device-maintenance.ng_out_of_limits',
  `UPDATE dm_record_entry e SET result = 'ng' FROM dm_item i
           WHERE e.dm_record_id = $1 AND i.id = e.dm_item_id AND e.value ~ '^-?[0-9]+(\\.[0-9]+)?$'
             AND ((i.lower IS NOT NULL AND e.value::numeric < i.lower) OR (i.upper IS NOT NULL AND e.value::numeric > i.upper))`,
);
const RECORD_RESULT = sql(
  'device-maintenance.record_result',
  `UPDATE dm_record SET result = CASE WHEN EXISTS (SELECT 1 FROM dm_record_entry WHERE dm_record_id = $1
             AND result = 'ng') THEN 'ng' ELSE 'ok' END WHERE id = $1`,
);
const CHECKED = sql(
  'device-maintenance.checked',
  'UPDATE dm_record SET checker_id = $2, checked_at = CASE WHEN $3 THEN now() END WHERE id = $1',
);
const END_OVERDUE = sql(
  'device-maintenance.end_overdue',
  'DELETE FROM dm_overdue_sent WHERE device_asset_id = $1 AND dm_period_id = $2 RETURNING due_at',
);

// The maintenance of one device for one occurrence of a period, with one result per item; a supervisor checks it
// (docs/device-maintenance.md, "Records"). The server fills the line and the occurrence (period_start) unless a
// calendar window is named to catch up a missed one; the result is ng when an item is ng or out of its limits.
export function dmRecordResource(due: DmDueService): ResourceDef {
  return defineResource({
    name: 'dm_record',
    module: 'device_maintenance',
    table: 'dm_record',
    label: tr('保养记录', 'Maintenance record'),
    fields: {
      device_asset_id: ref('device_asset', '设备', 'Device', { required: true }),
      dm_period_id: ref('dm_period', '保养周期', 'Period', { required: true }),
      product_line_id: readonlyField(ref('product_line', '产线', 'Production line')),
      period_start: datetime('周期开始', 'Period starts'),
      done_at: readonlyField({ ...datetime('保养时间', 'Done at'), nullable: false }),
      result: readonlyField(oneOf(['ok', 'ng'], '结果', 'Result')),
      checker_id: readonlyField(ref('user', '审核人', 'Checked by')),
      checked_at: readonlyField(datetime('审核时间', 'Checked at')),
      fdesc: fdesc('备注', 'Remarks'),
    },
    relations: relationsTo('device_asset', 'dm_period', 'product_line'),
    listColumns: ['device_asset_id', 'dm_period_id', 'period_start', 'done_at', 'result', 'checked'],
    io: false,
    entries: {
      table: 'dm_record_entry',
      parent: 'dm_record_id',
      label: tr('保养项目结果', 'Item results'),
      max: 200,
      fields: {
        dm_item_id: ref('dm_item', '保养项目', 'Maintenance item', { required: true }),
        value: str(128, '测量值/记录', 'Measured value or note'),
        result: oneOf(['ok', 'ng', 'skip'], '结果', 'Result'),
        fdesc: fdesc('备注', 'Remarks'),
      },
    },
    // a record with no entries is an ad-hoc one (nothing of the device's items ticked): accepted, as the contract test makes it
    example: { period_start: null, entries: [] },
    hooks: {
      async beforeWrite(input, ctx) {
        if (ctx.action === 'update') {
          for (const f of ['device_asset_id', 'dm_period_id', 'period_start'])
            if (f in input && input[f] !== ctx.current?.[f] && String(input[f]) !== String(ctx.current?.[f]))
              throw refuse(f, 'device_maintenance.record_fixed');
          return input;
        }
        return { ...input, ...(await occurrenceOf(due, input)) };
      },
      async afterEntries(tx, id, entries) {
        const rec = await first(tx, RECORD, [id]);
        if (!rec) throw new Error(`dm_record ${id}: its entries were written without it`);
        const items = await rows(tx, PERIOD_ITEMS, [rec.device_asset_id, rec.dm_period_id]);
        const allowed = new Set(items.map((i) => i.id));
        const seen = new Set<unknown>();
        entries.forEach((e, i) => {
          if (!allowed.has(e.dm_item_id as number))
            throw refuse(`entries[${i}].dm_item_id`, 'device_maintenance.item_not_in_period');
          if (seen.has(e.dm_item_id)) throw refuse(`entries[${i}].dm_item_id`, 'input.given_twice');
          seen.add(e.dm_item_id);
        });
        // A measured value outside the item's limits is ng whatever was ticked.
        await run(tx, NG_OUT_OF_LIMITS, [id]);
        await maintained(due, tx, rec.device_asset_id, rec.dm_period_id);
        await run(tx, RECORD_RESULT, [id]);
      },
      async beforeFlag(change, tx, ctx) {
        if (change.flag !== 'checked') return;
        await run(tx, CHECKED, [change.row.id as number, change.value ? ctx.userId : null, change.value]);
      },
    },
  });
}

// A record of an announced overdue maintenance ends it on the line's board and stations (device.maintained).
async function maintained(due: DmDueService, tx: Tx, deviceId: number, periodId: number): Promise<void> {
  const ended = await rows(tx, END_OVERDUE, [deviceId, periodId]);
  const device = ended.length > 0 ? await due.device(deviceId, tx) : null;
  if (device)
    await sendAlert(tx, device, 'maintained', {
      dm_repair_record_id: null,
      dm_period_id: periodId,
      due_at: ended[0].due_at.toISOString(),
      text: '',
      by: null,
    });
}

// The occurrence of a new record: the one open now, or a calendar window named by period_start (catching up).
async function occurrenceOf(due: DmDueService, input: Record<string, unknown>): Promise<Record<string, unknown>> {
  const deviceId = input.device_asset_id as number;
  const periodId = input.dm_period_id as number;
  const device = await due.device(deviceId);
  if (!device) return {}; // the engine's reference check answers it
  const period = (await due.periods(deviceId)).find((p) => p.id === periodId) ?? (await due.period(periodId));
  if (!period) return {}; // the engine's reference check answers it
  const now = new Date();
  let periodStart: Date;
  if (input.period_start !== undefined && input.period_start !== null) {
    if (isCounter(period)) throw refuse('period_start', 'device_maintenance.period_start_counter');
    const given = new Date(input.period_start as string);
    periodStart = windowOf(period, given, localOffset(given)).start;
    if (periodStart.getTime() !== given.getTime() || given > now)
      throw refuse('period_start', 'device_maintenance.period_start_invalid');
  } else periodStart = (await due.current(device, period, now)).period_start;
  return { period_start: periodStart, product_line_id: device.product_line_id };
}
