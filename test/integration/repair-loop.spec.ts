import ExcelJS from 'exceljs';
import type { Genealogy, RecallRow } from '@mes/contracts';
import type { ApiClient } from '../support/api-client';
import type { DemoIds } from '../support/factory-fixture';
import { V2, PC, RepairSuite, type Rec, type Repair, type Track } from './repair-fixture';

// The repair loop (docs/repair-binding.md, docs/state-machines.md "Repair"): bad enter with the station's fault list,
// the unit held, the repair with a replaced part, back into the flow, product_track showing all of it.
describe('the repair loop', () => {
  let s: RepairSuite;
  let api: ApiClient;
  let ids: DemoIds;
  let codes: Record<string, number>;
  const st = (code: string) => s.st(code);
  const report = (...args: Parameters<RepairSuite['report']>) => s.report(...args);

  beforeAll(async () => {
    s = await RepairSuite.open('repair_loop');
    api = s.api;
    ids = s.ids;
    codes = s.codes;
  }, 90_000);

  afterAll(async () => {
    await s?.close();
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
      // a battery bound to another unit cannot be the replacement
      await api.ok(`${V2}/material_binding/create`, {
        sn: ids.sns[100],
        barcode: 'BAT-0100',
        station_id: st('ASSY-01-DL'),
      });
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
});
