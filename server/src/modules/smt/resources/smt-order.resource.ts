import { IcppFreezeFlag, WorkOrderStatus } from '@mes/contracts';
import type pg from 'pg';
import { refuse } from '../../../core/api/app.exception';
import { defineResource, LIST_BY_IDS, type ResourceDef } from '../../../core/resource/resource.types';
import { datetime, fdesc, int, ref, relationsTo, tr } from '../../basicdata';
import { checkPlanWindow, fbillno, orderStatus } from '../../product-mgt';
import { isReady, refuseUnless, sideField } from './smt-fields';
import { first, sql } from '../../../core/db/sql';

const PLAN = sql('smt.plan_of_order', 'SELECT fbillno, freeze_flag FROM icpp WHERE id = $1');

// An SMT order (SMT 工单, v2 /api/v2/product_mgt/smt_order): boards of one product placed on one SMT line, by a
// process plan's feeder list and steel mesh. Its status moves only by smt_order/start_order … on the work orders'
// machine (docs/state-machines.md, "SMT orders").
export function smtOrderResource(pool: pg.Pool): ResourceDef {
  return defineResource({
    name: 'smt_order',
    module: 'product_mgt',
    lookups: [LIST_BY_IDS],
    links: {
      push_up: [
        { table: 'icpp', route: '/icpp', ids: 'SELECT icpp_id FROM smt_order WHERE id = $1' },
        { table: 'worder', route: '/worder', ids: 'SELECT worder_id FROM smt_order WHERE id = $1' },
      ],
      // the feedings; a feeding's product is its order's.
      push_down: [
        {
          table: 'smt_feeding',
          route: '/work/smt_feeding',
          ids: 'SELECT id FROM smt_feeding WHERE smt_order_id = $1',
          product: '(SELECT o.product_id FROM smt_order o WHERE o.id = t.smt_order_id)',
        },
      ],
    },
    table: 'smt_order',
    label: tr('SMT 工单', 'SMT order'),
    fields: {
      fbillno: fbillno('SMT 工单号', 'SMT order number'),
      product_id: ref('product', '产品', 'Product', { required: true }),
      product_line_id: ref('product_line', '产线', 'Production line', { required: true }),
      icpp_id: ref('icpp', '工艺计划', 'Process plan'),
      smt_feeder_id: ref('smt_feeder', '料站表', 'Feeder list'),
      worder_id: ref('worder', '工单', 'Work order'),
      steel_mesh_id: ref('steel_mesh', '钢网', 'Steel mesh'),
      side: sideField(),
      fqty: int('计划数量', 'Planned quantity', { required: true, min: 1 }),
      status: orderStatus(),
      plan_start_at: datetime('计划开始时间', 'Planned start'),
      plan_end_at: datetime('计划结束时间', 'Planned end'),
      fdesc: fdesc('备注', 'Remarks'),
    },
    relations: relationsTo('product', 'product_line', 'icpp', 'smt_feeder', 'worder', 'steel_mesh'),
    hooks: {
      async beforeWrite(input, ctx) {
        checkPlanWindow(input, ctx);
        // What is placed, where and from which reels is fixed once the order left ready.
        refuseUnless(input, ctx, ['product_id', 'product_line_id', 'icpp_id', 'smt_feeder_id', 'side'], isReady, {
          code: 'smt.order_left_ready_fixed',
          params: { status: WorkOrderStatus.keyOf(ctx.current?.status)?.toLowerCase() ?? '?' },
        });
        if (typeof input.icpp_id === 'number' && input.icpp_id !== ctx.current?.icpp_id) {
          const plan = await first(pool, PLAN, [input.icpp_id]);
          if (plan?.freeze_flag === IcppFreezeFlag.FROZEN)
            throw refuse('icpp_id', 'smt.plan_frozen', { fbillno: plan.fbillno });
        }
        return input;
      },
    },
  });
}
