// Generated from the migrated schema by test/integration/db-types.spec.ts: do not edit. Each statement declared
// with sql() (server/src/core/db/sql.ts): its parameters and its row as PostgreSQL describes them (docs/database.md,
// "Typed statements"), one file per area. Stale, the spec fails and writes the fresh files; MES_WRITE_DB_TYPES=1
// writes them here.

import type { Statements as Api } from './api.gen';
import type { Statements as Auth } from './auth.gen';
import type { Statements as Basicdata } from './basicdata.gen';
import type { Statements as BomOrders } from './bom-orders.gen';
import type { Statements as Cfx } from './cfx.gen';
import type { Statements as Core } from './core.gen';
import type { Statements as Dashboard } from './dashboard.gen';
import type { Statements as Demo } from './demo.gen';
import type { Statements as DeviceMaintenance } from './device-maintenance.gen';
import type { Statements as Health } from './health.gen';
import type { Statements as Kanban } from './kanban.gen';
import type { Statements as Msd } from './msd.gen';
import type { Statements as ProductMgt } from './product-mgt.gen';
import type { Statements as Realtime } from './realtime.gen';
import type { Statements as Repair } from './repair.gen';
import type { Statements as ShopFloor } from './shop-floor.gen';
import type { Statements as Smt } from './smt.gen';
import type { Statements as Spc } from './spc.gen';
import type { Statements as Stat } from './stat.gen';
import type { Statements as StockMgt } from './stock-mgt.gen';
import type { Statements as System } from './system.gen';
import type { Statements as Tracing } from './tracing.gen';
import type { Statements as Workers } from './workers.gen';

export interface Statements
  extends Api,
      Auth,
      Basicdata,
      BomOrders,
      Cfx,
      Core,
      Dashboard,
      Demo,
      DeviceMaintenance,
      Health,
      Kanban,
      Msd,
      ProductMgt,
      Realtime,
      Repair,
      ShopFloor,
      Smt,
      Spc,
      Stat,
      StockMgt,
      System,
      Tracing,
      Workers {}
