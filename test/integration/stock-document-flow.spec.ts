import { balanceDrift } from '@mes/server/modules/stock-mgt/ledger/ledger-verify';
import type { ApiClient } from '../support/api-client';
import { fixtureSuite } from '../support/fixture-suite';
import { StockFixture, V1, type Doc } from './stock-fixtures';

type Op = { id: number; status: number; checked: boolean; product_receipt_id?: number | null };

// A clerk's work on a document (enter, scan, leave), boxes moved by a receipt and a despatch, the push links of
// product receipt -> despatch advice -> outstock, and the operation documents' machine.
describe('stock document flow', () => {
  let api: ApiClient;
  let fx: StockFixture;
  fixtureSuite('stock_document_flow', StockFixture, { workers: false }, (s) => ({ api, fx } = s));

  it('lets one clerk at a time work on a receipt, scans boxes and materials into it, and refuses scans outside it', async () => {
    const doc = await fx.doc('product_receipt', [], false, { stock_id: fx.strict, stock_place_id: fx.placeA });
    const box = await fx.box('SD-BOX-W1', 10);
    expect((await api.call(`${V1}/product_receipt/scan`, { id: doc.id, barcode: 'SD-BOX-W1' })).msg).toMatch(
      /^id: enter .* before scanning/,
    );
    const entered = await api.ok<{ users: number[] }>(`${V1}/product_receipt/enter`, { id: doc.id });
    expect(entered.users).toHaveLength(1);
    const other = await fx.clerk('sdflow1');
    expect((await other.call(`${V1}/product_receipt/enter`, { id: doc.id })).msg).toMatch(
      /is being worked on by sdflow1|is being worked on by/,
    );
    expect(await api.ok(`${V1}/product_receipt/scan`, { id: doc.id, barcode: 'SD-BOX-W1' })).toMatchObject({
      action: 'added',
      fqty: 10,
    });
    expect((await api.call(`${V1}/product_receipt/scan`, { id: doc.id, barcode: 'SD-BOX-W1' })).msg).toMatch(
      /^barcode: box SD-BOX-W1 was already scanned/,
    );
    expect(await api.ok(`${V1}/product_receipt/scan`, { id: doc.id, barcode: 'SD-CABLE' })).toMatchObject({
      action: 'added',
      fqty: 1,
    });
    expect(await api.ok(`${V1}/product_receipt/scan`, { id: doc.id, barcode: 'SD-CABLE' })).toMatchObject({
      action: 'incremented',
      fqty: 2,
    });
    expect((await api.call(`${V1}/product_receipt/scan`, { id: doc.id, barcode: 'NOTHING-42' })).msg).toMatch(
      /^barcode: NOTHING-42 is no box and no material/,
    );
    // each scan is announced as the document's update: the screens showing it refresh (room resource:product_receipt)
    const { rows: announced } = await fx.db.query(
      `SELECT count(*)::int AS n FROM outbox WHERE topic = 'product_receipt.update' AND (payload->>'id')::int = $1`,
      [doc.id],
    );
    expect(announced).toEqual([{ n: 3 }]);
    const read = await api.ok<Doc>(`${V1}/product_receipt`, { id: doc.id });
    expect(read.entries).toEqual([
      expect.objectContaining({ box_id: box, fqty: 10, stock_place_id: fx.placeA, confirmed: true }),
      expect.objectContaining({ icitem_id: fx.itemB, fqty: 2, box_id: null }),
    ]);
    expect(await api.ok<unknown[]>(`${V1}/product_receipt/workers`, { id: doc.id })).toHaveLength(1);
    await api.ok(`${V1}/product_receipt/leave`, { id: doc.id });
    expect((await api.call(`${V1}/product_receipt/leave`, { id: doc.id })).msg).toMatch(/have not entered/);
    expect((await other.call(`${V1}/product_receipt/enter`, { id: doc.id })).err).toBe(0);
    // several clerks when the document allows it
    await api.ok(`${V1}/product_receipt/update`, { id: doc.id, multi_clerk: true });
    expect((await api.ok<{ users: number[] }>(`${V1}/product_receipt/enter`, { id: doc.id })).users).toHaveLength(2);
    expect((await api.call(`${V1}/product_pick/enter`, { id: 999999 })).msg).toMatch(/^id: no product_pick/);
  });

  it('puts a receipt boxes in stock, pushes it down to a despatch advice and that to an outstock, which takes them out', async () => {
    const b1 = await fx.box('SD-BOX-1', 5);
    const b2 = await fx.box('SD-BOX-2', 7);
    const receipt = await fx.doc('product_receipt', [
      fx.entry({ fqty: 5, box_id: b1, barcode: 'SD-BOX-1' }),
      fx.entry({ fqty: 7, box_id: b2, stock_place_id: fx.placeB }),
    ]);
    expect((await api.call(`${V1}/product_receipt/push_down/create`, { id: receipt.id })).msg).toMatch(
      /push_down needs checked true/,
    );
    const onA = await fx.onHand(fx.strict, fx.itemA, fx.placeA);
    await api.ok(`${V1}/product_receipt/check`, { id: receipt.id });
    expect(await fx.boxRow(b1)).toEqual({ status: 11, stock_id: fx.strict, stock_place_id: fx.placeA });
    expect(await fx.boxRow(b2)).toEqual({ status: 11, stock_id: fx.strict, stock_place_id: fx.placeB });
    expect(await fx.onHand(fx.strict, fx.itemA, fx.placeA)).toBe(onA + 5);
    // push_up: the work orders its boxes were packed for (these boxes have none)
    expect(await api.ok(`${V1}/product_receipt/push_up`, { id: receipt.id })).toEqual([]);
    const boxes = await api.ok<{ fnumber: string; status: number }[]>(`${V1}/product_receipt/get_box`, {
      id: receipt.id,
    });
    expect(boxes.map((b) => [b.fnumber, b.status])).toEqual([
      ['SD-BOX-1', 11],
      ['SD-BOX-2', 11],
    ]);
    // a box is in a document once
    expect(
      (
        await api.call(`${V1}/product_receipt/create`, {
          entries: [fx.entry({ fqty: 5, box_id: b1 }), fx.entry({ fqty: 5, box_id: b1 })],
        })
      ).msg,
    ).toMatch(/^entries\[1\]\.box_id: box SD-BOX-1 is already in entries\[0\]/);
    expect(
      (await api.call(`${V1}/product_receipt/create`, { entries: [fx.entry({ fqty: 4, box_id: b1 })] })).msg,
    ).toMatch(/^entries\[0\]\.fqty: box SD-BOX-1 holds 5, not 4/);
    // the same box cannot be received twice
    const twice = await fx.doc('product_receipt', [fx.entry({ fqty: 5, box_id: b1 })]);
    expect((await api.call(`${V1}/product_receipt/check`, { id: twice.id })).msg).toMatch(
      /^entries\[0\]\.box_id: box SD-BOX-1 is in_stock/,
    );

    const [advice] = await api.ok<Doc[]>(`${V1}/product_receipt/push_down/create`, { id: receipt.id });
    expect(advice.entries.map((e) => [e.box_id, e.fqty])).toEqual([
      [b1, 5],
      [b2, 7],
    ]);
    expect(
      await api.ok<{ id: number; route: string }[]>(`${V1}/product_receipt/push_down`, { id: receipt.id }),
    ).toEqual([expect.objectContaining({ id: advice.id, route: '/stock_mgt/despatch_advice' })]);
    expect(await api.ok<{ id: number }[]>(`${V1}/despatch_advice/push_up`, { id: advice.id })).toEqual([
      expect.objectContaining({ id: receipt.id }),
    ]);
    await api.ok(`${V1}/despatch_advice/check`, { id: advice.id });
    expect((await fx.boxRow(b1)).status).toBe(11);
    const [out] = await api.ok<Doc[]>(`${V1}/despatch_advice/push_down/create`, { id: advice.id });
    expect(await api.ok<{ id: number }[]>(`${V1}/outstock/push_up`, { id: out.id })).toEqual([
      expect.objectContaining({ id: advice.id }),
    ]);
    // the despatch clerk's scans confirm the entries the advice planned
    await api.ok(`${V1}/outstock/enter`, { id: out.id });
    expect(await api.ok(`${V1}/outstock/scan`, { id: out.id, barcode: 'SD-BOX-1' })).toMatchObject({
      action: 'confirmed',
      fqty: 5,
    });
    expect((await api.call(`${V1}/outstock/scan`, { id: out.id, barcode: 'SD-BOX-1' })).msg).toMatch(/already scanned/);
    expect((await api.ok<Doc>(`${V1}/outstock`, { id: out.id })).entries.map((e) => e.confirmed)).toEqual([
      true,
      false,
    ]);
    await api.ok(`${V1}/outstock/leave`, { id: out.id });
    await api.ok(`${V1}/outstock/check`, { id: out.id });
    expect(await fx.boxRow(b1)).toEqual({ status: 21, stock_id: null, stock_place_id: null });
    expect(await fx.onHand(fx.strict, fx.itemA, fx.placeA)).toBe(onA);
    // the receipt cannot be undone while its boxes are out; undoing the outstock brings them back first
    expect((await api.call(`${V1}/product_receipt/check`, { id: receipt.id, checked: false })).msg).toMatch(
      /box SD-BOX-1 is out_stock/,
    );
    await api.ok(`${V1}/outstock/check`, { id: out.id, checked: false });
    expect(await fx.boxRow(b2)).toEqual({ status: 11, stock_id: fx.strict, stock_place_id: fx.placeB });
    await api.ok(`${V1}/product_receipt/check`, { id: receipt.id, checked: false });
    expect(await fx.boxRow(b1)).toEqual({ status: 2, stock_id: null, stock_place_id: null });
    expect(await balanceDrift(fx.tx)).toEqual([]);
  });

  it('moves an operation document one step forward with check and one back with back', async () => {
    const receipt = await fx.doc('product_receipt', [fx.entry({ fqty: 1 })]);
    const op = await api.ok<Op>(`${V1}/product_receipt_operation/create`, { product_receipt_id: receipt.id });
    expect(op).toMatchObject({ status: 1, checked: false });
    expect((await api.ok<Op>(`${V1}/product_receipt_operation/check`, { id: op.id })).status).toBe(2);
    expect((await api.call(`${V1}/product_receipt_operation/check`, { id: op.id })).msg).toMatch(
      /^product_receipt_id: product receipt .* is not checked/,
    );
    await api.ok(`${V1}/product_receipt/check`, { id: receipt.id });
    const finished = await api.ok<Op>(`${V1}/product_receipt_operation/check`, { id: op.id });
    expect(finished).toMatchObject({ status: 3, checked: true });
    expect((await api.call(`${V1}/product_receipt_operation/check`, { id: op.id })).msg).toMatch(
      /^status: cannot finish a product receipt operation that is finish/,
    );
    expect((await api.call(`${V1}/product_receipt_operation/update`, { id: op.id, fdesc: 'x' })).msg).toMatch(
      /is checked/,
    );
    expect((await api.ok<Op>(`${V1}/product_receipt_operation/back`, { id: op.id })).status).toBe(2);
    expect((await api.ok<Op>(`${V1}/product_receipt_operation/back`, { id: op.id })).status).toBe(1);
    expect((await api.call(`${V1}/product_receipt_operation/back`, { id: op.id })).msg).toMatch(
      /^status: cannot back_to_inventory .* that is inventory/,
    );
    await api.ok(`${V1}/product_receipt_operation/update`, { id: op.id, fdesc: 'reopened' });
    const { rows } = await fx.db.query(
      `SELECT action FROM stock_doc_status_log WHERE order_type = 'product_receipt_operation' AND order_id = $1 ORDER BY id`,
      [op.id],
    );
    expect(rows.map((r: { action: string }) => r.action)).toEqual([
      'review',
      'finish',
      'back_to_review',
      'back_to_inventory',
    ]);

    const out = await api.ok<Op>(`${V1}/outstock_operation/create`, {});
    expect((await api.ok<{ list: Op[] }>(`${V1}/outstock_operation/list`, {})).list.map((o) => o.id)).toContain(out.id);
    expect((await api.ok<Op>(`${V1}/outstock_operation`, { id: out.id })).status).toBe(1);
    const two = await Promise.all([1, 2].map(() => api.call<Op>(`${V1}/outstock_operation/check`, { id: out.id })));
    // Two checks at once (a double click): the row is locked for each move, so each one either moves one step from
    // the state it found or is refused naming it (when both chose the same step); never one step taken twice. Which
    // of the two happens depends on whether the second read the status before the first committed.
    const moved = two.filter((a) => a.err === 0).length;
    expect(moved).toBeGreaterThanOrEqual(1);
    for (const refused of two.filter((a) => a.err !== 0))
      expect(refused.msg).toMatch(/^status: cannot review an outstock operation that is review/);
    const steps = await fx.db.query(
      `SELECT action FROM stock_doc_status_log WHERE order_type = 'outstock_operation' AND order_id = $1 ORDER BY id`,
      [out.id],
    );
    expect(steps.rows.length).toBe(moved);
    expect(new Set(steps.rows.map((r: { action: string }) => r.action)).size).toBe(moved);
    if (moved === 1) expect((await api.ok<Op>(`${V1}/outstock_operation/check`, { id: out.id })).status).toBe(3);
    expect((await api.ok<Op>(`${V1}/outstock_operation`, { id: out.id })).status).toBe(3);
    await api.ok(`${V1}/outstock_operation/back`, { id: out.id });
    await api.ok(`${V1}/outstock_operation/delete`, { id: out.id });
    expect((await api.call(`${V1}/outstock_operation/check`, { id: out.id })).msg).toMatch(
      /^id: no outstock_operation/,
    );
  });
});
