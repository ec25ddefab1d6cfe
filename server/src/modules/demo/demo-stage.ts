import type { DemoApi } from './demo-api';
import { seedSmt } from './smt.seed';
import { seedReels, seedStockDocuments } from './stock.seed';
import { seedStores } from './stores.seed';

export type StageLog = (msg: string) => void;

// The demo factory's working state, made through the API once the hub runs (setup --demo seeds only the master data
// a server needs to start). Each area finds what an earlier run made and makes only what is missing, so a stage cut
// short is completed by the next `npm run up`.
export async function stageDemo(api: DemoApi, log: StageLog = () => {}): Promise<void> {
  const stores = await seedStores(api);
  log('stores and BOM');
  const reels = await seedReels(api, stores);
  log('reels received');
  await seedStockDocuments(api, stores);
  log('stock documents');
  await seedSmt(api, stores, reels);
  log('SMT order running, reels loaded');
}
