import type pg from 'pg';
import type { ResourceDef } from '../../../core/resource/resource.types';
import { icppChangeResource, icppResource } from './icpp.resource';
import { productionSchedulingLogResource, productionSchedulingResource } from './scheduling.resource';
import {
  smtBadMarkResource,
  smtBarcodePolicyResource,
  smtBarcodeTableResource,
  smtBoardItemsResource,
  smtBoardStationLogResource,
} from './smt-barcode.resource';
import { smtFeederChangeResource, smtFeederResource } from './smt-feeder.resource';
import { smtFeedingResource } from './smt-feeding.resource';
import { smtOrderResource } from './smt-order.resource';
import { steelMeshResource } from './steel-mesh.resource';

// Every SMT resource (docs/data-model.md, "SMT"), in dependency order; hooks that read other tables get the pool.
export function smtResources(pool: pg.Pool): ResourceDef[] {
  return [
    icppResource(),
    icppChangeResource(),
    smtFeederResource(pool),
    smtFeederChangeResource(),
    steelMeshResource(),
    smtOrderResource(pool),
    smtFeedingResource(pool),
    smtBarcodePolicyResource(),
    smtBarcodeTableResource(),
    smtBadMarkResource(),
    smtBoardStationLogResource(),
    smtBoardItemsResource(),
    productionSchedulingResource(),
    productionSchedulingLogResource(),
  ];
}
