import { Queue } from 'bullmq';
import { QUEUE_PREFIX } from '@mes/server/core/queue/queues';
import { redisOptions } from '@mes/server/core/redis/redis-url';
import { PM, productDefsFixture, type Rec } from '../support/product-defs-fixture';
import { eventually } from '../support/test-env';

type Entry = { id: number; worder_id: number; qty: number; result: number; version: number; attempts: number };
type Report = Rec & { fbillno: string; result: number; entries: Entry[] };
type Attempt = { entry_id: number; version: number; qty: number; http_status: number | null; error: string };

// Product definitions (docs/product-definitions.md): order reports sent to a real HTTP listener standing in for
// the ERP, retried with backoff.
describe('product definitions: order reporting', () => {
  const f = productDefsFixture({ erp: true });

  describe('order reporting', () => {
    const entriesOf = async (id: number) => (await f.api.ok<Report>(`${PM}/order_reporting`, { id })).entries;
    const attemptsOf = (id: number, eid?: number) =>
      f.api.ok<Attempt[]>(`${PM}/order_reporting/attempts`, eid ? { id, eid } : { id });

    it('refuses a report without entries, a bad quantity or an unknown order', async () => {
      expect((await f.api.call(`${PM}/order_reporting/create`, { entries: [] })).msg).toMatch(
        /^entries: must be an array of 1/,
      );
      expect(
        (await f.api.call(`${PM}/order_reporting/create`, { entries: [{ worder_id: f.ids.worderId, qty: 0 }] })).msg,
      ).toMatch(/^entries\[0\]\.qty:/);
      expect(
        (await f.api.call(`${PM}/order_reporting/create`, { entries: [{ worder_id: 999999, qty: 1 }] })).msg,
      ).toMatch(/^entries\[0\]\.worder_id:/);
      expect(
        (
          await f.api.call(`${PM}/order_reporting/create`, {
            entries: [{ worder_id: f.ids.worderId, qty: 1, result: 1 }],
          })
        ).msg,
      ).toBe('entries[0].result: is set by the server, not by the caller');
    });

    it('sends each entry to the ERP, retrying with backoff until it accepts, logging every attempt', async () => {
      f.erp.failFirst(2);
      const doc = await f.api.ok<Report>(`${PM}/order_reporting/create`, {
        fdesc: 'shift 1',
        entries: [
          { worder_id: f.ids.worderId, qty: 120 },
          { worder_id: f.ids.worderId, qty: 30.5 },
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
      expect((await f.api.ok<Report>(`${PM}/order_reporting`, { id: doc.id })).result).toBe(1);
      const attempts = await attemptsOf(doc.id, entries[0].id);
      expect(attempts.map((a) => [a.http_status, a.error])).toEqual([
        [200, ''],
        [503, 'HTTP 503'],
        [503, 'HTTP 503'],
      ]);
      const received = f.erp.accepted.filter((b) => b.report === doc.fbillno);
      expect(received.map((b) => b.qty).sort()).toEqual([120, 30.5]);
      expect(received[0]).toMatchObject({
        version: 1,
        worder: 'WO-DEMO-0001',
        key: expect.stringMatching(/^order_reporting_entry:/),
      });
      // Accepted: it can neither change nor be deleted.
      expect(
        (await f.api.call(`${PM}/order_reporting/update_entry`, { id: doc.id, eid: entries[0].id, qty: 1 })).msg,
      ).toMatch(/was accepted by the ERP/);
      expect((await f.api.call(`${PM}/order_reporting/delete`, { id: doc.id })).msg).toMatch(/cannot be deleted/);
    });

    it('sends a corrected entry again, and deletes a report the ERP never accepted', async () => {
      f.erp.refuseQty(7);
      const doc = await f.api.ok<Report>(`${PM}/order_reporting/create`, {
        entries: [{ worder_id: f.ids.worderId, qty: 7 }],
      });
      const eid = doc.entries[0].id;
      await eventually('the refusal logged', async () => (await entriesOf(doc.id))[0].result === 2);
      expect((await f.api.ok<Report>(`${PM}/order_reporting`, { id: doc.id })).result).toBe(2);
      expect((await f.api.call(`${PM}/order_reporting/update_entry`, { id: doc.id, eid: 999999, qty: 1 })).msg).toBe(
        `eid: no entry 999999 of order_reporting ${doc.id}`,
      );
      expect((await f.api.call(`${PM}/order_reporting/update_entry`, { id: doc.id, eid, qty: -1 })).err).toBe(400);
      const fixed = await f.api.ok<Report>(`${PM}/order_reporting/update_entry`, { id: doc.id, eid, qty: 8 });
      expect(fixed.entries[0]).toMatchObject({ qty: 8, version: 2 });
      await eventually('the correction accepted', async () => (await entriesOf(doc.id))[0].result === 1);
      const attempts = await attemptsOf(doc.id);
      expect(attempts[0]).toMatchObject({ version: 2, qty: 8, http_status: 200 });
      expect(attempts.slice(1).every((a) => a.version === 1 && a.http_status === 422)).toBe(true);
      expect(f.erp.accepted.filter((b) => b.entry_id === eid).map((b) => b.qty)).toEqual([8]);

      const never = await f.api.ok<Report>(`${PM}/order_reporting/create`, {
        entries: [{ worder_id: f.ids.worderId, qty: 7 }],
      });
      await eventually('a refusal logged', async () => (await attemptsOf(never.id)).length > 0);
      expect(await f.api.ok(`${PM}/order_reporting/delete`, { id: never.id })).toEqual({ id: never.id });
      expect((await f.api.call(`${PM}/order_reporting`, { id: never.id })).err).toBe(400);
      const left = await f.db.query(
        'SELECT count(*)::int AS n FROM order_reporting_entry WHERE order_reporting_id = $1',
        [never.id],
      );
      expect(left.rows[0].n).toBe(0);
      const listed = await f.api.ok<{ list: Report[] }>(`${PM}/order_reporting/list`, { filter: 'result:1' });
      expect(listed.list.map((r) => r.id)).toContain(doc.id);
    });

    it('queues again an entry whose job was lost (Redis flushed): the sweep', async () => {
      f.erp.refuseQty(13);
      const doc = await f.api.ok<Report>(`${PM}/order_reporting/create`, {
        entries: [{ worder_id: f.ids.worderId, qty: 13 }],
      });
      const eid = doc.entries[0].id;
      await eventually('a refusal logged', async () => (await attemptsOf(doc.id)).length > 0);
      const queue = new Queue('erp', { connection: redisOptions(f.hub.env.REDIS_URL), prefix: QUEUE_PREFIX });
      try {
        // The job is between attempts most of the time: removed then, it is gone (an attempt in flight keeps it).
        await eventually('the job removed', async () => {
          const job = await queue.getJob(`ors-${eid}-1`);
          if (job) await job.remove().catch(() => undefined);
          return (await queue.getJob(`ors-${eid}-1`)) === undefined;
        });
        f.erp.refuseQty(-1);
        await eventually('the entry sent again and accepted', async () => (await entriesOf(doc.id))[0].result === 1);
        expect(f.erp.accepted.filter((b) => b.entry_id === eid).map((b) => b.qty)).toEqual([13]);
      } finally {
        await queue.close();
      }
    });
  });
});
