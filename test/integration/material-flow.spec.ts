import { balanceDrift } from '@mes/server/modules/stock-mgt/ledger/ledger-verify';
import type { ApiClient } from '../support/api-client';
import { fixtureSuite } from '../support/fixture-suite';
import { StockFixture, V1 } from './stock-fixtures';

type Row = { id: number; [k: string]: unknown };
type Reel = Row & { fnumber: string; fqty: number; stock_id: number | null; stock_place_id: number | null };
type Prep = Row & {
  entries: (Row & { bundle_id: number | null; icitem_id: number; fqty: number; scanned: boolean })[];
};

const PM = '/api/v1/product_mgt';
const iso = (d: string) => new Date(`${d}T00:00:00Z`).toISOString();

// Reels, the reel documents and their scans (000 §5 messages), splits, preparation with its recommendation (the
// fixture of docs/material-flow.md), concurrent scans of one reel, shelving; the ledger stays sound throughout.
describe('material flow', () => {
  let api: ApiClient;
  let fx: StockFixture;
  fixtureSuite('material_flow', StockFixture, { workers: false }, (s) => ({ api, fx } = s));

  const one = async (sql: string, params: unknown[] = []) => ((await fx.db.query(sql, params)).rows[0] as Row).id;
  const reel = (id: number) => api.ok<Reel>(`${V1}/bundle`, { id });
  const newReel = (fnumber: string, icitem_id: number, fqty: number, extra: Record<string, unknown> = {}) =>
    api.ok<Reel>(`${V1}/bundle/create`, { fnumber, icitem_id, fqty, ...extra });
  /** reels received into the strict warehouse at their places by a checked consignment receipt. */
  const receive = async (reels: { r: Reel; place: number }[]) => {
    const doc = await api.ok<Row>(`${V1}/cs_instock/create`, {
      entries: reels.map(({ r, place }) => ({
        icitem_id: r.icitem_id,
        fqty: r.fqty,
        stock_id: fx.strict,
        stock_place_id: place,
        bundle_id: r.id,
      })),
    });
    return api.ok<Row>(`${V1}/cs_instock/check`, { id: doc.id });
  };

  it('keeps reels: create, the scan form lookup with 904, batch_create from a receipt line, shelving status, reference', async () => {
    const r = await newReel('MF-R1', fx.itemA, 500, { lot_no: 'LOT-9', expiry_date: iso('2027-05-01') });
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
    const inStock = await reel(made[0].id);
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

  it('scans reels into documents with the spec messages, picks them to the line, returns and issues them', async () => {
    const a = await newReel('MF-S1', fx.itemA, 300);
    const b = await newReel('MF-S2', fx.itemA, 200);
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
    expect(await reel(a.id)).toMatchObject({ stock_id: fx.strict, stock_place_id: fx.placeB, fqty: 300 });
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
    expect(await reel(a.id)).toMatchObject({ stock_id: fx.other, stock_place_id: fx.placeOther, fqty: 300 });
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
    expect(await reel(b.id)).toMatchObject({ stock_id: fx.strict, stock_place_id: fx.placeA });

    // issue the returned reel out: it leaves the stock; the uncheck brings it back
    const out = await api.ok<Row>(`${V1}/ex_outstock/create`, {});
    await api.ok(`${V1}/ex_outstock/enter`, { id: out.id });
    await api.ok(`${V1}/ex_outstock/scan`, { id: out.id, barcode: 'MF-S2' });
    await api.ok(`${V1}/ex_outstock/check`, { id: out.id });
    expect(await reel(b.id)).toMatchObject({ stock_id: null, fqty: 200 });
    await api.ok(`${V1}/ex_outstock/check`, { id: out.id, checked: false });
    expect(await reel(b.id)).toMatchObject({ stock_id: fx.strict, stock_place_id: fx.placeA });
    await api.ok(`${V1}/ex_outstock/disable`, { id: out.id });
    expect(await balanceDrift(fx.tx)).toEqual([]);
  });

  it('lets one of two picks of one reel checked at once move it', async () => {
    const r = await newReel('MF-CC1', fx.itemA, 40);
    await receive([{ r, place: fx.placeA }]);
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
    expect(await reel(r.id)).toMatchObject({ stock_id: fx.other, stock_place_id: fx.placeOther, fqty: 40 });
    expect(await balanceDrift(fx.tx)).toEqual([]);
  });

  it('splits a reel: the parent keeps the rest, the child a new code, both traceable to the supplier lot; totals kept', async () => {
    const p = await newReel('MF-P1', fx.itemB, 1000, { lot_no: 'SUP-LOT-7' });
    await receive([{ r: p, place: fx.placeB }]);
    const before = await fx.onHand(fx.strict, fx.itemB, fx.placeB);
    const split = await api.ok<{ id: number; child_bundle_id: number; child_fnumber: string }>(
      `${V1}/material_split/create`,
      { fnumber: 'MF-P1', fqty: 300 },
    );
    expect(split.child_fnumber).toMatch(/^MF-P1-/);
    const [parent, child] = [await reel(p.id), await reel(split.child_bundle_id)];
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
    expect(await reel(byId.child_bundle_id)).toMatchObject({ fnumber: 'MF-P1-C2', fqty: 100, parent_id: p.id });
    expect(await reel(p.id)).toMatchObject({ fqty: 600 });
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

  describe('preparation', () => {
    let plan = 0;
    let items: number[] = [];
    const reels: Record<string, Reel> = {};
    let placeC = 0;

    beforeAll(async () => {
      placeC = await one(
        `INSERT INTO stock_place (fnumber, fname, stock_id) VALUES ('MF-C1', 'shelf C1', $1) RETURNING id`,
        [fx.strict],
      );
      items = [];
      for (const n of [1, 2, 3, 4, 5])
        items.push(await one(`INSERT INTO icitem (fnumber, fname) VALUES ($1, 'part') RETURNING id`, [`MF-M${n}`]));
      const product = await one(`SELECT id FROM product WHERE fnumber = 'P-1001'`);
      const top = await one(`INSERT INTO icitem (fnumber, fname) VALUES ('MF-TOP', 'board') RETURNING id`);
      const bom = await one(
        `INSERT INTO icbom (fnumber, version, fname, icitem_id) VALUES ('MF-BOM', 'V1', 'board', $1) RETURNING id`,
        [top],
      );
      // per unit: M1 1.5, M2 1, M3 4, M4 0.5, M5 1; the plan makes 100
      for (const [i, q] of [1.5, 1, 4, 0.5, 1].entries())
        await fx.db.query('INSERT INTO icbom_entry (icbom_id, icitem_id, qty) VALUES ($1, $2, $3)', [bom, items[i], q]);
      plan = (
        await api.ok<Row>(`${PM}/icpp/create`, {
          fbillno: 'MF-PLAN',
          product_id: product,
          icbom_fnumber: 'MF-BOM',
          fqty: 100,
        })
      ).id;
      const [P1, P2, P3] = [fx.placeA, fx.placeB, placeC];
      // code, material, left, came with, expiry, place
      const specs: [string, number, number, number, string | null, number][] = [
        ['MF-R01', 0, 100, 100, '2027-06-01', P1],
        ['MF-R02', 0, 60, 100, '2027-06-01', P2],
        ['MF-R03', 0, 100, 100, '2027-03-01', P3],
        ['MF-R04', 1, 200, 200, null, P1],
        ['MF-R05', 1, 200, 200, null, P2],
        ['MF-R06', 2, 150, 500, '2027-01-01', P3],
        ['MF-R07', 2, 500, 500, '2027-01-01', P1],
        ['MF-R08', 2, 500, 500, '2026-12-31', P2],
        ['MF-R09', 3, 100, 100, '2026-01-01', P1],
        ['MF-R10', 3, 30, 100, null, P2],
        ['MF-R11', 3, 100, 100, null, P3],
        ['MF-R12', 4, 50, 50, null, P1],
      ];
      const got: { r: Reel; place: number }[] = [];
      for (const [code, item, left, init, exp, place] of specs) {
        const r = await newReel(code, items[item], left, exp ? { expiry_date: iso(exp) } : {});
        await fx.db.query('UPDATE bundle SET init_qty = $2 WHERE id = $1', [r.id, init]);
        reels[code] = r;
        got.push({ r, place });
      }
      await receive(got);
      // received in code order, a day apart (R04 before R05: first in)
      for (const [i, code] of Object.keys(reels).entries())
        await fx.db.query(
          `UPDATE bundle SET received_at = '2026-10-01'::timestamptz + $2 * interval '1 day' WHERE id = $1`,
          [reels[code].id, i],
        );
    });

    const create = () =>
      api.ok<Prep>(`${V1}/material_prepare/create`, {
        icpp_id: plan,
        to_stock_id: fx.other,
        to_stock_place_id: fx.placeOther,
      });

    it('recommends exactly the documented reels and places (first-expiring, then opened reels, then first in)', async () => {
      const doc = await create();
      expect((await api.call(`${V1}/material_prepare/create`, {})).msg).toMatch(/^icpp_id: name the process plan/);
      await api.ok(`${V1}/material_prepare/re_generate_recommend`, { id: doc.id });
      const got = await api.ok<Prep>(`${V1}/material_prepare`, { id: doc.id });
      const code = (id: number | null) => Object.keys(reels).find((k) => reels[k].id === id) ?? 'SHORT';
      expect(
        got.entries.map((e) => [items.indexOf(e.icitem_id) + 1, code(e.bundle_id), e.stock_place_id, e.fqty]),
      ).toEqual([
        [1, 'MF-R03', placeC, 100], // need 150: March expiry first
        [1, 'MF-R02', fx.placeB, 60], // then June: the opened reel before the full R01
        [2, 'MF-R04', fx.placeA, 200], // need 100, no expiry: first in
        [3, 'MF-R08', fx.placeB, 500], // need 400: the earliest expiry covers it; R06 opened but later
        [4, 'MF-R10', fx.placeB, 30], // need 50: R09 expired; opened R10 first
        [4, 'MF-R11', placeC, 100],
        [5, 'MF-R12', fx.placeA, 50], // need 100, 50 on hand
        [5, 'SHORT', null, 50],
      ]);
      // fifo: opened reels first, then first in
      await api.ok(`${V1}/material_prepare/update`, { id: doc.id, rule: 'fifo' });
      await api.ok(`${V1}/material_prepare/re_generate_recommend`, { id: doc.id });
      const fifo = await api.ok<Prep>(`${V1}/material_prepare`, { id: doc.id });
      expect(fifo.entries.filter((e) => e.icitem_id === items[2]).map((e) => code(e.bundle_id))).toEqual([
        'MF-R06',
        'MF-R07',
      ]);
      expect(await api.ok(`${V1}/material_prepare/get_settings`, {})).toMatchObject({
        defaults: { rule: 'fefo', partial_first: true },
      });
      const file = await api.call(`${V1}/material_prepare/export_recommend`, { id: doc.id, locale: 'en-US' });
      expect(file.err).toBe(0);
      await api.ok(`${V1}/material_prepare/delete`, { id: doc.id });
    });

    it('scans reels with verdicts and progress, ignores a line, finishes into a pick, and the pick moves the reels to the line', async () => {
      const doc = await create();
      await api.ok(`${V1}/material_prepare/re_generate_recommend`, { id: doc.id });
      const scan = (barcode: string, extra: Record<string, unknown> = {}) =>
        api.call<{ action: string; progress: { missing: number }[] }>(`${V1}/material_prepare/check_enter`, {
          id: doc.id,
          barcode,
          ...extra,
        });
      expect((await scan('MF-R03')).msg).toMatch(/^id: enter/);
      await api.ok(`${V1}/material_prepare/enter`, { id: doc.id });
      expect(await scan('MF-NONE')).toMatchObject({ err: 904, msg: 'no such batch MF-NONE' });
      expect((await scan('MF-R03', { icitem_fnumber: 'MF-M2' })).msg).toBe(
        'icitem_fnumber: material code does not match the batch',
      );
      expect((await scan('MF-R09')).msg).toMatch(/has expired/);
      expect((await scan('MF-S1')).msg).toMatch(/which .* does not need/);
      const first = await scan('MF-R03');
      expect(first.data).toMatchObject({ action: 'recommended' });
      expect(first.data!.progress[0]).toMatchObject({ need_qty: 150, scanned_qty: 100, missing: 50 });
      expect((await scan('MF-R03')).msg).toMatch(/already scanned/);
      // R01 instead of the recommended R02: taken in its stead; R02's line ignored
      expect((await scan('MF-R01')).data).toMatchObject({ action: 'substituted' });
      const board = await api.ok<{ fbillno: string; progress: Row[]; lines: Row[] }>(`${V1}/material_prepare/board`, {
        id: doc.id,
      });
      expect(board.progress).toHaveLength(5);
      expect(await api.ok<Row[]>(`${V1}/material_prepare/progress`, { id: doc.id })).toEqual(board.progress);
      expect(board.lines.find((l) => l.bundle_fnumber === 'MF-R01')).toMatchObject({
        scanned: true,
        icitem_fnumber: 'MF-M1',
      });
      const r02 = (await api.ok<Prep>(`${V1}/material_prepare`, { id: doc.id })).entries.find(
        (e) => e.bundle_id === reels['MF-R02'].id,
      )!;
      await api.ok(`${V1}/material_prepare/ignore_entry`, { id: doc.id, entry_id: r02.id });
      for (const c of ['MF-R04', 'MF-R08', 'MF-R10', 'MF-R11', 'MF-R12']) expect((await scan(c)).err).toBe(0);
      // M5 is 50 short: the preparation fails, nothing is picked
      const failed = await api.ok<{ build_status: number; short: Row[] }>(`${V1}/material_prepare/finish_prepare`, {
        id: doc.id,
      });
      expect(failed.build_status).toBe(9);
      expect(failed.short).toEqual([expect.objectContaining({ icitem_id: items[4], missing: 50 })]);
      expect((await api.call(`${V1}/material_prepare/check`, { id: doc.id })).msg).toMatch(
        /failed: it cannot be checked/,
      );
      expect((await api.call(`${V1}/material_prepare/check_enter`, { id: doc.id, barcode: 'MF-R05' })).msg).toMatch(
        /is finished/,
      );
      await api.ok(`${V1}/material_prepare/disable`, { id: doc.id });

      // a smaller run (40 units: M5 needs 40) passes and makes the pick
      const small = await api.ok<Prep>(`${V1}/material_prepare/create`, {
        icpp_id: plan,
        fqty: 40,
        to_stock_id: fx.other,
        to_stock_place_id: fx.placeOther,
      });
      await api.ok(`${V1}/material_prepare/re_generate_recommend`, { id: small.id });
      await api.ok(`${V1}/material_prepare/enter`, { id: small.id });
      const rec = await api.ok<Prep>(`${V1}/material_prepare`, { id: small.id });
      for (const e of rec.entries.filter((x) => x.bundle_id !== null))
        await api.ok(`${V1}/material_prepare/check_enter`, {
          id: small.id,
          barcode: Object.keys(reels).find((k) => reels[k].id === e.bundle_id),
        });
      const passed = await api.ok<{ build_status: number; pick_material_id: number }>(
        `${V1}/material_prepare/finish_prepare`,
        { id: small.id },
      );
      expect(passed.build_status).toBe(1);
      await api.ok(`${V1}/material_prepare/leave`, { id: small.id });
      await api.ok(`${V1}/material_prepare/check`, { id: small.id });
      const pick = await api.ok<Row & { entries: Row[] }>(`${V1}/pick_material`, { id: passed.pick_material_id });
      expect(pick.entries).toHaveLength(rec.entries.filter((x) => x.bundle_id !== null).length);
      expect(await api.ok<Row[]>(`${V1}/pick_material/push_up`, { id: pick.id })).toEqual([
        expect.objectContaining({ id: small.id }),
      ]);
      await api.ok(`${V1}/pick_material/check`, { id: pick.id });
      for (const e of pick.entries) expect(await reel(e.bundle_id as number)).toMatchObject({ stock_id: fx.other });
      expect(await balanceDrift(fx.tx)).toEqual([]);
    });

    it('lets one of two preparations scanning one reel at once win', async () => {
      const [a, b] = [await create(), await create()];
      for (const d of [a, b]) await api.ok(`${V1}/material_prepare/re_generate_recommend`, { id: d.id });
      const clerk = await fx.clerk('mfclerk2');
      await api.ok(`${V1}/material_prepare/enter`, { id: a.id });
      await clerk.ok(`${V1}/material_prepare/enter`, { id: b.id });
      const answers = await Promise.all([
        api.call(`${V1}/material_prepare/check_enter`, { id: a.id, barcode: 'MF-R05' }),
        clerk.call(`${V1}/material_prepare/check_enter`, { id: b.id, barcode: 'MF-R05' }),
      ]);
      expect(answers.map((x) => x.err).sort()).toEqual([0, 400]);
      const loser = answers.find((x) => x.err !== 0)!;
      expect(loser.msg).toMatch(/^barcode: reel MF-R05 is already prepared in MP/);
      const { rows } = await fx.db.query(
        'SELECT count(*)::int AS n FROM material_prepare_entry WHERE bundle_id = $1 AND scanned',
        [reels['MF-R05'].id],
      );
      expect(rows[0]).toEqual({ n: 1 });
      // discarding the winner frees the reel
      const winner = answers[0].err === 0 ? a : b;
      await api.ok(`${V1}/material_prepare/disable`, { id: winner.id });
      const other = winner === a ? { c: clerk, id: b.id } : { c: api, id: a.id };
      expect((await other.c.call(`${V1}/material_prepare/check_enter`, { id: other.id, barcode: 'MF-R05' })).err).toBe(
        0,
      );
    });
  });

  it('shelves the reels of a receipt: query_instock_bill, create, enter, ignore_entry', async () => {
    const [x, y] = [await newReel('MF-SH1', fx.itemA, 10), await newReel('MF-SH2', fx.itemA, 20)];
    const rec = await receive([
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
      entries: [{ bundle_id: x.id }, { bundle_id: y.id }],
    });
    expect(await api.ok(`${V1}/material_shelving/enter`, { id: sh.id, barcode: 'MF-SH1' })).toMatchObject({
      shelved: 1,
    });
    expect((await api.call(`${V1}/material_shelving/enter`, { id: sh.id, barcode: 'MF-SH1' })).msg).toMatch(
      /not waiting/,
    );
    await api.ok(`${V1}/material_shelving/ignore_entry`, { id: sh.id, entry_id: sh.entries[1].id });
    expect(await reel(x.id)).toMatchObject({ shelved: 1 });
    expect(await reel(y.id)).toMatchObject({ shelved: 0 });
    await api.ok(`${V1}/material_shelving/check`, { id: sh.id });
    expect((await api.call(`${V1}/material_shelving/enter`, { id: sh.id, barcode: 'MF-SH2' })).msg).toMatch(
      /is checked/,
    );
    expect((await api.ok<{ list: Row[] }>(`${V1}/material_shelving/list`, {})).list.length).toBeGreaterThan(0);
    expect(await balanceDrift(fx.tx)).toEqual([]);
  });
});
