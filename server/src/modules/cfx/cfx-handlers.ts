import type { FeedingStepsService } from '../smt';
import type { RoutingCache } from '../shop-floor';
import type { TestLimitCache } from '../shop-floor';
import { installedHandler, materialsHandler } from './cfx-materials';
import { MSD_EVENTS, msdHandler } from './cfx-msd';
import { faultHandler, linkHandler, stateHandler } from './cfx-performance';
import { productionHandler } from './cfx-production';
import { validationHandler } from './cfx-validation';
import type { Handler } from './cfx.types';

export type HandlerDeps = {
  cache: RoutingCache;
  limits: TestLimitCache;
  feeding: FeedingStepsService;
  hubHandle: string;
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
    ...Object.keys(MSD_EVENTS).map((name) => [name, msdHandler(name)] as const),
  ]);
}
