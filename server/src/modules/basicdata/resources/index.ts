import type { ResourceDef } from '../../../core/resource/resource.types';
import { auxMsgResource, auxMsgTypeResource } from './aux-msg.resource';
import { barcodeLabelDesignResource } from './barcode-label-design.resource';
import { bundleRulesResource } from './bundle-rules.resource';
import { departmentResource, positionResource } from './department.resource';
import { deviceAssetResource } from './device-asset.resource';
import { errorCodeResource } from './error-code.resource';
import { factoryResource } from './factory.resource';
import { icitemMappingResource, icitemResource } from './icitem.resource';
import { labelTemplateResource } from './label-template.resource';
import { organizationResource } from './organization.resource';
import { permissionResource } from './permission.resource';
import { productLineResource } from './product-line.resource';
import { productHomeResource, productResource } from './product.resource';
import { projectResource } from './project.resource';
import { roleResource } from './role.resource';
import { scancodeParserResource } from './scancode-parser.resource';
import { smtMachineResource } from './smt-machine.resource';
import { stationFunctionResource, stationGzxxResource, stationResource } from './station.resource';
import { stockPlaceResource, stockResource } from './stock.resource';
import { supplierResource } from './supplier.resource';
import { userResource } from './user.resource';

// Every basic-data resource of 000 §2/§3, served under /api/v1/basicdata/{name} (docs/data-model.md).
export const BASICDATA_RESOURCES: ResourceDef[] = [
  organizationResource,
  factoryResource,
  productLineResource,
  stationFunctionResource,
  stationResource,
  stationGzxxResource,
  errorCodeResource,
  auxMsgTypeResource,
  auxMsgResource,
  icitemResource,
  icitemMappingResource,
  labelTemplateResource,
  barcodeLabelDesignResource,
  supplierResource,
  permissionResource,
  roleResource,
  userResource,
  productHomeResource,
  productResource,
  projectResource,
  stockResource,
  stockPlaceResource,
  departmentResource,
  positionResource,
  bundleRulesResource,
  scancodeParserResource,
  deviceAssetResource,
  smtMachineResource,
];
