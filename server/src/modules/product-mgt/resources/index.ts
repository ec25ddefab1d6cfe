import type { ResourceDef } from '../../../core/resource/resource.types';
import { workflowResource } from './workflow.resource';

export const PRODUCT_MGT_RESOURCES: ResourceDef[] = [workflowResource];
