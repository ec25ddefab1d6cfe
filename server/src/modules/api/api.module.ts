import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import type Redis from 'ioredis';
import type pg from 'pg';
import { setRefusalNouns } from '../../core/api/app.exception';
import type { Platform } from '../../core/api/platform';
import { APP_CONFIG, type AppConfig } from '../../core/config/config';
import { first, sql } from '../../core/db/sql';
import { PG_POOL, REDIS } from '../../core/infra.module';
import { JsonLogger } from '../../core/logging/json-logger';
import { registerProgressCalls } from '../../core/progress/progress.calls';
import { ProgressRepository } from '../../core/progress/progress.repository';
import { ProgressService } from '../../core/progress/progress.service';
import { outboxWakeChannel } from '../../core/redis/redis.keys';
import { Dispatcher } from '../../core/resource/dispatcher';
import { DraftStore } from '../../core/resource/drafts';
import { ResourceIoService } from '../../core/resource/resource-io.service';
import { ResourceRegistry } from '../../core/resource/resource.registry';
import { ResourceService } from '../../core/resource/resource.service';
import type { AccessRepository } from '../auth';
import * as auth from '../auth';
import * as basicdata from '../basicdata';
import * as bomOrders from '../bom-orders';
import * as cfx from '../cfx';
import * as dashboard from '../dashboard';
import * as deviceMaintenance from '../device-maintenance';
import * as kanban from '../kanban';
import * as msd from '../msd';
import * as productMgt from '../product-mgt';
import { RoomBroadcaster } from '../realtime';
import { RealtimeModule } from '../realtime/realtime.module';
import * as repair from '../repair';
import * as shopFloor from '../shop-floor';
import * as smt from '../smt';
import * as spc from '../spc';
import * as stat from '../stat';
import * as stockMgt from '../stock-mgt';
import * as system from '../system';
import * as tracing from '../tracing';
import { ApiController } from './api.controller';
import { registerMetaCalls } from './meta.calls';

const COMPANY_NAME = sql('api.company_name', 'SELECT fname FROM organization WHERE NOT disabled ORDER BY id LIMIT 1');

// The composition (docs/architecture.md, "Areas"): the Platform built once, every area's declarations registered, then
// each area's one `register(deps)` in order, handing what one gives to those that need it.
function buildRegistry(
  redis: Redis,
  config: AppConfig,
  pool: pg.Pool,
  broadcaster: RoomBroadcaster,
): { registry: ResourceRegistry; dispatcher: Dispatcher; access: AccessRepository } {
  const registry = new ResourceRegistry();
  // the declarations first: an area's register attaches its hooks (registry.hook) to resources registered here
  for (const def of [
    ...basicdata.BASICDATA_RESOURCES,
    ...productMgt.PRODUCT_MGT_RESOURCES,
    ...stockMgt.STOCK_MGT_RESOURCES,
    ...stockMgt.COUNT_BOX_RESOURCES,
    ...repair.REPAIR_RESOURCES,
    ...shopFloor.PACKING_RESOURCES,
    ...cfx.CFX_RESOURCES,
    cfx.cfxAccountResource,
  ])
    registry.register(def);
  const drafts = new DraftStore(redis);
  const progress = new ProgressService(
    new ProgressRepository(pool),
    (owner, job) => owner !== null && broadcaster.toUser(owner, 'progress.changed', job),
  );
  const platform: Platform = {
    registry,
    pool,
    redis,
    config,
    resources: new ResourceService(pool, registry),
    drafts,
    progress,
    // tells the outbox relays that entries committed (a Redis publish after the commit; they poll anyway)
    wakeRelays: () => void redis.publish(outboxWakeChannel(redis.options.db ?? 0), '').catch(() => undefined),
  };
  // the hooks on user and role first (the session ender's, the master key's), before anything reads them
  const signIn = auth.register({
    ...platform,
    // the Redis adapter carries the disconnect to every server
    disconnectUser: (userId) => broadcaster.disconnectUser(userId),
    companyName: async () => (await first(pool, COMPANY_NAME, []))?.fname ?? '',
  });
  registerMetaCalls(registry);
  basicdata.register(platform);
  const { orderActions, machines } = productMgt.register(platform);
  smt.register({ ...platform, orderActions, machines });
  const { printers } = shopFloor.register(platform);
  stockMgt.register({ ...platform, machines, printers });
  msd.register(platform);
  bomOrders.register(platform);
  const { screenOrUser } = kanban.register({ ...platform, ...signIn, broadcaster });
  deviceMaintenance.register({ ...platform, screenOrUser, moreAlerts: [cfx.openFaultAlerts] });
  spc.register({
    ...platform,
    screenOrUser,
    confirmPassword: (userId, nonce, sign) => signIn.auth.confirmPassword(userId, nonce, sign),
  });
  tracing.register(platform);
  repair.register(platform);
  dashboard.register(platform);
  stat.register(platform);
  registerProgressCalls(registry, progress);
  const { opLog } = system.register(platform);
  setRefusalNouns((name, locale) => registry.byName(name)?.label[locale]);
  const dispatcher = new Dispatcher(
    registry,
    platform.resources,
    signIn.live,
    signIn.access,
    new ResourceIoService(platform.resources, drafts, progress),
    opLog,
  );
  return { registry, dispatcher, access: signIn.access };
}

const BUILT = Symbol('API_BUILT');
type Built = ReturnType<typeof buildRegistry>;

// The API: one registry of resources and calls, one dispatcher in front of them.
@Module({
  imports: [RealtimeModule],
  controllers: [ApiController],
  providers: [
    { provide: BUILT, inject: [REDIS, APP_CONFIG, PG_POOL, RoomBroadcaster], useFactory: buildRegistry },
    { provide: ResourceRegistry, inject: [BUILT], useFactory: (b: Built) => b.registry },
    { provide: Dispatcher, inject: [BUILT], useFactory: (b: Built) => b.dispatcher },
    { provide: JsonLogger, inject: [APP_CONFIG], useFactory: (c: AppConfig) => new JsonLogger('api', c.LOG_LEVEL) },
  ],
})
export class ApiModule implements OnApplicationBootstrap {
  constructor(@Inject(BUILT) private readonly built: Built) {}

  // Every permission the code checks exists as a row, so it can be given to a role.
  async onApplicationBootstrap(): Promise<void> {
    await this.built.access.syncPermissions(this.built.registry.permissions());
  }
}
