import { SmtFeedingStatus, TOPIC, type RoomDelta, type SmtFeedingStepEvent } from '@mes/contracts';
import { ApiClient } from '../support/api-client';
import { BoardSocket } from '../support/board-socket';
import type { Hub } from '../support/hub-processes';
import { fixtureSuite } from '../support/fixture-suite';
import { eventually } from '../support/test-env';
import { FEEDING, FEEDING_SLOTS, SmtFixture, type Row } from './smt-fixtures';

const S = SmtFeedingStatus;

describe('SMT feeding: reel verification, tracing, live boards', () => {
  let hub: Hub;
  let api: ApiClient;
  let fx: SmtFixture;

  fixtureSuite('smt_feeding_reels', SmtFixture, {}, (suite) => ({ hub, api, fx } = suite));

  it('verifies every reel: pass, alternate with a warning, fail naming slot, expected and scanned, lock after 3, supervisor unlock', async () => {
    const { feeding } = await fx.newFeeding(FEEDING_SLOTS);
    const cert = await fx.prepare(feeding.id);
    const fail = await fx.reel('scanning', feeding.id, cert, '1-01', 'C100N');
    expect(fail).toMatchObject({
      err: 400,
      msg: `slot: 1-01 expects ${fx.items.R10K.fnumber} (alternates ${fx.items.R10K_B.fnumber}), scanned ${fx.items.C100N.fnumber} (failure 1 of 3)`,
    });
    expect(fail.data).toMatchObject({ verdict: 'fail', fail_count: 1, locked: false, status: S.INITIALED });
    const unknown = await api.call(`${FEEDING}/scanning`, {
      id: feeding.id,
      work_cert: cert,
      slot: '1-01',
      barcode: 'R-1',
      fnumber: 'NO-SUCH-CODE',
    });
    expect(unknown.msg).toMatch(/scanned NO-SUCH-CODE \(failure 2 of 3\)$/);
    const third = await fx.reel('scanning', feeding.id, cert, '1-01', 'MCU');
    expect(third.msg).toMatch(/failure 3 of 3: the slot is now locked until a supervisor unlocks it\)$/);
    const locked = await fx.reel('scanning', feeding.id, cert, '1-01', 'R10K');
    expect(locked).toMatchObject({
      err: 400,
      msg: 'slot: 1-01 is locked after 3 failed scans: a supervisor must unlock it',
    });
    expect(locked.data).toMatchObject({ verdict: 'locked', locked: true });
    // Other slots go on.
    expect((await fx.reel('scanning', feeding.id, cert, '1-02', 'C100N')).data).toMatchObject({
      verdict: 'pass',
      status: S.SCANNING,
    });

    // An operator with every feeding permission but unlock_slot.
    const perms = (
      await api.ok<{ list: Row[] }>('/api/v1/basicdata/permission/list', {
        filter: 'search_key:work.smt_feeding ps:200',
      })
    ).list;
    const operatorId = (await api.ok<{ list: Row[] }>('/api/v1/basicdata/user/list', { filter: 'name:operator' }))
      .list[0].id;
    await api.ok('/api/v1/basicdata/permission/user/set', {
      user_id: operatorId,
      permission_ids: perms.filter((p) => p.fname !== 'work.smt_feeding.unlock_slot').map((p) => p.id),
    });
    const operator = new ApiClient(hub.baseUrl);
    await operator.login('operator', 'operator');
    expect(
      (
        await operator.call(`${FEEDING}/scanning`, {
          id: feeding.id,
          work_cert: cert,
          slot: '1-01',
          barcode: 'R-2',
          fnumber: fx.items.R10K.fnumber,
        })
      ).msg,
    ).toMatch(/is locked/);
    expect(
      await operator.call(`${FEEDING}/unlock_slot`, { id: feeding.id, slot: '1-01', reason: 'checked' }),
    ).toMatchObject({
      err: 1006,
      code: 'auth.roles_lack',
      msg: 'permission: your roles do not include work.smt_feeding.unlock_slot',
    });
    expect((await api.call(`${FEEDING}/unlock_slot`, { id: feeding.id, slot: '1-01', reason: '  ' })).msg).toMatch(
      /^reason:/,
    );
    expect(
      await api.ok(`${FEEDING}/unlock_slot`, { id: feeding.id, slot: '1-01', reason: 'wrong reels returned to stock' }),
    ).toMatchObject({ step: 'unlock_slot', status: S.SCANNING });
    expect((await api.call(`${FEEDING}/unlock_slot`, { id: feeding.id, slot: '1-01', reason: 'again' })).msg).toBe(
      'slot: 1-01 is not locked',
    );
    const alternate = await operator.call<Row>(`${FEEDING}/scanning`, {
      id: feeding.id,
      work_cert: cert,
      slot: '1-01',
      barcode: 'R-3',
      fnumber: fx.items.R10K_B.fnumber,
    });
    expect(alternate.data).toMatchObject({
      verdict: 'warning',
      status: S.SCANNED,
      message: `1-01 holds ${fx.items.R10K_B.fnumber}, an alternate of ${fx.items.R10K.fnumber}`,
    });

    const log = await fx.db.query(
      'SELECT step, slot, verdict, reason FROM smt_feeding_log WHERE smt_feeding_id = $1 ORDER BY id',
      [feeding.id],
    );
    expect(log.rows.map((r) => r.verdict)).toEqual([
      'none',
      'fail',
      'fail',
      'fail',
      'locked',
      'pass',
      'locked',
      'none',
      'warning',
    ]);
    expect(log.rows[7]).toMatchObject({ step: 'unlock_slot', reason: 'wrong reels returned to stock' });
    // log/list (the track screen) answers the same rows, newest first, refused scans with what was expected
    const listed = await api.ok<{ list: Row[]; total: number }>(`${FEEDING}/log/list`, {
      filter: `smt_feeding_id:${feeding.id} sort:id-desc`,
    });
    expect(listed.total).toBe(9);
    expect(listed.list.map((r) => r.verdict)).toEqual(log.rows.map((r) => r.verdict).reverse());
    expect(listed.list[7]).toMatchObject({
      step: 'scanning',
      slot: '1-01',
      verdict: 'fail',
      icitem_fnumber: fx.items.C100N.fnumber,
      expected_fnumber: fx.items.R10K.fnumber,
      operator: '系统管理员',
    });
    expect(listed.list[1]).toMatchObject({ step: 'unlock_slot', reason: 'wrong reels returned to stock' });
    const fails = await api.ok<{ total: number }>(`${FEEDING}/log/list`, {
      filter: `smt_feeding_id:${feeding.id} verdict:fail`,
    });
    expect(fails.total).toBe(3);
    expect((await api.call(`${FEEDING}/log/list`, { filter: 'smt_feeding_id:x' })).err).toBe(400);
    const outbox = await fx.db.query(
      `SELECT topic, payload FROM outbox WHERE topic LIKE 'smt_feeding.%' AND (payload->>'id')::int = $1 AND payload ? 'verdict' ORDER BY id`,
      [feeding.id],
    );
    expect(outbox.rows).toHaveLength(9);
    expect(outbox.rows[1]).toMatchObject({
      topic: TOPIC.feedingStep('scanning'),
      payload: {
        id: feeding.id,
        smt_order_id: expect.any(Number),
        product_line_id: fx.smtLineId,
        slot: '1-01',
        status: S.INITIALED,
        verdict: 'fail',
      },
    });
  });

  it('traces the reels a board took: by slot and time, splices naming both reels', async () => {
    const { order, feeding } = await fx.newFeeding([['A1', 'R10K', { alternates: ['R10K_B'] }]]);
    const cert = await fx.prepare(feeding.id);
    await api.ok(`${FEEDING}/scanning`, {
      id: feeding.id,
      work_cert: cert,
      slot: 'A1',
      barcode: 'REEL-FIRST',
      fnumber: fx.items.R10K.fnumber,
    });
    await api.ok(`${FEEDING}/scan_checking`, {
      id: feeding.id,
      work_cert: cert,
      slot: 'A1',
      barcode: 'REEL-FIRST',
      fnumber: fx.items.R10K.fnumber,
    });
    await api.ok(`${FEEDING}/splicing`, {
      id: feeding.id,
      work_cert: cert,
      slot: 'A1',
      barcode: 'REEL-SECOND',
      fnumber: fx.items.R10K_B.fnumber,
    });
    const times = (
      await fx.db.query(`SELECT step, created_at FROM smt_feeding_log WHERE smt_feeding_id = $1 ORDER BY id`, [
        feeding.id,
      ])
    ).rows;
    const spliceAt = times.find((t) => t.step === 'splicing').created_at as Date;
    const before = await api.ok<{ slots: Row[] }>(`${FEEDING}/trace`, {
      smt_order_id: order.id,
      at: new Date(spliceAt.getTime() - 1).toISOString(),
    });
    expect(before.slots).toMatchObject([
      { slot: 'A1', barcode: 'REEL-FIRST', icitem_fnumber: fx.items.R10K.fnumber, spliced_from: null },
    ]);
    const after = await api.ok<{ slots: Row[] }>(`${FEEDING}/trace`, {
      smt_order_id: order.id,
      at: new Date(spliceAt.getTime() + 1000).toISOString(),
      slot: 'A1',
    });
    expect(after.slots).toMatchObject([
      { slot: 'A1', barcode: 'REEL-SECOND', spliced_from: 'REEL-FIRST', step: 'splicing' },
    ]);
    expect((await api.call(`${FEEDING}/trace`, { smt_order_id: order.id, sn: 'NO-SUCH-SN' })).msg).toMatch(
      /^sn: NO-SUCH-SN has no station report/,
    );
    expect(await api.ok<Row[]>(`${FEEDING}/change/get_entries`, { id: feeding.id })).toMatchObject([
      { slot: 'A1', pending: 'splice', reel_barcode: 'REEL-SECOND' },
    ]);
    expect(await api.ok(`${FEEDING}/getsmtfeeding`, { smt_order_id: order.id })).toMatchObject({
      id: feeding.id,
      status: S.SPLICED,
    });
    expect(await api.ok(`${FEEDING}/push_up`, { id: feeding.id })).toMatchObject([
      { route: '/smt_order', id: order.id, fbillno: order.fbillno },
    ]);
  });

  it('pushes each step to the boards of the SMT order and of the line', async () => {
    const { order, feeding } = await fx.newFeeding(FEEDING_SLOTS);
    const board = new BoardSocket(hub.baseUrl, api.token!);
    const lineBoard = new BoardSocket(hub.baseUrl, api.token!);
    try {
      expect(await board.join(`smt_order:${order.id}`)).toMatchObject({ ok: true });
      expect(await lineBoard.join(`line:${fx.smtLineId}`)).toMatchObject({ ok: true });
      const cert = await fx.prepare(feeding.id);
      const sent = Date.now();
      await fx.reel('scanning', feeding.id, cert, '1-01', 'R10K');
      await fx.reel('scanning', feeding.id, cert, '1-02', 'MCU');
      const isStep = (d: RoomDelta, slot: string) =>
        d.event === 'smt_feeding.step' && (d.data as SmtFeedingStepEvent).slot === slot;
      const pass = await eventually('the scan on the SMT order board', async () =>
        board.deltas.find((d) => isStep(d, '1-01')),
      );
      const latency = Date.now() - sent;
      expect(pass.data).toMatchObject({
        id: feeding.id,
        smt_order_id: order.id,
        product_line_id: fx.smtLineId,
        step: 'scanning',
        slot: '1-01',
        turn: 1,
        verdict: 'pass',
        status: S.SCANNING,
      });
      const failed = await eventually('the failed scan', async () => board.deltas.find((d) => isStep(d, '1-02')));
      expect(failed.data).toMatchObject({
        verdict: 'fail',
        expected: fx.items.C100N.fnumber,
        scanned: fx.items.MCU.fnumber,
        fail_count: 1,
      });
      expect(failed.seq).toBeGreaterThan(pass.seq);
      await eventually('the scan on the line board', async () => lineBoard.deltas.find((d) => isStep(d, '1-01')));
      expect(latency).toBeLessThan(5000);
    } finally {
      board.close();
      lineBoard.close();
    }
  });
});
