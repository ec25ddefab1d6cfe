import { balanceDrift } from '@mes/server/modules/stock-mgt/ledger/ledger-verify';
import type { ApiClient } from '../support/api-client';
import { fixtureSuite } from '../support/fixture-suite';
import { FlowKit, type Row } from './material-flow-fixtures';
import { V1, type StockFixture } from './stock-fixtures';

// The reel documents and their scans (000 §5 messages), pick to the line, return, issue; two picks of one reel at
// once; shelving, whose check moves the reels through the ledger; the ledger stays sound throughout.
describe('material flow: reel documents', () => {
  let api: ApiClient;
  let kit: FlowKit;
  let fx: StockFixture;
  fixtureSuite('material_flow_documents', FlowKit, { workers: false }, (s) => {
    ({ api, fx: kit } = s);
    fx = kit.fx;
  });

  it('scans reels into documents with the spec messages, picks them to the line, returns and issues them', async () => {
    const a = await kit.newReel('MF-S1', fx.itemA, 300);
    const b = await kit.newReel('MF-S2', fx.itemA, 200);
    const doc = await api.ok<Row>(`${V1}/cs_instock/create`, { stock_id: fx.strict, stock_place_id: fx.placeB });
    expect((await api.call(`${V1}/cs_instock/scan`, { id: doc.id, barcode: 'MF-S1' })).msg).toMatch(/^id: enter/);
    await api.ok(`${V1}/cs_instock/enter`, { id: doc.id });
    const scan = (body: Record<string, unknown>) => api.call(`${V1}/cs_instock/scan`, { id: doc.id, ...body });
    expect(await scan({ barcode: 'NO-REEL' })).toMatchObject({ err: 904, msg: 'no such batch NO-REEL' });
    expect((await scan({ barcode: 'MF-S1', icitem_fnumber: 'SD-CABLE' })).msg).toBe(
      'icitem_fnumber: material code does not match the batch',
    );
    expect((await scan({ barcode: 'MF-S1', uid: 'MF-S9' })).msg).toBe('uid: unique code does not match the batch');
    expect((await scan({ barcode: 'MF-S1', fqty: 299 })).msg).toBe('fqty: quantity inconsistent');
    expect((await scan({ barcode: 'MF-S1', icitem_fnumber: 'SD-BOARD', uid: 'MF-S1', fqty: 300 })).err).toBe(0);
    expect((await scan({ barcode: 'MF-S1' })).msg).toMatch(/was already scanned/);
    expect((await scan({ barcode: 'MF-S2' })).err).toBe(0);
    expect(await api.ok<unknown[]>(`${V1}/cs_instock/workers`, { id: doc.id })).toHaveLength(1);
    await api.ok(`${V1}/cs_instock/leave`, { id: doc.id });
    const entries = await api.ok<{ list: Row[] }>(`${V1}/cs_instock/get_entries`, { id: doc.id });
    expect(entries.list).toHaveLength(2);
    await api.ok(`${V1}/cs_instock/check`, { id: doc.id });
    expect(await kit.reel(a.id)).toMatchObject({ stock_id: fx.strict, stock_place_id: fx.placeB, fqty: 300 });
    // a reel entry must hold the reel's material
    expect(
      (
        await api.call(`${V1}/ex_instock/create`, {
          entries: [{ icitem_id: fx.itemB, fqty: 1, stock_id: fx.strict, bundle_id: a.id }],
        })
      ).msg,
    ).toBe('entries[0].bundle_id: material code does not match the batch: reel MF-S1');
    // received twice: refused
    const again = await api.ok<Row>(`${V1}/ex_instock/create`, {
      entries: [{ icitem_id: fx.itemA, fqty: 300, stock_id: fx.strict, bundle_id: a.id }],
    });
    expect((await api.call(`${V1}/ex_instock/check`, { id: again.id })).msg).toMatch(/already in stock/);

    // pick to the line-side warehouse, then return one reel
    const pick = await api.ok<Row>(`${V1}/pick_material/create`, {
      to_stock_id: fx.other,
      to_stock_place_id: fx.placeOther,
    });
    await api.ok(`${V1}/pick_material/enter`, { id: pick.id });
    await api.ok(`${V1}/pick_material/scan`, { id: pick.id, barcode: 'MF-S1' });
    await api.ok(`${V1}/pick_material/scan`, { id: pick.id, barcode: 'MF-S2' });
    await api.ok(`${V1}/pick_material/leave`, { id: pick.id });
    await api.ok(`${V1}/pick_material/check`, { id: pick.id });
    expect(await kit.reel(a.id)).toMatchObject({ stock_id: fx.other, stock_place_id: fx.placeOther, fqty: 300 });
    expect(await fx.onHand(fx.strict, fx.itemA, fx.placeB)).toBe(0);
    expect(await fx.onHand(fx.other, fx.itemA, fx.placeOther)).toBe(500);
    expect(await api.ok<Row[]>(`${V1}/pick_material/push_up`, { id: pick.id })).toEqual([]);

    const back = await api.ok<Row>(`${V1}/material_return/create`, {
      to_stock_id: fx.strict,
      to_stock_place_id: fx.placeA,
    });
    await api.ok(`${V1}/material_return/enter`, { id: back.id });
    const s = await api.ok<{ entry_id: number }>(`${V1}/material_return/scan`, { id: back.id, barcode: 'MF-S2' });
    await api.ok(`${V1}/material_return/update`, { id: back.id, fdesc: 'returned after the run' });
    expect(await api.ok<Row>(`${V1}/material_return/get_entries/${s.entry_id}`, { id: back.id })).toMatchObject({
      bundle_id: b.id,
    });
    await api.ok(`${V1}/material_return/leave`, { id: back.id });
    await api.ok(`${V1}/material_return/check`, { id: back.id });
    expect(await kit.reel(b.id)).toMatchObject({ stock_id: fx.strict, stock_place_id: fx.placeA });

    // issue the returned reel out: it leaves the stock; the uncheck brings it back
    const out = await api.ok<Row>(`${V1}/ex_outstock/create`, {});
    await api.ok(`${V1}/ex_outstock/enter`, { id: out.id });
    await api.ok(`${V1}/ex_outstock/scan`, { id: out.id, barcode: 'MF-S2' });
    await api.ok(`${V1}/ex_outstock/check`, { id: out.id });
    expect(await kit.reel(b.id)).toMatchObject({ stock_id: null, fqty: 200 });
    await api.ok(`${V1}/ex_outstock/check`, { id: out.id, checked: false });
    expect(await kit.reel(b.id)).toMatchObject({ stock_id: fx.strict, stock_place_id: fx.placeA });
    await api.ok(`${V1}/ex_outstock/disable`, { id: out.id });
    expect(await balanceDrift(fx.tx)).toEqual([]);
  });

  it('lets one of two picks of one reel checked at once move it', async () => {
    const r = await kit.newReel('MF-CC1', fx.itemA, 40);
    await kit.receive([{ r, place: fx.placeA }]);
    const entry = {
      icitem_id: fx.itemA,
      fqty: 40,
      stock_id: fx.strict,
      stock_place_id: fx.placeA,
      to_stock_id: fx.other,
      to_stock_place_id: fx.placeOther,
      bundle_id: r.id,
    };
    const [p1, p2] = [
      await api.ok<Row>(`${V1}/pick_material/create`, { entries: [entry] }),
      await api.ok<Row>(`${V1}/pick_material/create`, { entries: [entry] }),
    ];
    const moves = await fx.movements();
    const answers = await Promise.all([p1, p2].map((p) => api.call(`${V1}/pick_material/check`, { id: p.id })));
    expect(answers.map((a) => a.err).sort()).toEqual([0, 400]);
    expect(answers.find((a) => a.err !== 0)!.msg).toMatch(/^entries\[0\]\.fqty: not enough stock/);
    expect(await fx.movements()).toBe(moves + 2);
    expect(await kit.reel(r.id)).toMatchObject({ stock_id: fx.other, stock_place_id: fx.placeOther, fqty: 40 });
    expect(await balanceDrift(fx.tx)).toEqual([]);
  });
  it('shelves the reels of a receipt: query_instock_bill, create, enter, ignore_entry', async () => {
    const [x, y] = [await kit.newReel('MF-SH1', fx.itemA, 10), await kit.newReel('MF-SH2', fx.itemA, 20)];
    const rec = await kit.receive([
      { r: x, place: fx.placeA },
      { r: y, place: fx.placeA },
    ]);
    const bills = await api.ok<Row[]>(`${V1}/material_shelving/query_instock_bill`, { stock_id: fx.strict });
    expect(bills).toContainEqual(
      expect.objectContaining({ source_type: 'cs_instock', id: rec.id, bundle_ids: [x.id, y.id] }),
    );
    const sh = await api.ok<Row & { entries: Row[] }>(`${V1}/material_shelving/create`, {
      source_type: 'cs_instock',
      source_id: rec.id,
      entries: [{ bundle_id: x.id, stock_place_id: fx.placeB }, { bundle_id: y.id }],
    });
    expect(await api.ok(`${V1}/material_shelving/enter`, { id: sh.id, barcode: 'MF-SH1' })).toMatchObject({
      shelved: 1,
    });
    expect((await api.call(`${V1}/material_shelving/enter`, { id: sh.id, barcode: 'MF-SH1' })).msg).toMatch(
      /not waiting/,
    );
    await api.ok(`${V1}/material_shelving/ignore_entry`, { id: sh.id, entry_id: sh.entries[1].id });
    expect(await kit.reel(x.id)).toMatchObject({ shelved: 1 });
    expect(await kit.reel(y.id)).toMatchObject({ shelved: 0 });
    await api.ok(`${V1}/material_shelving/check`, { id: sh.id });
    // the check moved the shelved reel to its shelf place; the ignored one stays where it was received
    expect(await kit.reel(x.id)).toMatchObject({ stock_place_id: fx.placeB, fqty: 10 });
    expect(await kit.reel(y.id)).toMatchObject({ stock_place_id: fx.placeA, shelved: 0 });
    expect((await api.call(`${V1}/material_shelving/enter`, { id: sh.id, barcode: 'MF-SH2' })).msg).toMatch(
      /is checked/,
    );
    expect((await api.ok<{ list: Row[] }>(`${V1}/material_shelving/list`, {})).list.length).toBeGreaterThan(0);
    expect(await balanceDrift(fx.tx)).toEqual([]);
  });

  it('moves reels through the ledger when shelving is checked, back when unshelving is, and undoes it on uncheck', async () => {
    const [x, y] = [await kit.newReel('MF-SM1', fx.itemB, 30), await kit.newReel('MF-SM2', fx.itemB, 45)];
    await kit.receive([
      { r: x, place: fx.placeA },
      { r: y, place: fx.placeA },
    ]);
    const at = async () => [
      await fx.onHand(fx.strict, fx.itemB, fx.placeA),
      await fx.onHand(fx.strict, fx.itemB, fx.placeB),
    ];
    const [a0, b0] = await at();
    const placeless = await api.ok<Row>(`${V1}/material_shelving/create`, {
      stock_id: fx.strict,
      entries: [{ bundle_id: x.id }],
    });
    expect((await api.call(`${V1}/material_shelving/check`, { id: placeless.id })).msg).toBe(
      'entries[0].stock_place_id: give the shelf place of reel MF-SM1',
    );
    const up = await api.ok<Row>(`${V1}/material_shelving/create`, {
      stock_id: fx.strict,
      shelving_type: 1,
      entries: [
        { bundle_id: x.id, stock_place_id: fx.placeB },
        { bundle_id: y.id, stock_place_id: fx.placeB },
      ],
    });
    await api.ok(`${V1}/material_shelving/check`, { id: up.id });
    expect(await kit.reel(x.id)).toMatchObject({
      stock_id: fx.strict,
      stock_place_id: fx.placeB,
      fqty: 30,
      shelved: 1,
    });
    expect(await kit.reel(y.id)).toMatchObject({ stock_place_id: fx.placeB, fqty: 45, shelved: 1 });
    expect(await at()).toEqual([a0 - 75, b0 + 75]);
    expect(await balanceDrift(fx.tx)).toEqual([]);

    // unshelving without a place takes each reel back to where its shelving found it
    const down = await api.ok<Row>(`${V1}/material_shelving/create`, {
      stock_id: fx.strict,
      shelving_type: 2,
      entries: [{ bundle_id: x.id }],
    });
    await api.ok(`${V1}/material_shelving/check`, { id: down.id });
    expect(await kit.reel(x.id)).toMatchObject({ stock_place_id: fx.placeA, fqty: 30, shelved: 2 });
    expect(await at()).toEqual([a0 - 45, b0 + 45]);
    await api.ok(`${V1}/material_shelving/check`, { id: down.id, checked: false });
    expect(await kit.reel(x.id)).toMatchObject({ stock_place_id: fx.placeB, shelved: 1 });
    expect(await at()).toEqual([a0 - 75, b0 + 75]);
    expect(await balanceDrift(fx.tx)).toEqual([]);
  });
});
