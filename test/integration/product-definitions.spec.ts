import { Queue } from 'bullmq';
import pg from 'pg';
import { QUEUE_PREFIX } from '@mes/server/core/queue/queues';
import { redisOptions } from '@mes/server/core/redis/redis-url';
import { ApiClient } from '../support/api-client';
import { CALL_OF, demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { startErp, type FakeErp } from '../support/fake-erp';
import { eventually } from '../support/test-env';

type Rec = { id: number } & Record<string, unknown>;
type Binding = Rec & { sn: string; barcode: string; replaced: boolean; replaces_id: number | null; reason: string };
type Entry = { id: number; worder_id: number; qty: number; result: number; version: number; attempts: number };
type Report = Rec & { fbillno: string; result: number; entries: Entry[] };
type Attempt = { entry_id: number; version: number; qty: number; http_status: number | null; error: string };

const PM = '/api/v1/product_mgt';

// Product definitions (docs/product-definitions.md): binding policies and bindings, lots, test item limits judging
// station reports, and order reports sent to a real HTTP listener standing in for the ERP.
describe('product definitions', () => {
  let hub: Hub;
  let api: ApiClient;
  let ids: DemoIds;
  let db: pg.Client;
  let erp: FakeErp;
  let productId: number;
  const icitem: Record<string, number> = {};

  beforeAll(async () => {
    erp = await startErp();
    hub = await startBuiltHub('product_defs', {
      env: {
        MES_ERP_REPORT_URL: erp.url,
        MES_ERP_REPORT_BACKOFF_MS: '100',
        MES_ERP_REPORT_BACKOFF_MAX_MS: '400',
        MES_ERP_REPORT_SWEEP_MS: '500',
      },
    });
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    ids = await demoIds(api);
    db = new pg.Client({ connectionString: hub.env.DATABASE_URL });
    await db.connect();
    productId = (await api.ok<{ product_id: number }>(`${PM}/worder`, { id: ids.worderId })).product_id;
    for (const code of ['BAT', 'LCD'])
      icitem[code] = (await api.ok<Rec>('/api/v1/basicdata/icitem/create', { fnumber: `T-${code}`, fname: code })).id;
    await startOrder(api, hub.env.DATABASE_URL, ids.worderId);
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await hub?.stop();
    await erp?.close();
  });

  describe('material binding', () => {
    beforeAll(async () => {
      await api.ok(`${PM}/material_binding_policy/create`, {
        fnumber: 'BP-BAT',
        product_id: productId,
        icitem_id: icitem.BAT,
        qty: 1,
        barcode_pattern: 'BAT-[0-9]{4}',
      });
      await api.ok(`${PM}/material_binding_policy/create`, {
        fnumber: 'BP-LCD',
        product_id: productId,
        station_id: ids.stations['ASSY-01-DL'],
        icitem_id: icitem.LCD,
        qty: 2,
      });
    });

    const bind = (sn: string, barcode: string, extra: Record<string, unknown> = {}) =>
      api.call<Binding>(`${PM}/binding_details/bind`, { sn, barcode, ...extra });

    it('refuses a policy with a bad pattern or the same scope twice', async () => {
      expect(
        await api.call(`${PM}/material_binding_policy/create`, {
          fnumber: 'BP-X',
          product_id: productId,
          icitem_id: icitem.BAT,
          barcode_pattern: 'BAT-[',
        }),
      ).toMatchObject({ err: 400, msg: expect.stringMatching(/^barcode_pattern: is not a valid regular expression/) });
      expect(
        await api.call(`${PM}/material_binding_policy/create`, {
          fnumber: 'BP-BAT2',
          product_id: productId,
          icitem_id: icitem.BAT,
        }),
      ).toMatchObject({ err: 400, msg: expect.stringContaining('already exists') });
    });

    it('binds under the policy: pattern, count per SN, a barcode bound once, an SN of an order', async () => {
      const sn = ids.sns[20];
      const first = await bind(sn, 'BAT-0001');
      expect(first).toMatchObject({
        err: 0,
        data: { sn, barcode: 'BAT-0001', icitem_id: icitem.BAT, replaced: false },
      });
      expect((await bind(sn, 'BAT-0002')).msg).toBe(`barcode: ${sn} already has 1 of 1 T-BAT bound`);
      expect((await bind(ids.sns[21], 'BAT-0001')).msg).toBe(`barcode: 'BAT-0001' is already bound to ${sn}`);
      expect((await bind(ids.sns[21], 'XYZ')).msg).toMatch(/^barcode: 'XYZ' matches the pattern of no material/);
      expect((await bind('NOT-AN-SN', 'BAT-0003')).err).toBe(1213);
      // The LCD is bound only at its station; any barcode matches its empty pattern, two per SN.
      expect((await bind(sn, 'LCD-A', { icitem_id: icitem.LCD })).msg).toMatch(/^sn: no binding policy asks/);
      expect((await bind(sn, 'LCD-A')).msg).toBe(
        "barcode: 'LCD-A' matches the pattern of no material to bind (T-BAT: BAT-[0-9]{4})",
      );
      const at = { station_id: ids.stations['ASSY-01-DL'], icitem_id: icitem.LCD };
      expect((await bind(sn, 'LCD-A', at)).err).toBe(0);
      expect((await bind(sn, 'LCD-B', at)).err).toBe(0);
      expect((await bind(sn, 'LCD-C', at)).msg).toBe(`barcode: ${sn} already has 2 of 2 T-LCD bound`);
      expect((await bind(sn, 'LCD-C', { ...at, station_id: 999999 })).err).toBe(1205);
    });

    it('lets only one of two racing bindings of one SN through when one is left', async () => {
      const sn = ids.sns[22];
      const answers = await Promise.all([bind(sn, 'BAT-1001'), bind(sn, 'BAT-1002'), bind(sn, 'BAT-1003')]);
      expect(answers.filter((a) => a.err === 0)).toHaveLength(1);
      const rows = await db.query('SELECT count(*)::int AS n FROM material_binding WHERE sn = $1', [sn]);
      expect(rows.rows[0].n).toBe(1);
    });

    it('changes a bound barcode, keeping the old binding flagged, and lists and deletes bindings', async () => {
      const sn = ids.sns[23];
      const old = (await bind(sn, 'BAT-2001')).data;
      const change = (id: number, barcode: string) =>
        api.call<Binding>(`${PM}/binding_details/change`, { id, barcode, reason: 'damaged' });
      expect((await change(old.id, 'WRONG')).msg).toMatch(/^barcode: 'WRONG' does not match the pattern/);
      expect((await change(old.id, 'BAT-0001')).msg).toMatch(/is already bound to/);
      const next = await change(old.id, 'BAT-2002');
      expect(next).toMatchObject({ err: 0, data: { sn, barcode: 'BAT-2002', replaces_id: old.id, reason: 'damaged' } });
      expect((await change(old.id, 'BAT-2003')).msg).toMatch(/^id: binding \d+ was already replaced/);
      const list = await api.ok<{ list: Binding[] }>(`${PM}/binding_details/list`, { filter: `sn:${sn} sort:id-asc` });
      expect(list.list.map((b) => [b.barcode, b.replaced])).toEqual([
        ['BAT-2001', true],
        ['BAT-2002', false],
      ]);
      // The old barcode is free again.
      expect((await bind(ids.sns[24], 'BAT-2001')).err).toBe(0);
      expect((await api.call(`${PM}/binding_details/delete`, { id: next.data.id })).err).toBe(0);
      expect((await api.call(`${PM}/binding_details/delete`, { id: next.data.id })).err).toBe(400);
    });
  });

  describe('material lot numbers', () => {
    it('keeps the expiry after the production date and a lot number once per material', async () => {
      const lot = await api.ok<Rec>(`${PM}/material_lotno/create`, {
        icitem_id: icitem.BAT,
        lotno: 'L-1',
        production_date: '2025-03-01',
        expiry_date: '2026-03-01',
        qty: 500,
      });
      expect(lot).toMatchObject({ lotno: 'L-1', qty: 500 });
      expect(
        await api.call(`${PM}/material_lotno/update`, { id: lot.id, expiry_date: '2025-02-01T00:00:00Z' }),
      ).toMatchObject({ err: 400, msg: 'expiry_date: must be after production_date' });
      expect(
        await api.call(`${PM}/material_lotno/create`, {
          icitem_id: icitem.BAT,
          lotno: 'L-2',
          production_date: '2025-03-01',
          expiry_date: '2025-03-01',
        }),
      ).toMatchObject({ err: 400, msg: 'expiry_date: must be after production_date' });
      expect((await api.call(`${PM}/material_lotno/create`, { icitem_id: icitem.BAT, lotno: 'L-1' })).msg).toMatch(
        /already exists/,
      );
      expect(
        (await api.call(`${PM}/material_lotno/create`, { icitem_id: icitem.BAT, lotno: 'L-3', qty: -1 })).err,
      ).toBe(400);
    });
  });

  describe('test item limits', () => {
    const station = () => ids.stations['ASSY-01-DL'];
    const report = (sn: string, items: unknown[], result = 1) =>
      api.call<Record<string, unknown>>(CALL_OF['ASSY-01-DL'], {
        sn,
        station_id: station(),
        result,
        test_items: items,
      });

    beforeAll(async () => {
      await api.ok(`${PM}/test_item_check/create`, {
        fnumber: 'VBAT',
        fname: '电池电压',
        station_id: station(),
        product_id: productId,
        lower_limit: 3.6,
        upper_limit: 4.2,
        unit: 'V',
      });
      // For every product, not required, a text item.
      await api.ok(`${PM}/test_item_check/create`, {
        fnumber: 'FW',
        fname: 'Firmware',
        station_id: station(),
        required: false,
        expected: 'v1.2',
      });
    });

    it('refuses limits out of order and a text item with limits', async () => {
      const base = { fnumber: 'X', fname: 'X', station_id: station() };
      expect(await api.call(`${PM}/test_item_check/create`, { ...base, lower_limit: 5, upper_limit: 1 })).toMatchObject(
        { err: 400, msg: 'upper_limit: must not be below lower_limit' },
      );
      expect((await api.call(`${PM}/test_item_check/create`, { ...base, expected: 'ok', lower_limit: 1 })).msg).toMatch(
        /^expected: a text item has no lower or upper limit/,
      );
      expect(
        (await api.call(`${PM}/test_item_check/create`, { ...base, fnumber: 'VBAT', product_id: productId })).msg,
      ).toMatch(/already exists/);
    });

    it('passes a report whose items are within their limits', async () => {
      const answer = await report(ids.sns[40], [
        { name: 'VBAT', value: '3.9' },
        { name: 'Firmware', value: 'v1.2' },
        { name: 'free', value: 'anything' },
      ]);
      expect(answer).toMatchObject({
        err: 0,
        data: { verdict: 'pass', result: 1, reported_result: 1, failed_items: [] },
      });
      const items = await db.query(
        `SELECT name, value, lower, upper, unit, result FROM station_log_item WHERE station_log_id = $1 ORDER BY id`,
        [answer.data.station_log_id],
      );
      expect(items.rows).toEqual([
        { name: 'VBAT', value: '3.9', lower: '3.6', upper: '4.2', unit: 'V', result: 1 },
        { name: 'Firmware', value: 'v1.2', lower: 'v1.2', upper: 'v1.2', unit: '', result: 1 },
        { name: 'free', value: 'anything', lower: '', upper: '', unit: '', result: 0 },
      ]);
    });

    it('judges fail an item outside its limits though the station said pass, naming the item', async () => {
      const sn = ids.sns[41];
      const answer = await report(sn, [{ name: 'VBAT', value: 4.5, result: 1 }]);
      expect(answer).toMatchObject({
        err: 0,
        data: {
          verdict: 'fail',
          result: 2,
          reported_result: 1,
          next_station: null,
          failed_items: [
            { name: 'VBAT', code: 'VBAT', value: '4.5', lower: 3.6, upper: 4.2, unit: 'V', reason: 'above' },
          ],
        },
      });
      const log = await db.query('SELECT result FROM station_log WHERE id = $1', [answer.data.station_log_id]);
      expect(log.rows[0].result).toBe(2);
      expect((await report(sn, [{ name: 'VBAT', value: '3.5' }])).data).toMatchObject({
        verdict: 'fail',
        failed_items: [{ reason: 'below' }],
      });
      expect((await report(sn, [{ name: 'VBAT', value: 'n/a' }])).data).toMatchObject({
        failed_items: [{ reason: 'not_a_number' }],
      });
      expect(
        (
          await report(sn, [
            { name: 'VBAT', value: '4' },
            { name: 'FW', value: 'v1.1' },
          ])
        ).data,
      ).toMatchObject({
        verdict: 'fail',
        failed_items: [{ name: 'FW', reason: 'not_equal', expected: 'v1.2' }],
      });
      // Within its limits again: the SN passes and moves on.
      expect((await report(sn, [{ name: '电池电压', value: '4.2' }])).data).toMatchObject({
        verdict: 'pass',
        next_station: { fnumber: 'ASSY-01-GT' },
      });
    });

    it('judges fail a report missing a required item, and stores it as an item without value', async () => {
      const answer = await report(ids.sns[42], [{ name: 'FW', value: 'v1.2' }]);
      expect(answer.data).toMatchObject({
        verdict: 'fail',
        failed_items: [{ name: 'VBAT', reason: 'missing', value: '' }],
      });
      const items = await db.query(
        'SELECT name, value, result FROM station_log_item WHERE station_log_id = $1 ORDER BY id',
        [answer.data.station_log_id],
      );
      expect(items.rows).toEqual([
        { name: 'FW', value: 'v1.2', result: 1 },
        { name: 'VBAT', value: '', result: 2 },
      ]);
    });
  });

  describe('order reporting', () => {
    const entriesOf = async (id: number) => (await api.ok<Report>(`${PM}/order_reporting`, { id })).entries;
    const attemptsOf = (id: number, eid?: number) =>
      api.ok<Attempt[]>(`${PM}/order_reporting/attempts`, eid ? { id, eid } : { id });

    it('refuses a report without entries, a bad quantity or an unknown order', async () => {
      expect((await api.call(`${PM}/order_reporting/create`, { entries: [] })).msg).toMatch(
        /^entries: must be an array of 1/,
      );
      expect(
        (await api.call(`${PM}/order_reporting/create`, { entries: [{ worder_id: ids.worderId, qty: 0 }] })).msg,
      ).toMatch(/^entries\[0\]\.qty:/);
      expect(
        (await api.call(`${PM}/order_reporting/create`, { entries: [{ worder_id: 999999, qty: 1 }] })).msg,
      ).toMatch(/^entries\[0\]\.worder_id:/);
      expect(
        (await api.call(`${PM}/order_reporting/create`, { entries: [{ worder_id: ids.worderId, qty: 1, result: 1 }] }))
          .msg,
      ).toBe('entries[0].result: is set by the server, not by the caller');
    });

    it('sends each entry to the ERP, retrying with backoff until it accepts, logging every attempt', async () => {
      erp.failFirst(2);
      const doc = await api.ok<Report>(`${PM}/order_reporting/create`, {
        fdesc: 'shift 1',
        entries: [
          { worder_id: ids.worderId, qty: 120 },
          { worder_id: ids.worderId, qty: 30.5 },
        ],
      });
      expect(doc.fbillno).toMatch(/^OR\d{8}-\d{6,}$/);
      expect(doc.entries.map((e) => [e.result, e.version])).toEqual([
        [0, 1],
        [0, 1],
      ]);
      await eventually('both entries accepted', async () => (await entriesOf(doc.id)).every((e) => e.result === 1));
      const entries = await entriesOf(doc.id);
      expect(entries.map((e) => e.attempts)).toEqual([3, 3]);
      expect((await api.ok<Report>(`${PM}/order_reporting`, { id: doc.id })).result).toBe(1);
      const attempts = await attemptsOf(doc.id, entries[0].id);
      expect(attempts.map((a) => [a.http_status, a.error])).toEqual([
        [200, ''],
        [503, 'HTTP 503'],
        [503, 'HTTP 503'],
      ]);
      const received = erp.accepted.filter((b) => b.report === doc.fbillno);
      expect(received.map((b) => b.qty).sort()).toEqual([120, 30.5]);
      expect(received[0]).toMatchObject({
        version: 1,
        worder: 'WO-DEMO-0001',
        key: expect.stringMatching(/^order_reporting_entry:/),
      });
      // Accepted: it can neither change nor be deleted.
      expect(
        (await api.call(`${PM}/order_reporting/update_entry`, { id: doc.id, eid: entries[0].id, qty: 1 })).msg,
      ).toMatch(/was accepted by the ERP/);
      expect((await api.call(`${PM}/order_reporting/delete`, { id: doc.id })).msg).toMatch(/cannot be deleted/);
    });

    it('sends a corrected entry again, and deletes a report the ERP never accepted', async () => {
      erp.refuseQty(7);
      const doc = await api.ok<Report>(`${PM}/order_reporting/create`, {
        entries: [{ worder_id: ids.worderId, qty: 7 }],
      });
      const eid = doc.entries[0].id;
      await eventually('the refusal logged', async () => (await entriesOf(doc.id))[0].result === 2);
      expect((await api.ok<Report>(`${PM}/order_reporting`, { id: doc.id })).result).toBe(2);
      expect((await api.call(`${PM}/order_reporting/update_entry`, { id: doc.id, eid: 999999, qty: 1 })).msg).toBe(
        `eid: no entry 999999 of order_reporting ${doc.id}`,
      );
      expect((await api.call(`${PM}/order_reporting/update_entry`, { id: doc.id, eid, qty: -1 })).err).toBe(400);
      const fixed = await api.ok<Report>(`${PM}/order_reporting/update_entry`, { id: doc.id, eid, qty: 8 });
      expect(fixed.entries[0]).toMatchObject({ qty: 8, version: 2 });
      await eventually('the correction accepted', async () => (await entriesOf(doc.id))[0].result === 1);
      const attempts = await attemptsOf(doc.id);
      expect(attempts[0]).toMatchObject({ version: 2, qty: 8, http_status: 200 });
      expect(attempts.slice(1).every((a) => a.version === 1 && a.http_status === 422)).toBe(true);
      expect(erp.accepted.filter((b) => b.entry_id === eid).map((b) => b.qty)).toEqual([8]);

      const never = await api.ok<Report>(`${PM}/order_reporting/create`, {
        entries: [{ worder_id: ids.worderId, qty: 7 }],
      });
      await eventually('a refusal logged', async () => (await attemptsOf(never.id)).length > 0);
      expect(await api.ok(`${PM}/order_reporting/delete`, { id: never.id })).toEqual({ id: never.id });
      expect((await api.call(`${PM}/order_reporting`, { id: never.id })).err).toBe(400);
      const left = await db.query(
        'SELECT count(*)::int AS n FROM order_reporting_entry WHERE order_reporting_id = $1',
        [never.id],
      );
      expect(left.rows[0].n).toBe(0);
      const listed = await api.ok<{ list: Report[] }>(`${PM}/order_reporting/list`, { filter: 'result:1' });
      expect(listed.list.map((r) => r.id)).toContain(doc.id);
    });

    it('queues again an entry whose job was lost (Redis flushed): the sweep', async () => {
      erp.refuseQty(13);
      const doc = await api.ok<Report>(`${PM}/order_reporting/create`, {
        entries: [{ worder_id: ids.worderId, qty: 13 }],
      });
      const eid = doc.entries[0].id;
      await eventually('a refusal logged', async () => (await attemptsOf(doc.id)).length > 0);
      const queue = new Queue('erp', { connection: redisOptions(hub.env.REDIS_URL), prefix: QUEUE_PREFIX });
      try {
        // The job is between attempts most of the time: removed then, it is gone (an attempt in flight keeps it).
        await eventually('the job removed', async () => {
          const job = await queue.getJob(`ors-${eid}-1`);
          if (job) await job.remove().catch(() => undefined);
          return (await queue.getJob(`ors-${eid}-1`)) === undefined;
        });
        erp.refuseQty(-1);
        await eventually('the entry sent again and accepted', async () => (await entriesOf(doc.id))[0].result === 1);
        expect(erp.accepted.filter((b) => b.entry_id === eid).map((b) => b.qty)).toEqual([13]);
      } finally {
        await queue.close();
      }
    });
  });
});
