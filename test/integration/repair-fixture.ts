import pg from 'pg';
import { ApiClient } from '../support/api-client';
import { CALL_OF, demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';

export type Rec = { id: number } & Record<string, unknown>;
export type Need = { icitem_id: number; qty: number; bound: number; barcodes: string[] };
export type Check = { sn: string; complete: boolean; materials: Need[] };
export type Repair = Rec & {
  sn: string;
  status: number;
  back_station_id: number | null;
  back_result: number | null;
  defects: { error_code_id: number; fnumber: string }[];
  replaced?: Rec[];
};
export type Log = { id: number; result: number; station_id: number; source: string; first_pass: boolean; seq: number };
export type Track = { item: { next_seq: number; last_result: number; done: boolean }; station_logs: Log[] };
export type FlowStation = 'ASSY-01-DL' | 'ASSY-01-GT' | 'ASSY-01-MMI' | 'ASSY-01-OUT';

export const PM = '/api/v1/product_mgt';
export const V2 = '/api/v2/mes-transfer';
export const PC = '/api/v1/product_coll';
export const WORK = '/api/v1/work';

// What the binding, repair and unbinding specs share (docs/repair-binding.md): a hub with the demo factory's order
// started (flow DL -> GT -> MMI -> OUT), two materials with binding policies (a battery anywhere, two capacitors at
// DL), a glue lot material, and GT's fault list (solder, scratch; E-OTHER not on it).
export class RepairSuite {
  readonly icitem: Record<string, number> = {};
  readonly codes: Record<string, number> = {};

  private constructor(
    readonly hub: Hub,
    readonly api: ApiClient,
    readonly ids: DemoIds,
    readonly db: pg.Client,
    readonly productId: number,
  ) {}

  static async open(name: string): Promise<RepairSuite> {
    const hub = await startBuiltHub(name);
    const api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    const ids = await demoIds(api);
    const db = new pg.Client({ connectionString: hub.env.DATABASE_URL });
    await db.connect();
    const productId = (await api.ok<{ product_id: number }>(`${PM}/worder`, { id: ids.worderId })).product_id;
    const s = new RepairSuite(hub, api, ids, db, productId);
    for (const code of ['BAT', 'CAP', 'GLUE-LOT'])
      s.icitem[code] = (await api.ok<Rec>('/api/v1/basicdata/icitem/create', { fnumber: `R-${code}`, fname: code })).id;
    for (const code of ['E-SOLDER', 'E-SCRATCH', 'E-OTHER'])
      s.codes[code] = (await api.ok<Rec>('/api/v1/basicdata/error_code/create', { fnumber: code, fname: code })).id;
    for (const code of ['E-SOLDER', 'E-SCRATCH'])
      await api.ok('/api/v1/basicdata/station_gzxx/create', {
        station_id: s.st('ASSY-01-GT'),
        error_code_id: s.codes[code],
      });
    await api.ok(`${PM}/material_binding_policy/create`, {
      fnumber: 'RB-BAT',
      product_id: productId,
      icitem_id: s.icitem.BAT,
      qty: 1,
      barcode_pattern: 'BAT-[0-9]{4}',
    });
    await api.ok(`${PM}/material_binding_policy/create`, {
      fnumber: 'RB-CAP',
      product_id: productId,
      station_id: s.st('ASSY-01-DL'),
      icitem_id: s.icitem.CAP,
      qty: 2,
      barcode_pattern: 'CAP-.*',
    });
    await startOrder(api, hub.env.DATABASE_URL, ids.worderId);
    return s;
  }

  st(code: string): number {
    return this.ids.stations[code];
  }

  report(sn: string, station: FlowStation, result = 1) {
    return this.api.call<{ result: number; next_station: { fnumber: string } | null }>(CALL_OF[station], {
      sn,
      station_id: this.st(station),
      result,
      operator: 'admin',
    });
  }

  async close(): Promise<void> {
    await this.db.end();
    await this.hub.stop();
  }
}
