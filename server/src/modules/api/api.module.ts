import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { setRefusalNouns } from '../../core/api/app.exception';
import { APP_CONFIG, type AppConfig } from '../../core/config/config';
import { PG_POOL, REDIS } from '../../core/infra.module';
import { outboxWakeChannel } from '../../core/redis/redis.keys';
import type pg from 'pg';
import { RoutingCache } from '../shop-floor';
import { TestLimitCache } from '../shop-floor';
import { registerStationReportCalls } from '../shop-floor';
import { registerStationMessageCalls } from '../shop-floor';
import { PACKING_RESOURCES, registerPacking } from '../shop-floor';
import { printerTargetHooks } from '../shop-floor';
import { PrinterTargets } from '../shop-floor';
import { registerGenealogyCalls, registerTracingCalls } from '../tracing';
import { registerDashboardCalls } from '../dashboard';
import { REPAIR_RESOURCES } from '../repair';
import { registerRepairCalls } from '../repair';
import { registerStatCalls } from '../stat';
import { registerKanbanCalls } from '../kanban';
import { RealtimeModule } from '../realtime/realtime.module';
import { RoomBroadcaster } from '../realtime';
import { StationReportService } from '../shop-floor';
import { ReportWriter } from '../shop-floor';
import { JsonLogger } from '../../core/logging/json-logger';
import { Dispatcher } from '../../core/resource/dispatcher';
import { ResourceRegistry } from '../../core/resource/resource.registry';
import { ResourceService } from '../../core/resource/resource.service';
import { AccessRepository } from '../auth';
import { registerAccessCalls } from '../auth';
import { registerAuthCalls } from '../auth';
import { registerBadgeCalls } from '../auth';
import { AuthService } from '../auth';
import { LiveSessions } from '../auth';
import { sessionEndHooks } from '../auth';
import { SessionEnder } from '../auth';
import { SessionStore } from '../auth';
import { userSecretHooks } from '../auth';
import { registerInventoryCalls } from '../basicdata';
import { registerLookupCalls } from '../basicdata';
import { registerScanParserCalls, scanParserHooks } from '../basicdata';
import { registerUploadCalls } from '../basicdata';
import { DraftStore } from '../../core/resource/drafts';
import { ResourceIoService } from '../../core/resource/resource-io.service';
import { registerProgressCalls } from '../../core/progress/progress.calls';
import { ProgressRepository } from '../../core/progress/progress.repository';
import { ProgressService } from '../../core/progress/progress.service';
import { BASICDATA_RESOURCES } from '../basicdata';
import { PRODUCT_MGT_RESOURCES } from '../product-mgt';
import { registerMaterialRecCalls } from '../stock-mgt';
import { STOCK_MGT_RESOURCES } from '../stock-mgt';
import { registerStockDocuments } from '../stock-mgt';
import { registerMaterialFlow } from '../stock-mgt';
import { COUNT_BOX_RESOURCES, registerCountBoxCalls } from '../stock-mgt';
import { registerProductMgtCalls } from '../product-mgt';
import { registerSmt } from '../smt';
import { registerMsd } from '../msd';
import { registerBomOrders } from '../bom-orders';
import { registerDeviceMaintenance } from '../device-maintenance';
import { openFaultAlerts } from '../cfx';
import { cfxAccountResource } from '../cfx';
import { CFX_RESOURCES } from '../cfx';
import { KanbanCallers } from '../kanban';
import { ScreenRepository } from '../kanban';
import { ApiController } from './api.controller';
import { registerMetaCalls } from './meta.calls';
import { GlobalSettings } from '../system';
import { OpLogRecorder } from '../system';
import { registerSystem } from '../system';
import { first, sql } from '../../core/db/sql';

const COMPANY_NAME = sql('api.company_name', 'SELECT fname FROM organization WHERE NOT disabled ORDER BY id LIMIT 1');

