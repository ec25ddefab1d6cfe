import { balanceDrift } from '@mes/server/modules/stock-mgt/ledger/ledger-verify';
import type { ApiClient } from '../support/api-client';
import { fixtureSuite } from '../support/fixture-suite';
import { StockFixture, V1, type Doc } from './stock-fixtures';

// The generic stock documents on the ledger: a check posts, an uncheck reverses, a checked document is frozen, bad
// entries answer naming their field, and races (the last unit, one document checked twice) post once.
describe('stock documents', () => {
  let api: ApiClient;
  let fx: StockFixture;
  fixtureSuite('stock_documents', StockFixture, { workers: false }, (s) => ({ api, fx } = s));

  it('creates, reads, lists and updates a product receipt, numbering it', async () => {
    const made = await fx.doc('product_receipt', [fx.entry({ fqty: 2 })], false, { fdesc: 'first' });
    expect(made).toMatchObject({ checked: false, entries: [{ icitem_id: fx.itemA, fqty: 2, stock_id: fx.strict }] });
    expect(made.fbillno).toMatch(/^PR\d{8}-\d{6,}$/);
    // numbers come from one sequence: the next document's is the next number, never a repeat
    const next = await api.ok<Doc>(`${V1}/product_receipt/create`, { entries: [] });
    expect(Number(next.fbillno.split('-')[1])).toBeGreaterThan(Number(made.fbillno.split('-')[1]));
    expect(await api.ok<Doc>(`${V1}/product_receipt`, { id: made.id })).toMatchObject({ id: made.id });
    const list = await api.ok<{ list: Doc[] }>(`${V1}/product_receipt/list`, { filter: `fbillno:"${made.fbillno}"` });
    expect(list.list.map((d) => d.id)).toEqual([made.id]);
    const updated = await api.ok<Doc>(`${V1}/product_receipt/update`, {
      id: made.id,
      entries: [fx.entry({ fqty: 3 }), fx.entry({ fqty: 1, icitem_id: fx.itemB })],
    });
    expect(updated.entries.map((e) => e.fqty)).toEqual([3, 1]);
    await api.ok(`${V1}/product_receipt/delete`, { id: made.id });
    expect((await api.call(`${V1}/product_receipt`, { id: made.id })).err).toBe(400);
  });

  it('posts on check, refuses a second check naming the state, freezes the document and reverses on uncheck', async () => {
    const before = await fx.onHand(fx.strict, fx.itemA, fx.placeB);
    const doc = await fx.doc('profit_in', [fx.entry({ fqty: 4, stock_place_id: fx.placeB })], true);
    expect(doc.checked).toBe(true);
    expect(await fx.onHand(fx.strict, fx.itemA, fx.placeB)).toBe(before + 4);
    const { rows } = await fx.db.query(
      'SELECT bill_type, fqty::float8 AS fqty, creater_id FROM stock_movement WHERE doc_type = $1 AND doc_id = $2',
      ['profit_in', doc.id],
    );
    expect(rows).toEqual([{ bill_type: 31, fqty: 4, creater_id: expect.any(Number) }]);

    const again = await api.call(`${V1}/profit_in/check`, { id: doc.id });
    expect(again).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^checked: profit in PI.* is already checked/),
    });
    for (const [call, body] of [
      ['update', { id: doc.id, fdesc: 'changed' }],
      ['delete', { id: doc.id }],
      ['disable', { id: doc.id }],
    ] as const)
      expect((await api.call(`${V1}/profit_in/${call}`, body)).msg).toMatch(/is checked/);
    expect(await fx.movements('profit_in', doc.id)).toBe(1);

    const unchecked = await api.ok<Doc>(`${V1}/profit_in/check`, { id: doc.id, checked: false });
    expect(unchecked.checked).toBe(false);
    expect(await fx.onHand(fx.strict, fx.itemA, fx.placeB)).toBe(before);
    const { rows: rev } = await fx.db.query(
      'SELECT fqty::float8 AS fqty FROM stock_movement WHERE doc_type = $1 AND doc_id = $2 AND reversal',
      ['profit_in', doc.id],
    );
    expect(rev).toEqual([{ fqty: -4 }]);
    expect((await api.call(`${V1}/profit_in/check`, { id: doc.id, checked: false })).msg).toMatch(/is not checked/);
    // discarded: disable an unchecked document; it cannot be checked then.
    await api.ok(`${V1}/profit_in/disable`, { id: doc.id });
    expect((await api.call(`${V1}/profit_in/check`, { id: doc.id })).msg).toMatch(/is discarded/);
    expect(await balanceDrift(fx.tx)).toEqual([]);
  });

  it('answers bad entries naming the field: quantity, precision, unknown material, stock or place, a place of another warehouse', async () => {
    const bad = async (entry: Record<string, unknown>) =>
      api.call(`${V1}/outstock/create`, { entries: [fx.entry(), { ...fx.entry(), ...entry }] });
    expect(await bad({ fqty: 0 })).toMatchObject({ err: 400, msg: expect.stringMatching(/^entries\[1\]\.fqty:/) });
    expect(await bad({ fqty: -2 })).toMatchObject({ err: 400, msg: expect.stringMatching(/^entries\[1\]\.fqty:/) });
    expect(await bad({ icitem_id: fx.whole, fqty: 1.5 })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^entries\[1\]\.fqty: 1.5 has more than the 0 decimals material SD-UNIT allows/),
    });
    expect(await bad({ fqty: 1.0000001 })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^entries\[1\]\.fqty:/),
    });
    expect(await bad({ icitem_id: 999999 })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^entries\[1\]\.icitem_id:/),
    });
    expect(await bad({ stock_id: 999999 })).toMatchObject({
      err: 1305,
      msg: expect.stringMatching(/^entries\[1\]\.stock_id:/),
    });
    expect(await bad({ stock_place_id: 999999 })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^entries\[1\]\.stock_place_id:/),
    });
    expect(await bad({ stock_place_id: fx.placeOther })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^entries\[1\]\.stock_place_id: place SD-X1 is not in the entry's warehouse/),
    });
    expect(await bad({ box_id: 999999 })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^entries\[1\]\.box_id:/),
    });
    expect(
      await api.call(`${V1}/outstock/create`, { stock_id: fx.strict, stock_place_id: fx.placeOther }),
    ).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^stock_place_id:/),
    });
    expect((await api.call(`${V1}/outstock/create`, { entries: [{ fqty: 1 }] })).msg).toMatch(
      /^entries\[0\]\.icitem_id: is required/,
    );
    const empty = await api.ok<Doc>(`${V1}/outstock/create`, {});
    const moved = await fx.movements();
    expect((await api.ok<Doc>(`${V1}/outstock/check`, { id: empty.id })).checked).toBe(true);
    expect(await fx.movements()).toBe(moved);
  });

  it('refuses an issue beyond the balance, naming material, place and quantities, and writes nothing', async () => {
    await fx.doc('profit_in', [fx.entry({ icitem_id: fx.itemB, fqty: 2 })], true);
    const doc = await fx.doc('outstock', [
      fx.entry({ icitem_id: fx.itemB, fqty: 1 }),
      fx.entry({ icitem_id: fx.itemB, fqty: 5, stock_place_id: fx.placeB }),
    ]);
    const moved = await fx.movements();
    const refused = await api.call(`${V1}/outstock/check`, { id: doc.id });
    expect(refused).toMatchObject({
      err: 400,
      msg: expect.stringMatching(
        /^entries\[1\]\.fqty: not enough stock of SD-CABLE at place SD-B1 of warehouse SD-WH1: 0 on hand, 5 asked/,
      ),
    });
    expect(await fx.movements()).toBe(moved);
    expect((await api.ok<Doc>(`${V1}/outstock`, { id: doc.id })).checked).toBe(false);
    expect(await fx.onHand(fx.strict, fx.itemB, fx.placeA)).toBe(2);
  });

  it('saveAndcheck makes and posts a document in one call, and keeps nothing when its check is refused', async () => {
    const count = async () => (await fx.db.query('SELECT count(*)::int AS n FROM outstock')).rows[0] as { n: number };
    const docs = await count();
    const before = await fx.onHand(fx.strict, fx.itemA, fx.placeA);
    const made = await api.ok<Doc>(`${V1}/profit_in/saveAndcheck`, { entries: [fx.entry({ fqty: 3 })] });
    expect(made.checked).toBe(true);
    expect(await fx.onHand(fx.strict, fx.itemA, fx.placeA)).toBe(before + 3);
    const moved = await fx.movements();
    const refused = await api.call(`${V1}/outstock/saveAndcheck`, { entries: [fx.entry({ fqty: before + 4 })] });
    expect(refused).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^entries\[0\]\.fqty: not enough stock of /),
    });
    expect(await fx.movements()).toBe(moved);
    expect(await count()).toEqual(docs);
  });

  it('of two clerks issuing the last unit at once, one succeeds and the other is told material, place and quantity', async () => {
    const item = (await fx.db.query(`INSERT INTO icitem (fnumber, fname) VALUES ('SD-LAST', 'last one') RETURNING id`))
      .rows[0] as { id: number };
    await fx.doc('profit_in', [fx.entry({ icitem_id: item.id, fqty: 1 })], true);
    const other = await fx.clerk('sdclerk1');
    const a = await fx.doc('product_pick', [fx.entry({ icitem_id: item.id, fqty: 1 })]);
    const b = await fx.doc('product_pick', [fx.entry({ icitem_id: item.id, fqty: 1 })]);
    const answers = await Promise.all([
      api.call(`${V1}/product_pick/check`, { id: a.id }),
      other.call(`${V1}/product_pick/check`, { id: b.id }),
    ]);
    expect(answers.map((r) => r.err).sort()).toEqual([0, 400]);
    expect(answers.find((r) => r.err !== 0)!.msg).toMatch(
      /not enough stock of SD-LAST at place SD-A1 of warehouse SD-WH1: 0 on hand, 1 asked/,
    );
    expect(await fx.onHand(fx.strict, item.id, fx.placeA)).toBe(0);
  });

  it('posts once when the same document is checked from two clients at once', async () => {
    const other = await fx.clerk('sdclerk2');
    const doc = await fx.doc('profit_in', [fx.entry({ fqty: 1 }), fx.entry({ fqty: 2, icitem_id: fx.itemB })]);
    const before = await fx.onHand(fx.strict, fx.itemB, fx.placeA);
    const answers = await Promise.all([
      api.call(`${V1}/profit_in/check`, { id: doc.id }),
      other.call(`${V1}/profit_in/check`, { id: doc.id }),
    ]);
    expect(answers.map((r) => r.err).sort()).toEqual([0, 400]);
    expect(answers.find((r) => r.err !== 0)!.msg).toMatch(/already checked/);
    expect(await fx.movements('profit_in', doc.id)).toBe(2);
    expect(await fx.onHand(fx.strict, fx.itemB, fx.placeA)).toBe(before + 2);
  });

  it('transfers between places and warehouses, loses and finds stock, and a despatch advice moves nothing', async () => {
    await fx.doc('profit_in', [fx.entry({ fqty: 10, batch_no: 'T1' })], true);
    const t = await fx.doc(
      'transfer_stock',
      [{ ...fx.entry({ fqty: 4, batch_no: 'T1' }), to_stock_id: fx.other, to_stock_place_id: fx.placeOther }],
      true,
    );
    const { rows } = await fx.db.query(
      `SELECT stock_id, fqty::float8 AS fqty, bill_type FROM stock_movement WHERE doc_type = 'transfer_stock' AND doc_id = $1 ORDER BY fqty`,
      [t.id],
    );
    expect(rows).toEqual([
      { stock_id: fx.strict, fqty: -4, bill_type: 3 },
      { stock_id: fx.other, fqty: 4, bill_type: 3 },
    ]);
    expect(
      (
        await api.call(`${V1}/transfer_stock/create`, {
          entries: [{ ...fx.entry(), to_stock_id: fx.strict, to_stock_place_id: fx.placeA }],
        })
      ).msg,
    ).toMatch(/^entries\[0\]\.to_stock_place_id: a transfer must move/);
    expect(
      (
        await api.call(`${V1}/transfer_stock/create`, {
          entries: [{ ...fx.entry(), to_stock_id: fx.other, to_stock_place_id: fx.placeA }],
        })
      ).msg,
    ).toMatch(/^entries\[0\]\.to_stock_place_id: place SD-A1 is not in the target warehouse/);
    await fx.doc(
      'loss_out',
      [{ ...fx.entry({ fqty: 1, batch_no: 'T1' }), stock_id: fx.other, stock_place_id: fx.placeOther }],
      true,
    );
    expect(await fx.onHand(fx.other, fx.itemA, fx.placeOther)).toBe(3);
    const moved = await fx.movements();
    const plan = await fx.doc('despatch_advice', [fx.entry({ fqty: 999 })], true);
    expect(plan.checked).toBe(true);
    expect(await fx.movements()).toBe(moved);
    expect(await balanceDrift(fx.tx)).toEqual([]);
  });

  it('reads a document entry by entry and exports a list', async () => {
    const doc = await fx.doc('product_pick', [fx.entry(), fx.entry({ icitem_id: fx.itemB })]);
    const page = await api.ok<{ list: { id: number }[] }>(`${V1}/product_pick/get_entries`, { id: doc.id });
    expect(page.list).toHaveLength(2);
    expect(await api.ok(`${V1}/product_pick/get_entries/${page.list[1].id}`, { id: doc.id })).toMatchObject({
      icitem_id: fx.itemB,
    });
    for (const name of ['product_receipt', 'product_pick']) {
      const file = await api.call<Buffer>(`${V1}/${name}/export`, {});
      expect(file.err).toBe(0);
      expect(Buffer.isBuffer(file.data) || typeof file.data === 'object').toBe(true);
    }
  });
});
