import { inTransaction } from '@mes/server/core/db/sql';
import { poolOf } from './pool-of';
import { openDataSource } from '@mes/server/core/database/data-source';
import { postMovements } from '@mes/server/modules/stock-mgt/ledger/ledger';
import type { LedgerDoc, MovementLine } from '@mes/server/modules/stock-mgt/ledger/ledger.types';
import type { DataSource } from 'typeorm';
import { ApiClient } from './api-client';
import { startBuiltHub, type Hub } from './hub-processes';

type Id = { id: number };

/**
 * Warehouses, places, materials and boxes for the stock specs, written straight into the hub's database (prefix
 * keeps the codes of one spec apart), and postings made with the ledger's own postMovements.
 */
export class StockFixture {
  private constructor(
    readonly ds: DataSource,
    private readonly prefix: string,
    readonly factoryId: number,
  ) {}

  static async open(databaseUrl: string, prefix: string): Promise<StockFixture> {
    const ds = await openDataSource(databaseUrl);
    const [org] = (await ds.query(`INSERT INTO organization (fnumber, fname) VALUES ($1, $1) RETURNING id`, [
      `${prefix}-ORG`,
    ])) as Id[];
    const [fac] = (await ds.query(
      `INSERT INTO factory (fnumber, fname, organization_id) VALUES ($1, $1, $2) RETURNING id`,
      [`${prefix}-FAC`, org.id],
    )) as Id[];
    return new StockFixture(ds, prefix, fac.id);
  }

  async stock(code: string, allowNegative = false): Promise<number> {
    const [s] = (await this.ds.query(
      `INSERT INTO stock (fnumber, fname, factory_id, allow_negative) VALUES ($1, $1, $2, $3) RETURNING id`,
      [`${this.prefix}-${code}`, this.factoryId, allowNegative],
    )) as Id[];
    return s.id;
  }

  async place(stockId: number, code: string): Promise<number> {
    const [p] = (await this.ds.query(
      `INSERT INTO stock_place (fnumber, fname, stock_id) VALUES ($1, $1, $2) RETURNING id`,
      [`${this.prefix}-${code}`, stockId],
    )) as Id[];
    return p.id;
  }

  async icitem(code: string): Promise<number> {
    const [m] = (await this.ds.query(`INSERT INTO icitem (fnumber, fname) VALUES ($1, $1) RETURNING id`, [
      `${this.prefix}-${code}`,
    ])) as Id[];
    return m.id;
  }

  code(code: string): string {
    return `${this.prefix}-${code}`;
  }

  /** a box with its SNs (each of quantity 1), in the given status and place. */
  async box(
    label: string,
    opts: {
      icitemId: number;
      sns?: string[];
      fqty?: number;
      status?: number;
      stockId?: number;
      placeId?: number;
      capacity?: number;
      batchNo?: string;
    },
  ): Promise<number> {
    const sns = opts.sns ?? [];
    const [b] = (await this.ds.query(
      `INSERT INTO box (fnumber, icitem_id, status, fqty, capacity, stock_id, stock_place_id, batch_no)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        label,
        opts.icitemId,
        opts.status ?? 1,
        opts.fqty ?? sns.length,
        opts.capacity ?? 0,
        opts.stockId ?? null,
        opts.placeId ?? null,
        opts.batchNo ?? '',
      ],
    )) as Id[];
    for (const sn of sns)
      await this.ds.query('INSERT INTO box_item (box_id, sn, icitem_id, fqty) VALUES ($1, $2, $3, 1)', [
        b.id,
        sn,
        opts.icitemId,
      ]);
    return b.id;
  }

  post(doc: LedgerDoc, lines: MovementLine[], userId = 1): Promise<void> {
    return inTransaction(poolOf(this.ds), (tx) => postMovements(tx, doc, lines, userId));
  }

  async onHand(stockId: number, icitemId: number, placeId: number | null, batchNo = ''): Promise<number> {
    const [r] = (await this.ds.query(
      `SELECT COALESCE(SUM(fqty), 0)::float8 AS q FROM icinventory WHERE stock_id = $1 AND icitem_id = $2
          AND COALESCE(stock_place_id, 0) = COALESCE($3::int, 0) AND batch_no = $4`,
      [stockId, icitemId, placeId, batchNo],
    )) as { q: number }[];
    return r.q;
  }

  close(): Promise<void> {
    return this.ds.destroy();
  }
}

export type StockSuite = { hub: Hub; api: ApiClient; fx: StockFixture; close(): Promise<void> };

/** a built hub without workers, the admin's API client and a stock fixture over the hub's database. */
export async function openStockSuite(label: string, prefix: string): Promise<StockSuite> {
  const hub = await startBuiltHub(label, { workers: false });
  const api = new ApiClient(hub.baseUrl);
  await api.login('admin', 'admin');
  const fx = await StockFixture.open(hub.env.DATABASE_URL, prefix);
  return {
    hub,
    api,
    fx,
    async close() {
      await fx.close();
      await hub.stop();
    },
  };
}
