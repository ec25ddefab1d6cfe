import type {
  SpcBaseline,
  SpcCapability,
  SpcChart,
  SpcChartAnswer,
  SpcCharacteristicInfo,
  SpcSeries,
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

/** The last `limit` points as columns, oldest first, each with the limits in force at its size. */
export async function chartSeries(
  db: Queryable,
  c: SpcCharacteristicInfo,
  baseline: SpcBaseline | null,
  limit: number,
  stationId: number | null,
): Promise<SpcSeries> {
  const raw = await rows(db, CHART_POINTS, [c.id, limit, stationId]);
  const k = raw.length;
  // p and u charts: each point's limits at its own size; the others: the baseline's, said once
  const perPoint = baseline !== null && (c.chart === 'p' || c.chart === 'u');
  const s: SpcSeries = {
    seq: new Array<number>(k),
    at_ms: new Array<number>(k),
    station_id: new Array<number>(k),
    n: new Array<number>(k),
    value: new Array<number>(k),
    spread: new Array<number | null>(k),
    lcl: perPoint ? new Array<number | null>(k) : null,
    ucl: perPoint ? new Array<number | null>(k) : null,
    violations: new Array<number[]>(k),
  };
  const none: number[] = [];
  for (let i = 0; i < k; i++) {
    const p = raw[k - 1 - i];
    s.seq[i] = p.seq;
    s.at_ms[i] = Math.round(p.at_ms);
    s.station_id[i] = p.station_id;
    s.n[i] = p.n;
    s.value[i] = p.value;
    s.spread[i] = p.spread;
    if (perPoint) {
      const l = limitsAt(c.chart, baseline, p.n);
      s.lcl![i] = l.lcl;
      s.ucl![i] = l.ucl;
    }
    s.violations[i] = p.violations === '' ? none : p.violations.split(',').map(Number);
  }
  return s;
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
  const baseline = await currentBaseline(db, c.id);
  // on the pool: the points and the alarms read at once, each on its own connection
  const [series, open] = await Promise.all([
    chartSeries(db, c, baseline, limit, stationId),
    readAlarms(db, { characteristic_id: c.id, state: 'open' }),
  ]);
  return { characteristic: c, baseline, series, open_alarms: open };
}
