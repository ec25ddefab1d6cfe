import { defineResource, type LookupReader, type Row } from '../../../core/resource/resource.types';
import { fdesc, fname, fnumber, tr } from '../../basicdata';
import { byWorderLookup, bySnLookup } from './order-lookups';
import { stepsOf } from './workflow-steps';

const withStations = async (flow: Row, read: LookupReader) => ({ stations: await stepsOf(read, flow.id) });

// A workflow (routing). Its stations in order live in workflow_station, read and replaced through workflow/stations
// and workflow/set_stations (docs/api.md, "Production data"); deleting a workflow deletes that list. by_worder and
// by_sn answer the flow a work order or an SN follows (an SN's rework flow once entered, else its order's).
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
  lookups: [
    byWorderLookup('the workflow of a work order, with its stations', {
      find: 'SELECT workflow_id AS k FROM worder WHERE id = $1',
      attach: withStations,
    }),
    bySnLookup('the workflow a serial number follows now, with its stations and the SN position', {
      find: `SELECT COALESCE(st.workflow_id, w.workflow_id) AS k, ws.sn, ws.worder_id, st.reworder_id, st.next_seq,
        COALESCE(st.done, false) AS done
        FROM worder_sn ws JOIN worder w ON w.id = ws.worder_id LEFT JOIN sn_state st ON st.sn = ws.sn WHERE ws.sn = $1`,
      carry: ['sn', 'worder_id', 'reworder_id', 'next_seq', 'done'],
      attach: withStations,
    }),
  ],
});
