import { AppException } from '../../core/api/app.exception';
import { decideRoute, type FlowStep, type SnPosition } from './routing';

const steps: FlowStep[] = [
  { seq: 1, station_id: 10, fnumber: 'DL' },
  { seq: 2, station_id: 20, fnumber: 'GT' },
  { seq: 3, station_id: 30, fnumber: 'PACK' },
];
const fresh: SnPosition = { next_seq: 1, fail_count: 0, done: false, reported_before: false };
const PASS = 1;
const FAIL = 2;

function code(f: () => unknown): number {
  try {
    f();
  } catch (e) {
    return (e as AppException).err;
  }
  return 0;
}

describe(decideRoute.name, () => {
  it('moves a first pass forward and says the SN entered the flow', () => {
    const d = decideRoute(steps, fresh, 10, PASS, 'DL');
    expect(d).toMatchObject({
      seq: 1,
      first_pass: true,
      entered: true,
      to_station_id: 20,
      next: { next_seq: 2, done: false },
    });
  });

  it('keeps a failed SN at its step for retest; the retest pass is not first-pass', () => {
    const failed = decideRoute(steps, { ...fresh, next_seq: 2, reported_before: true }, 20, FAIL, 'GT');
    expect(failed).toMatchObject({
      first_pass: true,
      entered: false,
      to_station_id: null,
      next: { next_seq: 2, fail_count: 1 },
    });
    const retest = decideRoute(steps, failed.next, 20, PASS, 'GT');
    expect(retest).toMatchObject({ first_pass: false, to_station_id: 30, next: { next_seq: 3, fail_count: 0 } });
  });

  it('finishes after the last step', () => {
    const d = decideRoute(steps, { ...fresh, next_seq: 3, reported_before: true }, 30, PASS, 'PACK');
    expect(d).toMatchObject({ to_station_id: null, next: { done: true } });
  });

  it('answers 1214, 1215 and 1216', () => {
    expect(code(() => decideRoute(steps, fresh, 99, PASS, 'X'))).toBe(1214);
    expect(code(() => decideRoute(steps, fresh, 30, PASS, 'PACK'))).toBe(1215);
    expect(code(() => decideRoute(steps, { ...fresh, next_seq: 3, reported_before: true }, 10, PASS, 'DL'))).toBe(1216);
    expect(
      code(() =>
        decideRoute(steps, { next_seq: 4, fail_count: 0, done: true, reported_before: true }, 30, PASS, 'PACK'),
      ),
    ).toBe(1216);
  });

  it('names the station to pass first when one is unreachable', () => {
    try {
      decideRoute(steps, fresh, 20, PASS, 'GT');
    } catch (e) {
      expect((e as AppException).message).toContain('pass DL first');
    }
  });
});
