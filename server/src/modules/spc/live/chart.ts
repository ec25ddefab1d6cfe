import type {
  SpcBaseline,
  SpcCapability,
  SpcChart,
  SpcChartAnswer,
  SpcCharacteristicInfo,
  SpcPoint,
  SpcReaction,
  SpcSource,
} from '@mes/contracts';
import { rows, type Queryable, type RowOf } from '../../../core/db/sql';
import { capabilityFromSummary, type Estimate } from '../capability/capability';
import { constantsFor } from '../charts/constants';
import { readAlarms } from './alarms';
import { BASELINE, CHARACTERISTIC, CHART_POINTS, WINDOW_SUMMARY } from './chart.sql';
import { parseRules } from './rules-text';
import { isVariables, limitsAt } from './subgroups';

type CharacteristicRow = RowOf<'spc.characteristic'>;

export function characteristicInfo(r: CharacteristicRow): SpcCharacteristicInfo {
  return {
    id: r.id,
    fnumber: r.fnumber,
    fname: r.fname,
    source: r.source as SpcSource,
    chart: r.chart as SpcChart,
    subgroup_size: r.subgroup_size,
    item: r.item,
    lsl: r.lsl,
    usl: r.usl,
    rules: parseRules(r.rules),
    reaction: r.reaction as SpcReaction,
    station: r.station_id !== null ? { id: r.station_id, fnumber: r.s_fnumber ?? '', fname: r.s_fname ?? '' } : null,
    product: r.product_id !== null ? { id: r.product_id, fnumber: r.p_fnumber ?? '', fname: r.p_fname ?? '' } : null,
  };
}

export async function characteristics(db: Queryable, ids: number[]): Promise<SpcCharacteristicInfo[]> {
  return (await rows(db, CHARACTERISTIC, [ids])).map(characteristicInfo);
}

export async function currentBaseline(db: Queryable, id: number): Promise<SpcBaseline | null> {
  const b = (await rows(db, BASELINE, [id]))[0];
  if (!b) return null;
  return {
    id: b.id,
    centre: b.centre,
    sigma: b.sigma,
    lcl: b.lcl,
    ucl: b.ucl,
    spread_centre: b.spread_centre,
    spread_lcl: b.spread_lcl,
    spread_ucl: b.spread_ucl,
    from_seq: b.from_seq,
    to_seq: b.to_seq,
    points: b.points,
    frozen_by: { id: b.frozen_by, name: b.frozen_by_name ?? '' },
    frozen_at: b.frozen_at.toISOString(),
    fdesc: b.fdesc,
  };
}

/** The last `limit` points, oldest first, each with the limits in force at its size. */
export async function chartPoints(
  db: Queryable,
  c: SpcCharacteristicInfo,
  baseline: SpcBaseline | null,
  limit: number,
  stationId: number | null,
): Promise<SpcPoint[]> {
  const raw = await rows(db, CHART_POINTS, [c.id, limit, stationId]);
  const out: SpcPoint[] = new Array<SpcPoint>(raw.length);
  for (let i = 0; i < raw.length; i++) {
    const p = raw[raw.length - 1 - i];
    const l = baseline ? limitsAt(c.chart, baseline, p.n) : null;
    out[i] = {
      seq: p.seq,
      at: p.at,
      station_id: p.station_id,
      n: p.n,
      value: p.value,
      spread: p.spread,
      lcl: l ? l.lcl : null,
      ucl: l ? l.ucl : null,
      violations: p.violations === '' ? [] : p.violations.split(',').map(Number),
    };
  }
  return out;
}

function binsOf(lo: number, width: number, counts: readonly number[]): SpcCapability['bins'] {
  return counts.map((count, i) => ({ from: lo + i * width, to: lo + (i + 1) * width, count }));
}

/** The within-subgroup sigma of a window from its mean spread: R̄/d2, s̄/c4 (subgroups of n), MR̄/d2(2). */
export function withinSigma(chart: SpcChart, spreadBar: number, n: number): number {
  if (chart === 'xbar_r') return spreadBar / constantsFor(n).d2;
  if (chart === 'xbar_s') return spreadBar / constantsFor(n).c4;
  return spreadBar / constantsFor(2).d2;
}

/**
 * Cp/Cpk/Pp/Ppk with 95 % intervals over the points answered (variables charts with a spec limit), else null; from
 * the window's figures summed up by PostgreSQL (the values never leave it: a chart of 10,000 subgroups answers in
 * milliseconds), with the formulas of capability.ts. I-MR's MR̄ is the mean of the window's points' moving ranges
 * (the first one's to the point before the window, when there is one).
 */
export async function capabilityOf(
  db: Queryable,
  c: SpcCharacteristicInfo,
  limit: number,
  stationId: number | null,
): Promise<SpcCapability | null> {
  if (!isVariables(c.chart) || (c.lsl === null && c.usl === null)) return null;
  const w = (await rows(db, WINDOW_SUMMARY, [c.id, limit, stationId]))[0];
  if (w.n < 2 || w.mean === null || w.sd === null || w.spread_bar === null || w.lo === null || w.hi === null)
    return null;
  const within = withinSigma(c.chart, w.spread_bar, c.subgroup_size);
  if (!(within > 0) || !(w.sd > 0)) return null; // a window without variation has no capability
  const spec = { ...(c.lsl !== null ? { lsl: c.lsl } : {}), ...(c.usl !== null ? { usl: c.usl } : {}) };
  const k = capabilityFromSummary({ mean: w.mean, sigma: within, count: w.n }, spec);
  const p = capabilityFromSummary({ mean: w.mean, sigma: w.sd, count: w.n }, spec);
  const width = (w.hi - w.lo) / w.bins;
  const counts = new Array<number>(w.bins).fill(0);
  w.at_bins.forEach((bin, i) => (counts[bin - 1] = w.counts[i]));
  const ci = (e: Estimate | null): [number, number] | null => (e ? [e.lower, e.upper] : null);
  return {
    n: w.n,
    mean: w.mean,
    sigma_within: within,
    sigma_overall: w.sd,
    cp: k.cp?.value ?? null,
    cpk: k.cpk.value,
    pp: p.cp?.value ?? null,
    ppk: p.cpk.value,
    cp_ci: ci(k.cp),
    cpk_ci: ci(k.cpk),
    pp_ci: ci(p.cp),
    ppk_ci: ci(p.cpk),
    bins: binsOf(w.lo, width, counts),
  };
}

export async function chartOf(
  db: Queryable,
  c: SpcCharacteristicInfo,
  limit: number,
  stationId: number | null,
): Promise<SpcChartAnswer> {
  // on the pool: the points, the capability and the alarms read at once, each on its own connection
  const baseline = await currentBaseline(db, c.id);
  const [points, capability, open] = await Promise.all([
    chartPoints(db, c, baseline, limit, stationId),
    capabilityOf(db, c, limit, stationId),
    readAlarms(db, { characteristic_id: c.id, state: 'open' }),
  ]);
  return { characteristic: c, baseline, points, capability, open_alarms: open };
}
