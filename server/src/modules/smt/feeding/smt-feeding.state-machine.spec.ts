import { refusalText, SmtFeedingStatus, SMT_FEEDING_STEPS, type SmtFeedingStep } from '@mes/contracts';
import { allowedFeedingSteps, FEEDING_STEPS, nextFeedingStatus } from './smt-feeding.state-machine';

const S = SmtFeedingStatus;
const PROD = [S.WORKING, S.SPLICE_CHECKED, S.CHANGE_CHECKED, S.FULL_CHECKED];
const OPEN = [1, 3, 11, 12, 13, 14, 22, 23, 24, 31, 32, 33, 34, 61, 62];

// The table of docs/state-machines.md written out once more: step -> allowed from -> target when the step's scope
// is not complete, complete, and complete on the last turn (scan_checking). null: unchanged.
type Target = { open: number | null; complete: number | null; last?: number };
const TABLE: Record<SmtFeedingStep, { from: number[]; to: Target }> = {
  prepare: { from: [0, ...OPEN], to: { open: null, complete: null } },
  sync: { from: [1], to: { open: null, complete: null } },
  scanning: { from: [1, 11, 12, 13, 14], to: { open: 11, complete: 12 } },
  scan_checking: { from: [12, 13], to: { open: 13, complete: 14, last: 3 } },
  full_checking: { from: [...PROD, 61], to: { open: 61, complete: 62 } },
  splicing: { from: [...PROD, 22], to: { open: 22, complete: 22 } },
  splice_checking: { from: [22, 23], to: { open: 23, complete: 24 } },
  changing: { from: [...PROD, 33], to: { open: 33, complete: 33 } },
  change_checking: { from: [33], to: { open: 33, complete: 34 } },
  unloading: { from: [...PROD, 31], to: { open: 31, complete: 32 } },
  finish: { from: [...PROD, 32], to: { open: 127, complete: 127 } },
  unlock_slot: { from: OPEN, to: { open: null, complete: null } },
};

describe('SMT feeding state machine', () => {
  it('has a rule for every step of the contracts', () => {
    expect([...FEEDING_STEPS].sort()).toEqual([...SMT_FEEDING_STEPS].sort());
  });

  const cases = SMT_FEEDING_STEPS.flatMap((step) => S.codes.map((status) => [step, status] as const));
  it.each(cases)('%s from status %i follows the table', (step, status) => {
    const rule = TABLE[step];
    if (!rule.from.includes(status)) {
      for (const scope of [{}, { complete: true }, { complete: true, lastTurn: true }])
        expect(nextFeedingStatus(status, step, scope).ok).toBe(false);
      return;
    }
    const expectTo = (scope: { complete?: boolean; lastTurn?: boolean }, target: number | null) =>
      expect(nextFeedingStatus(status, step, scope)).toEqual({ ok: true, from: status, to: target ?? status });
    // prepare moves a new document to initialed; afterwards it only issues a certificate.
    expectTo({}, step === 'prepare' && status === 0 ? 1 : rule.to.open);
    expectTo({ complete: true }, step === 'prepare' && status === 0 ? 1 : rule.to.complete);
    expectTo(
      { complete: true, lastTurn: true },
      step === 'prepare' && status === 0 ? 1 : (rule.to.last ?? rule.to.complete),
    );
  });

  it('names the step, the current state and the allowed ones when it refuses', () => {
    const refused = nextFeedingStatus(S.INITIALED, 'scan_checking');
    expect(refused).toEqual({
      ok: false,
      code: 'smt.feeding_step_refused',
      params: { step: 'scan_checking', status: 'initialed', allowed: 'scanned, scan checking' },
    });
    expect(!refused.ok && refusalText(refused.code, 'en-US', refused.params)).toBe(
      'cannot scan_checking a feeding that is initialed (allowed from scanned, scan checking)',
    );
    expect(nextFeedingStatus(99, 'finish')).toMatchObject({ ok: false, params: { status: 'status 99' } });
  });

  it('lets nothing out of idle or error, and only prepare out of initialing', () => {
    expect(allowedFeedingSteps(S.IDLE)).toEqual([]);
    expect(allowedFeedingSteps(S.ERROR)).toEqual([]);
    expect(allowedFeedingSteps(S.INITIALING)).toEqual(['prepare']);
    expect(allowedFeedingSteps(S.INITIALED)).toEqual(['prepare', 'sync', 'scanning', 'unlock_slot']);
    expect(allowedFeedingSteps(S.WORKING)).toEqual([
      'prepare',
      'full_checking',
      'splicing',
      'changing',
      'unloading',
      'finish',
      'unlock_slot',
    ]);
  });

  it('reaches working only through the check of the last turn', () => {
    const targets = new Set<number>();
    for (const step of SMT_FEEDING_STEPS) {
      for (const status of S.codes) {
        for (const scope of [{}, { complete: true }, { complete: true, lastTurn: true }]) {
          const r = nextFeedingStatus(status, step, scope);
          if (r.ok && r.to === S.WORKING && r.from !== S.WORKING) targets.add(SMT_FEEDING_STEPS.indexOf(step));
        }
      }
    }
    expect([...targets].map((i) => SMT_FEEDING_STEPS[i])).toEqual(['scan_checking']);
  });
});
