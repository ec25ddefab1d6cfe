import { SmtFeedingStatus, TOPIC, type RoomDelta, type SmtFeedingStepEvent } from '@mes/contracts';
import { ApiClient } from '../support/api-client';
import { BoardSocket } from '../support/board-socket';
import type { Hub } from '../support/hub-processes';
import { fixtureSuite } from '../support/fixture-suite';
import { eventually } from '../support/test-env';
import { FEEDING, SmtFixture, type Row, type SlotSpec } from './smt-fixtures';

const S = SmtFeedingStatus;
// Two verified turns (raw values 10 and 20) and one slot left out (no_verify).
const SLOTS: SlotSpec[] = [
  ['1-01', 'R10K', { alternates: ['R10K_B'], turns: 10 }],
  ['1-02', 'C100N', { turns: 10 }],
  ['2-01', 'MCU', { turns: 20 }],
  ['9-99', 'PCB', { turns: 5, no_verify: true }],
];
// docs/state-machines.md, "SMT feeding": the statuses each step is allowed from.
const PROD = [3, 24, 34, 62];
const OPEN = [1, 3, 11, 12, 13, 14, 22, 23, 24, 31, 32, 33, 34, 61, 62];
const ALLOWED: Record<string, number[]> = {
  prepare: [0, ...OPEN],
  sync: [1],
  scanning: [1, 11, 12, 13, 14],
  scan_checking: [12, 13],
  full_checking: [...PROD, 61],
  splicing: [...PROD, 22],
  splice_checking: [22, 23],
  changing: [...PROD, 33],
  change_checking: [33],
  unloading: [...PROD, 31],
  finish: [...PROD, 32],
  unlock_slot: OPEN,
};

