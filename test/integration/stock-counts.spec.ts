import { poolOf } from '../support/pool-of';
import ExcelJS from 'exceljs';
import { balanceDrift } from '@mes/server/modules/stock-mgt/ledger/ledger-verify';
import type { ApiClient } from '../support/api-client';
import { openStockSuite, type StockFixture, type StockSuite } from '../support/stock-fixture';
import { openpyxl } from '../support/openpyxl';

type Entry = { id: number; icitem_id: number; counted_qty: number; book_qty: number | null; diff_qty: number | null };
type Count = { id: number; fbillno: string; checked: boolean; entries: Entry[] };
type Movement = { bill_type: number; fqty: number; reversal: boolean; icitem_id: number };

// Counts (icinvcheck), the on-hand view (icinventory) and opening balances (icinvinitial) on the ledger: a count's
// check posts counted - on hand (read at the check) as profit-in / loss-out, its uncheck reverses it; opening
// balances import all rows or none, and never twice.
describe('stock counts and opening balances', () => {
  let suite: StockSuite;
  let api: ApiClient;
  let fx: StockFixture;
  let wh: number;
  let shelf: number;
  let a: number;
  let b: number;
  let c: number;
  const V1 = '/api/v1/stock_mgt';
  const csv = (lines: string[]) => ({
    filename: 'opening.csv',
    content_base64: Buffer.from(lines.join('\n')).toString('base64'),
  });
  const countMoves = async (id: number) =>
    (await fx.ds.query(
      `SELECT bill_type, fqty::float8 AS fqty, reversal, icitem_id FROM stock_movement
        WHERE doc_type = 'icinvcheck' AND doc_id = $1 ORDER BY id`,
      [id],
    )) as Movement[];

  beforeAll(async () => {
    suite = await openStockSuite('stock_counts', 'CNT');
    ({ api, fx } = suite);
    wh = await fx.stock('WH1');
    shelf = await fx.place(wh, 'P1');
    a = await fx.icitem('A');
    b = await fx.icitem('B');
    c = await fx.icitem('C');
  }, 120_000);

  afterAll(async () => {
    await suite?.close();
  });

  it('imports opening balances from a sheet, all rows or none, listing every bad row', async () => {
    const refused = await api.call<{ errors: { row: number; field: string; message: string }[] }>(
      `${V1}/icinvinitial/import`,
      csv([
        'stock,stock_place,icitem,batch_no,fqty',
        `${fx.code('WH1')},${fx.code('P1')},${fx.code('A')},,10`,
        `${fx.code('WH1')},${fx.code('P1')},NO-SUCH,,1`,
        `${fx.code('WH1')},${fx.code('P1')},${fx.code('A')},,2`,
        `WH-NONE,,${fx.code('B')},,1`,
      ]),
    );
    expect(refused.err).toBe(400);
    expect(refused.data.errors).toEqual([
      { row: 3, field: 'icitem', message: 'no icitem NO-SUCH' },
      { row: 4, field: 'icitem', message: 'the same warehouse, place, material and batch as row 2' },
      { row: 5, field: 'stock', message: 'no stock WH-NONE' },
    ]);
    expect(await fx.onHand(wh, a, shelf)).toBe(0);
    const sheet = csv([
      'stock,stock_place,icitem,batch_no,fqty',
      `${fx.code('WH1')},${fx.code('P1')},${fx.code('A')},,10`,
      `${fx.code('WH1')},${fx.code('P1')},${fx.code('B')},L1,3`,
    ]);
    expect(await api.ok(`${V1}/icinvinitial/import`, sheet)).toEqual({ imported: 2 });
    expect(await fx.onHand(wh, a, shelf)).toBe(10);
    expect(await fx.onHand(wh, b, shelf, 'L1')).toBe(3);
    // The same sheet again doubles nothing: every row already has its opening balance.
    const again = await api.call<{ errors: { row: number; message: string }[] }>(`${V1}/icinvinitial/import`, sheet);
    expect(again.err).toBe(400);
    expect(again.data.errors.map((e) => e.row)).toEqual([2, 3]);
    expect(await fx.onHand(wh, a, shelf)).toBe(10);
    const moves = (await fx.ds.query(
      `SELECT bill_type, fqty::float8 AS fqty FROM stock_movement WHERE doc_type = 'icinvinitial' ORDER BY id`,
    )) as { bill_type: number; fqty: number }[];
    expect(moves).toEqual([
      { bill_type: 41, fqty: 10 },
      { bill_type: 41, fqty: 3 },
    ]);
  });

  it('lists and exports opening balances; the export imports back (and is refused as already there)', async () => {
    const list = await api.ok<{ list: { icitem_id: number; fqty: number }[]; total: number }>(
      `${V1}/icinvinitial/list`,
      { filter: `stock_id:${wh} sort:id-asc` },
    );
    expect(list.list.map((r) => [r.icitem_id, r.fqty])).toEqual([
      [a, 10],
      [b, 3],
    ]);
    const file = await api.ok<Buffer>(`${V1}/icinvinitial/export`, { stock_id: wh, locale: 'en-US' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const rows = book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0].slice(1, 6)).toEqual(['Warehouse code', 'Place code', 'Material code', 'Batch', 'Opening quantity']);
    // no batch: an empty cell (the one writer writes no cell for empty text)
    expect(rows[1].slice(1, 6)).toEqual([fx.code('WH1'), fx.code('P1'), fx.code('A'), undefined, 10]);
    const [opened] = await openpyxl(file);
    expect(opened).toMatchObject({ freeze: 'A2', bold_header: true, max_row: 3 });
    expect(opened.rows[0].slice(0, 5)).toEqual([
      'Warehouse code',
      'Place code',
      'Material code',
      'Batch',
      'Opening quantity',
    ]);
    expect(opened.rows[1].slice(0, 5)).toEqual([fx.code('WH1'), fx.code('P1'), fx.code('A'), null, 10]);
    const back = await api.call(`${V1}/icinvinitial/import`, {
      filename: 'back.xlsx',
      content_base64: file.toString('base64'),
    });
    expect(back).toMatchObject({ err: 400, msg: expect.stringMatching(/already has an opening balance/) });
  });

  it('posts a count: the difference against the balance at the check, as profit-in and loss-out (hand-computed)', async () => {
    // A: 10 opening + 5 received = 15 when counted; B (no batch): 4; C: nothing on hand.
    await fx.post({ type: 'test_receipt', id: 1, billType: 21 }, [
      { stockId: wh, placeId: shelf, icitemId: a, batchNo: '', fqty: 5 },
      { stockId: wh, placeId: shelf, icitemId: b, batchNo: '', fqty: 4 },
    ]);
    const count = await api.ok<Count>(`${V1}/icinvcheck/create`, {
      stock_id: wh,
      fdate: '2026-11-23',
      entries: [
        { stock_id: wh, stock_place_id: shelf, icitem_id: a, counted_qty: 12 },
        { stock_id: wh, stock_place_id: shelf, icitem_id: b, counted_qty: 4 },
        { stock_id: wh, stock_place_id: shelf, icitem_id: c, counted_qty: 7 },
      ],
    });
    expect(count.fbillno).toMatch(/^IC\d{8}-\d{6,}$/);
    expect(count.entries.map((e) => e.book_qty)).toEqual([null, null, null]);
    // One more of A arrives after the count was written: the check reads 16 on hand.
    await fx.post({ type: 'test_receipt', id: 2, billType: 21 }, [
      { stockId: wh, placeId: shelf, icitemId: a, batchNo: '', fqty: 1 },
    ]);
    const checked = await api.ok<Count>(`${V1}/icinvcheck/check`, { id: count.id });
    expect(checked.checked).toBe(true);
    expect(checked.entries.map((e) => [e.book_qty, e.diff_qty])).toEqual([
      [16, -4],
      [4, 0],
      [0, 7],
    ]);
    expect(await countMoves(count.id)).toEqual([
      { bill_type: 31, fqty: 7, reversal: false, icitem_id: c },
      { bill_type: 32, fqty: -4, reversal: false, icitem_id: a },
    ]);
    expect([await fx.onHand(wh, a, shelf), await fx.onHand(wh, b, shelf), await fx.onHand(wh, c, shelf)]).toEqual([
      12, 4, 7,
    ]);
    expect(await api.ok(`${V1}/icinventory/getnumber`, { icitem_id: a, stock_id: wh })).toMatchObject({ fqty: 12 });
    // Checked: frozen, and a second check names the state.
    expect(await api.call(`${V1}/icinvcheck/check`, { id: count.id })).toMatchObject({
      err: 400,
      msg: `id: icinvcheck ${count.id} is already checked`,
    });
    expect(await api.call(`${V1}/icinvcheck/update`, { id: count.id, fdesc: 'x' })).toMatchObject({ err: 400 });
    expect(await api.call(`${V1}/icinvcheck/delete`, { id: count.id })).toMatchObject({ err: 400 });
  });

  it('unchecks a count by reversing what it posted, and checks it again against the balance of then', async () => {
    const [{ id }] = (await fx.ds.query(`SELECT id FROM icinvcheck WHERE checked ORDER BY id DESC LIMIT 1`)) as {
      id: number;
    }[];
    const unchecked = await api.ok<Count>(`${V1}/icinvcheck/check`, { id, checked: false });
    expect(unchecked.entries.map((e) => e.book_qty)).toEqual([null, null, null]);
    expect((await countMoves(id)).filter((m) => m.reversal)).toEqual([
      { bill_type: 31, fqty: -7, reversal: true, icitem_id: c },
      { bill_type: 32, fqty: 4, reversal: true, icitem_id: a },
    ]);
    expect([await fx.onHand(wh, a, shelf), await fx.onHand(wh, c, shelf)]).toEqual([16, 0]);
    const updated = await api.ok<Count>(`${V1}/icinvcheck/update`, {
      id,
      entries: [{ stock_id: wh, stock_place_id: shelf, icitem_id: a, counted_qty: 16.5 }],
    });
    expect(updated.entries).toHaveLength(1);
    const again = await api.ok<Count>(`${V1}/icinvcheck/check`, { id });
    expect(again.entries.map((e) => [e.book_qty, e.diff_qty])).toEqual([[16, 0.5]]);
    expect(await fx.onHand(wh, a, shelf)).toBe(16.5);
  });

  it('checks a count from two browsers at once: it posts once, the other is told it is checked', async () => {
    const count = await api.ok<Count>(`${V1}/icinvcheck/create`, {
      entries: [{ stock_id: wh, stock_place_id: shelf, icitem_id: c, counted_qty: 2 }],
    });
    const answers = await Promise.all([1, 2].map(() => api.call(`${V1}/icinvcheck/check`, { id: count.id })));
    expect(answers.map((x) => x.err).sort()).toEqual([0, 400]);
    expect(answers.find((x) => x.err === 400)?.msg).toBe(`id: icinvcheck ${count.id} is already checked`);
    expect(await countMoves(count.id)).toEqual([{ bill_type: 31, fqty: 2, reversal: false, icitem_id: c }]);
  });

  it('refuses bad counts: a place of another warehouse, the same key twice, unknown refs, negative counts', async () => {
    const other = await fx.stock('WH2');
    const make = (entries: unknown[]) => api.call<Count>(`${V1}/icinvcheck/create`, { entries });
    const e = { stock_id: wh, stock_place_id: shelf, icitem_id: a, counted_qty: 1 };
    expect(await make([{ ...e, counted_qty: -1 }])).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^entries\[0\]\.counted_qty:/),
    });
    expect(await make([{ ...e, icitem_id: 999999 }])).toMatchObject({
      err: 400,
      msg: 'entries[0].icitem_id: no icitem 999999',
    });
    expect(await make([{ ...e, stock_id: 999999 }])).toMatchObject({ err: 1305 });
    // A count of nothing is a count: its check posts nothing.
    const empty = await api.ok<Count>(`${V1}/icinvcheck/create`, {});
    expect(await api.ok<Count>(`${V1}/icinvcheck/check`, { id: empty.id })).toMatchObject({
      checked: true,
      entries: [],
    });
    expect(await countMoves(empty.id)).toEqual([]);
    const misplaced = await api.ok<Count>(`${V1}/icinvcheck/create`, { entries: [{ ...e, stock_id: other }] });
    expect(await api.call(`${V1}/icinvcheck/check`, { id: misplaced.id })).toMatchObject({
      err: 400,
      msg: `entries[0].stock_place_id: place ${shelf} is not in warehouse ${other}`,
    });
    const ofWh2 = await api.ok<Count>(`${V1}/icinvcheck/create`, { stock_id: other, entries: [e] });
    expect(await api.call(`${V1}/icinvcheck/check`, { id: ofWh2.id })).toMatchObject({
      err: 400,
      msg: `entries[0].stock_id: the count is of warehouse ${other}, not ${wh}`,
    });
    const twice = await api.ok<Count>(`${V1}/icinvcheck/create`, { entries: [e, { ...e, counted_qty: 3 }] });
    expect(await api.call(`${V1}/icinvcheck/check`, { id: twice.id })).toMatchObject({
      err: 400,
      msg: 'entries[1]: counts the same material, place and batch as entries[0]',
    });
    expect(await api.ok(`${V1}/icinvcheck/delete`, { id: twice.id })).toEqual({ id: twice.id });
    expect(await api.call(`${V1}/icinvcheck`, { id: twice.id })).toMatchObject({ err: 400 });
    const got = await api.ok<Count>(`${V1}/icinvcheck`, { id: misplaced.id });
    expect(got.entries[0].counted_qty).toBe(1);
    const listed = await api.ok<{ list: Count[] }>(`${V1}/icinvcheck/list`, { filter: 'checked:true has:stock' });
    expect(listed.list.length).toBeGreaterThanOrEqual(2);
  });

  it('answers on-hand stock as a list with the grammar, as a sheet, one number, and the ledger check', async () => {
    const list = await api.ok<{ list: { icitem_id: number; fqty: number; icitem: { fnumber: string } }[] }>(
      `${V1}/icinventory/list`,
      { filter: `stock_id:${wh} icitem_id:${a} has:icitem` },
    );
    expect(list.list).toEqual([
      expect.objectContaining({ icitem_id: a, fqty: 16.5, icitem: expect.objectContaining({ fnumber: fx.code('A') }) }),
    ]);
    const file = await api.ok<Buffer>(`${V1}/icinventory/export`, { filter: `stock_id:${wh}` });
    expect(file.subarray(0, 2).toString()).toBe('PK');
    expect(await api.ok(`${V1}/icinventory/getnumber`, { icitem_id: b, stock_id: wh, batch_no: 'L1' })).toMatchObject({
      fqty: 3,
    });
    expect(await api.ok(`${V1}/icinventory/getnumber`, { icitem_id: b })).toMatchObject({ fqty: 7 });
    expect(await api.call(`${V1}/icinventory/getnumber`, { icitem_id: 999999 })).toMatchObject({
      err: 400,
      msg: 'icitem_id: no icitem 999999',
    });
    expect(await api.ok(`${V1}/icinventory/validate`, {})).toEqual({ ok: true, drift: [] });
    await fx.ds.query('UPDATE icinventory SET fqty = fqty + 1 WHERE icitem_id = $1 AND stock_id = $2', [c, wh]);
    const drifted = await api.ok<{ ok: boolean; drift: unknown[] }>(`${V1}/icinventory/validate`, {});
    expect(drifted).toEqual({
      ok: false,
      drift: [expect.objectContaining({ icitem_id: c, balance: 3, movements: 2 })],
    });
    await fx.ds.query('UPDATE icinventory SET fqty = fqty - 1 WHERE icitem_id = $1 AND stock_id = $2', [c, wh]);
    expect(await balanceDrift(poolOf(fx.ds))).toEqual([]);
  });
});
