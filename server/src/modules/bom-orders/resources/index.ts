import type pg from 'pg';
import type { ResourceDef } from '../../../core/resource/resource.types';
import { icbomChangeResource, icbomResource } from './icbom.resource';
import { icmaResource, materialInventoryResource } from './icma.resource';
import { icmoChangeResource, icmoResource } from './icmo.resource';

// BOMs and production orders (docs/bom-orders.md), in dependency order.
export function bomOrderResources(pool: pg.Pool): ResourceDef[] {
  return [
    icbomResource(),
    icbomChangeResource(),
    icmoResource(pool),
    icmoChangeResource(),
    icmaResource(pool),
    materialInventoryResource(),
  ];
}
