import type { ResourceDef } from '../../../core/resource/resource.types';
import { bindingDetailsResource } from './binding-details.resource';
import { materialBindingPolicyResource } from './binding-policy.resource';
import { materialLotnoResource } from './material-lotno.resource';
import { orderReportingResource } from './order-reporting.resource';
import { testItemCheckResource } from './test-item-check.resource';

// Product definitions (docs/product-definitions.md): binding, lots, test item limits, order reporting.
export const PRODUCT_DEFINITION_RESOURCES: ResourceDef[] = [
  materialBindingPolicyResource,
  bindingDetailsResource,
  materialLotnoResource,
  testItemCheckResource,
  orderReportingResource,
];
