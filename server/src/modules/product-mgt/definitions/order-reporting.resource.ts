import { OrderReportingEntryResult } from '@mes/contracts';
import { defineResource, type FieldDef } from '../../../core/resource/resource.types';
import { datetime, fdesc, int, num, ref, str, tr } from '../../basicdata';

const result = (zh: string, en: string): FieldDef => ({
  type: 'int',
  label: tr(zh, en),
  readonly: true,
  default: OrderReportingEntryResult.UNKNOWN,
  enum: OrderReportingEntryResult.codes,
});

// A report of produced quantities to the ERP: one entry per order and quantity, each sent by the workers until the
// ERP accepts it (order-reporting.service.ts, workers' OrderReportingProcessor). create, delete and update_entry are
// calls of their own: they enqueue the sending in the same transaction.
export const orderReportingResource = defineResource({
  name: 'order_reporting',
  module: 'product_mgt',
  table: 'order_reporting',
  label: tr('工单报工', 'Order reporting'),
  actions: ['get', 'list'],
  io: false,
  fields: {
    fbillno: { ...str(64, '报工单号', 'Report number', { unique: true, search: true }), numbered: 'OR' },
    result: result('报工结果', 'Result'),
    fdesc: fdesc('备注', 'Remarks'),
  },
  listColumns: ['fbillno', 'result', 'fdesc', 'created_at'],
  entries: {
    table: 'order_reporting_entry',
    parent: 'order_reporting_id',
    label: tr('报工明细', 'Reporting entry'),
    required: true,
    max: 200,
    fields: {
      worder_id: ref('worder', '工单', 'Work order', { required: true }),
      qty: num('数量', 'Quantity', { required: true, min: 0.000001, maxValue: 1e9 }),
      fdesc: fdesc('备注', 'Remarks'),
      result: result('结果', 'Result'),
      version: { ...int('版本', 'Version'), readonly: true, default: 1 },
      attempts: { ...int('发送次数', 'Attempts'), readonly: true },
      last_error: str(512, '最近错误', 'Last error', { readonly: true }),
      reported_at: { ...datetime('成功时间', 'Reported at'), readonly: true },
    },
  },
  example: { fdesc: '', entries: [{ worder_id: 1, qty: 100 }] },
});
