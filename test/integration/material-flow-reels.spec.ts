import { balanceDrift } from '@mes/server/modules/stock-mgt/ledger/ledger-verify';
import type { ApiClient } from '../support/api-client';
import { fixtureSuite } from '../support/fixture-suite';
import { FlowKit, iso, type Reel, type Row } from './material-flow-fixtures';
import { V1, type StockFixture } from './stock-fixtures';

// Reels (create, the scan form's lookup with 904, batch_create, frozen once in stock, reference) and splits that keep
// both reels traceable to the supplier's lot; the ledger stays sound.
describe('material flow: reels and splits', () => {
  let api: ApiClient;
  let kit: FlowKit;
  let fx: StockFixture;
  fixtureSuite('material_flow_reels', FlowKit, { workers: false }, (s) => {
    ({ api, fx: kit } = s);
    fx = kit.fx;
  });

  it('keeps reels: create, the scan form lookup with 904, batch_create from a receipt line, shelving status, reference', async () => {
    const r = await kit.newReel('MF-R1', fx.itemA, 500, { lot_no: 'LOT-9', expiry_date: iso('2027-05-01') });
    expect(r).toMatchObject({ fnumber: 'MF-R1', fqty: 500, init_qty: 500, validity: 1, shelved: 0, stock_id: null });
    const found = await api.ok<Reel & { icitem: { fnumber: string } }>(`${V1}/bundle/fnumber`, {
      fnumber: 'MF-R1',
      filter: 'has:icitem',
    });
    expect(found.icitem.fnumber).toBe('SD-BOARD');
    const missing = await api.call(`${V1}/bundle/fnumber`, { fnumber: 'NOPE-1' });
    expect([missing.err, missing.msg]).toEqual([904, 'no such batch NOPE-1']);
    expect((await api.call(`${V1}/bundle/create`, { fnumber: 'MF-R1', icitem_id: fx.itemA, fqty: 1 })).err).not.toBe(0);

    // one receipt line of 250 labelled as reels of 100: 100, 100, 50, the line replaced by the reels
    const doc = await api.ok<Row>(`${V1}/cs_instock/create`, {
      entries: [{ icitem_id: fx.itemB, fqty: 250, stock_id: fx.strict, stock_place_id: fx.placeA }],
    });
    const [line] = (await api.ok<Row & { entries: Row[] }>(`${V1}/cs_instock`, { id: doc.id })).entries;
    const made = await api.ok<Reel[]>(`${V1}/bundle/batch_create`, {
      doc_type: 'cs_instock',
      entry_id: line.id,
      fqty: 100,
      lot_no: 'LOT-B',
      prefix: 'MFB',
    });
    expect(made.map((m) => m.fqty)).toEqual([100, 100, 50]);
    // one number of the document sequence for the batch, the reels numbered under it
    expect(made.map((m) => m.fnumber)).toEqual(['001', '002', '003'].map((n) => `${made[0].fnumber.slice(0, -3)}${n}`));
    expect(made[0].fnumber).toMatch(/^MFB\d{8}-\d{6}-001$/);
    const after = await api.ok<Row & { entries: Row[] }>(`${V1}/cs_instock`, { id: doc.id });
    expect(after.entries.map((e) => [e.bundle_id, e.fqty, e.batch_no])).toEqual(
      made.map((m) => [m.id, m.fqty, m.fnumber]),
    );
    const plain = await api.ok<Reel[]>(`${V1}/bundle/batch_create`, { icitem_id: fx.itemA, fqty: 10, count: 2 });
    expect(plain).toHaveLength(2);
    expect((await api.call(`${V1}/bundle/batch_create`, { icitem_id: fx.itemA, fqty: -1, count: 2 })).msg).toMatch(
      /^fqty:/,
    );

    await api.ok(`${V1}/cs_instock/check`, { id: doc.id });
    const inStock = await kit.reel(made[0].id);
    expect(inStock).toMatchObject({ stock_id: fx.strict, stock_place_id: fx.placeA, fqty: 100 });
    expect(await fx.onHand(fx.strict, fx.itemB, fx.placeA)).toBe(250);
    expect((await api.call(`${V1}/bundle/update`, { id: made[0].id, fqty: 7 })).msg).toMatch(
      /^fqty: reel .* is in stock/,
    );
    expect((await api.call(`${V1}/bundle/delete`, { id: made[0].id })).msg).toMatch(/has stock movements/);

    expect(await api.ok(`${V1}/bundle/update_shelved`, { ids: [made[0].id], shelved: 1 })).toMatchObject({
      shelved: 1,
    });
    expect((await api.call(`${V1}/bundle/update_shelved`, { ids: [made[0].id], shelved: 5 })).msg).toMatch(/^shelved:/);
    const ref = await api.ok<{ documents: Row[]; movements: Row[] }>(`${V1}/bundle/reference`, { id: made[0].id });
    expect(ref.documents).toEqual([expect.objectContaining({ doc_type: 'cs_instock', id: doc.id, checked: true })]);
    expect(ref.movements).toHaveLength(1);
    await api.ok(`${V1}/bundle/disable`, { id: plain[0].id });
    await api.ok(`${V1}/bundle/delete`, { id: plain[1].id });
  });

  it('splits a reel: the parent keeps the rest, the child a new code, both traceable to the supplier lot; totals kept', async () => {
    const p = await kit.newReel('MF-P1', fx.itemB, 1000, { lot_no: 'SUP-LOT-7' });
    await kit.receive([{ r: p, place: fx.placeB }]);
    const before = await fx.onHand(fx.strict, fx.itemB, fx.placeB);
    const split = await api.ok<{ id: number; child_bundle_id: number; child_fnumber: string }>(
      `${V1}/material_split/create`,
      { fnumber: 'MF-P1', fqty: 300 },
    );
    // the child's code: the parent's and a number of the document sequence (never a random suffix)
    expect(split.child_fnumber).toMatch(/^MF-P1-\d{8}-\d{6}$/);
    const [parent, child] = [await kit.reel(p.id), await kit.reel(split.child_bundle_id)];
    expect(parent).toMatchObject({ fqty: 700, lot_no: 'SUP-LOT-7', stock_place_id: fx.placeB });
    expect(child).toMatchObject({ fqty: 300, lot_no: 'SUP-LOT-7', parent_id: p.id, stock_place_id: fx.placeB });
    expect(await fx.onHand(fx.strict, fx.itemB, fx.placeB)).toBe(before);
    expect((await api.call(`${V1}/material_split/create`, { fnumber: 'MF-P1', fqty: 700 })).msg).toMatch(
      /^fqty: reel MF-P1 has 700/,
    );
    expect((await api.call(`${V1}/material_split/create`, { fnumber: 'MF-NONE', fqty: 1 })).err).toBe(904);
    // by the parent's id, as the back office's form sends it
    const byId = await api.ok<{ child_bundle_id: number }>(`${V1}/material_split/create`, {
      parent_bundle_id: p.id,
      fqty: 100,
      child_fnumber: 'MF-P1-C2',
    });
    expect(await kit.reel(byId.child_bundle_id)).toMatchObject({ fnumber: 'MF-P1-C2', fqty: 100, parent_id: p.id });
    expect(await kit.reel(p.id)).toMatchObject({ fqty: 600 });
    expect((await api.call(`${V1}/material_split/create`, { parent_bundle_id: 999999, fqty: 1 })).msg).toBe(
      'parent_bundle_id: no bundle 999999',
    );
    expect(await api.ok(`${V1}/material_split`, { id: split.id })).toMatchObject({ parent_bundle_id: p.id });
    const list = await api.ok<{ list: Row[] }>(`${V1}/material_split/list`, { filter: `parent_bundle_id:${p.id}` });
    expect(list.list).toHaveLength(2);
    const ref = await api.ok<{ splits: Row[] }>(`${V1}/bundle/reference`, { id: split.child_bundle_id });
    expect(ref.splits).toEqual([expect.objectContaining({ parent_bundle_id: p.id })]);
    expect(await balanceDrift(fx.tx)).toEqual([]);
  });
});
