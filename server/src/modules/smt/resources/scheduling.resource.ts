import { SchedulingChangeType, SchedulingOperation } from '@mes/contracts';
import { defineResource, type ResourceDef } from '../../../core/resource/resource.types';
import { fdesc, int, oneOf, ref, relationsTo, str, tr } from '../../basicdata';

// A line's queue of orders (排产): read with the standard get and list (filter product_line_id:<id>
// sort:position-asc); changed only by production_scheduling/append and move, and by the orders' own actions.
export function productionSchedulingResource(): ResourceDef {
  return defineResource({
    name: 'production_scheduling',
    module: 'product_mgt',
    table: 'production_scheduling',
    label: tr('排产', 'Production scheduling'),
    actions: ['get', 'list'],
    io: false,
    defaultSort: 'position-asc',
    fields: {
      product_line_id: ref('product_line', '产线', 'Production line', { required: true }),
      position: int('顺序', 'Position', { required: true, min: 1 }),
      smt_order_id: ref('smt_order', 'SMT 工单', 'SMT order'),
      worder_id: ref('worder', '工单', 'Work order'),
      fdesc: fdesc('备注', 'Remarks'),
    },
    relations: relationsTo('product_line', 'smt_order', 'worder'),
  });
}

// What happened to a line's queue: operations (start, stop, finish, cancel of a queued order) and changes (add, del,
// replace = moved). Written by the server only.
export function productionSchedulingLogResource(): ResourceDef {
  return defineResource({
    name: 'production_scheduling_log',
    module: 'product_mgt',
    table: 'production_scheduling_log',
    label: tr('排产日志', 'Scheduling log'),
    actions: ['list'],
    listColumns: [
      'fbillno',
      'product_line_id',
      'kind',
      'change_type',
      'operation',
      'from_position',
      'to_position',
      'fdesc',
    ],
    io: false,
    fields: {
      fbillno: str(64, '单号', 'Order number', { search: true }),
      product_line_id: ref('product_line', '产线', 'Production line', { required: true }),
      kind: oneOf(['operation', 'change'], '类别', 'Kind', { required: true }),
      change_type: {
        type: 'int',
        label: tr('变更类型', 'Change type'),
        enum: SchedulingChangeType.codes,
        nullable: true,
      },
      operation: { type: 'int', label: tr('操作', 'Operation'), enum: SchedulingOperation.codes, nullable: true },
      from_position: int('原顺序', 'From position', { nullable: true, default: undefined }),
      to_position: int('新顺序', 'To position', { nullable: true, default: undefined }),
      production_scheduling_id: int('排产记录', 'Scheduling entry', { nullable: true, default: undefined }),
      smt_order_id: ref('smt_order', 'SMT 工单', 'SMT order'),
      worder_id: ref('worder', '工单', 'Work order'),
      fdesc: fdesc('说明', 'Remarks'),
    },
    relations: relationsTo('product_line', 'smt_order', 'worder'),
  });
}
