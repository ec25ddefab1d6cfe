import pg from 'pg';
import type { ApiClient } from '../support/api-client';
import type { Hub } from '../support/hub-processes';
import { token } from '../support/resource-values';

export type Row = { id: number; [k: string]: unknown };
export const PM = '/api/v1/product_mgt';
export const FEEDING = '/api/v1/work/smt_feeding';
export const MATERIALS = ['R10K', 'R10K_B', 'C100N', 'C1U', 'MCU', 'PCB'] as const;
export type MaterialKey = (typeof MATERIALS)[number];
/** slot, material, and optionally alternates, turn value, no_verify */
export type SlotSpec = [string, MaterialKey, { alternates?: MaterialKey[]; turns?: number; no_verify?: boolean }?];

// The SMT data the smt-* specs build over the demo factory: fresh materials, process plans, feeder lists, SMT orders
// and feeding documents through the API; a database client to look at (and age) what they stored.
export class SmtFixture {
  private constructor(
    readonly api: ApiClient,
    readonly db: pg.Client,
    readonly productId: number,
    readonly smtLineId: number,
    readonly otherLineId: number,
    readonly items: Record<MaterialKey, { id: number; fnumber: string }>,
  ) {}

  static async open(hub: Hub, api: ApiClient): Promise<SmtFixture> {
    const db = new pg.Client({ connectionString: hub.env.DATABASE_URL });
    await db.connect();
    const one = async (path: string, filter: string) => (await api.ok<{ list: Row[] }>(path, { filter })).list[0].id;
    const tag = token(3);
    const items = {} as Record<MaterialKey, { id: number; fnumber: string }>;
    for (const key of MATERIALS) {
      const fnumber = `${key}-${tag}`;
      items[key] = { id: (await api.ok<Row>('/api/v1/basicdata/icitem/create', { fnumber, fname: key })).id, fnumber };
    }
    return new SmtFixture(
      api,
      db,
      await one('/api/v1/basicdata/product/list', 'fnumber:P-1001'),
      await one('/api/v1/basicdata/product_line/list', 'fnumber:SMT-01'),
      await one('/api/v1/basicdata/product_line/list', 'fnumber:ASSY-01'),
      items,
    );
  }

  async close(): Promise<void> {
    await this.db.end();
  }

  async newPlan(fields: Record<string, unknown> = {}): Promise<Row> {
    return this.api.ok<Row>(`${PM}/icpp/create`, {
      fbillno: `PP-${token(4)}`,
      product_id: this.productId,
      product_line_id: this.smtLineId,
      ...fields,
    });
  }

  entries(slots: SlotSpec[]): Record<string, unknown>[] {
    return slots.map(([slot, key, opt]) => ({
      slot,
      icitem_id: this.items[key].id,
      alternates: (opt?.alternates ?? []).map((a) => this.items[a].id),
      turns: opt?.turns ?? 1,
      no_verify: opt?.no_verify ?? false,
    }));
  }

  async newFeeder(slots: SlotSpec[], fields: Record<string, unknown> = {}): Promise<Row> {
    const feeder = await this.api.ok<Row>(`${PM}/smt_feeder/create`, {
      fnumber: `FL-${token(4)}`,
      product_id: this.productId,
      ...fields,
    });
    await this.api.ok(`${PM}/smt_feeder/set_entries`, { id: feeder.id, entries: this.entries(slots) });
    return feeder;
  }

  async newOrder(fields: Record<string, unknown> = {}): Promise<Row> {
    return this.api.ok<Row>(`${PM}/smt_order/create`, {
      fbillno: `SMT-${token(4)}`,
      product_id: this.productId,
      product_line_id: this.smtLineId,
      fqty: 100,
      ...fields,
    });
  }

  /** an SMT order on a new feeder list of these slots, and a feeding document for it */
  async newFeeding(slots: SlotSpec[]): Promise<{ order: Row; feeder: Row; feeding: Row }> {
    const feeder = await this.newFeeder(slots);
    const order = await this.newOrder({ smt_feeder_id: feeder.id });
    const feeding = await this.api.ok<Row>(`${FEEDING}/create`, { fbillno: `FD-${token(4)}`, smt_order_id: order.id });
    return { order, feeder, feeding };
  }

  async prepare(feedingId: number): Promise<string> {
    return (await this.api.ok<{ work_cert: string }>(`${FEEDING}/prepare`, { id: feedingId })).work_cert;
  }

  /** a reel step's envelope: the reel of material `key` on `slot` */
  async reel(
    step: string,
    feedingId: number,
    cert: string,
    slot: string,
    key: MaterialKey,
    extra: Record<string, unknown> = {},
  ) {
    return this.api.call<Row & { verdict: string; status: number; turn: number; message: string }>(
      `${FEEDING}/${step}`,
      {
        id: feedingId,
        work_cert: cert,
        slot,
        barcode: `REEL-${token(4)}`,
        fnumber: this.items[key].fnumber,
        ...extra,
      },
    );
  }

  async status(feedingId: number): Promise<number> {
    return (await this.db.query('SELECT status FROM smt_feeding WHERE id = $1', [feedingId])).rows[0].status as number;
  }

  async setStatus(table: 'smt_feeding' | 'smt_order', id: number, status: number): Promise<void> {
    await this.db.query(`UPDATE ${table} SET status = $2 WHERE id = $1`, [id, status]);
  }
}

/** A feeding's slots in the specs: two verified turns (raw values 10 and 20) and one slot left out (no_verify). */
export const FEEDING_SLOTS: SlotSpec[] = [
  ['1-01', 'R10K', { alternates: ['R10K_B'], turns: 10 }],
  ['1-02', 'C100N', { turns: 10 }],
  ['2-01', 'MCU', { turns: 20 }],
  ['9-99', 'PCB', { turns: 5, no_verify: true }],
];
