import type { Tx } from '@mes/server/modules/stock-mgt/ledger/ledger.types';
import pg from 'pg';
import { ApiClient, secretOf } from '../support/api-client';
import type { Hub } from '../support/hub-processes';

export const V1 = '/api/v1/stock_mgt';
export type Entry = {
  id?: number;
  icitem_id: number;
  fqty: number;
  stock_id: number;
  stock_place_id?: number | null;
  to_stock_id?: number;
  to_stock_place_id?: number | null;
  batch_no?: string;
  box_id?: number | null;
  barcode?: string;
  confirmed?: boolean;
};
export type Doc = { id: number; fbillno: string; checked: boolean; disabled: boolean; entries: Entry[] };

// Warehouses, places and materials of the stock specs, written by SQL, and readers of the ledger's tables.
export class StockFixture {
  strict = 0;
  other = 0;
  placeA = 0;
  placeB = 0;
  placeOther = 0;
  itemA = 0;
  itemB = 0;
  whole = 0;
  private constructor(
    readonly db: pg.Client,
    readonly api: ApiClient,
    readonly hub: Hub,
  ) {}

  static async open(hub: Hub, api: ApiClient): Promise<StockFixture> {
    const db = new pg.Client({ connectionString: hub.env.DATABASE_URL });
    await db.connect();
    const fx = new StockFixture(db, api, hub);
    await fx.seed();
    return fx;
  }

  async close(): Promise<void> {
    await this.db.end();
  }

  private async one(sql: string, params: unknown[] = []): Promise<number> {
    return ((await this.db.query(sql, params)).rows[0] as { id: number }).id;
  }

  private async seed(): Promise<void> {
    const org = await this.one(`INSERT INTO organization (fnumber, fname) VALUES ('SD-ORG', 'org') RETURNING id`);
    const fac = await this.one(
      `INSERT INTO factory (fnumber, fname, organization_id) VALUES ('SD-FAC', 'factory', $1) RETURNING id`,
      [org],
    );
    this.strict = await this.one(
      `INSERT INTO stock (fnumber, fname, factory_id) VALUES ('SD-WH1', 'finished goods', $1) RETURNING id`,
      [fac],
    );
    this.other = await this.one(
      `INSERT INTO stock (fnumber, fname, factory_id) VALUES ('SD-WH2', 'despatch area', $1) RETURNING id`,
      [fac],
    );
    this.placeA = await this.one(
      `INSERT INTO stock_place (fnumber, fname, stock_id) VALUES ('SD-A1', 'shelf A1', $1) RETURNING id`,
      [this.strict],
    );
    this.placeB = await this.one(
      `INSERT INTO stock_place (fnumber, fname, stock_id) VALUES ('SD-B1', 'shelf B1', $1) RETURNING id`,
      [this.strict],
    );
    this.placeOther = await this.one(
      `INSERT INTO stock_place (fnumber, fname, stock_id) VALUES ('SD-X1', 'dock X1', $1) RETURNING id`,
      [this.other],
    );
    this.itemA = await this.one(`INSERT INTO icitem (fnumber, fname) VALUES ('SD-BOARD', 'board') RETURNING id`);
    this.itemB = await this.one(`INSERT INTO icitem (fnumber, fname) VALUES ('SD-CABLE', 'cable') RETURNING id`);
    this.whole = await this.one(
      `INSERT INTO icitem (fnumber, fname, qty_precision) VALUES ('SD-UNIT', 'unit', 0) RETURNING id`,
    );
  }

  async onHand(stockId: number, icitemId: number, placeId: number | null): Promise<number> {
    const { rows } = await this.db.query(
      `SELECT COALESCE(SUM(fqty), 0)::float8 AS q FROM icinventory
        WHERE stock_id = $1 AND icitem_id = $2 AND COALESCE(stock_place_id, 0) = COALESCE($3::int, 0)`,
      [stockId, icitemId, placeId],
    );
    return (rows[0] as { q: number }).q;
  }

  async movements(docType?: string, docId?: number): Promise<number> {
    const { rows } = await this.db.query(
      `SELECT count(*)::int AS n FROM stock_movement WHERE ($1::text IS NULL OR doc_type = $1) AND ($2::int IS NULL OR doc_id = $2)`,
      [docType ?? null, docId ?? null],
    );
    return (rows[0] as { n: number }).n;
  }

  /** a document created (and checked when asked) through the HTTP calls. */
  async doc(name: string, entries: Entry[], check = false, header: Record<string, unknown> = {}): Promise<Doc> {
    const made = await this.api.ok<Doc>(`${V1}/${name}/create`, { ...header, entries });
    return check ? this.api.ok<Doc>(`${V1}/${name}/check`, { id: made.id }) : made;
  }

  entry(over: Partial<Entry> = {}): Entry {
    return { icitem_id: this.itemA, fqty: 1, stock_id: this.strict, stock_place_id: this.placeA, ...over };
  }

  async box(fnumber: string, fqty: number, icitemId = this.itemA, status = 2): Promise<number> {
    return this.one(`INSERT INTO box (fnumber, icitem_id, fqty, status) VALUES ($1, $2, $3, $4) RETURNING id`, [
      fnumber,
      icitemId,
      fqty,
      status,
    ]);
  }

  async boxRow(id: number): Promise<{ status: number; stock_id: number | null; stock_place_id: number | null }> {
    const { rows } = await this.db.query('SELECT status, stock_id, stock_place_id FROM box WHERE id = $1', [id]);
    return rows[0] as { status: number; stock_id: number | null; stock_place_id: number | null };
  }

  /** a second clerk with the admin role, signed in. */
  async clerk(name: string): Promise<ApiClient> {
    const role = await this.one(`SELECT id FROM role WHERE fname = 'admin'`);
    const user = await this.api.ok<{ id: number }>('/api/v1/basicdata/user/create', {
      name,
      display_name: name,
      secret: secretOf(name, 'pw'),
    });
    await this.api.ok('/api/v1/basicdata/user/roles/set', { user_id: user.id, role_ids: [role] });
    const api = new ApiClient(this.hub.baseUrl);
    await api.login(name, 'pw');
    return api;
  }

  /** the ledger's reader (ledger-verify.ts): this pg client. */
  get tx(): Tx {
    return this.db;
  }
}
