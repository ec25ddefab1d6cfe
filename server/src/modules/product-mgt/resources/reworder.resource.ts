import { defineResource } from '../../../core/resource/resource.types';
import { fdesc, ref, relationsTo, str, tr } from '../../basicdata';
import { fbillno, orderStatus, refuseChange } from './order-fields';

// A rework order (返工单): serial numbers of an original work order sent through a rework workflow. The SNs are
// entered with reworder_sn/enter …; its status follows the work order's machine (docs/state-machines.md).
export const reworderResource = defineResource({
  name: 'reworder',
  module: 'product_mgt',
  table: 'reworder',
  label: tr('返工单', 'Rework order'),
  // push_up: its original work order.
  links: { push_up: [{ table: 'worder', route: '/worder', ids: 'SELECT worder_id FROM reworder WHERE id = $1' }] },
  fields: {
    fbillno: fbillno('返工单号', 'Rework order number'),
    worder_id: ref('worder', '原工单', 'Original work order', { required: true }),
    workflow_id: ref('workflow', '返工流程', 'Rework workflow', { required: true }),
    reason: str(256, '返工原因', 'Reason'),
    status: orderStatus(),
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: relationsTo('worder', 'workflow'),
  hooks: {
    beforeWrite(input, ctx) {
      refuseChange(input, ctx, ['worder_id', 'workflow_id'], { code: 'product.reworder_fixed' });
      return input;
    },
  },
});
