import { WORKFLOW_CALLS } from '@mes/contracts';
import { implementCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { WorkflowStationsService } from '../workflow-stations.service';

// workflow/stations, set_stations (000 §3: stations by workflow; by_sn and by_worder are the resource's lookups).
export function registerWorkflowCalls(registry: ResourceRegistry, flows: WorkflowStationsService): void {
  implementCall(registry, WORKFLOW_CALLS.stations, (b) => flows.stations(b.workflow_id));
  implementCall(registry, WORKFLOW_CALLS.setStations, (b, ctx) => flows.setStations(b.workflow_id, b.station_ids, ctx));
}
