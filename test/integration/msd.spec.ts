import { REEL_LABELS } from '@mes/server/modules/msd/reel-labels.fixture';
import pg from 'pg';
import { sweepMsdExpiryWithPool } from '@mes/server/modules/msd/msd-sweep';
import type { ApiClient } from '../support/api-client';
import type { Hub } from '../support/hub-processes';
import { fixtureSuite } from '../support/fixture-suite';
import { FEEDING, SmtFixture, type Row } from './smt-fixtures';

const V1 = '/api/v1/stock_mgt/bundle';
const H = 3_600_000;
const ago = (h: number) => new Date(Date.now() - h * H).toISOString();

type FloorLife = {
  msl: string;
  state: string;
  used_h: number;
  remaining_h: number | null;
  blocked: boolean;
  deadline: string | null;
};
let seq = 0;

// Moisture-sensitive reels (docs/msd.md): a supplier label makes the reel in one scan; opening, dry storage and bakes
// drive the floor-life clock; a reel past its floor life is refused on a slot (1601) and shown blocked on the board;
// the sweep announces an expiry once.
describe('moisture-sensitive reels and supplier labels', () => {
  let api: ApiClient;
  let fx: SmtFixture;
  let hub: Hub;
  fixtureSuite('msd', SmtFixture, { workers: false }, (s) => ({ api, fx, hub } = s));

  const material = async (msl: string | null, thickness = 1.2) =>
    api.ok<Row>('/api/v1/basicdata/icitem/create', {
      fnumber: `MSD-${process.pid}-${++seq}`,
      fname: `MSL ${msl ?? '-'} part`,
      is_msd: msl !== null,
      msl_level: msl,
      msd_thickness_mm: thickness,
    });
  const reel = async (icitem_id: number, extra: Record<string, unknown> = {}) =>
    api.ok<Row>(`${V1}/create`, { fnumber: `MSR-${process.pid}-${++seq}`, icitem_id, fqty: 1000, ...extra });
  const event = (barcode: string, ev: string, extra: Record<string, unknown> = {}) =>
    api.call<FloorLife>(`${V1}/msd_event`, { barcode, event: ev, ...extra });
  const status = async (barcode: string) =>
    api.ok<{ floor_life: FloorLife | null; history: Row[] }>(`${V1}/msd_status`, { barcode });

  describe('supplier labels', () => {
    it('makes each label of the corpus into a reel with material, quantity, lot, date code and MSL', async () => {
      for (const c of REEL_LABELS) {
        const reads = c.reads;
        if (reads === null) {
          const refused = await api.call(`${V1}/receive_label`, { label: c.text });
          expect(refused).toMatchObject({ err: 400, msg: expect.stringMatching(/^label: not a supplier reel label/) });
          continue;
        }
        const item = await material(null);
        await api.ok('/api/v1/basicdata/icitem_mpn/create', { mpn: `${reads.mpn}`, icitem_id: item.id });
        const fnumber = `LBL-${process.pid}-${++seq}`;
        const got = await api.ok<{ bundle: Row; material: Row }>(`${V1}/receive_label`, { label: c.text, fnumber });
        expect(got.material).toMatchObject({ id: item.id, how: 'icitem_mpn' });
        expect(got.bundle).toMatchObject({
          fnumber,
          icitem_id: item.id,
          fqty: reads.qty,
          init_qty: reads.qty,
          ...('lot' in reads ? { lot_no: reads.lot ?? '' } : {}),
          ...('date_code' in reads ? { date_code: reads.date_code ?? '' } : {}),
          ...('msl' in reads ? { msl: reads.msl } : {}),
        });
        if (reads.production_date)
          expect(new Date(String(got.bundle.production_date)).toISOString()).toBe(reads.production_date);
        // the mapping is cleared for the next case that names the same maker part
        await api.ok('/api/v1/basicdata/icitem_mpn/delete', {
          id: (await api.ok<{ list: Row[] }>('/api/v1/basicdata/icitem_mpn/list', { filter: `mpn:${reads.mpn}` }))
            .list[0].id,
        });
      }
    });

    it('takes the package id as the reel code once, and names what it cannot map', async () => {
      const label = REEL_LABELS.find((c) => c.name === 'maker reel label with MSL')!.text;
      expect(await api.call(`${V1}/receive_label`, { label })).toMatchObject({
        err: 400,
        msg: 'label: no material for manufacturer part number W25Q128JVSIQ: map it in icitem_mpn',
      });
      const item = await material(null);
      await api.ok('/api/v1/basicdata/icitem_mpn/create', { mpn: 'W25Q128JVSIQ', icitem_id: item.id });
      const first = await api.ok<{ bundle: Row }>(`${V1}/receive_label`, { label, msd_label_hours: 12 });
      expect(first.bundle).toMatchObject({ fnumber: 'WB-REEL-88120', msl: '3', fqty: 2000 });
      expect(await api.call(`${V1}/receive_label`, { label })).toMatchObject({
        err: 400,
        msg: 'fnumber: reel WB-REEL-88120 was already received',
      });
      expect((await api.call(`${V1}/receive_label`, { label, msl: '7' })).msg).toMatch(/^msl: must be one of/);
      expect((await api.call(`${V1}/receive_label`, { label: 'x', extra: 1 })).msg).toBe('extra: unknown field');
    });
  });

  describe('the floor-life clock', () => {
    it('runs from the opening, resets after a short exposure dried 10x as long, and keeps an append-only history', async () => {
      const item = await material('4');
      const r = await reel(item.id);
      const code = String(r.fnumber);
      expect((await status(code)).floor_life).toMatchObject({ msl: '4', state: 'sealed', remaining_h: 72 });
      expect((await event(code, 'open', { at: ago(100), temp_c: 24, rh: 45 })).err).toBe(0);
      // MSL 4: 6 h open, then 64 h at 5 %RH (>= 10x the exposure) resets it
      expect((await event(code, 'dry_in', { at: ago(94), rh: 5 })).err).toBe(0);
      const out = await event(code, 'dry_out', { at: ago(30) });
      expect(out.err).toBe(0);
      const fl = (await status(code)).floor_life!;
      expect(fl).toMatchObject({ state: 'floor', blocked: false });
      expect(fl.used_h).toBeGreaterThan(29.9);
      expect(fl.used_h).toBeLessThan(30.5);
      expect(Math.abs(Date.parse(fl.deadline!) - (Date.now() + 42 * H))).toBeLessThan(10 * 60_000);
      const { history } = await status(code);
      expect(history.map((h) => h.event)).toEqual(['open', 'dry_in', 'dry_out']);
      expect(history[0]).toMatchObject({ source: 'scan', temp_c: 24, rh: 45 });
      const updated = await fx.db
        .query('UPDATE msd_event SET rh = 1 WHERE id = $1', [history[0].id])
        .catch((e: Error) => e);
      expect(String(updated)).toMatch(/append-only/);
    });

    it('refuses what does not fit, naming the field', async () => {
      const item = await material('3');
      const code = String((await reel(item.id)).fnumber);
      const plain = String((await reel((await material(null)).id)).fnumber);
      expect(await event(code, 'dry_in')).toMatchObject({
        err: 400,
        msg: 'event: dry_in: the reel is not open: open it first',
      });
      expect((await event(code, 'open', { at: ago(5) })).err).toBe(0);
      expect(await event(code, 'open')).toMatchObject({ err: 400, msg: 'event: open: the reel is already open' });
      expect((await event(code, 'dry_in', { at: ago(6) })).msg).toMatch(
        /^at: before the reel's last MSD event \(open at /,
      );
      expect((await event(code, 'bake', { hours: 9 })).msg).toBe('temp_c: a bake needs its temperature');
      expect((await event(code, 'dry_in', { hours: 2 })).msg).toBe('hours: only a bake has a duration');
      expect((await event(code, 'dry_in', { rh: 120 })).msg).toBe('rh: must be a number from 0 to 100');
      expect((await event(code, 'open', { at: new Date(Date.now() + 2 * H).toISOString() })).msg).toBe(
        'at: is in the future',
      );
      expect((await event(code, 'expire')).msg).toMatch(/^event: must be one of open, dry_in, dry_out, bake/);
      expect((await event(plain, 'open')).msg).toMatch(/^barcode: reel .* is not moisture sensitive/);
      expect(await event('NO-SUCH-REEL', 'open')).toMatchObject({ err: 904, msg: 'no such batch NO-SUCH-REEL' });
      expect((await api.call(`${V1}/msd_status`, { barcode: 'NO-SUCH-REEL' })).msg).toBe(
        'barcode: no reel NO-SUCH-REEL',
      );
    });
  });

  describe('expiry at the slot and on the board', () => {
    it('refuses an expired reel on a slot with 1601, announces the expiry once, and takes it again after a bake', async () => {
      const { feeding } = await fx.newFeeding([['1-01', 'C100N']]);
      await api.ok('/api/v1/basicdata/icitem/update', {
        id: fx.items.C100N.id,
        is_msd: true,
        msl_level: '5a',
        msd_thickness_mm: 1.2,
      });
      const cert = await fx.prepare(feeding.id);
      const code = String((await reel(fx.items.C100N.id)).fnumber);
      expect((await event(code, 'open', { at: ago(40) })).data).toMatchObject({ blocked: true });
      const scan = () =>
        api.call<Row>(`${FEEDING}/scanning`, { id: feeding.id, work_cert: cert, slot: '1-01', barcode: code });
      const refused = await scan();
      expect(refused.err).toBe(1601);
      expect(refused.msg).toMatch(
        new RegExp(`^barcode: reel ${code}: floor life exceeded \\(MSL 5a: 40\\.\\d h used of 24 h`),
      );
      const first = await api.ok<{ announced: string[] }>(`${V1}/msd_sweep`, {});
      expect(first.announced).toContain(code);
      expect((await api.ok<{ announced: string[] }>(`${V1}/msd_sweep`, {})).announced).not.toContain(code);
      const expires = await fx.db.query(
        "SELECT e.at, e.source FROM msd_event e JOIN bundle b ON b.id = e.bundle_id WHERE b.fnumber = $1 AND e.event = 'expire'",
        [code],
      );
      expect(expires.rows).toHaveLength(1);
      expect(Math.abs(new Date(expires.rows[0].at as string).getTime() - (Date.now() - 16 * H))).toBeLessThan(
        10 * 60_000,
      );
      // 1.2 mm, MSL 5a, exceeded by <= 72 h: 10 h at 125 C (Table 4-1); 2 h resets nothing, the oven time is not floor time
      expect((await event(code, 'bake', { temp_c: 125, hours: 2, at: ago(12) })).data).toMatchObject({
        blocked: true,
        used_h: expect.closeTo(38, 0),
      });
      expect((await event(code, 'bake', { temp_c: 125, hours: 13 })).msg).toMatch(
        /^hours: the bake would start before/,
      );
      expect((await event(code, 'bake', { temp_c: 125, hours: 10 })).data).toMatchObject({
        blocked: false,
        used_h: expect.closeTo(0, 2),
      });
      expect((await scan()).data).toMatchObject({ verdict: 'pass' });
    });

    it("announces through the workers' sweep as through the call, once however many sweep at once", async () => {
      const item = await material('5');
      const code = String((await reel(item.id)).fnumber);
      await event(code, 'open', { at: ago(50) });
      const pools = [0, 1].map(() => new pg.Pool({ connectionString: hub.env.DATABASE_URL, max: 2 }));
      try {
        const runs = await Promise.all([...pools, ...pools].map((p) => sweepMsdExpiryWithPool(p)));
        expect(runs.filter((announced) => announced.includes(code))).toHaveLength(1);
      } finally {
        await Promise.all(pools.map((p) => p.end()));
      }
      const { history } = await status(code);
      expect(history.filter((h) => h.event === 'expire')).toEqual([
        expect.objectContaining({ source: 'sweep', cycle: 0 }),
      ]);
    });

    it('shows a loaded reel floor life on the SMT board and its block once it runs out', async () => {
      const { order, feeding } = await fx.newFeeding([['1-01', 'MCU']]);
      await api.ok('/api/v1/basicdata/icitem/update', { id: fx.items.MCU.id, is_msd: true, msl_level: '3' });
      const cert = await fx.prepare(feeding.id);
      const loaded = await reel(fx.items.MCU.id);
      const code = String(loaded.fnumber);
      await event(code, 'open', { at: ago(100) });
      const scan = await api.call<Row>(`${FEEDING}/scanning`, {
        id: feeding.id,
        work_cert: cert,
        slot: '1-01',
        barcode: code,
      });
      expect(scan.data).toMatchObject({ verdict: 'pass' });
      const board = async () =>
        (await api.ok<{ slots: Row[] }>('/api/v1/kanban/smt_order/smt_order', { smt_order_id: order.id })).slots[0];
      expect((await board()).msd).toMatchObject({ msl: '3', state: 'floor', blocked: false });
      // the supplier's label says MSL 5a: the reel's MSL wins over the material's, and 100 h is past 24 h
      await api.ok(`${V1}/update`, { id: loaded.id, msl: '5a' });
      expect((await board()).msd).toMatchObject({ msl: '5a', blocked: true, remaining_h: 0 });
      const check = await api.call(`${FEEDING}/scan_checking`, {
        id: feeding.id,
        work_cert: cert,
        slot: '1-01',
        barcode: code,
      });
      expect(check.err).toBe(1601);
      // taking it off stays possible
      expect(
        (await api.call(`${FEEDING}/unloading`, { id: feeding.id, work_cert: cert, slot: '1-01', barcode: code })).err,
      ).not.toBe(1601);
    });
  });
});
