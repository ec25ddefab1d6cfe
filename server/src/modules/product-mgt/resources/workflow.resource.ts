import { defineResource } from '../../../core/resource/resource.types';
import { fname, fnumber, tr } from '../../basicdata/resources/fields';

// A workflow (routing): its stations in order live in workflow_station; the calls on those come with issue 4.
export const workflowResource = defineResource({
  name: 'workflow',
  module: 'product_mgt',
  table: 'workflow',
  label: tr('工艺流程', 'Workflow'),
  fields: {
    fnumber: fnumber('流程编码', 'Workflow code'),
    fname: fname('流程名称', 'Workflow name'),
  },
});
