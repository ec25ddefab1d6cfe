import { Foundation1763800000000 } from './1763800000000-foundation';
import { MasterData1763900000000 } from './1763900000000-master-data';
import { ProductSnRegex1764000000000 } from './1764000000000-product-sn-regex';
import { Inventory1764100000000 } from './1764100000000-inventory';

// Every migration, in order. A new schema change is a new file here, never `synchronize`.
export const MIGRATIONS = [Foundation1763800000000, MasterData1763900000000, ProductSnRegex1764000000000, Inventory1764100000000];
