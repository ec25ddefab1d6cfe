import type { RoomDelta, SmtFeedingStepEvent } from '@mes/contracts';
import { mergeSlots, progressOf, smtOrderModel } from './smt-model';

const slot = (name: string, extra: Record<string, unknown> = {}) => ({
  slot: name,
  seq: 1,
  turn: 1,
  expected: 'R10K',
  alternates: [],
  reel_barcode: null,
  verdict: 'none',
  fail_count: 0,
  locked: false,
  at: null,
  ...extra,
});
const snapshot = {
  id: 5,
  fbillno: 'SMT-1',
  status: 1,
  feeding: { id: 9, fbillno: 'FD-1', status: 1, turn: 1, turn_count: 1 },
  slots: [slot('1-01'), slot('1-02')],
};
let seq = 0;
const step = (e: Partial<SmtFeedingStepEvent>): RoomDelta => ({
  room: 'smt_order:5',
  seq: ++seq,
  event: 'smt_feeding.step',
  data: {
    id: 9,
    smt_order_id: 5,
    product_line_id: 1,
    step: 'scanning',
    slot: '1-01',
    turn: 1,
    status: 11,
    verdict: 'pass',
    barcode: 'B1',
    expected: 'R10K',
    scanned: 'R10K',
    fail_count: 0,
    locked: false,
    message: 'ok',
    at: new Date(Date.now() + seq).toISOString(),
    by: 1,
    ...e,
  } as SmtFeedingStepEvent,
});

describe('smtOrderModel', () => {
  it('paints a passed reel green, an alternate amber, a failure red, and counts them', () => {
    let d = smtOrderModel.fromSnapshot(snapshot);
    expect(progressOf(d.slots)).toMatchObject({ total: 2, verified: 0, pending: 2 });
    d = smtOrderModel.apply(d, step({}));
    expect(d.slots[0]).toMatchObject({ state: 'ok', reel_barcode: 'B1' });
    d = smtOrderModel.apply(d, step({ slot: '1-02', verdict: 'fail', fail_count: 1 }));
    expect(d.slots[1].state).toBe('failed');
    d = smtOrderModel.apply(d, step({ slot: '1-02', verdict: 'warning', barcode: 'B2' }));
    expect(d.slots[1].state).toBe('warning');
    expect(progressOf(d.slots)).toMatchObject({ verified: 2, warnings: 1, failed: 0 });
    d = smtOrderModel.apply(d, step({ slot: '1-01', verdict: 'locked', locked: true, fail_count: 3 }));
    expect(progressOf(d.slots).locked).toBe(1);
  });

  it('ignores an older step, asks for a re-read after prepare, and keeps unknown slots', () => {
    let d = smtOrderModel.fromSnapshot({
      ...snapshot,
      slots: [slot('1-01', { at: '2030-01-01T00:00:00Z', verdict: 'pass', reel_barcode: 'X' })],
    });
    d = smtOrderModel.apply(d, step({ verdict: 'fail' }));
    expect(d.slots[0].state).toBe('ok');
    d = smtOrderModel.apply(d, step({ step: 'prepare', slot: null, verdict: 'none' }));
    expect(d.epoch).toBe(1);
    d = smtOrderModel.apply(d, step({ slot: '2-01' }));
    expect(d.slots.map((s) => s.slot)).toEqual(['1-01', '2-01']);
    const merged = mergeSlots(smtOrderModel.fromSnapshot(snapshot).slots, d.slots);
    expect(merged.map((s) => s.state)).toEqual(['ok', 'pending']);
  });
});
