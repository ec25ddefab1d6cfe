import pg from 'pg';
import { ApiClient } from './api-client';
import { startErp, type FakeErp } from './fake-erp';
import { demoIds, startOrder, type DemoIds } from './factory-fixture';
import { startBuiltHub, type Hub } from './hub-processes';

export const PM = '/api/v1/product_mgt';
export type Rec = { id: number } & Record<string, unknown>;

export type ProductDefsFixture = {
  hub: Hub;
  api: ApiClient;
  ids: DemoIds;
  db: pg.Client;
  /** the listener standing in for the ERP (with `erp: true`) */
  erp: FakeErp;
  /** the demo work order's product */
  productId: number;
  /** materials T-BAT and T-LCD by code */
  icitem: Record<string, number>;
};

/**
 * The product-definitions specs' factory (docs/product-definitions.md): a hub whose demo work order is started, two
 * materials; with `erp`, order reports go to a real HTTP listener with short retry delays; `env` adds to the hub's.
 */
export function productDefsFixture(options: { erp?: boolean; env?: Record<string, string> } = {}): ProductDefsFixture {
  const f = { icitem: {} } as ProductDefsFixture;
  beforeAll(async () => {
    const env: Record<string, string> = { ...options.env };
    if (options.erp) {
      f.erp = await startErp();
      Object.assign(env, {
        MES_ERP_REPORT_URL: f.erp.url,
        MES_ERP_REPORT_BACKOFF_MS: '100',
        MES_ERP_REPORT_BACKOFF_MAX_MS: '400',
        MES_ERP_REPORT_SWEEP_MS: '500',
      });
    }
    f.hub = await startBuiltHub('product_defs', { env });
    f.api = new ApiClient(f.hub.baseUrl);
    await f.api.login('admin', 'admin');
    f.ids = await demoIds(f.api);
    f.db = new pg.Client({ connectionString: f.hub.env.DATABASE_URL });
    await f.db.connect();
    f.productId = (await f.api.ok<{ product_id: number }>(`${PM}/worder`, { id: f.ids.worderId })).product_id;
    for (const code of ['BAT', 'LCD'])
      f.icitem[code] = (
        await f.api.ok<Rec>('/api/v1/basicdata/icitem/create', { fnumber: `T-${code}`, fname: code })
      ).id;
    await startOrder(f.api, f.hub.env.DATABASE_URL, f.ids.worderId);
  }, 90_000);

  afterAll(async () => {
    await f.db?.end();
    await f.hub?.stop();
    await f.erp?.close();
  });
  return f;
}
