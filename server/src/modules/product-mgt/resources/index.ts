import type { ResourceDef } from '../../../core/resource/resource.types';
import { NUMBERING_RESOURCES } from '../numbering/numbering.resources';
import { LABELS_PACKAGING_RESOURCES } from '../labels-packaging';
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
  ...NUMBERING_RESOURCES,
  ...LABELS_PACKAGING_RESOURCES,
  ...PRODUCT_DEFINITION_RESOURCES,
];
