import { badRequest } from '../../../core/api/app.exception';
import { idField, onlyFields, textField } from '../../../core/api/call-input';
import { moduleCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { WorkflowStationsService } from '../workflow-stations.service';

const MAX_STATIONS = 200;

function stationIds(body: Record<string, unknown>): number[] {
  const v = body.station_ids;
  if (!Array.isArray(v) || v.length > MAX_STATIONS)
    throw badRequest('station_ids', `must be an array of at most ${MAX_STATIONS} station ids, in order`);
  v.forEach((x, i) => {
    if (typeof x !== 'number' || !Number.isInteger(x) || x < 1 || x > 2147483647)
      throw badRequest(`station_ids[${i}]`, 'must be a positive whole number');
  });
  return v as number[];
}

// workflow/stations, set_stations, by_sn, by_worder (000 §3: stations by workflow, by SN, by work order).
export function registerWorkflowCalls(registry: ResourceRegistry, flows: WorkflowStationsService): void {
  moduleCall(
    registry,
    'product_mgt',
    'workflow/stations',
    'the stations of a workflow in order, with station and station function',
    async (b) => {
      onlyFields(b, ['workflow_id']);
      return flows.stations(idField(b, 'workflow_id'));
    },
  );
  moduleCall(
    registry,
    'product_mgt',
    'workflow/set_stations',
    'replace the stations of a workflow (refused while an order in production follows it)',
    async (b, ctx) => {
      onlyFields(b, ['workflow_id', 'station_ids']);
      return flows.setStations(idField(b, 'workflow_id'), stationIds(b), ctx);
    },
  );
  moduleCall(
    registry,
    'product_mgt',
    'workflow/by_sn',
    'the workflow a serial number follows now, with its stations and the SN position',
    async (b) => {
      onlyFields(b, ['sn']);
      return flows.bySn(textField(b, 'sn', 64)!);
    },
  );
  moduleCall(
    registry,
    'product_mgt',
    'workflow/by_worder',
    'the workflow of a work order, with its stations',
    async (b) => {
      onlyFields(b, ['worder_id']);
      return flows.byWorder(idField(b, 'worder_id'));
    },
  );
}
