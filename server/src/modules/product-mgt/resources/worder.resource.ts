import { refuse } from '../../../core/api/app.exception';
import { defineResource, LIST_BY_IDS } from '../../../core/resource/resource.types';
import { datetime, fdesc, int, ref, relationsTo, str, tr } from '../../basicdata';
import { checkPlanWindow, fbillno, orderStatus, refuseOnceStarted } from './order-fields';

const PREFIX = /^[\x21-\x7e]*$/;

// A work order (工单): a quantity of one product, made on one line along one workflow. Its status moves only through
// the actions worder/start_order … (docs/state-machines.md); its serial numbers are in worder_sn (worder/sn/…).
export const worderResource = defineResource({
  name: 'worder',
  module: 'product_mgt',
  lookups: [LIST_BY_IDS],
  // push_up: the process plans it is joined to, and the production order it was pushed down from.
  links: {
    push_up: [
      { table: 'icpp', route: '/icpp', ids: 'SELECT icpp_id FROM icpp_worder WHERE worder_id = $1' },
      { table: 'icmo', route: '/icmo', ids: 'SELECT icmo_id FROM worder WHERE id = $1' },
    ],
  },
  table: 'worder',
  label: tr('工单', 'Work order'),
  // what a planner scans a list for: the number, its state and quantity (the back office shows the progress in it)
  listColumns: ['fbillno', 'status', 'fqty', 'product_id', 'product_line_id'],
  fields: {
    fbillno: fbillno('工单号', 'Work order number'),
    product_id: ref('product', '产品', 'Product', { required: true }),
    product_line_id: ref('product_line', '产线', 'Production line', { required: true }),
    workflow_id: ref('workflow', '工艺流程', 'Workflow', { required: true }),
    fqty: int('计划数量', 'Planned quantity', { required: true, min: 1 }),
    status: orderStatus(),
    organization_id: ref('organization', '客户', 'Customer'),
    plan_start_at: datetime('计划开始时间', 'Planned start'),
    plan_end_at: datetime('计划结束时间', 'Planned end'),
    software_version: str(64, '软件版本', 'Software version'),
    steel_mesh: str(64, '钢网', 'Steel mesh (stencil)'),
    steel_mesh2: str(64, '钢网 2', 'Steel mesh 2 (stencil)'),
    sn_prefix: str(32, 'SN 前缀', 'SN prefix'),
    fdesc: fdesc('备注', 'Remarks'),
    icmo_id: { ...ref('icmo', '生产任务单', 'Production order'), readonly: true },
  },
  relations: relationsTo('product', 'product_line', 'workflow', 'organization', 'icmo'),
  hooks: {
    beforeWrite(input, ctx) {
      checkPlanWindow(input, ctx);
      // SNs already generated or reporting follow this product and workflow.
      refuseOnceStarted(input, ctx, ['product_id', 'workflow_id'], 'product.worder_fixed_once_started');
      if (typeof input.sn_prefix === 'string' && !PREFIX.test(input.sn_prefix))
        throw refuse('sn_prefix', 'product.printable_ascii');
      return input;
    },
  },
});
