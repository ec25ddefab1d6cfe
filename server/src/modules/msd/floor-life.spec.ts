import {
  MSD_SCANNED_EVENTS,
  MSL_LEVELS as DECLARED_MSL,
  RECEIPT_DOCS as DECLARED_DOCS,
  refusalText,
} from '@mes/contracts';
import { RECEIPT_DOCS } from '../stock-mgt/flow/receipt-line';
import { requiredBakeHours, thicknessBand } from './bake-table';
import {
  clockState,
  eventProblem,
  floorLife,
  MSD_EVENTS,
  MSL_LEVELS,
  type MsdEvent,
  type MsdRules,
} from './floor-life';

const T0 = Date.parse('2026-03-02T08:00:00Z');
const at = (h: number) => new Date(T0 + h * 3_600_000);
const ev = (kind: MsdEvent['kind'], h: number, extra: Partial<MsdEvent> = {}): MsdEvent => ({
  kind,
  at: at(h),
  ...extra,
});
const rules = (
  msl: MsdRules['msl'],
  thickness_mm: number | null = 1.2,
  label_hours: number | null = null,
): MsdRules => ({
  msl,
  thickness_mm,
  label_hours,
});

describe(floorLife.name, () => {
  it('gives each MSL its Table 5-1 floor life, running from the opening of the bag', () => {
    const open = [ev('open', 0)];
    expect(floorLife(rules('3'), open, at(100))).toMatchObject({ limit_h: 168, state: 'floor', blocked: false });
    expect(floorLife(rules('3'), open, at(100)).remaining_h).toBeCloseTo(68);
    expect(floorLife(rules('3'), open, at(100)).deadline).toEqual(at(168));
    expect(floorLife(rules('2'), open, at(0)).limit_h).toBe(8760);
    expect(floorLife(rules('2a'), open, at(0)).limit_h).toBe(672);
    expect(floorLife(rules('4'), open, at(0)).limit_h).toBe(72);
    expect(floorLife(rules('5'), open, at(0)).limit_h).toBe(48);
    expect(floorLife(rules('5a'), open, at(0)).limit_h).toBe(24);
    expect(floorLife(rules('1'), open, at(1e5))).toMatchObject({ limit_h: null, remaining_h: null, blocked: false });
  });

  it('does not run while the bag is sealed', () => {
    expect(floorLife(rules('4'), [], at(500))).toMatchObject({ state: 'sealed', remaining_h: 72, deadline: null });
  });

  it('expires an MSL 4 reel 72 h after opening and blocks it', () => {
    expect(floorLife(rules('4'), [ev('open', 0)], at(71.9)).blocked).toBe(false);
    expect(floorLife(rules('4'), [ev('open', 0)], at(72))).toMatchObject({
      expired: true,
      blocked: true,
      bake_required: true,
      remaining_h: 0,
    });
  });

  it('resets after a short exposure (<= 12 h) followed by dry storage of 5x its length at <= 10 %RH', () => {
    const events = [ev('open', 0), ev('dry_in', 8, { rh: 5 }), ev('dry_out', 48)];
    const fl = floorLife(rules('3'), events, at(48));
    expect(fl).toMatchObject({ used_h: 0, resets: 1, state: 'floor' });
    expect(fl.deadline).toEqual(at(48 + 168));
  });

  it('only pauses when the dry storage was shorter than 5x the exposure', () => {
    const events = [ev('open', 0), ev('dry_in', 8, { rh: 5 }), ev('dry_out', 39)];
    const fl = floorLife(rules('3'), events, at(40));
    expect(fl.resets).toBe(0);
    expect(fl.used_h).toBeCloseTo(9);
  });

  it('only pauses after an exposure over 12 h, however long the dry storage', () => {
    const events = [ev('open', 0), ev('dry_in', 20, { rh: 5 }), ev('dry_out', 500)];
    const fl = floorLife(rules('4'), events, at(510));
    expect(fl.used_h).toBeCloseTo(30);
    expect(fl.remaining_h).toBeCloseTo(42);
  });

  it('resets MSL 4-5a only after <= 8 h dried 10x as long at <= 5 %RH', () => {
    const dried = (h: number, rh: number, open = 6) => [
      ev('open', 0),
      ev('dry_in', open, { rh }),
      ev('dry_out', open + h),
    ];
    expect(floorLife(rules('4'), dried(59, 5), at(70)).resets).toBe(0);
    expect(floorLife(rules('4'), dried(60, 5), at(70))).toMatchObject({ resets: 1, used_h: 4 });
    // 10 %RH pauses MSL 4-5a but does not reset them
    expect(floorLife(rules('5'), dried(500, 10), at(510))).toMatchObject({ resets: 0, used_h: 10 });
    // over 8 h of exposure: only a pause
    expect(floorLife(rules('5a'), dried(500, 1, 9), at(509))).toMatchObject({ resets: 0, used_h: 9 });
    // MSL 2-3 keep <= 12 h, 5x, <= 10 %RH
    expect(floorLife(rules('2a'), dried(55, 10, 11), at(66))).toMatchObject({ resets: 1, used_h: 0 });
  });

  it('counts storage above 10 %RH as floor time', () => {
    const events = [ev('open', 0), ev('dry_in', 2, { rh: 30 }), ev('dry_out', 10)];
    expect(floorLife(rules('5a'), events, at(10)).used_h).toBeCloseTo(10);
  });

  it('resets after a bake per Table 4-1 and starts again out of the oven', () => {
    // MSL 3, 1.2 mm, expired by 2 h (<= 72 h): 7 h at 125 C
    const events = [ev('open', 0), ev('bake', 177, { temp_c: 125, hours: 7 })];
    expect(floorLife(rules('3'), events, at(178))).toMatchObject({ used_h: 1, blocked: false, resets: 1 });
    // the oven time is not floor time; a bake too short resets nothing
    const short = [ev('open', 0), ev('bake', 176, { temp_c: 125, hours: 6 })];
    expect(floorLife(rules('3'), short, at(176))).toMatchObject({ blocked: true });
    expect(floorLife(rules('3'), short, at(176)).used_h).toBeCloseTo(170);
  });

  it('takes the longer column when the floor life was exceeded by more than 72 h', () => {
    const events = [ev('open', 0), ev('bake', 300, { temp_c: 125, hours: 7 })];
    expect(floorLife(rules('3'), events, at(300)).blocked).toBe(true);
    const longer = [ev('open', 0), ev('bake', 300, { temp_c: 125, hours: 9 })];
    expect(floorLife(rules('3'), longer, at(300)).blocked).toBe(false);
  });

  it('requires a bake before use for MSL 6, then gives the time on the label', () => {
    expect(floorLife(rules('6', 1.2, 6), [ev('open', 0)], at(1))).toMatchObject({ blocked: true, bake_required: true });
    const baked = [ev('bake', 16, { temp_c: 125, hours: 16 })];
    expect(floorLife(rules('6', 1.2, 6), baked, at(20))).toMatchObject({ blocked: false, limit_h: 6 });
    expect(floorLife(rules('6', 1.2, 6), baked, at(22)).blocked).toBe(true);
  });

  it('marks an exposure above 30 C / 60 %RH as out of rating', () => {
    expect(floorLife(rules('3'), [ev('open', 0, { temp_c: 32, rh: 50 })], at(1)).out_of_rating).toBe(true);
    expect(floorLife(rules('3'), [ev('open', 0, { temp_c: 25, rh: 50 })], at(1)).out_of_rating).toBe(false);
  });

  it('ignores events after now and the expiry announcement', () => {
    const events = [ev('open', 0), ev('expire', 72), ev('dry_in', 100)];
    expect(floorLife(rules('4'), events, at(50)).state).toBe('floor');
    expect(floorLife(rules('4'), events, at(50)).used_h).toBeCloseTo(50);
  });
});

