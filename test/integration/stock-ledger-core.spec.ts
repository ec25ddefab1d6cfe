import { inTransaction } from '@mes/server/core/db/sql';
import { poolOf } from '../support/pool-of';
import { openDataSource, runMigrations } from '@mes/server/core/database/data-source';
import { postMovements, reverseMovements } from '@mes/server/modules/stock-mgt/ledger/ledger';
import { balanceDrift, rebuildBalances } from '@mes/server/modules/stock-mgt/ledger/ledger-verify';
import type { LedgerDoc, MovementLine } from '@mes/server/modules/stock-mgt/ledger/ledger.types';
import type { DataSource } from 'typeorm';
import { createTestDatabase, templateOf } from '../support/test-env';

// The ledger's posting primitive on a real PostgreSQL: balances move with the movements, an issue never drives a
// strict warehouse below zero (also when two clerks take the last unit at once), a reversal undoes a document.
describe('stock ledger: postings, balances and reversals', () => {
  let ds: DataSource;
  let strict: number;
  let loose: number;
  let place: number;
  let m1: number;
  let m2: number;
  let docs = 0;
  const doc = (billType: LedgerDoc['billType'] = 21): LedgerDoc => ({ type: 'test_doc', id: ++docs, billType });
  const line = (over: Partial<MovementLine>): MovementLine => ({
    stockId: strict,
    placeId: place,
    icitemId: m1,
    batchNo: '',
    fqty: 1,
    ...over,
  });
  const onHand = async (stockId: number, icitemId: number, placeId: number | null = place) =>
    (
      (await ds.query(
        `SELECT COALESCE(SUM(fqty), 0)::float8 AS q FROM icinventory
          WHERE stock_id = $1 AND icitem_id = $2 AND COALESCE(stock_place_id, 0) = COALESCE($3::int, 0)`,
        [stockId, icitemId, placeId],
      )) as { q: number }[]
    )[0].q;
  const post = (d: LedgerDoc, lines: MovementLine[]) =>
    inTransaction(poolOf(ds), (tx) => postMovements(tx, d, lines, 1));

  beforeAll(async () => {
    ds = await openDataSource(await createTestDatabase('stock_ledger_core', templateOf('bare')));
    await runMigrations(ds);
    const [org] = (await ds.query(
      `INSERT INTO organization (fnumber, fname) VALUES ('L-ORG', 'org') RETURNING id`,
    )) as {
      id: number;
    }[];
    const [fac] = (await ds.query(
      `INSERT INTO factory (fnumber, fname, organization_id) VALUES ('L-FAC', 'factory', $1) RETURNING id`,
      [org.id],
    )) as { id: number }[];
    const stocks = (await ds.query(
      `INSERT INTO stock (fnumber, fname, factory_id, allow_negative) VALUES ('WH-S', 'strict', $1, false),
        ('WH-L', 'loose', $1, true) RETURNING id`,
      [fac.id],
    )) as { id: number }[];
    [strict, loose] = stocks.map((s) => s.id);
    [{ id: place }] = (await ds.query(
      `INSERT INTO stock_place (fnumber, fname, stock_id) VALUES ('A-01', 'shelf A-01', $1) RETURNING id`,
      [strict],
    )) as { id: number }[];
    const items = (await ds.query(
      `INSERT INTO icitem (fnumber, fname) VALUES ('RES-10K', 'resistor'), ('CAP-1U', 'capacitor') RETURNING id`,
    )) as { id: number }[];
    [m1, m2] = items.map((i) => i.id);
  }, 90_000);

  afterAll(async () => {
    await ds?.destroy();
  });

  it('moves balances by the sum of the movements, per place, material and batch', async () => {
    await post(doc(), [line({ fqty: 5 }), line({ fqty: 2.5, icitemId: m2 }), line({ fqty: 1, batchNo: 'B1' })]);
    await post(doc(2), [line({ fqty: -3 })]);
    expect(await onHand(strict, m1)).toBe(3); // 5 - 3 + 1 (batch B1)
    expect(await onHand(strict, m2)).toBe(2.5);
    expect(await balanceDrift(poolOf(ds))).toEqual([]);
  });

  it('refuses an issue beyond the balance of a strict warehouse, naming material, place and quantities, and writes nothing', async () => {
    const before = (await ds.query('SELECT count(*)::int AS n FROM stock_movement')) as { n: number }[];
    await expect(
      post(doc(2), [line({ fqty: -1, icitemId: m2 }), line({ fqty: -9, at: 'entries[1].fqty' })]),
    ).rejects.toMatchObject({
      err: 400,
      message: 'entries[1].fqty: not enough stock of RES-10K at place A-01 of warehouse WH-S: 2 on hand, 9 asked',
    });
    expect(await ds.query('SELECT count(*)::int AS n FROM stock_movement')).toEqual(before);
    expect(await onHand(strict, m2)).toBe(2.5);
  });

  it('lets a warehouse that allows it go below zero', async () => {
    await post(doc(2), [line({ stockId: loose, placeId: null, fqty: -4 })]);
    expect(await onHand(loose, m1, null)).toBe(-4);
  });

  it('of two clerks issuing the last unit at the same moment, one succeeds and the other is refused', async () => {
    const [{ id: m3 }] = (await ds.query(
      `INSERT INTO icitem (fnumber, fname) VALUES ('IC-LAST', 'last') RETURNING id`,
    )) as {
      id: number;
    }[];
    await post(doc(), [line({ icitemId: m3, fqty: 1 })]);
    const results = await Promise.allSettled([1, 2].map(() => post(doc(2), [line({ icitemId: m3, fqty: -1 })])));
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as Error).message).toMatch(
      /not enough stock of IC-LAST at place A-01 .*: 0 on hand, 1 asked/,
    );
    expect(await onHand(strict, m3)).toBe(0);
    expect(await balanceDrift(poolOf(ds))).toEqual([]);
  });

  it('reverses a posted document with the opposite movements, once', async () => {
    const d = doc();
    await post(d, [line({ icitemId: m2, fqty: 7 }), line({ icitemId: m2, fqty: 1, batchNo: 'B2' })]);
    expect(await onHand(strict, m2)).toBe(10.5);
    expect(await inTransaction(poolOf(ds), (tx) => reverseMovements(tx, d, 1))).toBe(2);
    expect(await onHand(strict, m2)).toBe(2.5);
    expect(await inTransaction(poolOf(ds), (tx) => reverseMovements(tx, d, 1))).toBe(0);
    const rows = (await ds.query(
      'SELECT reversal, fqty::float8 AS fqty FROM stock_movement WHERE doc_id = $1 ORDER BY id',
      [d.id],
    )) as { reversal: boolean; fqty: number }[];
    expect(rows).toEqual([
      { reversal: false, fqty: 7 },
      { reversal: false, fqty: 1 },
      { reversal: true, fqty: -7 },
      { reversal: true, fqty: -1 },
    ]);
  });

  it('finds a balance that drifted from its movements, and rebuilds balances from the movements', async () => {
    await ds.query('UPDATE icinventory SET fqty = fqty + 1 WHERE stock_id = $1 AND icitem_id = $2 AND batch_no = $3', [
      strict,
      m2,
      '',
    ]);
    expect(await balanceDrift(poolOf(ds))).toEqual([
      { stock_id: strict, stock_place_id: place, icitem_id: m2, batch_no: '', balance: 3.5, movements: 2.5 },
    ]);
    await inTransaction(poolOf(ds), (tx) => rebuildBalances(tx));
    expect(await balanceDrift(poolOf(ds))).toEqual([]);
    expect(await onHand(strict, m2)).toBe(2.5);
  });
});
