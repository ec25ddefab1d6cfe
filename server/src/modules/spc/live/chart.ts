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
import { capability } from '../capability/capability';
import { readAlarms } from './alarms';
import { BASELINE, CHARACTERISTIC, CHART_POINTS } from './chart.sql';
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

type PointRow = RowOf<'spc.chart_points'>;

/** The last `limit` points, oldest first, each with the limits in force at its size. */
export async function chartPoints(
  db: Queryable,
  c: SpcCharacteristicInfo,
  baseline: SpcBaseline | null,
  limit: number,
  stationId: number | null,
): Promise<{ points: SpcPoint[]; raw: PointRow[] }> {
  const raw = (await rows(db, CHART_POINTS, [c.id, limit, stationId])).reverse();
  const points = raw.map((p): SpcPoint => {
    const l = baseline ? limitsAt(c.chart, baseline, p.n) : null;
    return {
      seq: p.seq,
      at: p.at.toISOString(),
      station_id: p.station_id,
      n: p.n,
      value: p.value,
      spread: p.spread,
      lcl: l ? l.lcl : null,
      ucl: l ? l.ucl : null,
      violations: p.violations,
    };
  });
  return { points, raw };
}

/** Sturges' bins over the values (k = ⌈log2 N⌉ + 1, equal width), for the histogram under the normal curve. */
export function histogram(values: readonly number[]): SpcCapability['bins'] {
  if (values.length === 0) return [];
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of values) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  const k = Math.ceil(Math.log2(values.length)) + 1;
  const width = hi > lo ? (hi - lo) / k : 1;
  const bins = Array.from({ length: k }, (_, i) => ({ from: lo + i * width, to: lo + (i + 1) * width, count: 0 }));
  for (const v of values) bins[Math.min(k - 1, Math.floor((v - lo) / width))].count += 1;
  return bins;
}

/** Cp/Cpk/Pp/Ppk with 95 % intervals over the points answered (variables charts with a spec limit), else null. */
export function capabilityOf(c: SpcCharacteristicInfo, raw: readonly PointRow[]): SpcCapability | null {
  if (!isVariables(c.chart) || (c.lsl === null && c.usl === null) || raw.length < 2) return null;
  const spec = { ...(c.lsl !== null ? { lsl: c.lsl } : {}), ...(c.usl !== null ? { usl: c.usl } : {}) };
  const window =
    c.chart === 'imr'
      ? { individuals: raw.map((p) => p.vals[0]) }
      : { subgroups: raw.map((p) => p.vals), within: c.chart === 'xbar_r' ? ('range' as const) : ('stdDev' as const) };
  let k;
  try {
    k = capability(window, spec);
  } catch {
    return null; // a window without variation has no capability
  }
  const ci = (e: { lower: number; upper: number } | null): [number, number] | null => (e ? [e.lower, e.upper] : null);
  return {
    n: k.count,
    mean: k.mean,
    sigma_within: k.withinSigma,
    sigma_overall: k.overallSigma,
    cp: k.cp?.value ?? null,
    cpk: k.cpk.value,
    pp: k.pp?.value ?? null,
    ppk: k.ppk.value,
    cp_ci: ci(k.cp),
    cpk_ci: ci(k.cpk),
    bins: histogram(raw.flatMap((p) => p.vals)),
  };
}

export async function chartOf(
  db: Queryable,
  c: SpcCharacteristicInfo,
  limit: number,
  stationId: number | null,
): Promise<SpcChartAnswer> {
  const baseline = await currentBaseline(db, c.id);
  const { points, raw } = await chartPoints(db, c, baseline, limit, stationId);
  return {
    characteristic: c,
    baseline,
    points,
    capability: capabilityOf(c, raw),
    open_alarms: await readAlarms(db, { characteristic_id: c.id, state: 'open' }),
  };
}
