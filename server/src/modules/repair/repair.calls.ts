import type { DataSource } from 'typeorm';
import { refuse } from '../../core/api/app.exception';
import { dateTimeField, idField, idsField, onlyFields, textField } from '../../core/api/call-input';
import { moduleCall, type ExtraCall, type ResourceRegistry } from '../../core/resource/resource.registry';
import type { ResourceService } from '../../core/resource/resource.service';
import { def, localeField } from '../product-mgt/calls/call-kit';
import { col, sheetAnswer } from '../product-mgt/sheets';
import { BindingService } from '../product-mgt/definitions/binding.service';
import { BindingStationService, COUNTED } from './binding-station.service';
import { errorCodes, optId, optText, page, reason, replacements, text, weight, type Body } from './repair.input';
import { RepairService } from './repair.service';
import { ShiftOrderService } from './shift-order.service';
import { scanKey } from './scan-keys';
import { UnbindService } from './unbind.service';

const SN_MAX = 64;
const V2 = 'mes-transfer';
const V1 = 'product_coll';
const EXPORT_MAX = 10_000;

const sn = (b: Body, field = 'sn') => text(b, field, SN_MAX);
const filterText = (b: Body): string => {
  if (b.filter === undefined) return '';
  if (typeof b.filter !== 'string') throw refuse('filter', 'input.string');
  return b.filter;
};
const badQty = () => refuse('qty', 'repair.qty_range');
const badGive = () => refuse('sn', 'repair.sn_or_worder');
const badScrap = () => refuse('scrap', 'input.boolean');
const badUser = () => refuse('user_id', 'repair.user_required');
const idsOf = (b: Body) => {
  const ids = idsField(b, 'binding_ids', 100);
  if (ids.length === 0) throw refuse('binding_ids', 'repair.no_binding_named');
  return ids;
};

