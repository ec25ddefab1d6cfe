import type pg from 'pg';
import { first, run, sql } from '../../core/db/sql';
import type { DemoApi } from './demo-api';
import { seedCatalog } from './catalog.seed';
import { seedDefinitions } from './definitions.seed';
import { seedStoreFlow } from './flow.seed';
import { seedHistory } from './history.seed';
import { seedKanbanScreens } from './kanban.seed';
import { seedMaintenance } from './maintenance.seed';
import { seedOrders } from './orders.seed';
import { seedLinePick, seedPreparation } from './material.seed';
import { seedPacking } from './packing.seed';
import { seedWorkInstructions } from './sop.seed';
import { seedSmt } from './smt.seed';
import { seedSpc } from './spc.seed';
import { seedFirstRecords } from './records.seed';
import { seedReels, seedStockDocuments } from './stock.seed';
import { seedStores } from './stores.seed';
import { seedRoleUsers } from './users.seed';

const STAGED = sql('demo.staged', 'SELECT 1 FROM demo_stage WHERE version = $1');
const STAGE_DONE = sql('demo.stage_done', 'INSERT INTO demo_stage (version) VALUES ($1) ON CONFLICT DO NOTHING');

export type StageDeps = { api: DemoApi; pool: pg.Pool; baseUrl: string; log?: (msg: string) => void };

// Raise when the stage makes more: a factory staged by an older version then runs the (idempotent) stage once more.
export const DEMO_STAGE_VERSION = 5;

/** `npm run up`'s stage: nothing but one row read when a stage of this version finished before. */
export async function stageDemoOnce(deps: StageDeps): Promise<'staged' | 'already'> {
  if (await first(deps.pool, STAGED, [DEMO_STAGE_VERSION])) return 'already';
  await stageDemo(deps);
  // written last: a stage cut short leaves no marker and runs again (completing what is missing) next time
  await run(deps.pool, STAGE_DONE, [DEMO_STAGE_VERSION]);
  return 'staged';
}

// The demo factory's working state, made through the API once the hub runs (setup --demo seeds only the master data
// a server needs to start). Each area finds what an earlier run made and makes only what is missing, so a stage cut
// short is completed by the next `npm run up`. SQL only where the API dates a fact now and history needs the past.
export async function stageDemo({ api, pool, baseUrl, log = () => {} }: StageDeps): Promise<void> {
  await seedRoleUsers(api);
  const stores = await seedStores(api);
  const reels = await seedReels(api, stores);
  await seedStockDocuments(api, stores);
  log('stores, reels and stock documents');
  await seedLinePick(api, stores, reels);
  const smt = await seedSmt(api, stores, reels);
  await seedPreparation(api, stores, smt.plan.id);
  log('SMT order running with its reels loaded, a material preparation in progress');
  await seedMaintenance(api, pool);
  log('maintenance done, due and overdue');
  if (await seedHistory(api, pool)) log('history of the past days, projections rebuilt');
  await seedPacking(api);
  await seedWorkInstructions(api);
  await seedSpc(api);
  log('packaging plan, box label, the packing printer, defect codes, work instructions');
  await seedKanbanScreens(api, baseUrl, smt.order.id);
  log('kanban screens bound');
  await seedCatalog(api);
  await seedDefinitions(api);
  await seedOrders(api);
  log('master data, product definitions and change records, orders around the line, shift, CFX machines');
  await seedStoreFlow(api, stores, reels);
  log('other receipts and issues, shelving, a split, a return, a count, opening balances, a transfer, a pallet');
  await seedFirstRecords(api);
  log('an order report to the ERP and an assembly record');
}
