import type Redis from 'ioredis';
import type pg from 'pg';
import type { AppConfig } from '../config/config';
import type { ProgressService } from '../progress/progress.service';
import type { DraftStore } from '../resource/drafts';
import type { ResourceRegistry } from '../resource/resource.registry';
import type { ResourceService } from '../resource/resource.service';

/**
 * What the platform hands every area's `register(deps)` (docs/architecture.md, "Areas"): built once by the
 * composition (modules/api/api.module.ts). Only core's own things: what an area makes and another needs is named in
 * the deps type of the area that needs it and handed over by the composition.
 */
export type Platform = {
  /** the one table of resources and calls the areas register into */
  registry: ResourceRegistry;
  /** the process's one pg pool: every statement and transaction of an area runs on it (docs/database.md) */
  pool: pg.Pool;
  redis: Redis;
  config: AppConfig;
  /** the engine's reads and writes of declared resources */
  resources: ResourceService;
  /** uploaded spreadsheets held between preview and commit */
  drafts: DraftStore;
  /** long jobs' progress, told to their owner's sockets */
  progress: ProgressService;
  /** tells the outbox relays that entries committed (a Redis publish after the commit; they poll anyway) */
  wakeRelays: () => void;
};
