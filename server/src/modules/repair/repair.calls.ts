import type pg from 'pg';
import { REPAIR_CALLS } from '@mes/contracts';
import { refuse } from '../../core/api/app.exception';
import { rows, sql } from '../../core/db/sql';
import { implementCall, type ResourceRegistry } from '../../core/resource/resource.registry';
import type { ResourceService } from '../../core/resource/resource.service';
import { def } from '../product-mgt';
import { col, sheetAnswer } from '../product-mgt';
import { BindingService } from '../product-mgt';
import { BindingStationService } from './binding-station.service';
import { RepairService } from './repair.service';
import { ShiftOrderService } from './shift-order.service';
import { UnbindService } from './unbind.service';

const EXPORT_MAX = 10_000;
const badUser = () => refuse('user_id', 'repair.user_required');
const DEFECT_CODES = sql(
  'repair.defect_codes',
  `SELECT d.repair_record_id AS id, string_agg(e.fnumber, ', ' ORDER BY d.id) AS codes
       FROM repair_defect d JOIN error_code e ON e.id = d.error_code_id WHERE d.repair_record_id = ANY($1)
       GROUP BY d.repair_record_id`,
  { notNull: ['codes'] },
);

// The calls of repair, unbinding, the binding stations and shift orders (docs/repair-binding.md), declared in
// contracts/src/calls/repair.ts.
export function registerRepairCalls(registry: ResourceRegistry, pool: pg.Pool, resources: ResourceService): void {
  const binding = new BindingService(pool, resources, () => def(registry, 'binding_details'));
  const repairs = new RepairService(pool, resources, () => def(registry, 'repair_record'), binding);
  const unbind = new UnbindService(pool, repairs, binding);
  const station = new BindingStationService(pool, resources, binding, {
    stationMaterial: () => def(registry, 'station_material'),
    glueItem: () => def(registry, 'glue_item'),
    binding: () => def(registry, 'binding_details'),
  });
  const shifts = new ShiftOrderService(pool, resources, () => def(registry, 'shift_order'));
  // --- binding stations (v2) ---
  for (const decl of [REPAIR_CALLS.materialBind, REPAIR_CALLS.annexeBind])
    implementCall(registry, decl, (b, ctx) =>
      station.bind(
        {
          sn: b.sn,
          barcode: b.barcode,
          station_id: b.station_id,
          icitem_id: b.icitem_id ?? null,
          key: b.idempotency_key ?? null,
        },
        ctx.userId,
      ),
    );
  implementCall(registry, REPAIR_CALLS.today, (b) => station.today(b.station_id, b.kind, b.from));
  implementCall(registry, REPAIR_CALLS.relationWorder, (b) => station.relationWorder(b.sn, b.station_id ?? null));
  implementCall(registry, REPAIR_CALLS.check, (b) => station.check(b.sn, b.station_id ?? null));
  implementCall(registry, REPAIR_CALLS.putMaterial, (b, ctx) =>
    station.putMaterial(
      {
        station_id: b.station_id,
        barcode: b.barcode,
        icitem_id: b.icitem_id ?? null,
        qty: b.qty,
        key: b.idempotency_key ?? null,
      },
      ctx.userId,
    ),
  );
  implementCall(registry, REPAIR_CALLS.glueWeight, (b, ctx) =>
    station.glueWeight(
      {
        station_id: b.station_id,
        sn: b.sn ?? null,
        worder_id: b.worder_id ?? null,
        glue_plan_id: b.glue_plan_id ?? null,
        weight: b.weight,
        key: b.idempotency_key ?? null,
      },
      ctx.userId,
    ),
  );

  // --- repair (v2 writes, v1 reads) ---
  implementCall(registry, REPAIR_CALLS.badEnter, (b, ctx) => repairs.badEnter(b, ctx.userId));
  implementCall(registry, REPAIR_CALLS.updateBadEnter, (b, ctx) => repairs.updateBadEnter(b, ctx.userId));
  implementCall(registry, REPAIR_CALLS.repairEnter, (b, ctx) =>
    repairs.repair(
      {
        id: b.id,
        cause: b.cause,
        action: b.action,
        replace: b.replace,
        back_station_id: b.back_station_id ?? null,
        scrap: b.scrap === true,
      },
      ctx.userId,
    ),
  );
  implementCall(registry, REPAIR_CALLS.lastBadEnter, (b) => repairs.last(b.sn));
  implementCall(registry, REPAIR_CALLS.export, async (b) => {
    const locale = b.locale;
    const f = b.filter ?? '';
    const found = await resources.list(
      def(registry, 'repair_record'),
      { filter: /(^|\s)ps:/.test(f) ? f : `${f} ps:${EXPORT_MAX}`.trim() },
      EXPORT_MAX,
    );
    const records = found.list as Record<string, unknown>[];
    const codes = await rows(pool, DEFECT_CODES, [records.map((r) => r.id as number)]);
    const byId = new Map(codes.map((c) => [c.id, c.codes]));
    return sheetAnswer(
      { 'zh-CN': '维修记录', 'en-US': 'Repair records' },
      [
        col('sn', '序列号', 'Serial number'),
        col('worder_id', '工单', 'Work order', 'int'),
        col('station_id', '不良工站', 'Station of the defect', 'int'),
        col('defects', '不良代码', 'Error codes'),
        col('fdesc', '不良描述', 'Defect description'),
        col('status', '状态', 'Status', 'int'),
        col('cause', '不良原因', 'Cause'),
        col('action', '维修措施', 'Action'),
        col('back_station_id', '返回工站', 'Back to station', 'int'),
        col('created_at', '录入时间', 'Entered at', 'datetime'),
        col('repaired_at', '维修时间', 'Repaired at', 'datetime'),
      ],
      records.map((r) => ({ ...r, defects: byId.get(r.id as number) ?? '' })),
      locale,
      'repair_records.xlsx',
    );
  });
  implementCall(registry, REPAIR_CALLS.history, (b) => repairs.history(b.sn));
  implementCall(registry, REPAIR_CALLS.unbind, (b, ctx) =>
    unbind.unbind({ sn: b.sn, binding_ids: b.binding_ids ?? null, reason: b.reason }, ctx.userId),
  );
  implementCall(registry, REPAIR_CALLS.searchWithRepair, (b) => unbind.searchWithRepair(b.search_key));

  // --- unbinding (v1) ---
  implementCall(registry, REPAIR_CALLS.replaceInfo, (b) => unbind.replaceInfo(b.sn));
  implementCall(registry, REPAIR_CALLS.materialBinding, (b) =>
    unbind.materialBinding(b.sn !== undefined ? { sn: b.sn } : { barcode: b.barcode! }),
  );
  implementCall(registry, REPAIR_CALLS.bnTable, (b, ctx) => unbind.bnTable(b, ctx.userId));
  implementCall(registry, REPAIR_CALLS.snRecycle, (b, ctx) => unbind.snRecycle(b, ctx.userId));
  implementCall(registry, REPAIR_CALLS.snRecycleList, (b) =>
    resources.list(def(registry, 'unbind_log'), { filter: `kind:sn_recycle ${b.filter}`.trim() }),
  );
  implementCall(registry, REPAIR_CALLS.unboxingRework, (b, ctx) => unbind.unboxingRework(b, ctx.userId));

  // --- shift orders ---
  implementCall(registry, REPAIR_CALLS.shiftEnter, (b, ctx) => {
    const user = b.user_id ?? ctx.userId;
    if (user === null) throw badUser();
    return shifts.enter({ id: b.id, station_id: b.station_id, user_id: user }, ctx.userId);
  });
  implementCall(registry, REPAIR_CALLS.shiftLeave, (b, ctx) => {
    const user = b.user_id ?? ctx.userId;
    if (user === null) throw badUser();
    return shifts.leave({ id: b.id, user_id: user }, ctx.userId);
  });
  implementCall(registry, REPAIR_CALLS.shiftView, (b) =>
    shifts.view({
      shift_order_id: b.shift_order_id ?? null,
      user_id: b.user_id ?? null,
      station_id: b.station_id ?? null,
      pn: b.pn,
      ps: b.ps,
    }),
  );
}
