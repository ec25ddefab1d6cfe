import { ApiError } from '@mes/client';
import {
  readFeeding,
  slotDone,
  slotTags,
  stepOutcome,
  stepPath,
  stepProgress,
  stepSlots,
  type FeedingEntry,
} from './feeding-data';

const entry = (slot: string, turn: number | null, over: Partial<FeedingEntry> = {}): FeedingEntry => ({
  id: 0,
  slot,
  turn_no: turn,
  no_verify: false,
  station: '',
  expected: 'R10K',
  expected_name: '',
  alternates: [],
  reel_barcode: null,
  reel_fnumber: null,
  reel_at: null,
  scanned: false,
  scan_checked: false,
  full_checked: false,
  unloaded: false,
  pending: null,
  fail_count: 0,
  locked: false,
  ...over,
});

describe('feeding step screens: data', () => {
  it('reads get_entries, materials and alternates included', () => {
    const f = readFeeding({
      id: 4,
      fbillno: 'FD-1',
      smt_order_id: 9,
      status: 11,
      turn: 1,
      turn_count: 2,
      allowed_steps: ['scanning', 'prepare'],
      entries: [
        {
          id: 1,
          slot: '1-01',
          turn_no: 1,
          icitem: { fnumber: 'R10K', fname: 'Resistor' },
          alternate_items: [{ fnumber: 'R10K_B' }],
          scanned: true,
          reel_barcode: 'R10K;L1',
          pending: 'splice',
        },
      ],
    });
    expect(f).toMatchObject({ id: 4, fbillno: 'FD-1', turn_count: 2, allowed: ['scanning', 'prepare'] });
    expect(f?.entries[0]).toMatchObject({
      slot: '1-01',
      expected: 'R10K',
      expected_name: 'Resistor',
      alternates: ['R10K_B'],
      scanned: true,
      reel_barcode: 'R10K;L1',
      pending: 'splice',
    });
    expect(readFeeding(null)).toBeNull();
    expect(readFeeding({ fbillno: 'x' })).toBeNull();
  });

  it('tags a slot most urgent first', () => {
    expect(slotTags(entry('a', 1))).toEqual(['empty']);
    expect(slotTags(entry('a', 1, { scanned: true, scan_checked: true }))).toEqual(['scan_checked']);
    expect(slotTags(entry('a', 1, { locked: true, scanned: true }))).toEqual(['locked', 'scanned']);
    expect(slotTags(entry('a', 1, { pending: 'change', full_checked: true }))).toEqual([
      'pending_change',
      'full_checked',
    ]);
    expect(slotTags(entry('a', 1, { unloaded: true, full_checked: true }))).toEqual(['unloaded']);
    expect(slotTags(entry('a', null, { no_verify: true, locked: true }))).toEqual(['no_verify']);
  });

  it('lists the slots of a step and counts its progress', () => {
    const es = [
      entry('1', 1, { scanned: true }),
      entry('2', 1),
      entry('3', 2, { scanned: true, pending: 'splice' }),
      entry('4', 2, { pending: 'change' }),
      entry('5', null, { no_verify: true }),
    ];
    expect(stepSlots('scanning', es, 1).map((e) => e.slot)).toEqual(['1', '2']);
    expect(stepProgress('scanning', es, 1)).toEqual({ done: 1, total: 2 });
    expect(stepSlots('splice_checking', es, 2).map((e) => e.slot)).toEqual(['3']);
    expect(stepProgress('splice_checking', es, 2)).toBeNull();
    expect(stepSlots('change_checking', es, null).map((e) => e.slot)).toEqual(['4']);
    expect(stepSlots('changing', es, null)).toHaveLength(4);
    expect(slotDone('unloading', entry('x', 1, { unloaded: true }))).toBe(true);
    expect(slotDone('change_checking', entry('x', 1, { pending: 'change' }))).toBe(false);
    expect(slotDone('changing', entry('x', 1, { scanned: true, reel_barcode: 'R' }))).toBe(false);
    expect(stepProgress('splicing', es, 1)).toBeNull();
  });

  it('builds step paths with their turn only where the route has one', () => {
    expect(stepPath(3, 'scanning', 2)).toBe('/work/smt_feeding/3/scanning/2');
    expect(stepPath(3, 'full_checking', 0)).toBe('/work/smt_feeding/3/full_checking/1');
    expect(stepPath(3, 'changing', 2)).toBe('/work/smt_feeding/3/changing');
    expect(stepPath(3, 'track', 1)).toBe('/work/smt_feeding/3/track');
  });

  it('reads answers and refusals', () => {
    expect(stepOutcome('1-01', { verdict: 'warning', message: 'alternate' })).toEqual({
      slot: '1-01',
      verdict: 'warning',
      message: 'alternate',
      certRefused: false,
    });
    expect(
      stepOutcome('1-02', new ApiError(1000, 'slot: 1-02 expects R10K, scanned MCU', { verdict: 'fail' })),
    ).toEqual({
      slot: '1-02',
      verdict: 'fail',
      message: '1-02 expects R10K, scanned MCU',
      certRefused: false,
    });
    expect(stepOutcome('1-02', new ApiError(1000, 'slot: locked', { verdict: 'locked' })).verdict).toBe('locked');
    expect(stepOutcome('1-02', new ApiError(1000, 'work_cert: expired at …', null))).toMatchObject({
      verdict: 'error',
      certRefused: true,
    });
    const check = {
      slot: '1-02',
      expected: 'R10K',
      alternates: [],
      scanned: 'MCU',
      fail_count: 1,
      lock_after: 3,
      locked: false,
    };
    expect(stepOutcome('1-02', new ApiError(1000, 'slot: …', { verdict: 'fail', check }), 'zh-CN').message).toBe(
      '1-02 应上 R10K，扫描到 MCU（第 1/3 次失败）',
    );
    expect(
      stepOutcome('1-02', { verdict: 'pass', message: 'x', check: { ...check, scanned: 'R10K' } }, 'zh-CN').message,
    ).toBe('1-02 物料正确：R10K');
  });
});
