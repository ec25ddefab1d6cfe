import { MSL_LEVELS } from '../basicdata';
import { requiredBakeHours } from './bake-table';

// The floor-life clock of a moisture-sensitive reel (J-STD-033, docs/msd.md): a fold of its event history, pure.
// Times are Dates, durations hours.

export { MSL_LEVELS };
export type MslLevel = (typeof MSL_LEVELS)[number];

export const MSD_EVENTS = ['open', 'dry_in', 'dry_out', 'bake', 'expire'] as const;
export type MsdEventKind = (typeof MSD_EVENTS)[number];

/**
 * Floor life at <= 30 C / 60 %RH by MSL (Table 5-1); null: unlimited (MSL 1, <= 30 C / 85 %RH) or the time on the
 * label (MSL 6). Checked against the MSL table Intel/Altera publish from J-STD-033
 * (https://www.altera.com/support/quality-and-reliability/msl.html) and COSEL's
 * (https://en.cosel.co.jp/technical/qanda/a0073.html): every value the same.
 */
export const FLOOR_LIFE_HOURS: Readonly<Record<MslLevel, number | null>> = {
  '1': null,
  '2': 365 * 24,
  '2a': 4 * 7 * 24,
  '3': 168,
  '4': 72,
  '5': 48,
  '5a': 24,
  '6': null,
};

/** Dry storage: a dry pack with fresh desiccant or a dry cabinet at this RH or below pauses the clock; above, it runs. */
export const DRY_RH_MAX = 10;

/**
 * Short exposures (J-STD-033D, resetting the floor life in dry storage): an exposure of at most `exposure_h` since the
 * last reset, then dry storage at <= `rh_max` %RH of at least `factor` times the exposure, resets the clock.
 * MSL 2-3: <= 12 h, <= 10 %RH; MSL 4-5a: <= 8 h, <= 5 %RH, as Seika's summary of J-STD-033D gives them
 * (https://seikausa.com/electronics-mfg-equipment/quality-assurance-products/mcdry-ultra-low-humidity-storage-cabinets/ic-package-storage-specified-ipcjedec).
 * The factors (5x, 10x) are as we read the standard; no public page states them: check them in the licensed text.
 */
export type ShortExposureRule = { exposure_h: number; rh_max: number; factor: number };
const SHORT_2_TO_3: ShortExposureRule = { exposure_h: 12, rh_max: 10, factor: 5 };
const SHORT_4_TO_5A: ShortExposureRule = { exposure_h: 8, rh_max: 5, factor: 10 };

/** The short-exposure reset of an MSL; null: none (MSL 1 never runs, MSL 6 is baked). */
export function shortExposureRule(msl: MslLevel): ShortExposureRule | null {
  if (msl === '2' || msl === '2a' || msl === '3') return SHORT_2_TO_3;
  if (msl === '4' || msl === '5' || msl === '5a') return SHORT_4_TO_5A;
  return null;
}
/** The rated floor conditions; an exposure above them is recorded as out of rating (not derated). */
export const FLOOR_MAX_C = 30;
export const FLOOR_MAX_RH = 60;

export type MsdEvent = {
  kind: MsdEventKind;
  at: Date;
  /** relative humidity: of the floor (open, dry_out) or of the dry storage (dry_in) */
  rh?: number | null;
  /** temperature: of the floor, or the bake's */
  temp_c?: number | null;
  /** a bake's duration; `at` is its end */
  hours?: number | null;
};

export type MsdRules = {
  msl: MslLevel;
  /** package body thickness (bake table rows) */
  thickness_mm: number | null;
  /** MSL 6: the time on the label, hours */
  label_hours: number | null;
};

export type ClockState = 'sealed' | 'floor' | 'dry';

export type FloorLife = {
  msl: MslLevel;
  /** the floor life; null: unlimited */
  limit_h: number | null;
  state: ClockState;
  used_h: number;
  /** null: unlimited */
  remaining_h: number | null;
  /** when it runs out while the clock runs; null when it does not run or is unlimited */
  deadline: Date | null;
  /** floor exposure since the last reset (the short-exposure rule) */
  exposure_h: number;
  expired: boolean;
  /** MSL 6 not baked yet, or expired: bake before use */
  bake_required: boolean;
  blocked: boolean;
  /** an exposure above 30 C / 60 %RH was recorded */
  out_of_rating: boolean;
  resets: number;
};

const H = 3_600_000;
const hoursBetween = (a: Date, b: Date) => Math.max(0, (b.getTime() - a.getTime()) / H);

type Acc = {
  state: ClockState;
  since: Date | null;
  dryRh: number;
  used: number;
  exposure: number;
  baked: boolean;
  outOfRating: boolean;
  resets: number;
};

