import { defineResource } from '../../../core/resource/resource.types';
import { fdesc, fname, fnumber, tr } from '../../basicdata/resources/fields';

// A workflow (routing). Its stations in order live in workflow_station, read and replaced through workflow/stations
// and workflow/set_stations (docs/api.md, "Production data"); deleting a workflow deletes that list.
export const workflowResource = defineResource({
  name: 'workflow',
  module: 'product_mgt',
  table: 'workflow',
  label: tr('工艺流程', 'Workflow'),
  fields: {
    fnumber: fnumber('流程编码', 'Workflow code'),
    fname: fname('流程名称', 'Workflow name'),
    fdesc: fdesc('说明', 'Description'),
  },
});