function buildRegistry(
  ds: DataSource,
  redis: Redis,
  config: AppConfig,
  pool: pg.Pool,
  broadcaster: RoomBroadcaster,
): { registry: ResourceRegistry; dispatcher: Dispatcher; access: AccessRepository } {
  const registry = new ResourceRegistry();
  const sessions = new SessionStore(redis);
  const access = new AccessRepository(ds);
  const live = new LiveSessions(sessions, access);
  // The Redis adapter carries the disconnect to every server.
  const ender = new SessionEnder(ds, sessions, access, (userId) => broadcaster.disconnectUser(userId));
  // where label printers may be (MES_PRINTER_NETWORKS, MES_PRINTER_PORTS): checked on the record and at each print
  const printers = PrinterTargets.fromConfig(config);
  for (const def of [
    ...BASICDATA_RESOURCES,
    ...PRODUCT_MGT_RESOURCES,
    ...STOCK_MGT_RESOURCES,
    ...COUNT_BOX_RESOURCES,
    ...REPAIR_RESOURCES,
    ...PACKING_RESOURCES,
    ...CFX_RESOURCES,
    cfxAccountResource,
  ])
    registry.register(def);
  // the hooks needing what only the composition has, attached before anything reads the resources
  registry.hook('user', userSecretHooks(config.MES_SECRET_KEY));
  registry.hook('user', sessionEndHooks(ender, 'the record'));
  registry.hook('role', sessionEndHooks(ender, 'all users'));
  registry.hook('scancode_parser', scanParserHooks(ds));
  registry.hook('clodop_device', printerTargetHooks(printers));
  const resources = new ResourceService(ds, registry);
  const drafts = new DraftStore(redis);
  const progress = new ProgressService(
    new ProgressRepository(pool),
    (owner, job) => owner !== null && broadcaster.toUser(owner, 'progress.changed', job),
  );
  const companyName = async () => {
    return (await first(pool, COMPANY_NAME, []))?.fname ?? '';
  };
  const auth = new AuthService(access, sessions, live, config.MES_SECRET_KEY, companyName);
  registerAuthCalls(registry, auth, sessions);
  registerAccessCalls(registry, { ds, auth, sessions, access, ender });
  registerBadgeCalls(registry, { ds, access, sessions, auth, masterKey: config.MES_SECRET_KEY });
  registerMetaCalls(registry);
  registerScanParserCalls(registry, ds);
  registerLookupCalls(registry, ds, resources);
  registerUploadCalls(registry, drafts);
  registerInventoryCalls(registry, ds);
  registerMaterialRecCalls(registry, ds, resources);
  registerCountBoxCalls(registry, ds, resources, drafts);
  const { orderActions, machines } = registerProductMgtCalls(registry, ds, resources, drafts, progress);
  // tells the outbox relays that entries committed (a Redis publish after the commit; they poll anyway)
  const wakeRelays = () => void redis.publish(outboxWakeChannel(redis.options.db ?? 0), '').catch(() => undefined);
  registerSmt(registry, ds, resources, drafts, orderActions, machines, pool, wakeRelays);
  registerStockDocuments(registry, ds, resources, machines);
  registerMaterialFlow(registry, ds, resources, printers);
  registerMsd(registry, ds);
  registerBomOrders(registry, ds, resources, drafts);
  const screenCallers = new KanbanCallers(new ScreenRepository(pool), live, access);
  registerDeviceMaintenance(
    registry,
    ds,
    resources,
    (ctx, permission) => screenCallers.of(ctx, permission, { screen: true }),
    [openFaultAlerts],
  );
  const routing = new RoutingCache(pool);
  const limits = new TestLimitCache(pool);
  // MES_REPORT_GROUP_COMMIT=0: one statement per report, each NOTIFYing at its commit (the way it was, for comparison)
  const writer = process.env.MES_REPORT_GROUP_COMMIT === '0' ? null : new ReportWriter(pool, wakeRelays);
  registerStationReportCalls(registry, new StationReportService(pool, routing, limits, writer));
  registerPacking(registry, { pool, ds, resources, cache: routing, limits, printers });
  registerStationMessageCalls(registry, pool);
  registerTracingCalls(registry, ds);
  registerRepairCalls(registry, ds, resources);
  registerGenealogyCalls(registry, ds);
  registerDashboardCalls(registry, ds);
  registerStatCalls(registry, ds);
  registerKanbanCalls(registry, { pool, redis, sessions, live, access, auth, broadcaster });
  registerProgressCalls(registry, progress);
  const globalSettings = new GlobalSettings(ds);
  registerSystem(registry, pool, globalSettings);
  setRefusalNouns((name, locale) => registry.byName(name)?.label[locale]);
  const opLogWarn = new JsonLogger('op_log', config.LOG_LEVEL);
  const dispatcher = new Dispatcher(
    registry,
    resources,
    live,
    access,
    new ResourceIoService(ds, resources, drafts, progress),
    new OpLogRecorder(pool, globalSettings, (msg) => opLogWarn.warn(msg)),
  );
  return { registry, dispatcher, access };
}

const BUILT = Symbol('API_BUILT');
type Built = ReturnType<typeof buildRegistry>;

// The API: one registry of resources and calls, one dispatcher in front of them.
@Module({
  imports: [RealtimeModule],
  controllers: [ApiController],
  providers: [
    { provide: BUILT, inject: [DataSource, REDIS, APP_CONFIG, PG_POOL, RoomBroadcaster], useFactory: buildRegistry },
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
