import { Factory } from '../../modules/basicdata/entities/factory.entity';
import { Icitem } from '../../modules/basicdata/entities/icitem.entity';
import { Organization } from '../../modules/basicdata/entities/organization.entity';
import { Product } from '../../modules/basicdata/entities/product.entity';
import { ProductLine } from '../../modules/basicdata/entities/product-line.entity';
import { StationFunction } from '../../modules/basicdata/entities/station-function.entity';
import { Station } from '../../modules/basicdata/entities/station.entity';
import { Role, User, UserRole } from '../../modules/auth/entities/user.entity';
import { Worder, WorderSn } from '../../modules/product-mgt/entities/worder.entity';
import { Workflow, WorkflowStation } from '../../modules/product-mgt/entities/workflow.entity';

export const ENTITIES = [
  Organization, Factory, ProductLine, StationFunction, Station, Product, Icitem,
  Workflow, WorkflowStation, Worder, WorderSn, User, Role, UserRole,
];
