import { SmtFeedingStatus, TOPIC } from '@mes/contracts';
import { fixtureSuite } from '../support/fixture-suite';
import { SmtFixture, type SlotSpec } from './smt-fixtures';

const S = SmtFeedingStatus;

// One turn of four slots: the scans below race on one feeding document.
const SLOTS: SlotSpec[] = [
  ['R-01', 'R10K', { turns: 10 }],
  ['R-02', 'C100N', { turns: 10 }],
  ['R-03', 'MCU', { turns: 10 }],
  ['R-04', 'R10K', { turns: 10 }],
];

// Reel scans run on the pg pool in their own transactions (docs/smt-feeding-scan.md): under races each is still
// judged on the slot as the previous one left it, logged once, and announced once (one outbox entry a log row).
describe('SMT feeding: racing reel scans', () => {
  let fx: SmtFixture;

  fixtureSuite('smt_feeding_races', SmtFixture, {}, (suite) => ({ fx } = suite));

  const counts = async (feedingId: number) => {
    const log = await fx.db.query(
      `SELECT step, verdict, count(*)::int AS n FROM smt_feeding_log WHERE smt_feeding_id = $1 GROUP BY step, verdict`,
      [feedingId],
    );
    const outbox = await fx.db.query(
      `SELECT topic, count(*)::int AS n FROM outbox WHERE topic LIKE 'smt_feeding.%' AND (payload->>'id')::int = $1 GROUP BY topic`,
      [feedingId],
    );
    return {
      log: Object.fromEntries(log.rows.map((r) => [`${r.step}/${r.verdict}`, r.n as number])),
      outbox: Object.fromEntries(outbox.rows.map((r) => [r.topic as string, r.n as number])),
    };
  };

  it('loads every slot of a turn at once: one log row and one board event each, and the last one completes the turn', async () => {
    const { feeding } = await fx.newFeeding(SLOTS);
    const cert = await fx.prepare(feeding.id);
    const answers = await Promise.all(SLOTS.map(([slot, key]) => fx.reel('scanning', feeding.id, cert, slot, key)));
    expect(answers.map((a) => a.err)).toEqual([0, 0, 0, 0]);
    // exactly one of them saw the turn complete
    expect(answers.filter((a) => a.data.status === S.SCANNED)).toHaveLength(1);
    expect(await fx.status(feeding.id)).toBe(S.SCANNED);
    const checked = await Promise.all(
      SLOTS.map(([slot, key]) => fx.reel('scan_checking', feeding.id, cert, slot, key)),
    );
    expect(checked.map((a) => a.err)).toEqual([0, 0, 0, 0]);
    expect(checked.filter((a) => a.data.status === S.WORKING)).toHaveLength(1);
    expect(await fx.status(feeding.id)).toBe(S.WORKING);
    const { log, outbox } = await counts(feeding.id);
    expect(log).toMatchObject({ 'scanning/pass': 4, 'scan_checking/pass': 4 });
    expect(outbox).toMatchObject({
      [TOPIC.feedingStep('scanning')]: 4,
      [TOPIC.feedingStep('scan_checking')]: 4,
    });
  });

  it('counts racing wrong reels on one slot exactly: the third locks it, the rest are refused as locked', async () => {
    const { feeding } = await fx.newFeeding(SLOTS);
    const cert = await fx.prepare(feeding.id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => fx.reel('scanning', feeding.id, cert, 'R-01', 'MCU')),
    );
    expect(answers.map((a) => a.err)).toEqual([400, 400, 400, 400, 400]);
    const verdicts = answers.map((a) => a.data.verdict).sort();
    expect(verdicts).toEqual(['fail', 'fail', 'fail', 'locked', 'locked']);
    expect(
      answers
        .filter((a) => a.data.verdict === 'fail')
        .map((a) => a.data.fail_count)
        .sort(),
    ).toEqual([1, 2, 3]);
    const slot = await fx.db.query(
      'SELECT fail_count, locked FROM smt_feeding_entry WHERE smt_feeding_id = $1 AND slot = $2',
      [feeding.id, 'R-01'],
    );
    expect(slot.rows[0]).toEqual({ fail_count: 3, locked: true });
    const { log, outbox } = await counts(feeding.id);
    expect(log).toMatchObject({ 'scanning/fail': 3, 'scanning/locked': 2 });
    expect(outbox[TOPIC.feedingStep('scanning')]).toBe(5);
  });

  it('takes one of two racing splices on a running slot and refuses the other with its reason', async () => {
    const { feeding } = await fx.newFeeding(SLOTS);
    const cert = await fx.prepare(feeding.id);
    for (const step of ['scanning', 'scan_checking'])
      for (const [slot, key] of SLOTS) expect((await fx.reel(step, feeding.id, cert, slot, key)).err).toBe(0);
    const [a, b] = await Promise.all([
      fx.reel('splicing', feeding.id, cert, 'R-02', 'C100N'),
      fx.reel('splicing', feeding.id, cert, 'R-02', 'C100N'),
    ]);
    expect([a.err, b.err].sort()).toEqual([0, 400]);
    expect((a.err === 0 ? b : a).msg).toBe('slot: R-02 has a splice waiting for its check');
    const check = await fx.reel('splice_checking', feeding.id, cert, 'R-02', 'C100N');
    expect(check.data).toMatchObject({ verdict: 'pass', status: S.SPLICE_CHECKED });
    const { log } = await counts(feeding.id);
    expect(log).toMatchObject({ 'splicing/pass': 1, 'splice_checking/pass': 1 });
    const checkedSplices = await fx.db.query(
      `SELECT count(*)::int AS n FROM smt_feeding_log WHERE smt_feeding_id = $1 AND step = 'splicing' AND checked_at IS NOT NULL`,
      [feeding.id],
    );
    expect(checkedSplices.rows[0].n).toBe(1);
  });
});