describe('SMT feeding: steps, verification, work certificates, live boards', () => {
  let hub: Hub;
  let api: ApiClient;
  let fx: SmtFixture;

  fixtureSuite('smt_feeding', SmtFixture, {}, (suite) => ({ hub, api, fx } = suite));

  it('walks the whole sequence: turns in order, checks, running steps, unloading, finish', async () => {
    const { feeding } = await fx.newFeeding(SLOTS);
    expect(feeding).toMatchObject({
      status: S.INITIALING,
      smt_feeder_id: expect.any(Number),
      product_line_id: fx.smtLineId,
    });
    const prepared = await api.ok<{ work_cert: string; expires_at: string; turns: number[]; status: number }>(
      `${FEEDING}/prepare`,
      { id: feeding.id },
    );
    expect(prepared).toMatchObject({ status: S.INITIALED, turns: [1, 2] });
    expect(Date.parse(prepared.expires_at) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    const cert = prepared.work_cert;
    const step = async (
      name: string,
      slot: string,
      key: Parameters<SmtFixture['reel']>[4],
      expected: number,
      verdict = 'pass',
    ) => {
      const answer = await fx.reel(name, feeding.id, cert, slot, key);
      expect({
        name,
        slot,
        err: answer.err,
        msg: answer.msg,
        status: answer.data?.status,
        verdict: answer.data?.verdict,
      }).toEqual({ name, slot, err: 0, msg: '', status: expected, verdict });
      // the answer carries the slot as the step left it
      const state = (answer.data as { slot_state?: Row }).slot_state;
      expect({ slot: state?.slot, fail_count: state?.fail_count }).toEqual({ slot, fail_count: 0 });
      if (name === 'scanning')
        expect(state).toMatchObject({ scanned: true, scan_checked: false, reel_icitem_id: fx.items[key].id });
      if (name === 'splicing' || name === 'changing')
        expect(state?.pending).toBe(name === 'splicing' ? 'splice' : 'change');
      if (name === 'unloading') expect(state).toMatchObject({ unloaded: true, reel_barcode: null });
    };
    const refused = async (name: string, slot: string, pattern: RegExp) =>
      expect((await fx.reel(name, feeding.id, cert, slot, 'MCU')).msg).toMatch(pattern);

    await refused(
      'scan_checking',
      '1-01',
      /^status: cannot scan_checking a feeding that is initialed \(allowed from scanned, scan checking\)$/,
    );
    await refused('scanning', '2-01', /^slot: 2-01 belongs to turn 2; turn 1 is being loaded$/);
    await refused('scanning', '9-99', /^slot: 9-99 is marked no_verify/);
    await step('scanning', '1-01', 'R10K', S.SCANNING);
    await step('scanning', '1-02', 'C100N', S.SCANNED);
    await refused('splicing', '1-01', /^status: cannot splicing a feeding that is scanned/);
    await step('scan_checking', '1-01', 'R10K', S.SCAN_CHECKING);
    await step('scan_checking', '1-02', 'C100N', S.SCAN_CHECKED);
    expect((await api.ok<Row>(`${FEEDING}`, { id: feeding.id })).turn).toBe(2);
    await step('scanning', '2-01', 'MCU', S.SCANNED);
    await step('scan_checking', '2-01', 'MCU', S.WORKING);
    await step('splicing', '1-01', 'R10K_B', S.SPLICED, 'warning');
    await refused('changing', '1-02', /^status: cannot changing a feeding that is spliced/);
    await step('splice_checking', '1-01', 'R10K_B', S.SPLICE_CHECKED, 'warning');
    await step('changing', '1-02', 'C100N', S.CHANGE_CHECKING);
    await step('change_checking', '1-02', 'C100N', S.CHANGE_CHECKED);
    await step('full_checking', '1-01', 'R10K', S.FULL_CHECKING);
    await step('full_checking', '1-02', 'C100N', S.FULL_CHECKING);
    await step('full_checking', '2-01', 'MCU', S.FULL_CHECKED);
    await step('unloading', '1-01', 'R10K', S.UNLOADING);
    await refused('unloading', '1-01', /^slot: 1-01 is already unloaded$/);
    await step('unloading', '1-02', 'C100N', S.UNLOADING);
    await step('unloading', '2-01', 'MCU', S.UNLOADED);
    expect(await api.ok(`${FEEDING}/finish`, { id: feeding.id, work_cert: cert })).toMatchObject({
      status: S.IDLE,
      step: 'finish',
    });
    expect((await api.call(`${FEEDING}/prepare`, { id: feeding.id })).msg).toMatch(
      /^status: cannot prepare a feeding that is idle/,
    );

    const entries = await api.ok<{ entries: Row[]; allowed_steps: string[] }>(`${FEEDING}/get_entries`, {
      id: feeding.id,
    });
    expect(entries.allowed_steps).toEqual([]);
    expect(entries.entries.map((e) => [e.slot, e.turn_no, e.unloaded])).toEqual([
      ['1-01', 1, true],
      ['1-02', 1, true],
      ['2-01', 2, true],
      ['9-99', null, false],
    ]);
    const changes = await api.ok<{ list: Row[] }>(`${FEEDING}/change/list`, {
      filter: `smt_feeding_id:${feeding.id} sort:id-asc`,
    });
    expect(changes.list.map((c) => [c.step, c.slot, c.verdict, c.checked_at !== null, c.operator])).toEqual([
      ['splicing', '1-01', 'warning', true, '系统管理员'],
      ['changing', '1-02', 'pass', true, '系统管理员'],
    ]);
  });

  it('allows exactly the steps of the table from every status, and refuses the others naming the status', async () => {
    const { feeding } = await fx.newFeeding(SLOTS);
    const cert = await fx.prepare(feeding.id);
    const wrong: string[] = [];
    for (const [name, from] of Object.entries(ALLOWED)) {
      for (const status of S.codes) {
        await fx.setStatus('smt_feeding', feeding.id, status);
        const body =
          name === 'unlock_slot'
            ? { id: feeding.id, slot: '1-01', reason: 'test' }
            : name === 'prepare'
              ? { id: feeding.id }
              : ['finish', 'sync'].includes(name)
                ? { id: feeding.id, work_cert: cert }
                : { id: feeding.id, work_cert: cert, slot: '1-01', barcode: 'REEL-X', fnumber: fx.items.R10K.fnumber };
        const answer = await api.call(`${FEEDING}/${name}`, body);
        const gated = answer.err === 400 && answer.msg.startsWith(`status: cannot ${name} a feeding that is`);
        if (from.includes(status) === gated) wrong.push(`${name} from ${status}: ${answer.err} ${answer.msg}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('verifies every reel: pass, alternate with a warning, fail naming slot, expected and scanned, lock after 3, supervisor unlock', async () => {
    const { feeding } = await fx.newFeeding(SLOTS);
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
    ).toMatchObject({ err: 1006, msg: 'no permission: work.smt_feeding.unlock_slot' });
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

  it('requires a valid work_cert on every later step: missing, unknown and expired ones are named', async () => {
    const { feeding } = await fx.newFeeding(SLOTS);
    const cert = await fx.prepare(feeding.id);
    const scan = (workCert: unknown) =>
      api.call(`${FEEDING}/scanning`, {
        id: feeding.id,
        work_cert: workCert,
        slot: '1-01',
        barcode: 'R',
        fnumber: fx.items.R10K.fnumber,
      });
    expect((await scan(undefined)).msg).toMatch(/^work_cert: is required: call smt_feeding\/prepare/);
    expect((await scan('not-a-cert')).msg).toMatch(
      /^work_cert: unknown for feeding FD-.*: call smt_feeding\/prepare again$/,
    );
    await fx.db.query(`UPDATE smt_work_cert SET expires_at = now() - interval '1 minute' WHERE smt_feeding_id = $1`, [
      feeding.id,
    ]);
    expect((await scan(cert)).msg).toMatch(
      /^work_cert: expired at .* \(valid 24 h\): call smt_feeding\/prepare again$/,
    );
    expect((await api.call(`${FEEDING}/finish`, { id: feeding.id, work_cert: cert })).msg).toMatch(
      /^work_cert: expired/,
    );
    const other = await fx.newFeeding(SLOTS);
    expect(
      (
        await api.call(`${FEEDING}/scanning`, {
          id: other.feeding.id,
          work_cert: cert,
          slot: '1-01',
          barcode: 'R',
          fnumber: fx.items.R10K.fnumber,
        })
      ).msg,
    ).toMatch(/^work_cert: unknown/);
    const fresh = await fx.prepare(feeding.id);
    expect(await fx.status(feeding.id)).toBe(S.INITIALED);
    expect((await scan(fresh)).data).toMatchObject({ verdict: 'pass' });
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
    const { order, feeding } = await fx.newFeeding(SLOTS);
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

  it('keeps the feeding tied to its order: line and feeder list from the order, nothing for a finished order', async () => {
    const feeder = await fx.newFeeder(SLOTS);
    const bare = await fx.newOrder();
    expect((await api.call(`${FEEDING}/create`, { fbillno: 'FD-NOFEEDER', smt_order_id: bare.id })).msg).toMatch(
      /^smt_feeder_id: SMT order .* has no feeder list: give one$/,
    );
    const withList = await api.ok<Row>(`${FEEDING}/create`, {
      fbillno: 'FD-GIVEN',
      smt_order_id: bare.id,
      smt_feeder_id: feeder.id,
    });
    expect(withList).toMatchObject({ smt_feeder_id: feeder.id, product_line_id: fx.smtLineId });
    await fx.prepare(withList.id);
    expect(
      (await api.call(`${FEEDING}/update`, { id: withList.id, smt_feeder_id: (await fx.newFeeder(SLOTS)).id })).msg,
    ).toMatch(/^smt_feeder_id: cannot change: the feeding is prepared/);
    await fx.setStatus('smt_order', bare.id, 5);
    expect(
      (await api.call(`${FEEDING}/create`, { fbillno: 'FD-LATE', smt_order_id: bare.id, smt_feeder_id: feeder.id }))
        .msg,
    ).toMatch(/^smt_order_id: SMT order .* is finish$/);
    const empty = await fx.newFeeder([['X', 'PCB', { no_verify: true }]]);
    const order = await fx.newOrder({ smt_feeder_id: empty.id });
    const nothing = await api.ok<Row>(`${FEEDING}/create`, { fbillno: 'FD-EMPTY', smt_order_id: order.id });
    expect((await api.call(`${FEEDING}/prepare`, { id: nothing.id })).msg).toMatch(
      /^smt_feeder_id: feeder list \d+ has no slot to verify/,
    );
  });
});
