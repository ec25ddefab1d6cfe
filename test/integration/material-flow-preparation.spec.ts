import { balanceDrift } from '@mes/server/modules/stock-mgt/ledger/ledger-verify';
import type { ApiClient } from '../support/api-client';
import { fixtureSuite } from '../support/fixture-suite';
import { FlowKit, PM, iso, type Prep, type Reel, type Row } from './material-flow-fixtures';
import { V1, type StockFixture } from './stock-fixtures';

// Material preparation: the recommendation on the fixture of docs/material-flow.md, scans by several clerks, ignore,
// failed and passed finish into a pick, two preparations scanning one reel at once; the ledger stays sound.
describe('material flow: preparation', () => {
  let api: ApiClient;
  let kit: FlowKit;
  let fx: StockFixture;
  fixtureSuite('material_flow_preparation', FlowKit, { workers: false }, (s) => {
    ({ api, fx: kit } = s);
    fx = kit.fx;
  });

  describe('preparation', () => {
    let plan = 0;
    let items: number[] = [];
    const reels: Record<string, Reel> = {};
    let placeC = 0;

    beforeAll(async () => {
      placeC = await kit.one(
        `INSERT INTO stock_place (fnumber, fname, stock_id) VALUES ('MF-C1', 'shelf C1', $1) RETURNING id`,
        [fx.strict],
      );
      items = [];
      for (const n of [1, 2, 3, 4, 5])
        items.push(await kit.one(`INSERT INTO icitem (fnumber, fname) VALUES ($1, 'part') RETURNING id`, [`MF-M${n}`]));
      const product = await kit.one(`SELECT id FROM product WHERE fnumber = 'P-1001'`);
      const top = await kit.one(`INSERT INTO icitem (fnumber, fname) VALUES ('MF-TOP', 'board') RETURNING id`);
      const bom = await kit.one(
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
        const r = await kit.newReel(code, items[item], left, exp ? { expiry_date: iso(exp) } : {});
        await fx.db.query('UPDATE bundle SET init_qty = $2 WHERE id = $1', [r.id, init]);
        reels[code] = r;
        got.push({ r, place });
      }
      await kit.receive(got);
      // a reel in stock of a material the plan does not need
      await kit.receive([{ r: await kit.newReel('MF-S1', fx.itemA, 300), place: fx.placeA }]);
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
      for (const e of pick.entries) expect(await kit.reel(e.bundle_id as number)).toMatchObject({ stock_id: fx.other });
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

  // docs/material-flow.md, "Needs from the feeder list": computed by hand below
  it("takes an SMT order's needs from its feeder list x its boards, plus the attrition setting", async () => {
    const f: number[] = [];
    for (const n of [1, 2, 3])
      f.push(await kit.one(`INSERT INTO icitem (fnumber, fname) VALUES ($1, 'part') RETURNING id`, [`MF-F${n}`]));
    const product = await kit.one(`SELECT id FROM product WHERE fnumber = 'P-1001'`);
    const line = await kit.one(`SELECT id FROM product_line WHERE fnumber = 'SMT-01'`);
    const plan = await api.ok<Row>(`${PM}/icpp/create`, { fbillno: 'MF-FPLAN', product_id: product, fqty: 40 });
    const feeder = await api.ok<Row>(`${PM}/smt_feeder/create`, {
      fnumber: 'MF-FL',
      product_id: product,
      icpp_id: plan.id,
    });
    // usage per board: F1 2 (1-01) + 1 (2-01) = 3, F2 3, F3 0.5
    const slots: [string, number, number][] = [
      ['1-01', f[0], 2],
      ['1-02', f[1], 3],
      ['2-01', f[0], 1],
      ['2-02', f[2], 0.5],
    ];
    await api.ok(`${PM}/smt_feeder/set_entries`, {
      id: feeder.id,
      entries: slots.map(([slot, icitem_id, qty_per_board]) => ({ slot, icitem_id, qty_per_board })),
    });
    const order = await api.ok<Row>(`${PM}/smt_order/create`, {
      fbillno: 'MF-FSMT',
      product_id: product,
      product_line_id: line,
      fqty: 100,
      smt_feeder_id: feeder.id,
    });
    const settings = (values: Record<string, unknown>) =>
      api.call<{ values: { attrition_percent: number } }>(`${V1}/material_prepare/get_settings`, { values });
    expect((await settings({ attrition_percent: 101 })).msg).toMatch(/^values\.attrition_percent: must be/);
    expect((await settings({ attrition_percent: 3 })).data?.values.attrition_percent).toBe(3);
    const needs = async (body: Record<string, unknown>) => {
      const prep = await api.ok<Row>(`${V1}/material_prepare/create`, { to_stock_id: fx.other, ...body });
      const progress = await api.ok<{ fnumber: string; need_qty: number }[]>(
        `${V1}/material_prepare/re_generate_recommend`,
        { id: prep.id },
      );
      return progress.map((p) => [p.fnumber, p.need_qty]);
    };
    // 100 boards x 1.03: F1 3 x 103 = 309, F2 309, F3 0.5 x 103 = 51.5 -> 52 (whole parts, rounded up)
    expect(await needs({ smt_order_id: order.id })).toEqual([
      ['MF-F1', 309],
      ['MF-F2', 309],
      ['MF-F3', 52],
    ]);
    // the plan's newest feeder list, for 10 boards: 30.9 -> 31, 30.9 -> 31, 5.15 -> 6
    expect(await needs({ icpp_id: plan.id, fqty: 10 })).toEqual([
      ['MF-F1', 31],
      ['MF-F2', 31],
      ['MF-F3', 6],
    ]);
    // without attrition, the plan's own 40 boards: 120, 120, 20
    await settings({ attrition_percent: 0 });
    expect(await needs({ icpp_id: plan.id })).toEqual([
      ['MF-F1', 120],
      ['MF-F2', 120],
      ['MF-F3', 20],
    ]);
  });
});
