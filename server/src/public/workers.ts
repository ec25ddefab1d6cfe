// The server's one public entry for the workers (package export @mes/server/public/workers): what both processes
// share. Workers import nothing else of the server; what web or kanban also need lives in contracts instead.
export { APP_CONFIG, ConfigError, loadConfig, type AppConfig } from '../core/config/config';
// Typed statements (docs/database.md): the workers declare theirs the same way.
export { first, rows, run, sql, type RowOf } from '../core/db/sql';
export { OUTBOX_CHANNEL } from '../core/events/outbox.writer';
export { InfraModule, PG_POOL, QUEUE_MAP, REDIS, type QueueMap } from '../core/infra.module';
export { JsonLogger } from '../core/logging/json-logger';
export { QUEUE_PREFIX } from '../core/queue/queues';
export {
  outboxWakeChannel,
  REDIS_KEYS,
  ROOM_LOG_SIZE,
  roomLogKey,
  roomSeqKey,
  socketIoChannel,
} from '../core/redis/redis.keys';
export { redisOptions } from '../core/redis/redis-url';
export { startProcessStats } from '../core/util/process-stats';
// The projector: the workers apply facts with it, the rebuild (server/src/cli) replays them with the same code.
export { applyFacts, hourOf, touchedRows, type TouchedRows } from '../modules/shop-floor';
// Order reporting: the workers send entries to the ERP with the same statements the calls use.
export { erpBackoff, OrderReportingSender, unsentEntries } from '../modules/product-mgt';
// Device maintenance: the scheduled overdue sweep (docs/device-maintenance.md).
export { sweepOverdueWithPool } from '../modules/device-maintenance';
// Material flow: the reels on an SMT order's slots consumed by the boards reported (docs/material-flow.md).
export { consumeReelsWithPool } from '../modules/stock-mgt';
// Moisture-sensitive reels: the scheduled floor-life expiry sweep (docs/msd.md).
export { sweepMsdExpiryWithPool } from '../modules/msd';
// SPC: the points and rules of the characteristics the reports feed, in the relay's projection transaction (docs/spc.md).
export { evaluateReports } from '../modules/spc';
