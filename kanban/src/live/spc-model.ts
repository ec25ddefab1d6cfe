import { SPC_RULE_LABELS, type Locale, type SpcAlarm, type SpcBaseline, type SpcPoint } from '@mes/contracts';

// The line board's SPC panel (docs/spc.md, "On the boards"), pure: the open alarms moved by the line room's spc.alarm
// deltas, and the geometry of a characteristic's sparkline.

/** The open alarms after one more event: raised adds (or replaces the same alarm), released takes it away. */
export function applySpcAlarm(list: readonly SpcAlarm[], a: SpcAlarm): SpcAlarm[] {
  const rest = list.filter((x) => x.id !== a.id);
  return a.kind === 'raised' && a.released_at === null ? [a, ...rest] : rest;
}

/** A rule's words in the board's language (an unknown rule by its number). */
export function ruleLabel(rule: number, locale: Locale): string {
  return SPC_RULE_LABELS[rule]?.[locale] ?? `#${rule}`;
}

/** Where a point, a centre or a limit sits in a box of width × height (y grows downwards). */
export type Spark = {
  path: string;
  dots: { x: number; y: number; violating: boolean }[];
  centre: number | null;
  lcl: number | null;
  ucl: number | null;
};

/** The sparkline of the last points, scaled so the points and the frozen limits all show, with a small margin. */
export function sparkOf(
  points: readonly Pick<SpcPoint, 'value' | 'violations'>[],
  baseline: Pick<SpcBaseline, 'centre' | 'lcl' | 'ucl'> | null,
  width: number,
  height: number,
): Spark {
  const values = points.map((p) => p.value);
  const lines = baseline ? [baseline.centre, baseline.lcl, baseline.ucl] : [];
  const all = [...values, ...lines];
  if (all.length === 0) return { path: '', dots: [], centre: null, lcl: null, ucl: null };
  let lo = Math.min(...all);
  let hi = Math.max(...all);
  if (hi === lo) {
    lo -= 1;
    hi += 1;
  }
  const pad = (hi - lo) * 0.08;
  lo -= pad;
  hi += pad;
  const y = (v: number) => Math.round((height - ((v - lo) / (hi - lo)) * height) * 100) / 100;
  const x = (i: number) =>
    values.length === 1 ? width / 2 : Math.round(((i * width) / (values.length - 1)) * 100) / 100;
  const dots = points.map((p, i) => ({ x: x(i), y: y(p.value), violating: p.violations.length > 0 }));
  return {
    path: dots.map((d, i) => `${i === 0 ? 'M' : 'L'}${d.x},${d.y}`).join(' '),
    dots,
    centre: baseline ? y(baseline.centre) : null,
    lcl: baseline ? y(baseline.lcl) : null,
    ucl: baseline ? y(baseline.ucl) : null,
  };
}
