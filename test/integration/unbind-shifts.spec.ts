import type pg from 'pg';
import type { ApiClient } from '../support/api-client';
import type { DemoIds } from '../support/factory-fixture';
import { V2, PC, WORK, RepairSuite, type Rec } from './repair-fixture';

// Unbinding with its trace (who undid what and why) and shift orders (who worked which station, what they produced).
describe('unbinding and shift orders', () => {
  let s: RepairSuite;
  let api: ApiClient;
  let ids: DemoIds;
  let db: pg.Client;
  const st = (code: string) => s.st(code);
  const report = (...args: Parameters<RepairSuite['report']>) => s.report(...args);

  beforeAll(async () => {
    s = await RepairSuite.open('unbind_shifts');
    api = s.api;
    ids = s.ids;
    db = s.db;
  }, 90_000);

  afterAll(async () => {
    await s?.close();
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
