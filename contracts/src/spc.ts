import type { Translated } from './locale';

// Statistical process control (issue 35, docs/spc.md): what a characteristic watches, its chart, the run rules, the
// alarms and holds they raise. The server's spc area computes; every screen reads these shapes.

/**
 * where a characteristic's values come from: a test item's value, each report's pass/fail, each report's failed items,
 * each glue weighing at the station (glue_item), each box weighing at the packing station (box)
 */
export const SPC_SOURCES = ['test_item', 'pass_fail', 'defects', 'glue', 'weight'] as const;
export type SpcSource = (typeof SPC_SOURCES)[number];
/** the charts: X̄-R, X̄-S (subgroups of 2..25), I-MR (single values), p / np (defectives), c / u (defects) */
export const SPC_CHARTS = ['xbar_r', 'xbar_s', 'imr', 'p', 'np', 'c', 'u'] as const;
export type SpcChart = (typeof SPC_CHARTS)[number];
/** what a violation does: raise an alarm, or raise it and hold the station until released */
export const SPC_REACTIONS = ['alarm', 'hold'] as const;
export type SpcReaction = (typeof SPC_REACTIONS)[number];
/** the charts each source can feed */
export const SPC_CHARTS_OF: Readonly<Record<SpcSource, readonly SpcChart[]>> = {
  test_item: ['xbar_r', 'xbar_s', 'imr'],
  pass_fail: ['p', 'np'],
  defects: ['c', 'u'],
  glue: ['xbar_r', 'xbar_s', 'imr'],
  weight: ['xbar_r', 'xbar_s', 'imr'],
};
/** the charts whose points are subgroups of 2..25 values */
export const SUBGROUP_CHARTS: readonly SpcChart[] = ['xbar_r', 'xbar_s'];
/** the most points a chart call answers */
export const SPC_CHART_MAX_POINTS = 10_000;

/** The Nelson rules 1-8 (Nelson 1984), by number: what each one says, in both languages. */
export const SPC_RULE_LABELS: Readonly<Record<number, Translated>> = {
  1: { 'en-US': 'rule 1: one point beyond 3σ', 'zh-CN': '规则1：1点超出3σ' },
  2: { 'en-US': 'rule 2: nine points in a row on one side', 'zh-CN': '规则2：连续9点在中心线同侧' },
  3: { 'en-US': 'rule 3: six points in a row rising or falling', 'zh-CN': '规则3：连续6点递增或递减' },
  4: { 'en-US': 'rule 4: fourteen points in a row alternating', 'zh-CN': '规则4：连续14点交替上下' },
  5: { 'en-US': 'rule 5: two of three points beyond 2σ, same side', 'zh-CN': '规则5：3点中有2点在同侧2σ以外' },
  6: { 'en-US': 'rule 6: four of five points beyond 1σ, same side', 'zh-CN': '规则6：5点中有4点在同侧1σ以外' },
  7: { 'en-US': 'rule 7: fifteen points in a row within 1σ', 'zh-CN': '规则7：连续15点在1σ以内' },
  8: { 'en-US': 'rule 8: eight points in a row beyond 1σ, either side', 'zh-CN': '规则8：连续8点在1σ以外（两侧）' },
};

/** A frozen baseline: the limits in force from its freeze until the next (who froze it, when, from which points). */
export type SpcBaseline = {
  id: number;
  centre: number;
  sigma: number;
  lcl: number;
  ucl: number;
  /** the R, S or MR chart's limits (variables charts), else null */
  spread_centre: number | null;
  spread_lcl: number | null;
  spread_ucl: number | null;
  from_seq: number;
  to_seq: number;
  points: number;
  frozen_by: { id: number; name: string };
  frozen_at: string;
  fdesc: string;
};

