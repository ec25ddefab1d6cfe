import pg from 'pg';
import { ORDER_ACTIONS, TOPIC } from '@mes/contracts';
import { OUTBOX_CHANNEL } from '@mes/server/core/events/outbox.writer';
import { ApiClient } from '../support/api-client';
import { eventually } from '../support/test-env';
import type { Hub } from '../support/hub-processes';
import { fixtureSuite } from '../support/fixture-suite';
import { ProductionFixture, snUpload, type Row } from './product-mgt-fixtures';

const WORDS = ['unknown', 'ready', 'working', 'pause', 'cancel', 'finish'];
// docs/state-machines.md: action -> [allowed from, to]. Every other (status, action) pair is refused.
const TABLE: Record<string, [number[], number]> = {
  start_order: [[1, 3], 2],
  stop_order: [[2], 3],
  finish_order: [[2, 3], 5],
  cancel_order: [[1, 3], 4],
  reverse_finish: [[5], 3],
};
const BASE = '/api/v1/product_mgt';

describe('product_mgt: work-order state machine, rework orders, order lookups', () => {
  let hub: Hub;
  let api: ApiClient;
  let fx: ProductionFixture;

  fixtureSuite('pm_orders', ProductionFixture, { workers: false }, (suite) => ({ hub, api, fx } = suite));

  for (const [kind, noun] of [
    ['worder', 'a work order'],
    ['reworder', 'a rework order'],
  ] as const) {
    it(`${kind}: allows every transition of the table and refuses every other one, naming state and action`, async () => {
      const flow = await fx.newWorkflow(['ASSY-01-DL', 'ASSY-01-GT']);
      const order = await fx.newWorkOrder({ workflow_id: flow.id });
      const target = kind === 'worder' ? order : await fx.newReworder(order.id, flow.id);
      expect(target.status).toBe(1);
      const wrong: string[] = [];
      for (const [action, [from, to]] of Object.entries(TABLE)) {
        for (let status = 0; status <= 5; status++) {
          await fx.setStatus(kind, target.id, status);
          const answer = await api.call<Row>(`${BASE}/${kind}/${action}`, { id: target.id });
          if (from.includes(status)) {
            if (answer.err !== 0 || answer.data.status !== to)
              wrong.push(`${action} from ${status}: ${answer.err} ${answer.msg}`);
          } else {
            const msg = `status: cannot ${action} ${noun} that is ${WORDS[status]} (allowed from ${from.map((s) => WORDS[s]).join(', ')})`;
            if (answer.err !== 400 || answer.msg !== msg)
              wrong.push(`${action} from ${status}: ${answer.err} ${answer.msg}`);
          }
        }
      }
      expect(wrong).toEqual([]);
      // One status-log row and one outbox entry per allowed transition (8 of them), none for the refused ones.
      const log = await fx.db.query(
        'SELECT action, from_status, to_status FROM order_status_log WHERE order_type = $1 AND order_id = $2 ORDER BY id',
        [kind, target.id],
      );
      expect(log.rows).toHaveLength(8);
      expect(log.rows[0]).toEqual({ action: 'start_order', from_status: 1, to_status: 2 });
      const outbox = await fx.db.query(
        `SELECT topic, payload FROM outbox WHERE topic LIKE $1 AND (payload->>'id')::int = $2 ORDER BY id`,
        [`${kind}.%`, target.id],
      );
      const actions = outbox.rows.filter((r) => !String(r.topic).endsWith('.create'));
      expect(actions).toHaveLength(8);
      expect(actions[0]).toMatchObject({
        topic: TOPIC.orderAction(kind, 'start_order'),
        payload: { id: target.id, from: 1, to: 2, by: expect.any(Number) },
      });
    });
  }

  it("wakes the outbox relays at commit: a work-order action's entry is announced on their channel", async () => {
    const listener = new pg.Client({ connectionString: hub.env.DATABASE_URL });
    await listener.connect();
    try {
      const woken: number[] = [];
      listener.on('notification', (n) => woken.push(Number(n.payload)));
      await listener.query(`LISTEN ${OUTBOX_CHANNEL}`);
      const order = await fx.newWorkOrder({ workflow_id: (await fx.newWorkflow(['ASSY-01-DL'])).id });
      expect((await api.call(`${BASE}/worder/start_order`, { id: order.id })).err).toBe(0);
      const [entry] = (
        await fx.db.query(`SELECT id FROM outbox WHERE topic = $1 AND (payload->>'id')::int = $2`, [
          TOPIC.orderAction('worder', 'start_order'),
          order.id,
        ])
      ).rows;
      await eventually('the notification of the entry', async () => woken.includes(Number(entry.id)));
    } finally {
      await listener.end();
    }
  });

  it('runs a move of the declared machine once: a refused one writes nothing, of two concurrent starts one wins', async () => {
    const order = await fx.newWorkOrder();
    const written = async () => ({
      log: (
        await fx.db.query(
          'SELECT action, from_status, to_status FROM order_status_log WHERE order_type = $1 AND order_id = $2',
          ['worder', order.id],
        )
      ).rows,
      events: (
        await fx.db.query("SELECT topic FROM outbox WHERE topic = ANY($2) AND (payload->>'id')::int = $1", [
          order.id,
          ORDER_ACTIONS.map((a) => TOPIC.orderAction('worder', a)),
        ])
      ).rows,
      row: (await fx.db.query('SELECT status, updated_at FROM worder WHERE id = $1', [order.id])).rows[0],
    });
    const before = await written();
    expect(await api.call(`${BASE}/worder/finish_order`, { id: order.id })).toMatchObject({
      err: 400,
      msg: 'status: cannot finish_order a work order that is ready (allowed from working, pause)',
    });
    expect(await written()).toEqual(before);

    const answers = await Promise.all([0, 1].map(() => api.call<Row>(`${BASE}/worder/start_order`, { id: order.id })));
    expect(answers.map((a) => a.err).sort()).toEqual([0, 400]);
    expect(answers.find((a) => a.err === 400)?.msg).toBe(
      'status: cannot start_order a work order that is working (allowed from ready, pause)',
    );
    const after = await written();
    expect(after.log).toEqual([{ action: 'start_order', from_status: 1, to_status: 2 }]);
    expect(after.events).toEqual([{ topic: TOPIC.orderAction('worder', 'start_order') }]);
    expect(after.row.status).toBe(2);
  });

  it('answers 1211 for an unknown work order and 400 for a body without id', async () => {
    expect((await api.call(`${BASE}/worder/start_order`, { id: 999999 })).err).toBe(1211);
    expect((await api.call(`${BASE}/worder/start_order`, {})).msg).toMatch(/^id:/);
    expect((await api.call(`${BASE}/worder/start_order`, { id: 1, status: 2 })).msg).toMatch(/^status: unknown field/);
  });

  it('runs the actions of a checked order: the audit freezes the fields, not the production', async () => {
    const order = await fx.newWorkOrder();
    await api.ok(`${BASE}/worder/check`, { id: order.id });
    const started = await api.ok<Row>(`${BASE}/worder/start_order`, { id: order.id });
    expect(started).toMatchObject({ status: 2, checked: true });
    expect((await api.call(`${BASE}/worder/update`, { id: order.id, fdesc: 'x' })).err).toBe(400);
    expect(
      (
        await api.call(`${BASE}/worder/create`, {
          fbillno: 'X',
          product_id: 1,
          product_line_id: 1,
          workflow_id: 1,
          fqty: 1,
          status: 2,
        })
      ).msg,
    ).toBe('status: is set by the server, not by the caller');
  });

  it('refuses to start on a workflow without stations, and to change workflow or product once started', async () => {
    const empty = await api.ok<Row>(`${BASE}/workflow/create`, { fnumber: 'WF-EMPTY', fname: 'empty' });
    const order = await fx.newWorkOrder({ workflow_id: empty.id });
    expect((await api.call(`${BASE}/worder/start_order`, { id: order.id })).msg).toMatch(
      /^workflow_id: .*has no stations/,
    );
    const other = await fx.newWorkflow(['ASSY-01-GT']);
    await api.ok(`${BASE}/worder/update`, { id: order.id, workflow_id: other.id });
    await api.ok(`${BASE}/worder/start_order`, { id: order.id });
    expect((await api.call(`${BASE}/worder/update`, { id: order.id, workflow_id: empty.id })).msg).toMatch(
      /^workflow_id: cannot change once the work order has left ready/,
    );
    expect((await api.ok<Row>(`${BASE}/worder/update`, { id: order.id, fqty: 9 })).fqty).toBe(9);
    const window = await api.call(`${BASE}/worder/update`, {
      id: order.id,
      plan_start_at: '2025-03-02T08:00:00Z',
      plan_end_at: '2025-03-01T08:00:00Z',
    });
    expect(window.msg).toBe('plan_end_at: is before plan_start_at');
  });

  it('refuses set_stations while an order in production follows the workflow', async () => {
    const flow = await fx.newWorkflow(['ASSY-01-DL', 'ASSY-01-GT']);
    const order = await fx.newWorkOrder({ workflow_id: flow.id });
    await api.ok(`${BASE}/worder/start_order`, { id: order.id });
    const ids = [fx.station('ASSY-01-GT')];
    const refused = await api.call(`${BASE}/workflow/set_stations`, { workflow_id: flow.id, station_ids: ids });
    expect(refused).toMatchObject({
      err: 400,
      msg: `workflow_id: workflow ${String(flow.fnumber)} is used by work order ${String(order.fbillno)}, which is working: finish or cancel it first`,
    });
    await api.ok(`${BASE}/worder/stop_order`, { id: order.id });
    expect((await api.call(`${BASE}/workflow/set_stations`, { workflow_id: flow.id, station_ids: ids })).msg).toMatch(
      /which is pause/,
    );
    await api.ok(`${BASE}/worder/finish_order`, { id: order.id });
    expect(
      await api.ok<Row[]>(`${BASE}/workflow/set_stations`, { workflow_id: flow.id, station_ids: ids }),
    ).toHaveLength(1);
  });

  it('enters SNs into a rework order: sn_state routes them through the rework flow', async () => {
    const order = await fx.newWorkOrder({ fqty: 4 });
    await api.ok(`${BASE}/worder/sn/generate`, { worder_id: order.id });
    const [sn1, sn2, sn3, sn4] = (
      await api.ok<{ list: Row[] }>(`${BASE}/worder/sn/list`, { worder_id: order.id })
    ).list.map((r) => r.sn as string);
    await fx.report({ sn: sn1, worder: order, station: 'ASSY-01-DL', seq: 1, result: 1 });
    await fx.report({
      sn: sn1,
      worder: order,
      station: 'ASSY-01-GT',
      seq: 2,
      result: 1,
      state: { next_seq: 3, done: true },
    });
    await fx.report({
      sn: sn2,
      worder: order,
      station: 'ASSY-01-DL',
      seq: 1,
      result: 2,
      state: { next_seq: 1, done: false },
    });
    const reflow = await fx.newWorkflow(['ASSY-01-MMI', 'ASSY-01-OUT']);
    const rw = await fx.newReworder(order.id, reflow.id);

    const foreign = await api.call(`${BASE}/reworder_sn/enter`, { reworder_id: rw.id, sns: [sn3, 'SM200DEMO000001'] });
    expect(foreign).toMatchObject({
      err: 1213,
      msg: `sns: SM200DEMO000001 is not in work order ${String(order.fbillno)}`,
    });
    expect(await fx.snState(sn3)).toBeUndefined();

    expect(await api.ok(`${BASE}/reworder_sn/enter`, { reworder_id: rw.id, sns: [sn3] })).toEqual({
      entered: 1,
      already: 0,
      in_other_rework: 0,
    });
    const rework = {
      worder_id: order.id,
      workflow_id: reflow.id,
      reworder_id: rw.id,
      next_seq: 1,
      done: false,
      last_result: 4,
      fail_count: 0,
    };
    expect(await fx.snState(sn3)).toEqual({ sn: sn3, ...rework });
    // enter_all: the SNs with reports or done (sn1, sn2); sn4 never reported.
    expect(await api.ok(`${BASE}/reworder_sn/enter_all`, { reworder_id: rw.id })).toEqual({
      entered: 2,
      already: 0,
      in_other_rework: 0,
    });
    expect(await fx.snState(sn1)).toEqual({ sn: sn1, ...rework });
    const listed = await api.ok<{ list: Row[]; total: number }>(`${BASE}/reworder_sn/list`, {
      reworder_id: rw.id,
      filter: 'sort:sn-asc',
    });
    expect(listed.list.map((r) => [r.sn, r.next_station_fnumber, r.last_result])).toEqual([
      [sn1, 'ASSY-01-MMI', 4],
      [sn2, 'ASSY-01-MMI', 4],
      [sn3, 'ASSY-01-MMI', 4],
    ]);
    expect(await api.ok(`${BASE}/workflow/by_sn`, { sn: sn1 })).toMatchObject({
      id: reflow.id,
      reworder_id: rw.id,
      next_seq: 1,
    });

    // A second open rework order cannot take an SN the first still holds.
    const rw2 = await fx.newReworder(order.id, reflow.id);
    expect((await api.call(`${BASE}/reworder_sn/enter`, { reworder_id: rw2.id, sns: [sn2] })).msg).toBe(
      `sns: ${sn2} is in rework order ${String(rw.fbillno)} (ready): remove it there first`,
    );
    expect(await api.ok(`${BASE}/reworder_sn/enter_all`, { reworder_id: rw2.id })).toEqual({
      entered: 0,
      already: 0,
      in_other_rework: 2,
    });

    // Removing an entry puts back the state the SN had: none for sn3, done for sn1.
    const entry = (sn: string) => listed.list.find((r) => r.sn === sn)!.id;
    expect(await api.ok(`${BASE}/reworder_sn/delete`, { id: entry(sn3) })).toEqual({ id: entry(sn3) });
    expect(await fx.snState(sn3)).toBeUndefined();
    await api.ok(`${BASE}/reworder_sn/delete`, { id: entry(sn1) });
    expect(await fx.snState(sn1)).toMatchObject({
      workflow_id: order.workflow_id,
      reworder_id: null,
      done: true,
      next_seq: 3,
    });
    // An SN that reported in the rework stays.
    await fx.report({
      sn: sn2,
      worder: { ...order, workflow_id: reflow.id },
      station: 'ASSY-01-MMI',
      seq: 1,
      result: 1,
      reworderId: rw.id,
    });
    expect((await api.call(`${BASE}/reworder_sn/delete_by_reworder_id`, { reworder_id: rw.id })).msg).toMatch(
      new RegExp(`^reworder_id: ${sn2} has station reports`),
    );

    // Import: all or none, each row named; an SN of another order answers 1213.
    const bad = await api.call<{ errors: { row: number; field: string }[] }>(`${BASE}/reworder_sn/import`, {
      reworder_id: rw.id,
      ...(await snUpload('SN', [sn4, 'SM200DEMO000002'])),
    });
    expect(bad.err).toBe(1213);
    expect(bad.data.errors).toEqual([
      { row: 3, field: 'sn', message: `SM200DEMO000002 is not in work order ${String(order.fbillno)}` },
    ]);
    expect(
      await api.ok(`${BASE}/reworder_sn/import`, { reworder_id: rw.id, ...(await snUpload('序列号', [sn4, sn2])) }),
    ).toEqual({ entered: 1, already: 1, in_other_rework: 0 });

    await api.ok(`${BASE}/reworder/cancel_order`, { id: rw.id });
    expect((await api.call(`${BASE}/reworder_sn/enter`, { reworder_id: rw.id, sns: [sn1] })).msg).toMatch(
      /is cancel: no SNs enter it/,
    );
    expect((await api.call(`${BASE}/reworder/update`, { id: rw.id, workflow_id: order.workflow_id })).msg).toMatch(
      /^workflow_id: cannot change/,
    );
  });

  it('finds an order by number with its relations, several by ids, and its upstream documents', async () => {
    const order = await fx.newWorkOrder({ software_version: 'FW 1.2.3', steel_mesh: 'SM-A', steel_mesh2: 'SM-B' });
    const got = await api.ok<Row>(`${BASE}/worder/getorder`, { fbillno: order.fbillno });
    expect(got).toMatchObject({
      id: order.id,
      product: { fnumber: 'P-1001' },
      product_line: { fnumber: 'ASSY-01' },
      workflow: { id: order.workflow_id },
      organization: null,
    });
    expect((await api.call(`${BASE}/worder/getorder`, { fbillno: 'NO-"SUCH' })).err).toBe(1211);
    const demo = await api.ok<Row>(`${BASE}/worder/getorder`, { fbillno: 'WO-DEMO-0001' });
    const many = await api.ok<Row[]>(`${BASE}/worder/list_by_ids`, { ids: [order.id, demo.id, 999999] });
    expect(many.map((r) => r.id).sort()).toEqual([order.id, demo.id].sort());
    expect(await api.ok(`${BASE}/worder/software_version`, { worder_id: order.id })).toEqual({
      id: order.id,
      fbillno: order.fbillno,
      software_version: 'FW 1.2.3',
    });
    expect(await api.ok(`${BASE}/worder/steel_mesh2`, { worder_id: order.id })).toMatchObject({ steel_mesh2: 'SM-B' });
    // A work order's upstream documents are the process plans it is joined to.
    expect(await api.ok(`${BASE}/worder/push_up`, { id: order.id })).toEqual([]);
    const plans = [];
    for (const n of [1, 2])
      plans.push(
        await api.ok<Row>(`${BASE}/icpp/create`, { fbillno: `PP-UP-${order.id}-${n}`, product_id: fx.productId }),
      );
    await api.ok(`${BASE}/icpp/join`, { id: plans[1].id, worder_ids: [order.id] });
    await api.ok(`${BASE}/icpp/join`, { id: plans[0].id, worder_ids: [order.id] });
    expect(await api.ok(`${BASE}/worder/push_up`, { id: order.id })).toEqual(
      plans.map((p) => ({
        route: '/icpp',
        id: p.id,
        fbillno: p.fbillno,
        creater_display_name: '系统管理员',
        created_at: p.created_at,
        fnumber: 'P-1001',
        fname: '智能电表主板',
      })),
    );
    expect((await api.call(`${BASE}/worder/push_up`, { id: 999999 })).err).toBe(1211);
    const rw = await fx.newReworder(order.id, order.workflow_id as number);
    expect(await api.ok(`${BASE}/reworder/push_up`, { id: rw.id })).toEqual([
      {
        route: '/worder',
        id: order.id,
        fbillno: order.fbillno,
        creater_display_name: '系统管理员',
        created_at: order.created_at,
        fnumber: 'P-1001',
        fname: '智能电表主板',
      },
    ]);
  });

  it('lists the orders of a line working during a shift', async () => {
    const running = await fx.newWorkOrder();
    const idle = await fx.newWorkOrder();
    await api.ok(`${BASE}/worder/start_order`, { id: running.id });
    const now = await api.ok<{ shift: { name: string; start_at: string; end_at: string }; list: Row[] }>(
      `${BASE}/worder/get_order_contain_shift`,
      { product_line_id: fx.lineId },
    );
    const ids = now.list.map((r) => r.id);
    expect(ids).toContain(running.id);
    expect(ids).not.toContain(idle.id);
    expect(now.list.find((r) => r.id === running.id)).toMatchObject({ product: { fnumber: 'P-1001' } });
    const start = new Date(now.shift.start_at);
    expect([8, 20]).toContain(start.getHours());
    expect(new Date(now.shift.end_at).getTime() - start.getTime()).toBeGreaterThanOrEqual(11 * 3600_000);
    const lastWeek = await api.ok<{ list: Row[] }>(`${BASE}/worder/get_order_contain_shift`, {
      product_line_id: fx.lineId,
      at: new Date(Date.now() - 7 * 86400_000).toISOString(),
    });
    expect(lastWeek.list.map((r) => r.id)).not.toContain(running.id);
    expect((await api.call(`${BASE}/worder/get_order_contain_shift`, { product_line_id: 999999 })).err).toBe(1203);
  });
});