describe(eventProblem.name, () => {
  it('refuses events that do not fit the state', () => {
    const text = (code: ReturnType<typeof eventProblem>) => code && refusalText(code, 'en-US', { event: 'e' });
    expect(text(eventProblem('floor', 'open'))).toMatch(/already open/);
    expect(text(eventProblem('sealed', 'dry_in'))).toMatch(/not open/);
    expect(text(eventProblem('floor', 'dry_out'))).toMatch(/not in dry storage/);
    expect(eventProblem('dry', 'open')).toBeNull();
    expect(clockState(rules('3'), [ev('open', 0), ev('dry_in', 1)])).toBe('dry');
  });
});

describe(requiredBakeHours.name, () => {
  it('reads Table 4-1 by thickness, MSL, temperature and overrun', () => {
    expect(requiredBakeHours('3', 1.2, 125, 10)).toBe(7);
    expect(requiredBakeHours('3', 1.2, 125, 100)).toBe(9);
    expect(requiredBakeHours('5a', 1.8, 125, 100)).toBe(48);
    expect(requiredBakeHours('4', 3, 124, 0)).toBe(48);
    expect(requiredBakeHours('3', 1.2, 90, 0)).toBe(23);
    expect(requiredBakeHours('3', 1.2, 40, 100)).toBe(13 * 24);
    // the <= 2.0 mm band at 90 C and 40 C (eesemi's table), level 2 at 40 C needing 8 days past 72 h
    expect(requiredBakeHours('3', 2.0, 90, 0)).toBe(2 * 24);
    expect(requiredBakeHours('5', 1.8, 40, 100)).toBe(57 * 24);
    expect(requiredBakeHours('2', 1.0, 40, 100)).toBe(8 * 24);
    expect(requiredBakeHours('5a', 2.0, 90, 0)).toBeNull();
    expect(requiredBakeHours('3', 5, 125, 0)).toBeNull();
    expect(requiredBakeHours('3', 1.2, 30, 0)).toBeNull();
    expect(thicknessBand(null)).toBe('4.5');
  });
});

// the MSD calls' declarations (contracts/src/calls/msd.ts) take the values the server knows
describe('the declared MSD values', () => {
  it('are the server’s', () => {
    expect(DECLARED_MSL).toEqual(MSL_LEVELS);
    expect(DECLARED_DOCS).toEqual(RECEIPT_DOCS);
    expect(MSD_SCANNED_EVENTS).toEqual(MSD_EVENTS.filter((e) => e !== 'expire'));
  });
});