// The calls of repair, unbinding, the binding stations and shift orders (docs/repair-binding.md).
export function registerRepairCalls(registry: ResourceRegistry, ds: DataSource, resources: ResourceService): void {
  const binding = new BindingService(ds, resources, () => def(registry, 'binding_details'));
  const repairs = new RepairService(ds, resources, () => def(registry, 'repair_record'), binding);
  const unbind = new UnbindService(ds, repairs, binding);
  const station = new BindingStationService(ds, resources, binding, {
    stationMaterial: () => def(registry, 'station_material'),
    glueItem: () => def(registry, 'glue_item'),
    binding: () => def(registry, 'binding_details'),
  });
  const shifts = new ShiftOrderService(ds, resources, () => def(registry, 'shift_order'));
  const call = (module: string, path: string, summary: string, handler: ExtraCall['handler']) =>
    moduleCall(registry, module, path, summary, handler);

  // --- binding stations (v2) ---
  const bindCall = (path: string, what: string) =>
    call(
      V2,
      path,
      `${what}: sn, barcode, station_id, icitem_id?, idempotency_key?; answers the binding and what the SN still needs`,
      (b, ctx) => {
        onlyFields(b, ['sn', 'barcode', 'station_id', 'icitem_id', 'idempotency_key']);
        return station.bind(
          {
            sn: sn(b),
            barcode: text(b, 'barcode', 128),
            station_id: idField(b, 'station_id'),
            icitem_id: optId(b, 'icitem_id'),
            key: scanKey(b),
          },
          ctx.userId,
        );
      },
    );
  bindCall('material_binding/create', 'bind a part to a unit under the binding policies');
  bindCall('annexe_binging/create', 'bind an accessory to a unit under the binding policies');
  call(
    V2,
    'binding_station/today',
    "a binding station's count since the screen's midnight: station_id, kind (binding, lot, glue), from",
    (b) => {
      onlyFields(b, ['station_id', 'kind', 'from']);
      const kind = b.kind;
      if (typeof kind !== 'string' || !Object.hasOwn(COUNTED, kind))
        throw refuse('kind', 'input.one_of', { values: Object.keys(COUNTED).join(', ') });
      return station.today(idField(b, 'station_id'), kind as keyof typeof COUNTED, dateTimeField(b, 'from'));
    },
  );
  call(
    V2,
    'material_binding/relation_worder',
    "the SN's work order and the materials to bind: sn, station_id?",
    (b) => {
      onlyFields(b, ['sn', 'station_id']);
      return station.relationWorder(sn(b), optId(b, 'station_id'));
    },
  );
  call(V2, 'material_binding/check', 'whether the SN has every part its policies ask for: sn, station_id?', (b) => {
    onlyFields(b, ['sn', 'station_id']);
    return station.check(sn(b), optId(b, 'station_id'));
  });
  call(
    V2,
    'put_material/put_material',
    'put a material lot at a station: station_id, barcode (the lot), icitem_id?, qty?, idempotency_key?',
    (b, ctx) => {
      onlyFields(b, ['station_id', 'barcode', 'icitem_id', 'qty', 'idempotency_key']);
      const qty = b.qty ?? 0;
      if (typeof qty !== 'number' || !Number.isFinite(qty) || qty < 0 || qty > 1e9) throw badQty();
      return station.putMaterial(
        {
          station_id: idField(b, 'station_id'),
          barcode: text(b, 'barcode', 128),
          icitem_id: optId(b, 'icitem_id'),
          qty,
          key: scanKey(b),
        },
        ctx.userId,
      );
    },
  );
  call(
    V2,
    'glue/glue_weight',
    "weigh a unit's glue against its glue plan: station_id, weight (g), sn or worder_id, glue_plan_id?, idempotency_key?",
    (b, ctx) => {
      onlyFields(b, ['station_id', 'sn', 'worder_id', 'glue_plan_id', 'weight', 'idempotency_key']);
      const s = b.sn === undefined ? null : sn(b);
      const w = optId(b, 'worder_id');
      if (s === null && w === null) throw badGive();
      return station.glueWeight(
        {
          station_id: idField(b, 'station_id'),
          sn: s,
          worder_id: w,
          glue_plan_id: optId(b, 'glue_plan_id'),
          weight: weight(b),
          key: scanKey(b),
        },
        ctx.userId,
      );
    },
  );

  // --- repair (v2 writes, v1 reads) ---
  call(
    V2,
    'repair_record/create_bad_enter',
    'enter a failed unit for repair: sn, station_id, error_code_ids, fdesc?, idempotency_key?',
    (b, ctx) => {
      onlyFields(b, ['sn', 'station_id', 'error_code_ids', 'fdesc', 'idempotency_key']);
      return repairs.badEnter(
        {
          sn: sn(b),
          station_id: idField(b, 'station_id'),
          error_code_ids: errorCodes(b),
          fdesc: optText(b, 'fdesc', 256),
          idempotency_key: optText(b, 'idempotency_key', 128) || null,
        },
        ctx.userId,
      );
    },
  );
  call(
    V2,
    'repair_record/update_bad_enter',
    "correct a waiting repair's defects: id, error_code_ids?, fdesc?",
    (b, ctx) => {
      onlyFields(b, ['id', 'error_code_ids', 'fdesc']);
      return repairs.updateBadEnter(
        {
          id: idField(b, 'id'),
          error_code_ids: b.error_code_ids === undefined ? undefined : errorCodes(b),
          fdesc: b.fdesc === undefined ? undefined : optText(b, 'fdesc', 256),
        },
        ctx.userId,
      );
    },
  );
  call(
    V2,
    'repair_record/create_repair_enter',
    'repair a unit: id, cause, action, replace [{ binding_id, barcode, reason? }], back_station_id?, scrap?',
    (b, ctx) => {
      onlyFields(b, ['id', 'cause', 'action', 'replace', 'back_station_id', 'scrap']);
      if (b.scrap !== undefined && typeof b.scrap !== 'boolean') throw badScrap();
      return repairs.repair(
        {
          id: idField(b, 'id'),
          cause: text(b, 'cause', 256),
          action: text(b, 'action', 256),
          replace: replacements(b),
          back_station_id: optId(b, 'back_station_id'),
          scrap: b.scrap === true,
        },
        ctx.userId,
      );
    },
  );
  call(
    V1,
    'repair_record/last_bad_enter',
    'the newest repair record of an SN with its defects (null: none): sn',
    (b) => {
      onlyFields(b, ['sn']);
      return repairs.last(sn(b));
    },
  );
  call(V1, 'repair_record/export', 'the repair records the filter selects as .xlsx: filter?, locale?', async (b) => {
    onlyFields(b, ['filter', 'locale']);
    const locale = localeField(b);
    const f = textField(b, 'filter', 2000, true) ?? '';
    const found = await resources.list(
      def(registry, 'repair_record'),
      { filter: /(^|\s)ps:/.test(f) ? f : `${f} ps:${EXPORT_MAX}`.trim() },
      EXPORT_MAX,
    );
    const rows = found.list as Record<string, unknown>[];
    const codes = (await ds.query(
      `SELECT d.repair_record_id AS id, string_agg(e.fnumber, ', ' ORDER BY d.id) AS codes
       FROM repair_defect d JOIN error_code e ON e.id = d.error_code_id WHERE d.repair_record_id = ANY($1)
       GROUP BY d.repair_record_id`,
      [rows.map((r) => r.id)],
    )) as { id: number; codes: string }[];
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
      rows.map((r) => ({ ...r, defects: byId.get(r.id as number) ?? '' })),
      locale,
      'repair_records.xlsx',
    );
  });
  call(V1, 'product_item/repair', 'every repair of an SN with its defects and replaced parts: sn', (b) => {
    onlyFields(b, ['sn']);
    return repairs.history(sn(b));
  });
  call(
    V1,
    'product_item/unbind',
    "release an SN's parts (the given bindings, or all): sn, binding_ids?, reason",
    (b, ctx) => {
      onlyFields(b, ['sn', 'binding_ids', 'reason']);
      const ids = b.binding_ids === undefined ? null : idsOf(b);
      return unbind.unbind({ sn: sn(b), binding_ids: ids, reason: reason(b) }, ctx.userId);
    },
  );
  call(
    V1,
    'product_item/search_key_with_repair',
    'up to 50 SNs containing the text, each with its newest repair',
    (b) => {
      onlyFields(b, ['search_key']);
      return unbind.searchWithRepair(text(b, 'search_key', SN_MAX));
    },
  );

  // --- unbinding (v1) ---
  call(
    V1,
    'unbind/get_repair_replace_info',
    'what a repair may replace: the open repair and the parts bound: sn',
    (b) => {
      onlyFields(b, ['sn']);
      return unbind.replaceInfo(sn(b));
    },
  );
  call(V1, 'unbind/get_material_binding', 'every binding of an SN, or those of a barcode: sn or barcode', (b) => {
    onlyFields(b, ['sn', 'barcode']);
    if (b.sn !== undefined) return unbind.materialBinding({ sn: sn(b) });
    return unbind.materialBinding({ barcode: text(b, 'barcode', 128) });
  });
  call(V1, 'unbind/bn_table', 'give a batch number handed to an order back to the pool: bn, reason', (b, ctx) => {
    onlyFields(b, ['bn', 'reason']);
    return unbind.bnTable({ bn: text(b, 'bn', 64), reason: reason(b) }, ctx.userId);
  });
  call(V1, 'unbind/sn_recycle', 'take an SN out of its work order for reuse: sn, reason', (b, ctx) => {
    onlyFields(b, ['sn', 'reason']);
    return unbind.snRecycle({ sn: sn(b), reason: reason(b) }, ctx.userId);
  });
  call(V1, 'unbind/sn_recycle/list', 'the recycled SNs: the list grammar over the unbinding trace', (b) => {
    onlyFields(b, ['filter']);
    return resources.list(def(registry, 'unbind_log'), { filter: `kind:sn_recycle ${filterText(b)}`.trim() });
  });
  call(V1, 'unbind/unboxing_rework', 'take an SN out of its box for rework: sn, reason', (b, ctx) => {
    onlyFields(b, ['sn', 'reason']);
    return unbind.unboxingRework({ sn: sn(b), reason: reason(b) }, ctx.userId);
  });

  // --- shift orders ---
  call(
    'work',
    'shift_order/enter',
    'a person starts at a station on this shift: id, station_id, user_id? (default: the caller)',
    (b, ctx) => {
      onlyFields(b, ['id', 'station_id', 'user_id']);
      const user = optId(b, 'user_id') ?? ctx.userId;
      if (user === null) throw badUser();
      return shifts.enter({ id: idField(b, 'id'), station_id: idField(b, 'station_id'), user_id: user }, ctx.userId);
    },
  );
  call(
    'work',
    'shift_order/leave',
    'a person leaves their station of this shift: id, user_id? (default: the caller)',
    (b, ctx) => {
      onlyFields(b, ['id', 'user_id']);
      const user = optId(b, 'user_id') ?? ctx.userId;
      if (user === null) throw badUser();
      return shifts.leave({ id: idField(b, 'id'), user_id: user }, ctx.userId);
    },
  );
  call(
    'work',
    'vshift_order/list',
    'who worked which station on which shift and what they produced: shift_order_id?, user_id?, station_id?, pn?, ps?',
    (b) => {
      onlyFields(b, ['shift_order_id', 'user_id', 'station_id', 'pn', 'ps']);
      return shifts.view({
        shift_order_id: optId(b, 'shift_order_id'),
        user_id: optId(b, 'user_id'),
        station_id: optId(b, 'station_id'),
        ...page(b),
      });
    },
  );
}
