import type { ResourceDef } from '../../../core/resource/resource.types';
import { PRODUCT_DEFINITION_RESOURCES } from '../definitions';
import { reworderResource } from './reworder.resource';
import { stationSopResource } from './station-sop.resource';
import { worderResource } from './worder.resource';
import { workflowResource } from './workflow.resource';

export const PRODUCT_MGT_RESOURCES: ResourceDef[] = [
  workflowResource,
  worderResource,
  reworderResource,
  stationSopResource,
  ...PRODUCT_DEFINITION_RESOURCES,
];
