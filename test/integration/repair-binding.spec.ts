import ExcelJS from 'exceljs';
import pg from 'pg';
import type { Genealogy, RecallRow } from '@mes/contracts';
import { ApiClient } from '../support/api-client';
import { CALL_OF, demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';

type Rec = { id: number } & Record<string, unknown>;
type Need = { icitem_id: number; qty: number; bound: number; barcodes: string[] };
type Check = { sn: string; complete: boolean; materials: Need[] };
type Repair = Rec & {
  sn: string;
  status: number;
  back_station_id: number | null;
  back_result: number | null;
  defects: { error_code_id: number; fnumber: string }[];
  replaced?: Rec[];
};
type Log = { id: number; result: number; station_id: number; source: string; first_pass: boolean; seq: number };
type Track = { item: { next_seq: number; last_result: number; done: boolean }; station_logs: Log[] };

const PM = '/api/v1/product_mgt';
const V2 = '/api/v2/mes-transfer';
const PC = '/api/v1/product_coll';
const WORK = '/api/v1/work';

// Binding stations, glue weighing, the repair loop, unbinding with its trace and shift orders
// (docs/repair-binding.md), against the demo factory's order and flow DL -> GT -> MMI -> OUT.
describe('repair and binding', () => {
  let hub: Hub;
  let api: ApiClient;
  let ids: DemoIds;
  let db: pg.Client;
  let productId: number;
  const icitem: Record<string, number> = {};
  const codes: Record<string, number> = {};
  const st = (code: string) => ids.stations[code];
  const report = (sn: string, station: 'ASSY-01-DL' | 'ASSY-01-GT' | 'ASSY-01-MMI' | 'ASSY-01-OUT', result = 1) =>
    api.call<{ result: number; next_station: { fnumber: string } | null }>(CALL_OF[station], {
      sn,
      station_id: st(station),
      result,
      operator: 'admin',
    });

  beforeAll(async () => {
    hub = await startBuiltHub('repair_binding');
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    ids = await demoIds(api);
    db = new pg.Client({ connectionString: hub.env.DATABASE_URL });
    await db.connect();
    productId = (await api.ok<{ product_id: number }>(`${PM}/worder`, { id: ids.worderId })).product_id;
    for (const code of ['BAT', 'CAP', 'GLUE-LOT'])
      icitem[code] = (await api.ok<Rec>('/api/v1/basicdata/icitem/create', { fnumber: `R-${code}`, fname: code })).id;
    for (const code of ['E-SOLDER', 'E-SCRATCH', 'E-OTHER'])
      codes[code] = (await api.ok<Rec>('/api/v1/basicdata/error_code/create', { fnumber: code, fname: code })).id;
    // GT's fault list: solder and scratch; E-OTHER is not on it.
    for (const code of ['E-SOLDER', 'E-SCRATCH'])
      await api.ok('/api/v1/basicdata/station_gzxx/create', {
        station_id: st('ASSY-01-GT'),
        error_code_id: codes[code],
      });
    await api.ok(`${PM}/material_binding_policy/create`, {
      fnumber: 'RB-BAT',
      product_id: productId,
      icitem_id: icitem.BAT,
      qty: 1,
      barcode_pattern: 'BAT-[0-9]{4}',
    });
    await api.ok(`${PM}/material_binding_policy/create`, {
      fnumber: 'RB-CAP',
      product_id: productId,
      station_id: st('ASSY-01-DL'),
      icitem_id: icitem.CAP,
      qty: 2,
      barcode_pattern: 'CAP-.*',
    });
    await startOrder(api, hub.env.DATABASE_URL, ids.worderId);
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await hub?.stop();
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
  });

  describe('the repair loop', () => {
    const sn = () => ids.sns[110];
    let rec: Repair;

    it('enters a failed unit with its defect codes and holds it', async () => {
      await api.ok(`${V2}/material_binding/create`, { sn: sn(), barcode: 'BAT-0110', station_id: st('ASSY-01-DL') });
      expect((await report(sn(), 'ASSY-01-DL')).data.result).toBe(1);
      expect((await report(sn(), 'ASSY-01-GT', 2)).data.result).toBe(2);
      const enter = (body: Record<string, unknown>) =>
        api.call<Repair>(`${V2}/repair_record/create_bad_enter`, { sn: sn(), station_id: st('ASSY-01-GT'), ...body });
      expect((await enter({ error_code_ids: [codes['E-OTHER']] })).msg).toBe(
        `error_code_ids: error code ${codes['E-OTHER']} is not in the station's fault list`,
      );
      expect((await enter({ error_code_ids: [999999] })).err).toBe(1206);
      expect((await enter({ error_code_ids: [] })).msg).toMatch(/^error_code_ids: /);
      expect((await enter({ error_code_ids: [codes['E-SOLDER']], sn: 'NO-SUCH' })).err).toBe(1213);
      const first = await enter({ error_code_ids: [codes['E-SOLDER']], fdesc: 'no boot', idempotency_key: 'bad-110' });
      expect(first).toMatchObject({
        err: 0,
        data: {
          sn: sn(),
          status: 1,
          station_id: st('ASSY-01-GT'),
          defects: [{ error_code_id: codes['E-SOLDER'], fnumber: 'E-SOLDER' }],
        },
      });
      rec = first.data;
      // the same key again answers the same record; another bad enter while it waits is refused
      expect((await enter({ error_code_ids: [codes['E-SOLDER']], idempotency_key: 'bad-110' })).data).toMatchObject({
        id: rec.id,
        repeated: true,
      });
      expect((await enter({ error_code_ids: [codes['E-SOLDER']] })).msg).toBe(
        `sn: ${sn()} is already waiting for repair (repair record ${rec.id})`,
      );
      // held: no station takes it
      const held = await report(sn(), 'ASSY-01-GT');
      expect(held).toMatchObject({ err: 1215 });
      expect(held.msg).toMatch(/waiting for repair/);
      const last = await api.ok<Repair>(`${PC}/repair_record/last_bad_enter`, { sn: sn() });
      expect(last.id).toBe(rec.id);
    });

    it('corrects the defects while it waits', async () => {
      const upd = await api.ok<Repair>(`${V2}/repair_record/update_bad_enter`, {
        id: rec.id,
        error_code_ids: [codes['E-SOLDER'], codes['E-SCRATCH']],
        fdesc: 'no boot, scratched',
      });
      expect(upd.defects.map((d) => d.fnumber)).toEqual(['E-SOLDER', 'E-SCRATCH']);
      expect((await api.call(`${V2}/repair_record/update_bad_enter`, { id: 999999 })).msg).toBe(
        'id: no repair record 999999',
      );
    });

    it('repairs with a replaced part and sends the unit back to the station of the defect', async () => {
      const info = await api.ok<{ repair: Repair; bindings: Rec[] }>(`${PC}/unbind/get_repair_replace_info`, {
        sn: sn(),
      });
      expect(info.repair.id).toBe(rec.id);
      const bat = info.bindings.find((b) => b.barcode === 'BAT-0110')!;
      const repair = (body: Record<string, unknown>) =>
        api.call<Repair>(`${V2}/repair_record/create_repair_enter`, {
          id: rec.id,
          cause: 'cold solder joint',
          action: 'resoldered, battery replaced',
          ...body,
        });
      // never past the station of the defect; a station of the flow; the part must be the unit's
      expect(await repair({ back_station_id: st('ASSY-01-MMI') })).toMatchObject({ err: 1215 });
      expect(await repair({ back_station_id: st('ASSY-01-PACK') })).toMatchObject({ err: 1214 });
      expect((await repair({ replace: [{ binding_id: 999999, barcode: 'BAT-0999' }] })).msg).toBe(
        `replace[0].binding_id: no binding 999999 of ${sn()}`,
      );
      expect((await repair({ replace: [{ binding_id: bat.id, barcode: 'BAT-0100' }] })).msg).toMatch(/already bound/);
      const done = await repair({ replace: [{ binding_id: bat.id, barcode: 'BAT-0911', reason: 'battery swollen' }] });
      expect(done).toMatchObject({
        err: 0,
        data: { status: 2, back_station_id: st('ASSY-01-GT'), back_result: 5, cause: 'cold solder joint' },
      });
      expect(done.data.replaced).toEqual([expect.objectContaining({ barcode: 'BAT-0911', replaces_id: bat.id })]);
      expect((await repair({})).msg).toMatch(/^id: repair record \d+ is not waiting for repair/);
    });

    it('lets the unit go on from there, and product_track shows all of it', async () => {
      expect(await report(sn(), 'ASSY-01-MMI')).toMatchObject({ err: 1215 });
      expect((await report(sn(), 'ASSY-01-GT')).data).toMatchObject({
        result: 1,
        next_station: { fnumber: 'ASSY-01-MMI' },
      });
      const track = await api.ok<Track>(`${PC}/product_track`, { sn: sn() });
      expect(track.station_logs.map((l) => [l.result, l.source])).toEqual([
        [1, 'download'],
        [2, 'general_test'],
        [6, 'repair_record'],
        [5, 'repair_record'],
        [1, 'general_test'],
      ]);
      expect(track.station_logs[4].first_pass).toBe(false);
      expect(track.item.next_seq).toBe(3);
      const history = await api.ok<Repair[]>(`${PC}/product_item/repair`, { sn: sn() });
      expect(history).toHaveLength(1);
      expect(history[0].replaced).toEqual([
        expect.objectContaining({ old_barcode: 'BAT-0110', new_barcode: 'BAT-0911', reason: 'battery swollen' }),
      ]);
      const bindings = await api.ok<Rec[]>(`${PC}/unbind/get_material_binding`, { sn: sn() });
      expect(bindings.map((b) => [b.barcode, b.replaced])).toEqual([
        ['BAT-0110', true],
        ['BAT-0911', false],
      ]);
      const trace = await api.ok<{ list: Rec[] }>(`${PC}/unbind_log/list`, { filter: `sn:${sn()}` });
      expect(trace.list).toEqual([
        expect.objectContaining({
          kind: 'repair_replace',
          barcode: 'BAT-0110',
          repair_record_id: rec.id,
          creater_id: expect.any(Number),
        }),
      ]);
    });

    it('shows the repair in the genealogy, and the recall list tells which part it took out', async () => {
      const g = await api.ok<Genealogy>(`${PC}/product_track/genealogy`, { sn: sn() });
      expect(g.repairs).toHaveLength(1);
      expect(g.repairs[0]).toMatchObject({
        id: rec.id,
        status: 2,
        station: { id: st('ASSY-01-GT') },
        back_station: { id: st('ASSY-01-GT') },
        cause: 'cold solder joint',
        defects: [{ fnumber: 'E-SOLDER' }, { fnumber: 'E-SCRATCH' }],
        replaced: [{ old_barcode: 'BAT-0110', new_barcode: 'BAT-0911', reason: 'battery swollen' }],
      });
      expect(g.repairs[0].repairer).toEqual(expect.any(String));
      expect(g.repairs[0].repaired_at).not.toBeNull();
      // forward: the old battery was in this unit until the repair took it out; the new one is in it
      const recall = async (barcode: string) =>
        (await api.ok<{ list: RecallRow[] }>(`${PC}/product_track/recall`, { barcode })).list;
      expect(await recall('BAT-0110')).toEqual([
        expect.objectContaining({ sn: sn(), via: 'binding', repairs: 1, taken_out_by_repair: rec.id }),
      ]);
      expect(await recall('BAT-0911')).toEqual([
        expect.objectContaining({ sn: sn(), via: 'binding', repairs: 1, taken_out_by_repair: null }),
      ]);
    });

    it('lists, searches and exports repair records', async () => {
      const list = await api.ok<{ list: Repair[] }>(`${PC}/repair_record/list`, { filter: `sn:${sn()}` });
      expect(list.list.map((r) => r.id)).toEqual([rec.id]);
      const found = await api.ok<{ sn: string; repair: { id: number; status: number } | null }[]>(
        `${PC}/product_item/search_key_with_repair`,
        { search_key: sn().slice(-4) },
      );
      expect(found.find((f) => f.sn === sn())?.repair).toMatchObject({ id: rec.id, status: 2 });
      const file = await api.call<Buffer>(`${PC}/repair_record/export`, { filter: `sn:${sn()}`, locale: 'en-US' });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(file.data as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['Serial number', 'Error codes', 'Cause']));
      expect(sheet.getRow(2).values).toEqual(
        expect.arrayContaining([sn(), 'E-SOLDER, E-SCRATCH', 'cold solder joint']),
      );
    });

    it('scraps a unit: it stays held', async () => {
      const s = ids.sns[111];
      const r = await api.ok<Repair>(`${V2}/repair_record/create_bad_enter`, {
        sn: s,
        station_id: st('ASSY-01-DL'),
        error_code_ids: [codes['E-OTHER']],
      });
      const scrapped = await api.ok<Repair>(`${V2}/repair_record/create_repair_enter`, {
        id: r.id,
        cause: 'board cracked',
        action: 'scrapped',
        scrap: true,
      });
      expect(scrapped.status).toBe(3);
      expect(await report(s, 'ASSY-01-DL')).toMatchObject({ err: 1215 });
    });
  });

  describe('unbinding', () => {
    it("releases a unit's parts with a trace of who and why", async () => {
      const sn = ids.sns[120];
      const a = await api.ok<{ binding: Rec }>(`${V2}/material_binding/create`, {
        sn,
        barcode: 'BAT-0120',
        station_id: st('ASSY-01-DL'),
      });
      await api.ok(`${V2}/material_binding/create`, { sn, barcode: 'CAP-120', station_id: st('ASSY-01-DL') });
      expect((await api.call(`${PC}/product_item/unbind`, { sn })).msg).toMatch(/^reason: /);
      expect((await api.call(`${PC}/product_item/unbind`, { sn, binding_ids: [999999], reason: 'x' })).msg).toMatch(
        /^binding_ids: no part bound now/,
      );
      const one = await api.ok<{ released: number[] }>(`${PC}/product_item/unbind`, {
        sn,
        binding_ids: [a.binding.id],
        reason: 'wrong battery',
      });
      expect(one.released).toEqual([a.binding.id]);
      // the battery is free again: another unit may take it
      expect(
        (
          await api.call(`${V2}/material_binding/create`, {
            sn: ids.sns[121],
            barcode: 'BAT-0120',
            station_id: st('ASSY-01-DL'),
          })
        ).err,
      ).toBe(0);
      const all = await api.ok<{ released: number[] }>(`${PC}/product_item/unbind`, { sn, reason: 'housing changed' });
      expect(all.released).toHaveLength(1);
      expect((await api.call(`${PC}/product_item/unbind`, { sn, reason: 'again' })).msg).toBe(
        `sn: ${sn} has no part bound to release`,
      );
      const trace = await api.ok<{ list: Rec[] }>(`${PC}/unbind_log/list`, { filter: `sn:${sn} sort:id-asc` });
      expect(trace.list.map((t) => [t.kind, t.barcode, t.reason])).toEqual([
        ['unbind', 'BAT-0120', 'wrong battery'],
        ['unbind', 'CAP-120', 'housing changed'],
      ]);
      expect(trace.list[0].creater_id).toEqual(expect.any(Number));
    });

    it('gives a batch number back to the pool', async () => {
      const [{ id: policy }] = (
        await db.query(`INSERT INTO bn_policy (fnumber, fname) VALUES ('BNP-R', 'r') RETURNING id`)
      ).rows;
      await db.query(`INSERT INTO bn_table (bn, policy_id, worder_id, status) VALUES ('BN-R-1', $1, $2, 1)`, [
        policy,
        ids.worderId,
      ]);
      const freed = await api.ok<Rec>(`${PC}/unbind/bn_table`, { bn: 'BN-R-1', reason: 'printed twice' });
      expect(freed).toMatchObject({ bn: 'BN-R-1', status: 0, worder_id: null, previous_worder_id: ids.worderId });
      expect((await api.call(`${PC}/unbind/bn_table`, { bn: 'BN-R-1', reason: 'again' })).msg).toBe(
        'bn: BN-R-1 is not handed out',
      );
      expect((await api.call(`${PC}/unbind/bn_table`, { bn: 'NONE', reason: 'x' })).msg).toBe(
        'bn: no batch number NONE',
      );
    });

    it('takes a unit out of its box for rework, reopening a closed box', async () => {
      const sn = ids.sns[130];
      const [{ id: box }] = (
        await db.query(
          `INSERT INTO box (fnumber, worder_id, status, fqty, capacity) VALUES ('BOX-R-1', $1, 2, 2, 2) RETURNING id`,
          [ids.worderId],
        )
      ).rows;
      await db.query(`INSERT INTO box_item (box_id, sn) VALUES ($1, $2), ($1, $3)`, [box, sn, ids.sns[131]]);
      const out = await api.ok<Rec>(`${PC}/unbind/unboxing_rework`, { sn, reason: 'label smudged' });
      expect(out).toMatchObject({ sn, box_id: box, box: 'BOX-R-1' });
      const after = await db.query('SELECT fqty::float8 AS fqty, status FROM box WHERE id = $1', [box]);
      expect(after.rows[0]).toEqual({ fqty: 1, status: 1 });
      expect((await api.call(`${PC}/unbind/unboxing_rework`, { sn, reason: 'x' })).msg).toBe(`sn: ${sn} is in no box`);
      await db.query('UPDATE box SET status = 11 WHERE id = $1', [box]);
      expect((await api.call(`${PC}/unbind/unboxing_rework`, { sn: ids.sns[131], reason: 'x' })).msg).toMatch(
        /in stock or shipped/,
      );
      // a boxed unit cannot be recycled
      expect((await api.call(`${PC}/unbind/sn_recycle`, { sn: ids.sns[131], reason: 'x' })).msg).toMatch(
        /is in box BOX-R-1: unbox it first/,
      );
    });

    it('recycles an SN out of its order, keeping its reports, and lists the recycled', async () => {
      const sn = ids.sns[140];
      await api.ok(`${V2}/material_binding/create`, { sn, barcode: 'BAT-0140', station_id: st('ASSY-01-DL') });
      expect((await report(sn, 'ASSY-01-DL')).err).toBe(0);
      const done = await api.ok<{ released: number[] }>(`${PC}/unbind/sn_recycle`, { sn, reason: 'label misprinted' });
      expect(done.released).toHaveLength(1);
      expect((await db.query('SELECT 1 FROM worder_sn WHERE sn = $1', [sn])).rowCount).toBe(0);
      expect((await db.query('SELECT 1 FROM station_log WHERE sn = $1', [sn])).rowCount).toBe(1);
      expect((await api.call(`${PC}/unbind/sn_recycle`, { sn, reason: 'again' })).msg).toBe(
        `sn: ${sn} is in no work order`,
      );
      const list = await api.ok<{ list: Rec[] }>(`${PC}/unbind/sn_recycle/list`, {});
      expect(list.list).toEqual([expect.objectContaining({ kind: 'sn_recycle', sn, reason: 'label misprinted' })]);
    });
  });

  describe('shift orders', () => {
    it('records who worked which station and what they produced', async () => {
      const order = await api.ok<Rec>(`${WORK}/shift_order/create`, {
        fbillno: 'SO-R-1',
        product_line_id: ids.lineId,
        shift_date: '2025-03-04',
        shift: 'day',
      });
      expect(
        (
          await api.call(`${WORK}/shift_order/create`, {
            fbillno: 'SO-R-2',
            product_line_id: ids.lineId,
            shift_date: '2025-13-04',
            shift: 'day',
          })
        ).msg,
      ).toMatch(/^shift_date: /);
      const enter = (body: Record<string, unknown>) =>
        api.call<Rec>(`${WORK}/shift_order/enter`, { id: order.id, ...body });
      expect((await enter({ station_id: st('SMT-01-MNT') })).err).not.toBe(0);
      expect((await enter({ station_id: st('ASSY-01-DL') })).err).toBe(0);
      expect((await enter({ station_id: st('ASSY-01-GT') })).msg).toMatch(
        /^user_id: user \d+ is still at ASSY-01-DL \(SO-R-1\): leave first/,
      );
      expect((await report(ids.sns[150], 'ASSY-01-DL')).err).toBe(0);
      expect((await report(ids.sns[151], 'ASSY-01-DL', 2)).err).toBe(0);
      const entries = await api.ok<{ list: Rec[] }>(`${WORK}/shift_order/get_entries`, { id: order.id });
      expect(entries.list).toEqual([expect.objectContaining({ station_id: st('ASSY-01-DL'), left_at: null })]);
      await api.ok(`${WORK}/shift_order/leave`, { id: order.id });
      expect((await api.call(`${WORK}/shift_order/leave`, { id: order.id })).msg).toMatch(
        /is at no station of shift order SO-R-1/,
      );
      const view = await api.ok<{ list: Rec[] }>(`${WORK}/vshift_order/list`, { shift_order_id: order.id });
      expect(view.list).toEqual([
        expect.objectContaining({ fbillno: 'SO-R-1', station_fnumber: 'ASSY-01-DL', pass: 1, fail: 1, units: 2 }),
      ]);
      expect((await api.call(`${WORK}/vshift_order/list`, { ps: 0 })).msg).toMatch(/^ps: /);
    });
  });
});