/** Why an event does not fit the reel's state now, as a refusal code (its text takes the event); null when it does. */
export function eventProblem(
  state: ClockState,
  kind: MsdEventKind,
): 'msd.reel_already_open' | 'msd.reel_not_open' | 'msd.reel_not_in_dry_storage' | null {
  if (kind === 'open' && state === 'floor') return 'msd.reel_already_open';
  if (kind === 'dry_in' && state !== 'floor') return 'msd.reel_not_open';
  if (kind === 'dry_out' && state !== 'dry') return 'msd.reel_not_in_dry_storage';
  return null;
}

export function limitOf(rules: MsdRules): number | null {
  return rules.msl === '6' ? (rules.label_hours ?? 0) : FLOOR_LIFE_HOURS[rules.msl];
}

function toFloor(acc: Acc, at: Date, e: MsdEvent): void {
  acc.state = 'floor';
  acc.since = at;
  if ((e.temp_c ?? 0) > FLOOR_MAX_C || (e.rh ?? 0) > FLOOR_MAX_RH) acc.outOfRating = true;
}

// Floor time until `at` counts.
function runUntil(acc: Acc, at: Date): void {
  if (acc.state !== 'floor' || acc.since === null) return;
  const dt = hoursBetween(acc.since, at);
  acc.used += dt;
  acc.exposure += dt;
  acc.since = at;
}

// Leaving dry storage at `at`: a short exposure dried long and dry enough (shortExposureRule) resets the clock;
// otherwise dry storage paused it; storage above DRY_RH_MAX was floor time.
function endDry(acc: Acc, at: Date, rules: MsdRules): void {
  if (acc.state !== 'dry' || acc.since === null) return;
  const d = hoursBetween(acc.since, at);
  const short = shortExposureRule(rules.msl);
  if (acc.dryRh > DRY_RH_MAX) {
    acc.used += d;
    acc.exposure += d;
  } else if (
    short !== null &&
    acc.dryRh <= short.rh_max &&
    acc.exposure <= short.exposure_h &&
    d >= short.factor * acc.exposure &&
    acc.used > 0
  ) {
    acc.used = 0;
    acc.exposure = 0;
    acc.resets += 1;
  }
  acc.since = at;
}

function apply(acc: Acc, e: MsdEvent, rules: MsdRules): void {
  const limit = limitOf(rules);
  switch (e.kind) {
    case 'open':
      endDry(acc, e.at, rules);
      toFloor(acc, e.at, e);
      return;
    case 'dry_in':
      runUntil(acc, e.at);
      acc.state = 'dry';
      acc.since = e.at;
      acc.dryRh = e.rh ?? DRY_RH_MAX;
      return;
    case 'dry_out':
      endDry(acc, e.at, rules);
      toFloor(acc, e.at, e);
      return;
    case 'bake': {
      const hours = e.hours ?? 0;
      const start = new Date(e.at.getTime() - hours * H);
      runUntil(acc, start);
      endDry(acc, start, rules);
      const overrun = limit === null ? 0 : Math.max(0, acc.used - limit);
      const need = requiredBakeHours(rules.msl, rules.thickness_mm, e.temp_c ?? 0, overrun);
      if (need !== null && hours >= need) {
        acc.used = 0;
        acc.exposure = 0;
        acc.baked = true;
        acc.resets += 1;
      }
      // out of the oven the parts are on the floor
      acc.state = 'floor';
      acc.since = e.at;
      return;
    }
    case 'expire':
      return;
  }
}

/** The reel's floor life at `now` from its events (in time order). */
export function floorLife(rules: MsdRules, events: readonly MsdEvent[], now: Date): FloorLife {
  const acc: Acc = {
    state: 'sealed',
    since: null,
    dryRh: DRY_RH_MAX,
    used: 0,
    exposure: 0,
    baked: false,
    outOfRating: false,
    resets: 0,
  };
  for (const e of events) if (e.at.getTime() <= now.getTime()) apply(acc, e, rules);
  const limit = limitOf(rules);
  const running = acc.state === 'floor' && acc.since !== null;
  const used = acc.used + (running ? hoursBetween(acc.since!, now) : 0);
  const expired = limit !== null && used >= limit;
  const unbaked6 = rules.msl === '6' && !acc.baked;
  return {
    msl: rules.msl,
    limit_h: limit,
    state: acc.state,
    used_h: used,
    remaining_h: limit === null ? null : Math.max(0, limit - used),
    deadline: running && limit !== null && !unbaked6 ? new Date(acc.since!.getTime() + (limit - acc.used) * H) : null,
    exposure_h: acc.exposure + (running ? hoursBetween(acc.since!, now) : 0),
    expired: expired && !unbaked6,
    bake_required: unbaked6 || expired,
    blocked: unbaked6 || expired,
    out_of_rating: acc.outOfRating,
    resets: acc.resets,
  };
}

/** The state the events leave the reel in (for eventProblem). */
export function clockState(rules: MsdRules, events: readonly MsdEvent[]): ClockState {
  return floorLife(rules, events, new Date(8.64e15)).state;
}
