import type { ApiClient } from '../support/api-client';
import type { Hub } from '../support/hub-processes';
import { StockFixture, V1 } from './stock-fixtures';

export type Row = { id: number; [k: string]: unknown };
export type Reel = Row & { fnumber: string; fqty: number; stock_id: number | null; stock_place_id: number | null };
export type Prep = Row & {
  entries: (Row & { bundle_id: number | null; icitem_id: number; fqty: number; scanned: boolean })[];
};

export const PM = '/api/v1/product_mgt';
export const iso = (d: string) => new Date(`${d}T00:00:00Z`).toISOString();

// What the material-flow specs share over the stock fixture: reels made, read and received through the API.
export class FlowKit {
  constructor(
    readonly api: ApiClient,
    readonly fx: StockFixture,
  ) {}

  static async open(hub: Hub, api: ApiClient): Promise<FlowKit> {
    return new FlowKit(api, await StockFixture.open(hub, api));
  }

  close(): Promise<void> {
    return this.fx.close();
  }

  async one(sql: string, params: unknown[] = []): Promise<number> {
    return ((await this.fx.db.query(sql, params)).rows[0] as Row).id;
  }

  reel(id: number): Promise<Reel> {
    return this.api.ok<Reel>(`${V1}/bundle`, { id });
  }

  newReel(fnumber: string, icitem_id: number, fqty: number, extra: Record<string, unknown> = {}): Promise<Reel> {
    return this.api.ok<Reel>(`${V1}/bundle/create`, { fnumber, icitem_id, fqty, ...extra });
  }

  /** reels received into the strict warehouse at their places by a checked consignment receipt. */
  async receive(reels: { r: Reel; place: number }[]): Promise<Row> {
    const doc = await this.api.ok<Row>(`${V1}/cs_instock/create`, {
      entries: reels.map(({ r, place }) => ({
        icitem_id: r.icitem_id,
        fqty: r.fqty,
        stock_id: this.fx.strict,
        stock_place_id: place,
        bundle_id: r.id,
      })),
    });
    return this.api.ok<Row>(`${V1}/cs_instock/check`, { id: doc.id });
  }
}
