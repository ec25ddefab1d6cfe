import type { ResourceDef } from '../../../core/resource/resource.types';
import { materialRecResource } from './material-rec.resource';

export const STOCK_MGT_RESOURCES: ResourceDef[] = [materialRecResource];
