import type pg from 'pg';
import type { ApiClient } from '../support/api-client';
import type { DemoIds } from '../support/factory-fixture';
import { PC, PM, V2, RepairSuite, type Rec, type Need, type Check } from './repair-fixture';

// The binding stations (docs/repair-binding.md): what an SN needs, parts and accessories bound, material lots put at a
// station, glue weighed; each scan sent again with its idempotency key answered once (the offline queue).
describe('binding stations', () => {
  let s: RepairSuite;
  let api: ApiClient;
  let ids: DemoIds;
  let db: pg.Client;
  let productId: number;
  let icitem: Record<string, number>;
  const st = (code: string) => s.st(code);

  beforeAll(async () => {
    s = await RepairSuite.open('binding_stations');
    api = s.api;
    ids = s.ids;
    db = s.db;
    productId = s.productId;
    icitem = s.icitem;
  }, 90_000);

  afterAll(async () => {
    await s?.close();
  });

  describe('binding stations', () => {
    it('tells what an SN needs, binds parts and accessories, and says when it is complete', async () => {
      const sn = ids.sns[100];
      const rel = await api.ok<{ worder: { id: number; fbillno: string }; materials: Need[] }>(
        `${V2}/material_binding/relation_worder`,
        { sn, station_id: st('ASSY-01-DL') },
      );
      expect(rel.worder.id).toBe(ids.worderId);
      expect(rel.materials.map((m) => [m.icitem_id, m.qty, m.bound]).sort()).toEqual(
        [
          [icitem.BAT, 1, 0],
          [icitem.CAP, 2, 0],
        ].sort(),
      );
      // elsewhere only the battery is asked for
      const gt = await api.ok<Check>(`${V2}/material_binding/check`, { sn, station_id: st('ASSY-01-GT') });
      expect(gt).toMatchObject({ complete: false, materials: [{ icitem_id: icitem.BAT, bound: 0 }] });
      const bound = await api.ok<{ binding: Rec; complete: boolean }>(`${V2}/material_binding/create`, {
        sn,
        barcode: 'BAT-0100',
        station_id: st('ASSY-01-DL'),
      });
      expect(bound).toMatchObject({ binding: { sn, barcode: 'BAT-0100', icitem_id: icitem.BAT }, complete: false });
      await api.ok(`${V2}/annexe_binging/create`, { sn, barcode: 'CAP-1', station_id: st('ASSY-01-DL') });
      const last = await api.ok<Check>(`${V2}/annexe_binging/create`, {
        sn,
        barcode: 'CAP-2',
        station_id: st('ASSY-01-DL'),
      });
      expect(last.complete).toBe(true);
      expect((await api.ok<Check>(`${V2}/material_binding/check`, { sn })).complete).toBe(true);
    });

    it('refuses what the policy refuses, naming the field', async () => {
      const sn = ids.sns[101];
      const bind = (body: Record<string, unknown>) =>
        api.call(`${V2}/material_binding/create`, { sn, station_id: st('ASSY-01-DL'), ...body });
      expect((await bind({ barcode: 'XYZ' })).msg).toMatch(/^barcode: 'XYZ' matches the pattern of no material/);
      expect((await bind({ barcode: 'BAT-0100' })).msg).toBe(`barcode: 'BAT-0100' is already bound to ${ids.sns[100]}`);
      expect((await bind({ barcode: 'BAT-0101' })).data).toMatchObject({ repeated: false });
      // sent again (its answer lost): the same binding, not a refusal, and nothing stored twice
      expect((await bind({ barcode: 'BAT-0101' })).data).toMatchObject({
        repeated: true,
        binding: { barcode: 'BAT-0101' },
      });
      const twice = await db.query('SELECT count(*)::int AS n FROM material_binding WHERE barcode = $1', ['BAT-0101']);
      expect(twice.rows[0].n).toBe(1);
      expect((await bind({ barcode: 'BAT-0102' })).msg).toBe(`barcode: ${sn} already has 1 of 1 R-BAT bound`);
      expect((await bind({ barcode: 'BAT-0103', station_id: 999999 })).err).toBe(1205);
      expect((await bind({ barcode: 'BAT-0103', sn: 'NO-SUCH-SN' })).err).toBe(1213);
      expect((await bind({ barcode: '' })).msg).toMatch(/^barcode: /);
      expect((await api.call(`${V2}/material_binding/check`, { sn: 'NO-SUCH-SN' })).err).toBe(1213);
    });

    it('puts a material lot at a station, the newer lot replacing the older', async () => {
      await db.query(`INSERT INTO material_lotno (icitem_id, lotno) VALUES ($1, 'LOT-A'), ($1, 'LOT-B')`, [
        icitem['GLUE-LOT'],
      ]);
      const put = (barcode: string, extra: Record<string, unknown> = {}) =>
        api.call<Rec>(`${V2}/put_material/put_material`, { station_id: st('ASSY-01-DL'), barcode, qty: 50, ...extra });
      expect((await put('LOT-A')).data).toMatchObject({
        icitem_id: icitem['GLUE-LOT'],
        lotno: 'LOT-A',
        disabled: false,
      });
      await put('LOT-B');
      const rows = await db.query('SELECT lotno, disabled FROM station_material WHERE station_id = $1 ORDER BY id', [
        st('ASSY-01-DL'),
      ]);
      expect(rows.rows).toEqual([
        { lotno: 'LOT-A', disabled: true },
        { lotno: 'LOT-B', disabled: false },
      ]);
      expect((await put('UNKNOWN')).msg).toBe('barcode: UNKNOWN is no known lot: name the material (icitem_id)');
      expect((await put('UNKNOWN', { icitem_id: icitem.BAT })).err).toBe(0);
      expect((await put('LOT-A', { qty: -1 })).msg).toMatch(/^qty: /);
    });

    it('weighs glue against the glue plan: inside passes, outside fails, both recorded', async () => {
      const sn = ids.sns[102];
      const plan = await api.ok<Rec>(`${PM}/glue_plan/create`, {
        fnumber: 'GP-R',
        fname: 'glue',
        product_id: productId,
        glue_type: 'UV',
        min_weight: 1.5,
        max_weight: 2.5,
      });
      const weigh = (weight: number, extra: Record<string, unknown> = { sn }) =>
        api.call<{ result: number; verdict: string; glue_item: Rec }>(`${V2}/glue/glue_weight`, {
          station_id: st('ASSY-01-DL'),
          weight,
          ...extra,
        });
      expect((await weigh(2)).data).toMatchObject({ result: 1, verdict: 'pass', min_weight: 1.5, max_weight: 2.5 });
      expect((await weigh(2.5)).data.result).toBe(1);
      expect((await weigh(2.51)).data).toMatchObject({ result: 2, verdict: 'fail' });
      expect((await weigh(1.2, { worder_id: ids.worderId })).data.result).toBe(2);
      const items = await api.ok<{ list: Rec[] }>(`${PM}/glue_item/list`, {
        filter: `glue_plan_id:${plan.id} sort:id-asc`,
      });
      expect(items.list.map((i) => [Number(i.weight), i.result])).toEqual([
        [2, 1],
        [2.5, 1],
        [2.51, 2],
        [1.2, 2],
      ]);
      expect((await weigh(-1)).msg).toMatch(/^weight: /);
      expect((await weigh(2, {})).msg).toBe('sn: give sn or worder_id');
      expect((await weigh(2, { sn, glue_plan_id: 999999 })).msg).toMatch(/^glue_plan_id: glue plan 999999 is not/);
      await api.ok(`${PM}/glue_plan/disable`, { id: plan.id, disabled: true });
      expect((await weigh(2)).msg).toMatch(/^worder_id: no glue plan for the product/);
    });

    it('answers a scan sent again with its idempotency key once: bindings, lots and glue weighings', async () => {
      const sn = ids.sns[160];
      const bind = (barcode: string, key: string, to = sn) =>
        api.call<{ binding: Rec; repeated: boolean; complete: boolean }>(`${V2}/material_binding/create`, {
          sn: to,
          barcode,
          station_id: st('ASSY-01-GT'),
          idempotency_key: key,
        });
      // three sends of one queued scan at once: one binding, three answers naming it
      const raced = await Promise.all([1, 2, 3].map(() => bind('BAT-0160', 'q-160-1')));
      expect(raced.map((a) => a.err)).toEqual([0, 0, 0]);
      expect(new Set(raced.map((a) => a.data.binding.id)).size).toBe(1);
      expect(raced.filter((a) => !a.data.repeated)).toHaveLength(1);
      const bound = raced[0].data.binding.id;
      // released meanwhile, the replay still answers the first binding and binds nothing again
      await api.ok(`${PC}/product_item/unbind`, { sn, reason: 'wrong battery' });
      expect(await bind('BAT-0160', 'q-160-1')).toMatchObject({
        err: 0,
        data: { repeated: true, binding: { id: bound } },
      });
      const rows = await db.query('SELECT count(*)::int AS n FROM material_binding WHERE sn = $1', [sn]);
      expect(rows.rows[0].n).toBe(1);
      expect(await bind('BAT-0161', 'q-160-1')).toMatchObject({
        err: 400,
        msg: 'idempotency_key: q-160-1 was already used for barcode BAT-0160 on serial number ' + sn,
      });
      expect((await bind('BAT-0161', '')).msg).toMatch(/^idempotency_key: /);
      // a refusal is answered as a refusal every time, and stores nothing
      expect((await bind('NOPE', 'q-160-2')).err).not.toBe(0);
      expect((await bind('NOPE', 'q-160-2')).err).not.toBe(0);

      await db.query(`INSERT INTO material_lotno (icitem_id, lotno) VALUES ($1, 'LOT-Q')`, [icitem['GLUE-LOT']]);
      const put = () =>
        api.call<Rec & { repeated: boolean }>(`${V2}/put_material/put_material`, {
          station_id: st('ASSY-01-MMI'),
          barcode: 'LOT-Q',
          idempotency_key: 'q-lot-1',
        });
      const lots = await Promise.all([put(), put()]);
      expect(lots.map((a) => a.err)).toEqual([0, 0]);
      expect(lots.map((a) => a.data.repeated).sort()).toEqual([false, true]);
      const lotRows = await db.query("SELECT count(*)::int AS n FROM station_material WHERE lotno = 'LOT-Q'");
      expect(lotRows.rows[0].n).toBe(1);

      const plan = await api.ok<Rec>(`${PM}/glue_plan/create`, {
        fnumber: 'GP-Q',
        fname: 'glue',
        product_id: productId,
        glue_type: 'UV',
        min_weight: 1.5,
        max_weight: 2.5,
      });
      const weigh = (weight: number) =>
        api.call<{ result: number; repeated: boolean }>(`${V2}/glue/glue_weight`, {
          station_id: st('ASSY-01-DL'),
          sn,
          weight,
          idempotency_key: 'q-glue-1',
        });
      const weighed = await Promise.all([weigh(3), weigh(3)]);
      expect(weighed.map((a) => [a.err, a.data.result])).toEqual([
        [0, 2],
        [0, 2],
      ]);
      expect(weighed.map((a) => a.data.repeated).sort()).toEqual([false, true]);
      const items = await api.ok<{ list: Rec[] }>(`${PM}/glue_item/list`, { filter: `glue_plan_id:${plan.id}` });
      expect(items.list).toHaveLength(1);
    });

    it("counts a station's bindings, lots and glue weighings since a time (the screens' count of today)", async () => {
      const today = (body: Record<string, unknown>) => api.call<{ count: number }>(`${V2}/binding_station/today`, body);
      const from = new Date(Date.now() - 3_600_000).toISOString();
      const stored = async (table: string, station: string) =>
        (await db.query(`SELECT count(*)::int AS n FROM ${table} WHERE station_id = $1`, [st(station)])).rows[0].n;
      for (const [kind, table, station] of [
        ['binding', 'material_binding', 'ASSY-01-GT'],
        ['lot', 'station_material', 'ASSY-01-MMI'],
        ['glue', 'glue_item', 'ASSY-01-DL'],
      ]) {
        const n = await stored(table, station);
        expect(n).toBeGreaterThan(0);
        expect(await today({ station_id: st(station), kind, from })).toMatchObject({ err: 0, data: { count: n } });
      }
      const later = new Date(Date.now() + 3_600_000).toISOString();
      expect(await today({ station_id: st('ASSY-01-DL'), kind: 'glue', from: later })).toMatchObject({
        err: 0,
        data: { count: 0 },
      });
      expect(await today({ station_id: st('ASSY-01-DL'), kind: 'x', from })).toMatchObject({
        err: 400,
        msg: 'kind: must be one of binding, lot, glue',
      });
      expect((await today({ station_id: st('ASSY-01-DL'), kind: 'lot', from: 'nope' })).msg).toMatch(/^from: /);
      expect((await today({ station_id: 999999, kind: 'lot', from })).err).not.toBe(0);
    });
  });
});
