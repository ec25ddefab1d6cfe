import type { FeedingStepsService } from '../smt/feeding/feeding-steps.service';
import type { RoutingCache } from '../shop-floor/routing-cache';
import type { TestLimitCache } from '../shop-floor/test-limits';
import { installedHandler, materialsHandler } from './cfx-materials';
import { faultHandler, linkHandler, stateHandler } from './cfx-performance';
import { productionHandler } from './cfx-production';
import { validationHandler } from './cfx-validation';
import type { Handler } from './cfx.types';

export const MSD_MESSAGE = 'CFX.Materials.Management.MSDManagement';

/**
 * The slot of moisture-sensitive device messages: stored and kept until the MSD area's service takes them (the lead
 * wires it: replace this handler in the table). Until then they are listed as "stored".
 */
export const msdSlot: Handler = async () => ({ status: 'stored', reason: 'stored, no handler yet' });

export type HandlerDeps = {
  cache: RoutingCache;
  limits: TestLimitCache;
  feeding: FeedingStepsService;
  hubHandle: string;
  msd?: Handler;
};

/** Every CFX message the hub applies, by its MessageName; any other is kept as unknown (docs/cfx.md). */
export function handlerTable(d: HandlerDeps): ReadonlyMap<string, Handler> {
  const production = productionHandler(d.cache, d.limits);
  const materials = materialsHandler(d.feeding);
  return new Map<string, Handler>([
    ['CFX.Production.UnitsArrived', production],
    ['CFX.Production.WorkStarted', production],
    ['CFX.Production.WorkCompleted', production],
    ['CFX.Production.UnitsDeparted', production],
    ['CFX.Production.Processing.UnitsProcessed', production],
    ['CFX.Production.TestAndInspection.UnitsTested', production],
    ['CFX.Production.TestAndInspection.UnitsInspected', production],
    ['CFX.InformationSystem.UnitValidation.ValidateUnitsRequest', validationHandler(d.cache, d.limits, d.hubHandle)],
    ['CFX.Materials.Storage.MaterialsLoaded', materials],
    ['CFX.Materials.Storage.MaterialsUnloaded', materials],
    ['CFX.Materials.Storage.SplicePointDetected', materials],
    ['CFX.Production.Assembly.MaterialsInstalled', installedHandler],
    ['CFX.ResourcePerformance.StationStateChanged', stateHandler],
    ['CFX.ResourcePerformance.FaultOccurred', faultHandler],
    ['CFX.ResourcePerformance.FaultCleared', faultHandler],
    ['CFX.Heartbeat', linkHandler],
    ['CFX.ResourcePerformance.StationOnline', linkHandler],
    ['CFX.ResourcePerformance.StationOffline', linkHandler],
    [MSD_MESSAGE, d.msd ?? msdSlot],
  ]);
}
