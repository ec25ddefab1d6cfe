import type { ApiClient } from '../support/api-client';
import type { Hub } from '../support/hub-processes';
import { StockFixture, V1 } from './stock-fixtures';

export type Row = { id: number; [k: string]: unknown };
export type Reel = Row & { fnumber: string; fqty: number; stock_id: number | null; stock_place_id: number | null };
export type Prep = Row & {
  entries: (Row & { bundle_id: number | null; icitem_id: number; fqty: number; scanned: boolean })[];
};

export const PM = '/api/v1/product_mgt';
const FEEDING = '/api/v1/work/smt_feeding';
/** an SMT order with two reels loaded (FlowKit.loadedSmtOrder) */
export type LoadedOrder = { order: Row; a: Reel; b: Reel; m1: number; m2: number; product: number };
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

  /**
   * An SMT order of P-1001 on the SMT line whose feeding loaded two reels picked to the line side: `<p>-A` (100 of
   * `<p>-1`, 2 per board on slot 1-01) and `<p>-B` (5 of `<p>-2`, 3 per board on 1-02). Its status is left to the
   * spec. `extra`: more fields of the order (its work order).
   */
  async loadedSmtOrder(p: string, smtLineId: number, extra: Record<string, unknown> = {}): Promise<LoadedOrder> {
    const { api, fx } = this;
    const m1 = await this.one(`INSERT INTO icitem (fnumber, fname) VALUES ($1, 'resistor') RETURNING id`, [`${p}-1`]);
    const m2 = await this.one(`INSERT INTO icitem (fnumber, fname) VALUES ($1, 'capacitor') RETURNING id`, [`${p}-2`]);
    const a = await this.newReel(`${p}-A`, m1, 100);
    const b = await this.newReel(`${p}-B`, m2, 5);
    await this.receive([
      { r: a, place: fx.placeA },
      { r: b, place: fx.placeA },
    ]);
    // picked to the line side: consumption takes from there
    const pick = await api.ok<Row>(`${V1}/pick_material/create`, {
      entries: [a, b].map((r: Reel) => ({
        icitem_id: r.icitem_id,
        fqty: r.fqty,
        stock_id: fx.strict,
        stock_place_id: fx.placeA,
        to_stock_id: fx.other,
        to_stock_place_id: fx.placeOther,
        bundle_id: r.id,
      })),
    });
    await api.ok(`${V1}/pick_material/check`, { id: pick.id });
    const product = await this.one(`SELECT id FROM product WHERE fnumber = 'P-1001'`);
    const feeder = await api.ok<Row>(`${PM}/smt_feeder/create`, { fnumber: `${p}-FL`, product_id: product });
    await api.ok(`${PM}/smt_feeder/set_entries`, {
      id: feeder.id,
      entries: [
        { slot: '1-01', icitem_id: m1, qty_per_board: 2 },
        { slot: '1-02', icitem_id: m2, qty_per_board: 3 },
      ],
    });
    const order = await api.ok<Row>(`${PM}/smt_order/create`, {
      fbillno: `${p}-SMT`,
      product_id: product,
      product_line_id: smtLineId,
      fqty: 100,
      smt_feeder_id: feeder.id,
      ...extra,
    });
    const feeding = await api.ok<Row>(`${FEEDING}/create`, { fbillno: `${p}-FD`, smt_order_id: order.id });
    const { work_cert } = await api.ok<{ work_cert: string }>(`${FEEDING}/prepare`, { id: feeding.id });
    for (const [slot, barcode] of [
      ['1-01', a.fnumber],
      ['1-02', b.fnumber],
    ]) {
      const step = await api.ok<{ verdict: string }>(`${FEEDING}/scanning`, {
        id: feeding.id,
        work_cert,
        slot,
        barcode,
      });
      if (step.verdict !== 'pass') throw new Error(`loading ${barcode} on ${slot}: ${JSON.stringify(step)}`);
    }
    return { order, a, b, m1, m2, product };
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
