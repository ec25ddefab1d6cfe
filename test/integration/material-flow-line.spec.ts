import { Queue } from 'bullmq';
import pg from 'pg';
import { QUEUES, type OutboxFact } from '@mes/contracts';
import { QUEUE_PREFIX } from '@mes/server/core/queue/queues';
import { redisOptions } from '@mes/server/core/redis/redis-url';
import { consumeReelsWithPool } from '@mes/server/modules/stock-mgt/flow/line-consumption';
import { balanceDrift } from '@mes/server/modules/stock-mgt/ledger/ledger-verify';
import type { ApiClient } from '../support/api-client';
import { CALL_OF, demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { fixtureSuite } from '../support/fixture-suite';
import type { Hub } from '../support/hub-processes';
import { eventually } from '../support/test-env';
import { FlowKit, PM, type Row } from './material-flow-fixtures';
import { StockFixture } from './stock-fixtures';

// Consumption at the line (docs/material-flow.md): boards of a working SMT order reported at a station take their
// slots' usage off the loaded reels, through the ledger, once per board however often the report is delivered.
describe('material flow: consumption at the line', () => {
  let api: ApiClient;
  let fx: StockFixture;
  let hub: Hub;
  let kit: FlowKit;
  let ids: DemoIds;
  let pool: pg.Pool;
  let queue: Queue;
  fixtureSuite('material_flow_line', StockFixture, { workers: true }, (s) => {
    ({ api, fx, hub } = s);
    kit = new FlowKit(api, fx);
  });
  afterAll(() => Promise.all([pool?.end(), queue?.close()]));

  const consumedMoves = async () =>
    Number(
      (await fx.db.query(`SELECT count(*) AS n FROM stock_movement WHERE doc_type = 'reel_consumption'`)).rows[0].n,
    );

  it('takes each slot usage per board off the loaded reels once per board, marks a used-up reel empty', async () => {
    ids = await demoIds(api);
    pool = new pg.Pool({ connectionString: hub.env.DATABASE_URL, max: 4 });
    queue = new Queue(QUEUES.projections, { connection: redisOptions(hub.env.REDIS_URL), prefix: QUEUE_PREFIX });
    const { order, a, b, m1, m2, product } = await kit.loadedSmtOrder('MFL', ids.smtLineId, {
      worder_id: ids.worderId,
    });
    // the SMT order runs (setup: its start is the SMT orders' own spec), and so does its work order
    await fx.db.query('UPDATE smt_order SET status = 2 WHERE id = $1', [order.id]);
    await startOrder(api, hub.env.DATABASE_URL, ids.worderId);

    const report = (station: keyof typeof CALL_OF, sn: string) =>
      api.ok<{ station_log_id: number }>(CALL_OF[station], {
        sn,
        station_id: ids.stations[station],
        result: 1,
        operator: 'op1',
      });
    const outboxIdOf = async (logId: number) =>
      Number(
        (await fx.db.query(`SELECT id FROM outbox WHERE (payload->>'station_log_id')::bigint = $1`, [logId])).rows[0]
          .id,
      );
    // The relay applies the counters and, in the same transaction, adds the reels' job of a batch that has SMT work:
    // the job holding the report's fact, in any state (none once the fact is applied: there was no SMT work).
    const jobOf = async (outboxId: number) =>
      (await queue.getJobs(['completed', 'failed', 'active', 'waiting', 'delayed', 'prioritized'])).find((j) =>
        (j.data as { facts: OutboxFact[] }).facts.some((f) => f.outbox_id === outboxId),
      );
    const applied = (outboxId: number) =>
      eventually(
        `outbox ${outboxId} applied`,
        async () =>
          (await fx.db.query('SELECT 1 FROM projection_applied WHERE outbox_id = $1', [outboxId])).rows.length > 0,
        60_000,
      );
    // the boards its batch's job consumed, once the job is done
    const consumedBy = (outboxId: number) =>
      eventually(
        `reel job of outbox ${outboxId} done`,
        async () => {
          const job = await jobOf(outboxId);
          return job?.finishedOn && !job.failedReason ? (job.returnvalue as { consumed: number }) : undefined;
        },
        60_000,
      );
    const [sn1, sn2] = ids.sns.slice(10, 12);
    expect(await consumedBy(await outboxIdOf((await report('ASSY-01-DL', sn1)).station_log_id))).toEqual({
      consumed: 1,
    });
    expect(await kit.reel(a.id)).toMatchObject({ fqty: 98, stock_id: fx.other, stock_place_id: fx.placeOther });
    expect(await kit.reel(b.id)).toMatchObject({ fqty: 2 });
    // the same board at the next station: its batch's job ran and consumed nothing more
    expect(await consumedBy(await outboxIdOf((await report('ASSY-01-GT', sn1)).station_log_id))).toEqual({
      consumed: 0,
    });
    expect((await kit.reel(a.id)).fqty).toBe(98);
    expect(await consumedMoves()).toBe(2);

    // the second board needs 3 of B, which has 2: 2 posted, 1 short, B empty
    expect(await consumedBy(await outboxIdOf((await report('ASSY-01-DL', sn2)).station_log_id))).toEqual({
      consumed: 1,
    });
    expect(await kit.reel(a.id)).toMatchObject({ fqty: 96 });
    expect(await kit.reel(b.id)).toMatchObject({ fqty: 0, stock_id: null, emptied_at: expect.any(String) });
    const { rows } = await fx.db.query('SELECT lines FROM reel_consumption WHERE smt_order_id = $1 AND sn = $2', [
      order.id,
      sn2,
    ]);
    expect(rows[0].lines).toEqual([
      { slot: '1-01', barcode: 'MFL-A', bundle_id: a.id, fqty: 2, short: 0 },
      { slot: '1-02', barcode: 'MFL-B', bundle_id: b.id, fqty: 2, short: 1 },
    ]);
    expect(await fx.onHand(fx.other, m1, fx.placeOther)).toBe(96);
    expect(await fx.onHand(fx.other, m2, fx.placeOther)).toBe(0);

    // a replayed batch (a retried job) and two deliveries of a new board racing: each board consumed once
    const fact = { sn: sn1, worder_id: ids.worderId, station_log_id: 1 };
    expect(await consumeReelsWithPool(pool, [fact])).toBe(0);
    const fresh = { ...fact, sn: ids.sns[12] };
    const raced = await Promise.all([consumeReelsWithPool(pool, [fresh]), consumeReelsWithPool(pool, [fresh])]);
    expect(raced.sort()).toEqual([0, 1]);
    expect(await kit.reel(a.id)).toMatchObject({ fqty: 94 });
    expect(await consumedMoves()).toBe(5);

    // output reported by quantity (no serials): each slot's usage per board times the boards, once per key
    const QTY = `${PM}/smt_order/report_qty`;
    const byQty = await api.ok<{ lines: unknown[]; repeated: boolean }>(QTY, {
      id: order.id,
      fqty: 10,
      idempotency_key: 'MFL-Q1',
    });
    expect(byQty).toMatchObject({ fqty: 10, repeated: false });
    expect(byQty.lines).toEqual([
      { slot: '1-01', barcode: 'MFL-A', bundle_id: a.id, fqty: 20, short: 0 },
      { slot: '1-02', barcode: 'MFL-B', bundle_id: b.id, fqty: 0, short: 30 },
    ]);
    expect(await kit.reel(a.id)).toMatchObject({ fqty: 74 });
    expect(await fx.onHand(fx.other, m1, fx.placeOther)).toBe(74);
    // the same report sent twice at once, and again later: consumed once, the repeats answer the first
    type Answer = { fqty: number; lines: unknown[]; repeated: boolean };
    const twice = await Promise.all(
      [0, 1].map(() => api.ok<Answer>(QTY, { id: order.id, fqty: 5, idempotency_key: 'MFL-Q2' })),
    );
    expect(twice.map((t) => t.repeated).sort()).toEqual([false, true]);
    expect({ ...twice[0], repeated: null }).toEqual({ ...twice[1], repeated: null });
    expect(twice[0]).toMatchObject({
      fqty: 5,
      lines: [expect.objectContaining({ slot: '1-01', fqty: 10 }), expect.anything()],
    });
    // a repeat answers exactly the first answer (only `repeated` says it is one)
    expect(await api.ok(QTY, { id: order.id, fqty: 10, idempotency_key: 'MFL-Q1' })).toEqual({
      ...byQty,
      repeated: true,
    });
    // the key again with another quantity is another report under a used key: refused naming fqty, nothing taken
    expect(await api.call(QTY, { id: order.id, fqty: 3, idempotency_key: 'MFL-Q1' })).toMatchObject({
      err: 400,
      msg: 'fqty: idempotency_key MFL-Q1 already reported 10 boards of this order: send 10 to repeat it, or a new key for another report',
    });
    // two racing reports under one new key with different quantities: one consumes, the other is refused
    const mixed = await Promise.all(
      [2, 4].map((fqty) => api.call<Answer>(QTY, { id: order.id, fqty, idempotency_key: 'MFL-Q3' })),
    );
    expect(mixed.filter((r) => r.err === 0)).toHaveLength(1);
    expect(
      mixed.filter((r) => r.err === 400 && /^fqty: idempotency_key MFL-Q3 already reported/.test(r.msg)),
    ).toHaveLength(1);
    const took = (mixed.find((r) => r.err === 0)!.data as Answer).fqty;
    expect(await kit.reel(a.id)).toMatchObject({ fqty: 64 - 2 * took });
    expect(await consumedMoves()).toBe(8);
    // refusals name the field: a quantity that is no whole number, no key, an order that is not working
    expect(await api.call(QTY, { id: order.id, fqty: 0, idempotency_key: 'k' })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^fqty:/),
    });
    expect(await api.call(QTY, { id: order.id, fqty: 1 })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^idempotency_key:/),
    });
    const idle = await api.ok<Row>(`${PM}/smt_order/create`, {
      fbillno: 'MFL-SMT2',
      product_id: product,
      product_line_id: ids.smtLineId,
      fqty: 10,
    });
    expect(await api.call(QTY, { id: idle.id, fqty: 1, idempotency_key: 'k' })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^id: SMT order MFL-SMT2 is not working \(it is /),
    });
    expect(await balanceDrift(fx.tx)).toEqual([]);

    // with no working SMT order on the work order, a batch of its reports adds no reel job at all
    await fx.db.query('UPDATE smt_order SET status = 3 WHERE id = $1', [order.id]);
    const quiet = await outboxIdOf((await report('ASSY-01-DL', ids.sns[13])).station_log_id);
    await applied(quiet);
    expect(await jobOf(quiet)).toBeUndefined();
    expect(await consumedMoves()).toBe(8);
    // a retry of an answered report still answers it once the order has stopped; a new key is refused
    expect(await api.ok(QTY, { id: order.id, fqty: 10, idempotency_key: 'MFL-Q1' })).toEqual({
      ...byQty,
      repeated: true,
    });
    expect(await api.call(QTY, { id: order.id, fqty: 10, idempotency_key: 'MFL-Q9' })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^id: SMT order MFL-SMT is not working/),
    });
    expect(await consumedMoves()).toBe(8);
  });
});