/** One plotted point: a complete subgroup (or a single value, or an attribute subgroup of n units). */
export type SpcPoint = {
  seq: number;
  at: string;
  station_id: number;
  /** values in the subgroup, or units inspected */
  n: number;
  /** x̄, x, p, np, c or u */
  value: number;
  /** R, S or MR (variables charts), else null */
  spread: number | null;
  /** the limits of this point (p and u charts: of its own size), null before the first freeze */
  lcl: number | null;
  ucl: number | null;
  /** the rules this point violates */
  violations: number[];
};

export type SpcCapability = {
  n: number;
  mean: number;
  sigma_within: number;
  sigma_overall: number;
  cp: number | null;
  cpk: number | null;
  pp: number | null;
  ppk: number | null;
  /** the 95 % intervals: chi-square for Cp and Pp, Bissell for Cpk and Ppk (docs/spc.md, "Capability") */
  cp_ci: [number, number] | null;
  cpk_ci: [number, number] | null;
  pp_ci: [number, number] | null;
  ppk_ci: [number, number] | null;
  /** the histogram of the window's values (equal bins), for the chart with its normal curve */
  bins: { from: number; to: number; count: number }[];
};

export type SpcCharacteristicInfo = {
  id: number;
  fnumber: string;
  fname: string;
  source: SpcSource;
  chart: SpcChart;
  subgroup_size: number;
  item: string;
  lsl: number | null;
  usl: number | null;
  rules: number[];
  reaction: SpcReaction;
  station: { id: number; fnumber: string; fname: string } | null;
  product: { id: number; fnumber: string; fname: string } | null;
};

/**
 * The points of a chart as columns, oldest first (10,000 of them travel as a third less JSON than objects): the i-th
 * point is each array's i-th element; `at_ms` is the time in ms since the epoch. `seriesPoints` makes the objects.
 */
export type SpcSeries = {
  seq: number[];
  at_ms: number[];
  station_id: number[];
  n: number[];
  value: number[];
  spread: (number | null)[];
  /** each point's limits (p and u charts: of its own size); null when every point has the baseline's (or none) */
  lcl: (number | null)[] | null;
  ucl: (number | null)[] | null;
  violations: number[][];
};

/** A series as points, each with its limits (the baseline's where the series gives none). */
export function seriesPoints(s: SpcSeries, baseline: { lcl: number; ucl: number } | null): SpcPoint[] {
  return s.seq.map((seq, i) => ({
    seq,
    at: new Date(s.at_ms[i]).toISOString(),
    station_id: s.station_id[i],
    n: s.n[i],
    value: s.value[i],
    spread: s.spread[i],
    lcl: s.lcl ? s.lcl[i] : (baseline?.lcl ?? null),
    ucl: s.ucl ? s.ucl[i] : (baseline?.ucl ?? null),
    violations: s.violations[i],
  }));
}

/** spc/spc_characteristic/chart: the points (oldest first), the limits in force and the open alarms. */
export type SpcChartAnswer = {
  characteristic: SpcCharacteristicInfo;
  baseline: SpcBaseline | null;
  series: SpcSeries;
  open_alarms: SpcAlarm[];
};

export const SPC_ALARM_KINDS = ['raised', 'released'] as const;
export type SpcAlarmKind = (typeof SPC_ALARM_KINDS)[number];

/** An alarm as every screen shows it (and the payload of spc.raised / spc.released, event spc.alarm). */
export type SpcAlarm = {
  id: number;
  kind: SpcAlarmKind;
  characteristic: { id: number; fnumber: string; fname: string };
  station: { id: number; fnumber: string; fname: string };
  product_line_id: number | null;
  rule: number;
  /** the seqs of the points that make the violation; the last is where it fired */
  point_seqs: number[];
  value: number | null;
  hold: boolean;
  raised_at: string;
  released_at: string | null;
  released_by: { id: number; name: string } | null;
  cause: string;
  action: string;
};

/** spc/spc_alarm/line: a line's open alarms and its characteristics' recent points (the kanban SPC panel). */
export type SpcLinePanel = {
  product_line_id: number;
  alarms: SpcAlarm[];
  characteristics: { characteristic: SpcCharacteristicInfo; baseline: SpcBaseline | null; points: SpcPoint[] }[];
};
