import type { RoomDelta, SchedulingChangedEvent } from '@mes/contracts';
import { ApiClient } from '../support/api-client';
import { BoardSocket } from '../support/board-socket';
import type { Hub } from '../support/hub-processes';
import { fixtureSuite } from '../support/fixture-suite';
import { eventually } from '../support/test-env';
import { ProductionFixture } from './product-mgt-fixtures';
import { PM, SmtFixture, type Row } from './smt-fixtures';

const WORDS = ['unknown', 'ready', 'working', 'pause', 'cancel', 'finish'];
// docs/state-machines.md: the work orders' table, shared by SMT orders.
const TABLE: Record<string, [number[], number]> = {
  start_order: [[1, 3], 2],
  stop_order: [[2], 3],
  finish_order: [[2, 3], 5],
  cancel_order: [[1, 3], 4],
  reverse_finish: [[5], 3],
};
const V2 = '/api/v2/product_mgt/smt_order';

describe('SMT orders and the line queue', () => {
  let hub: Hub;
  let api: ApiClient;
  let fx: SmtFixture;

  fixtureSuite('smt_orders', SmtFixture, {}, (suite) => ({ hub, api, fx } = suite));

  it('allows every transition of the table under /api/v2 and refuses every other one, naming state and action', async () => {
    const order = await api.ok<Row>(`${V2}/create`, {
      fbillno: 'SMT-V2-1',
      product_id: fx.productId,
      product_line_id: fx.smtLineId,
      fqty: 10,
    });
    expect(order.status).toBe(1);
    const wrong: string[] = [];
    for (const [action, [from, to]] of Object.entries(TABLE)) {
      for (let status = 0; status <= 5; status++) {
        await fx.setStatus('smt_order', order.id, status);
        const answer = await api.call<Row>(`${V2}/${action}`, { id: order.id });
        if (from.includes(status)) {
          if (answer.err !== 0 || answer.data.status !== to)
            wrong.push(`${action} from ${status}: ${answer.err} ${answer.msg}`);
        } else {
          const msg = `status: cannot ${action} an SMT order that is ${WORDS[status]} (allowed from ${from.map((s) => WORDS[s]).join(', ')})`;
          if (answer.err !== 400 || answer.msg !== msg)
            wrong.push(`${action} from ${status}: ${answer.err} ${answer.msg}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    const log = await fx.db.query(
      `SELECT action, from_status, to_status FROM order_status_log WHERE order_type = 'smt_order' AND order_id = $1 ORDER BY id`,
      [order.id],
    );
    expect(log.rows).toHaveLength(8);
    expect(log.rows[0]).toEqual({ action: 'start_order', from_status: 1, to_status: 2 });
    expect((await api.call(`${V2}/start_order`, { id: 999999 })).msg).toBe('id: no smt_order 999999');
    expect((await api.ok<Row[]>(`${V2}/list_by_ids`, { ids: [order.id, 999999] })).map((o) => o.id)).toEqual([
      order.id,
    ]);
  });

  it('runs a move of the declared machine once: a refused one writes nothing, of two concurrent starts one wins', async () => {
    const order = await fx.newOrder();
    const written = async () => ({
      log: (
        await fx.db.query(`SELECT action FROM order_status_log WHERE order_type = 'smt_order' AND order_id = $1`, [
          order.id,
        ])
      ).rows,
      events: (
        await fx.db.query(
          `SELECT topic, payload->>'product_line_id' AS line FROM outbox WHERE topic LIKE 'smt_order.%' AND topic <> 'smt_order.create' AND (payload->>'id')::int = $1`,
          [order.id],
        )
      ).rows,
      row: (await fx.db.query('SELECT status, updated_at FROM smt_order WHERE id = $1', [order.id])).rows[0],
    });
    const before = await written();
    expect((await api.call(`${V2}/stop_order`, { id: order.id })).msg).toBe(
      'status: cannot stop_order an SMT order that is ready (allowed from working)',
    );
    expect(await written()).toEqual(before);
    const answers = await Promise.all([0, 1].map(() => api.call<Row>(`${V2}/start_order`, { id: order.id })));
    expect(answers.map((a) => a.err).sort()).toEqual([0, 400]);
    const after = await written();
    expect(after.log).toEqual([{ action: 'start_order' }]);
    expect(after.events).toEqual([{ topic: 'smt_order.start_order', line: String(order.product_line_id) }]);
    expect(after.row.status).toBe(2);
  });

  it('freezes what is placed once started, follows the plan, and refuses a frozen plan', async () => {
    const plan = await fx.newPlan();
    const feeder = await fx.newFeeder([['1', 'R10K']], { icpp_id: plan.id });
    const order = await fx.newOrder({ icpp_id: plan.id, smt_feeder_id: feeder.id });
    await api.ok(`${PM}/icpp/freeze`, { id: plan.id, reason: 'ECN pending' });
    expect((await api.call(`${PM}/smt_order/start_order`, { id: order.id })).msg).toMatch(
      /^icpp_id: process plan PP-.* is frozen: unfreeze it before starting$/,
    );
    expect(
      (
        await api.call(`${PM}/smt_order/create`, {
          fbillno: 'SMT-FROZEN',
          product_id: fx.productId,
          product_line_id: fx.smtLineId,
          fqty: 1,
          icpp_id: plan.id,
        })
      ).msg,
    ).toMatch(/^icpp_id: process plan .* is frozen$/);
    expect((await api.call(`${PM}/icpp/update`, { id: plan.id, fname: 'x' })).msg).toMatch(
      /is frozen: unfreeze it first$/,
    );
    expect(await api.ok(`${PM}/icpp/unfreeze`, { id: plan.id })).toMatchObject({ freeze_flag: 0, freeze_reason: '' });
    await api.ok(`${PM}/smt_order/start_order`, { id: order.id });
    expect((await api.ok<Row>(`${PM}/icpp`, { id: plan.id })).status).toBe(2);
    expect(
      (
        await api.call(`${PM}/smt_order/update`, {
          id: order.id,
          smt_feeder_id: (await fx.newFeeder([['1', 'C1U']])).id,
        })
      ).msg,
    ).toMatch(/^smt_feeder_id: cannot change: the SMT order has left ready \(it is working\)$/);
    await api.ok(`${PM}/smt_order/stop_order`, { id: order.id });
    expect((await api.ok<Row>(`${PM}/icpp`, { id: plan.id })).status).toBe(3);
    await api.ok(`${PM}/smt_order/finish_order`, { id: order.id });
    expect((await api.ok<Row>(`${PM}/icpp`, { id: plan.id })).status).toBe(5);
    expect(await api.ok(`${PM}/smt_order/push_up`, { id: order.id })).toMatchObject([
      { route: '/icpp', id: plan.id, fbillno: plan.fbillno, fnumber: 'P-1001' },
    ]);
    expect(await api.ok(`${PM}/icpp/push_down`, { id: plan.id })).toMatchObject([
      { route: '/smt_feeder', id: feeder.id },
      { route: '/smt_order', id: order.id },
    ]);
  });

  it('appends and moves orders in a line queue, logs every change and operation, and tells the line board', async () => {
    const a = await fx.newOrder({
      smt_feeder_id: (
        await fx.newFeeder([
          ['1', 'R10K'],
          ['2', 'C100N'],
          ['3', 'MCU'],
        ])
      ).id,
    });
    const b = await fx.newOrder({
      smt_feeder_id: (
        await fx.newFeeder([
          ['1', 'R10K'],
          ['2', 'C1U'],
          ['3', 'MCU'],
        ])
      ).id,
    });
    const c = await fx.newOrder();
    const board = new BoardSocket(hub.baseUrl, api.token!);
    try {
      expect(await board.join(`line:${fx.smtLineId}`)).toMatchObject({ ok: true });
      const line = fx.smtLineId;
      const append = (order: Row) =>
        api.call<Row>(`${PM}/production_scheduling/append`, { product_line_id: line, smt_order_id: order.id });
      const entries = [(await append(a)).data, (await append(b)).data, (await append(c)).data];
      expect(entries.map((e) => e.position)).toEqual([1, 2, 3]);
      expect((await append(a)).msg).toMatch(/^smt_order_id: SMT order .* is already scheduled$/);
      expect(
        (await api.call(`${PM}/production_scheduling/append`, { product_line_id: fx.otherLineId, smt_order_id: a.id }))
          .msg,
      ).toMatch(/is for line \d+, not line \d+$/);
      expect(
        (
          await api.call(`${PM}/production_scheduling/append`, {
            product_line_id: line,
            smt_order_id: a.id,
            worder_id: 1,
          })
        ).msg,
      ).toMatch(/^smt_order_id: give exactly one/);

      await api.ok(`${PM}/production_scheduling/move`, { id: entries[2].id, to_position: 1 });
      const queue = async () =>
        (
          await api.ok<{ list: Row[] }>(`${PM}/production_scheduling/list`, {
            filter: `product_line_id:${line} sort:position-asc`,
          })
        ).list.map((e) => e.smt_order_id);
      expect(await queue()).toEqual([c.id, a.id, b.id]);
      expect((await api.call(`${PM}/production_scheduling/move`, { id: entries[2].id, to_position: 4 })).msg).toBe(
        'to_position: must be between 1 and 3, the length of the queue',
      );
      const moved = await eventually('the move on the line board', async () =>
        board.deltas.find(
          (d: RoomDelta) => d.event === 'scheduling.changed' && (d.data as SchedulingChangedEvent).change === 'replace',
        ),
      );
      expect(moved.data).toMatchObject({
        product_line_id: line,
        from_position: 3,
        to_position: 1,
        queue: [{ smt_order_id: c.id, position: 1 }, { smt_order_id: a.id }, { smt_order_id: b.id }],
      });

      const diff = await api.ok<{
        transitions: { from: Row; to: Row; load: Row[]; unload: Row[]; keep: number; slot_changes: Row[] }[];
      }>(`${PM}/production_scheduling_log/get_differential_material`, { product_line_id: line });
      expect(diff.transitions).toHaveLength(2);
      expect(diff.transitions[0]).toMatchObject({
        from: { smt_order_id: c.id, smt_feeder_id: null },
        to: { smt_order_id: a.id },
        unload: [],
        keep: 0,
      });
      expect(diff.transitions[0].load.map((u) => u.fnumber).sort()).toEqual(
        [fx.items.C100N.fnumber, fx.items.MCU.fnumber, fx.items.R10K.fnumber].sort(),
      );
      expect(diff.transitions[1]).toMatchObject({
        load: [{ fnumber: fx.items.C1U.fnumber, slots: ['2'] }],
        unload: [{ fnumber: fx.items.C100N.fnumber, slots: ['2'] }],
        keep: 2,
        slot_changes: [{ slot: '2', from: fx.items.C100N.fnumber, to: fx.items.C1U.fnumber }],
      });

      await api.ok(`${PM}/smt_order/start_order`, { id: c.id });
      await api.ok(`${PM}/smt_order/finish_order`, { id: c.id });
      expect(await queue()).toEqual([a.id, b.id]);
      const log = await api.ok<{ list: Row[] }>(`${PM}/production_scheduling_log/list`, {
        filter: `product_line_id:${line} sort:id-asc ps:100`,
      });
      expect(
        log.list.map((r) => [r.kind, r.operation ?? r.change_type, r.from_position, r.to_position, r.fbillno]),
      ).toEqual([
        ['change', 1, null, 1, a.fbillno],
        ['change', 1, null, 2, b.fbillno],
        ['change', 1, null, 3, c.fbillno],
        ['change', 3, 3, 1, c.fbillno],
        ['operation', 1, null, null, c.fbillno],
        ['operation', 3, null, null, c.fbillno],
        ['change', 2, 1, null, c.fbillno],
      ]);
      const removed = await eventually('the removal on the line board', async () =>
        board.deltas.find(
          (d: RoomDelta) => d.event === 'scheduling.changed' && (d.data as SchedulingChangedEvent).change === 'del',
        ),
      );
      expect((removed.data as SchedulingChangedEvent).queue.map((q) => [q.smt_order_id, q.position])).toEqual([
        [a.id, 1],
        [b.id, 2],
      ]);
    } finally {
      board.close();
    }
  });

  it("logs a queued work order's own actions on its line's queue, and takes it off when it finishes", async () => {
    const prod = await ProductionFixture.open(hub, api);
    try {
      const order = await prod.newWorkOrder();
      const entry = await api.ok<Row>(`${PM}/production_scheduling/append`, {
        product_line_id: prod.lineId,
        worder_id: order.id,
      });
      await api.ok(`${PM}/worder/start_order`, { id: order.id });
      await api.ok(`${PM}/worder/stop_order`, { id: order.id });
      await api.ok(`${PM}/worder/finish_order`, { id: order.id });
      const log = await api.ok<{ list: Row[] }>(`${PM}/production_scheduling_log/list`, {
        filter: `worder_id:${order.id} sort:id-asc`,
      });
      expect(log.list.map((r) => [r.kind, r.operation ?? r.change_type, r.production_scheduling_id])).toEqual([
        ['change', 1, entry.id],
        ['operation', 1, entry.id],
        ['operation', 2, entry.id],
        ['operation', 3, entry.id],
        ['change', 2, entry.id],
      ]);
      expect(
        (await api.ok<{ list: Row[] }>(`${PM}/production_scheduling/list`, { filter: `worder_id:${order.id}` })).list,
      ).toEqual([]);
      // an order that is not queued acts as before, and a refused action logs nothing
      const other = await prod.newWorkOrder();
      await api.ok(`${PM}/worder/start_order`, { id: other.id });
      expect((await api.call(`${PM}/worder/start_order`, { id: other.id })).err).toBe(400);
      expect(
        (await api.ok<{ total: number }>(`${PM}/production_scheduling_log/list`, { filter: `worder_id:${other.id}` }))
          .total,
      ).toBe(0);
    } finally {
      await prod.close();
    }
  });

  it('reads and changes the scheduling settings', async () => {
    expect(await api.ok(`${PM}/production_scheduling_log/setting`, {})).toMatchObject({
      values: { remove_on_finish: true, max_queue: 100 },
    });
    expect((await api.call(`${PM}/production_scheduling_log/setting`, { values: { max_queue: 0 } })).msg).toBe(
      'values.max_queue: must be a whole number from 1 to 1000',
    );
    expect(
      (
        await api.ok<{ values: Row }>(`${PM}/production_scheduling_log/setting`, {
          values: { remove_on_finish: false },
        })
      ).values.remove_on_finish,
    ).toBe(false);
    await api.ok(`${PM}/production_scheduling_log/setting`, { values: { remove_on_finish: true } });
  });
});
