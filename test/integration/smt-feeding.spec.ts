import { SmtFeedingStatus } from '@mes/contracts';
import { ApiClient } from '../support/api-client';
import { fixtureSuite } from '../support/fixture-suite';
import { FEEDING, FEEDING_SLOTS, SmtFixture, type Row } from './smt-fixtures';

const S = SmtFeedingStatus;
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

describe('SMT feeding: steps, work certificates, the order', () => {
  let api: ApiClient;
  let fx: SmtFixture;

  fixtureSuite('smt_feeding', SmtFixture, {}, (suite) => ({ api, fx } = suite));

  it('walks the whole sequence: turns in order, checks, running steps, unloading, finish', async () => {
    const { feeding } = await fx.newFeeding(FEEDING_SLOTS);
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
    const { feeding } = await fx.newFeeding(FEEDING_SLOTS);
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

  it('requires a valid work_cert on every later step: missing, unknown and expired ones are named', async () => {
    const { feeding } = await fx.newFeeding(FEEDING_SLOTS);
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
    const other = await fx.newFeeding(FEEDING_SLOTS);
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

  it('keeps the feeding tied to its order: line and feeder list from the order, nothing for a finished order', async () => {
    const feeder = await fx.newFeeder(FEEDING_SLOTS);
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
      (await api.call(`${FEEDING}/update`, { id: withList.id, smt_feeder_id: (await fx.newFeeder(FEEDING_SLOTS)).id }))
        .msg,
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
