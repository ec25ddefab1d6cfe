import { SmtFeedingStatus, WorkOrderStatus } from '@mes/contracts';
import type pg from 'pg';
import { refuse } from '../../../core/api/app.exception';
import { defineResource, LIST_BY_IDS, type ResourceDef } from '../../../core/resource/resource.types';
import { datetime, fdesc, int, ref, relationsTo, tr } from '../../basicdata';
import { fbillno } from '../../product-mgt';
import { refuseUnless, statusField } from './smt-fields';
import { first, sql } from '../../../core/db/sql';

const ORDER = sql(
  'smt.order_to_feed',
  'SELECT fbillno, status, product_line_id, smt_feeder_id FROM smt_order WHERE id = $1',
);

// An SMT feeding document (上料单, /api/v1/work/smt_feeding): loading and checking the reels of an SMT order's feeder
// list on its line. The steps (prepare, scanning, …) move its status (docs/state-machines.md, "SMT feeding");
// the line is the order's, the feeder list the order's unless given.
export function smtFeedingResource(pool: pg.Pool): ResourceDef {
  return defineResource({
    name: 'smt_feeding',
    module: 'work',
    lookups: [LIST_BY_IDS],
    links: {
      push_up: [{ table: 'smt_order', route: '/smt_order', ids: 'SELECT smt_order_id FROM smt_feeding WHERE id = $1' }],
    },
    table: 'smt_feeding',
    label: tr('SMT 上料', 'SMT feeding'),
    // export is work/smt_feeding/export; a feeding is never imported.
    io: false,
    fields: {
      fbillno: fbillno('上料单号', 'Feeding number'),
      smt_order_id: ref('smt_order', 'SMT 工单', 'SMT order', { required: true }),
      smt_feeder_id: ref('smt_feeder', '料站表', 'Feeder list'),
      product_line_id: { ...ref('product_line', '产线', 'Production line'), readonly: true },
      status: statusField(SmtFeedingStatus.codes, SmtFeedingStatus.INITIALING),
      turn: int('当前轮次', 'Current turn', { readonly: true }),
      turn_count: int('轮次数', 'Turns', { readonly: true }),
      prepared_at: { ...datetime('准备时间', 'Prepared at'), readonly: true },
      finished_at: { ...datetime('完成时间', 'Finished at'), readonly: true },
      fdesc: fdesc('备注', 'Remarks'),
    },
    relations: relationsTo('smt_order', 'smt_feeder', 'product_line'),
    hooks: {
      async beforeWrite(input, ctx) {
        refuseUnless(input, ctx, ['smt_order_id', 'smt_feeder_id'], (r) => r.status === SmtFeedingStatus.INITIALING, {
          code: 'smt.feeding_prepared_fixed',
        });
        if (typeof input.smt_order_id !== 'number') return input;
        const order = await first(pool, ORDER, [input.smt_order_id]);
        if (!order) return input; // the engine answers the missing reference
        if (order.status === WorkOrderStatus.CANCEL || order.status === WorkOrderStatus.FINISH) {
          throw refuse('smt_order_id', 'smt.smt_order_closed', {
            fbillno: order.fbillno,
            status: String(WorkOrderStatus.keyOf(order.status)?.toLowerCase()),
          });
        }
        const feeder = input.smt_feeder_id ?? ctx.current?.smt_feeder_id ?? order.smt_feeder_id;
        if (typeof feeder !== 'number')
          throw refuse('smt_feeder_id', 'smt.order_no_feeder_list', { fbillno: order.fbillno });
        return { ...input, smt_feeder_id: feeder, product_line_id: order.product_line_id };
      },
    },
  });
}
