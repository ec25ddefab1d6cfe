import { defineResource, type ResourceDef, type Row } from '../../core/resource/resource.types';
import { refuse } from '../../core/api/app.exception';
import { fdesc, fname, fnumber, int, ref, relationsTo, str, tr } from '../basicdata';
import { withStages } from './order-wip.queries';

// The order-WIP records of 001 §3 (docs/statistics.md, "Order WIP"): the factory's stages, the orders followed, the
// temporary WIP and the amendments. The quantities themselves are computed (order-wip.queries.ts).

export function wipFieldResource(): ResourceDef {
  return defineResource({
    name: 'wip_field',
    module: 'stat',
    table: 'wip_field',
    label: tr('在制阶段', 'WIP stage'),
    defaultSort: 'seq',
    fields: {
      fnumber: fnumber('阶段编号', 'Stage code'),
      fname: fname('阶段名称', 'Stage name'),
      seq: int('顺序', 'Order', { min: 0 }),
      station_id: ref('station', '工站', 'Station'),
    },
    relations: relationsTo('station'),
  });
}

export function orderWipResource(): ResourceDef {
  return defineResource({
    name: 'order_wip',
    module: 'stat',
    table: 'order_wip',
    label: tr('订单在制', 'Order WIP'),
    fields: {
      icpp_id: ref('icpp', '工艺计划', 'Process plan'),
      worder_id: ref('worder', '工单', 'Work order'),
      fdesc: { ...fdesc('备注', 'Remarks'), max: 255, search: true },
    },
    relations: relationsTo('icpp', 'worder'),
    hooks: {
      beforeWrite(input, ctx) {
        const icpp = input.icpp_id ?? ctx.current?.icpp_id ?? null;
        const worder = input.worder_id ?? ctx.current?.worder_id ?? null;
        if (icpp === null && worder === null) throw refuse('icpp_id', 'stat.wip_plan_or_order_required');
        return input;
      },
      // every row the engine answers carries the quantities (list/kanban and export read them alike: stat.calls.ts)
      afterRead: withStages,
    },
  });
}

export function temporaryOrderWipResource(): ResourceDef {
  return defineResource({
    name: 'temporary_order_wip',
    module: 'stat',
    table: 'temporary_order_wip',
    label: tr('临时在制', 'Temporary WIP'),
    actions: ['get', 'create', 'update', 'delete', 'list'],
    fields: {
      order_wip_id: ref('order_wip', '订单在制', 'Order WIP', { required: true }),
      wip_field_id: ref('wip_field', '在制阶段', 'WIP stage', { required: true }),
      qty: int('数量', 'Quantity', { required: true }),
      fdesc: fdesc('备注', 'Remarks'),
    },
    relations: relationsTo('order_wip', 'wip_field'),
  });
}

type Amend = { at: string; by: number | null; wip_field_id: unknown; delta: unknown; reason: unknown };

// An amendment keeps its own trail: every update appends the values it replaced, with who and when. A checked
// amendment counts in the quantities and is frozen (the engine refuses changes until it is unchecked).
export function wipAmendResource(): ResourceDef {
  return defineResource({
    name: 'wip_amend',
    module: 'stat',
    table: 'wip_amend',
    label: tr('在制修正', 'WIP amendment'),
    actions: ['get', 'create', 'update', 'delete', 'list', 'check'],
    fields: {
      order_wip_id: ref('order_wip', '订单在制', 'Order WIP', { required: true }),
      wip_field_id: ref('wip_field', '在制阶段', 'WIP stage', { required: true }),
      delta: int('修正数量', 'Correction', { required: true }),
      reason: str(255, '修正原因', 'Reason', { required: true, search: true }),
      updated_by: { ...ref('user', '修改人', 'Changed by'), readonly: true },
      history: { type: 'json', label: tr('修改记录', 'Change history'), readonly: true, nullable: true },
    },
    relations: relationsTo('order_wip', 'wip_field'),
    hooks: {
      beforeWrite(input, ctx) {
        if (typeof input.reason === 'string' && input.reason.trim() === '')
          throw refuse('reason', 'stat.amend_reason_blank');
        if (ctx.action === 'create') return { ...input, updated_by: ctx.userId, history: [] };
        const cur = ctx.current as Row;
        const before: Amend = {
          at: new Date().toISOString(),
          by: ctx.userId,
          wip_field_id: cur.wip_field_id,
          delta: cur.delta,
          reason: cur.reason,
        };
        const history = Array.isArray(cur.history) ? (cur.history as Amend[]) : [];
        return { ...input, updated_by: ctx.userId, history: [...history, before] };
      },
    },
  });
}
