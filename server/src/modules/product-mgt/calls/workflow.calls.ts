import { refuse } from '../../../core/api/app.exception';
import { idField, onlyFields } from '../../../core/api/call-input';
import { moduleCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { WorkflowStationsService } from '../workflow-stations.service';

const MAX_STATIONS = 200;

function stationIds(body: Record<string, unknown>): number[] {
  const v = body.station_ids;
  if (!Array.isArray(v) || v.length > MAX_STATIONS)
    throw refuse('station_ids', 'product.workflow_station_ids', { max: MAX_STATIONS });
  v.forEach((x, i) => {
    if (typeof x !== 'number' || !Number.isInteger(x) || x < 1 || x > 2147483647)
      throw refuse(`station_ids[${i}]`, 'input.positive_int');
  });
  return v as number[];
}

// workflow/stations, set_stations (000 §3: stations by workflow; by_sn and by_worder are the resource's lookups).
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
}
