import { verifyReel, type SlotState } from './verify';

const R10K = { id: 1, fnumber: 'M-R0402-10K' };
const R10K_B = { id: 2, fnumber: 'M-R0402-10K-B' };
const C100N = { id: 3, fnumber: 'M-C0603-100N' };
const slot = (over: Partial<SlotState> = {}): SlotState => ({
  slot: '1-03',
  expected: R10K,
  alternates: [R10K_B],
  fail_count: 0,
  locked: false,
  ...over,
});

describe('reel verification', () => {
  it('passes the listed material and clears earlier failures', () => {
    expect(verifyReel(slot({ fail_count: 2 }), R10K)).toEqual({
      verdict: 'pass',
      fail_count: 0,
      locked: false,
      message: '1-03 holds M-R0402-10K, the listed material',
    });
  });

  it('passes an alternate with a warning', () => {
    expect(verifyReel(slot({ fail_count: 1 }), R10K_B)).toMatchObject({
      verdict: 'warning',
      fail_count: 0,
      message: '1-03 holds M-R0402-10K-B, an alternate of M-R0402-10K',
    });
  });

  it('fails anything else, naming slot, expected and scanned material', () => {
    expect(verifyReel(slot(), C100N)).toEqual({
      verdict: 'fail',
      fail_count: 1,
      locked: false,
      message: '1-03 expects M-R0402-10K (alternates M-R0402-10K-B), scanned M-C0603-100N (failure 1 of 3)',
    });
    expect(verifyReel(slot({ alternates: [] }), { id: null, fnumber: 'NOT-A-CODE' }).message).toBe(
      '1-03 expects M-R0402-10K, scanned NOT-A-CODE (failure 1 of 3)',
    );
  });

  it('locks the slot at the third failure in a row, and refuses every scan while locked', () => {
    const third = verifyReel(slot({ fail_count: 2 }), C100N);
    expect(third).toMatchObject({ verdict: 'fail', fail_count: 3, locked: true });
    expect(third.message).toMatch(/failure 3 of 3: the slot is now locked/);
    expect(verifyReel(slot({ fail_count: 3, locked: true }), R10K)).toEqual({
      verdict: 'locked',
      fail_count: 3,
      locked: true,
      message: '1-03 is locked after 3 failed scans: a supervisor must unlock it',
    });
    expect(verifyReel(slot({ fail_count: 1 }), C100N, 2).locked).toBe(true);
  });
});
