import type { SpcChart, SpcSource, StationReportFact } from '@mes/contracts';
import { rows, type RowOf, type Tx } from '../../../core/db/sql';
import { RuleState, type NelsonRule, type RuleViolation } from '../rules';
import { raiseAlarm, type NewAlarm } from './alarms';
import { CHARACTERISTICS_IN_PLAY, CHARACTERISTICS_OF_VALUES, VALUES_OF_REPORTS, WRITE_POINTS } from './points.sql';
import { parseRules } from './rules-text';
import { addValue, momentsOf, pointSize, standardize, statisticOf, type PointData } from './subgroups';

type Fact = Pick<StationReportFact, 'station_log_id' | 'station_id' | 'worder_id' | 'created_at' | 'result'> & {
  product_line_id: number;
};
/** a value for a characteristic: `ref` is the record it came from (station_log, glue_item or box id) */
type Value = { ref: number; station_id: number; at: Date; x: number };
/** a weighing's value (glue_item or box, `ref_id`) at a station, of a product (null: a box of none) */
export type WeighedValue = {
  station_id: number;
  product_id: number | null;
  product_line_id: number;
  ref_id: number;
  at: Date;
  x: number;
};
type Row = RowOf<'spc.characteristics_in_play'>;
/** a point in play as read */
type InPlay = {
  id: number;
  complete: boolean;
  seq: number | null;
  station_id: number;
  n: number;
  vals: number[];
  value: number | null;
  z: number | null;
  baseline_id: number | null;
  refs: number[];
};
/** a point as the batch leaves it: written once, at the end, whatever the number of values it took */
type Touched = PointData & {
  id: number | null;
  characteristic_id: number;
  station_id: number;
  refs: number[];
  at: Date;
  done: {
    seq: number;
    value: number;
    spread: number | null;
    baseline_id: number | null;
    z: number | null;
    moments: ReturnType<typeof momentsOf>;
  } | null;
  violations: number[];
};
/** an alarm to raise once its point has an id */
type Pending = Omit<NewAlarm, 'point_id'> & { seq: number };

/**
 * Adds the values of stored station reports to the points of the characteristics they feed, and judges each point
 * completed against the rules (docs/spc.md, "Evaluation"). Runs in the relay's transaction that applies the facts to
 * the projections, so each report is counted once (projection_applied) whatever the number of relays; the
 * characteristics' rows are locked while their points are written, so two relays take turns on one. Three statements
 * a batch that feeds any characteristic (one when it feeds none), whatever the number of values and characteristics.
 */
export async function evaluateReports(tx: Tx, facts: readonly Fact[]): Promise<number> {
  if (facts.length === 0) return 0;
  const found = await rows(tx, VALUES_OF_REPORTS, [
    facts.map((f) => f.station_log_id),
    facts.map((f) => f.station_id),
    facts.map((f) => f.worder_id),
    facts.map((f) => f.created_at),
    facts.map((f) => f.result),
  ]);
  const byCharacteristic = new Map<number, Value[]>();
  for (const r of found) {
    // a test item's value that is no number (or absent) is no point
    const x = r.value === null || r.value.trim() === '' ? Number.NaN : Number(r.value);
    if (!Number.isFinite(x)) continue;
    const list = byCharacteristic.get(r.characteristic_id) ?? [];
    list.push({ ref: Number(r.station_log_id), station_id: r.station_id, at: r.at, x });
    byCharacteristic.set(r.characteristic_id, list);
  }
  return feedAll(tx, byCharacteristic, new Map(facts.map((f) => [f.station_id, f.product_line_id])));
}

/**
 * Adds the values of glue or box weighings (docs/spc.md, "Sources") to the points of the enabled characteristics of
 * that source at their station (or of their product at any station), and judges the points completed, as
 * evaluateReports does; runs in the weighing's transaction, right after its row is written. One statement when no
 * characteristic watches them, four when one does.
 */
export async function evaluateValues(
  tx: Tx,
  source: Extract<SpcSource, 'glue' | 'weight'>,
  values: readonly WeighedValue[],
): Promise<number> {
  const usable = values.filter((v) => Number.isFinite(v.x));
  if (usable.length === 0) return 0;
  const found = await rows(tx, CHARACTERISTICS_OF_VALUES, [
    source,
    usable.map((v) => v.station_id),
    usable.map((v) => v.product_id),
  ]);
  const byCharacteristic = new Map<number, Value[]>();
  for (const r of found) {
    const v = usable[r.i];
    const list = byCharacteristic.get(r.characteristic_id) ?? [];
    list.push({ ref: v.ref_id, station_id: v.station_id, at: v.at, x: v.x });
    byCharacteristic.set(r.characteristic_id, list);
  }
  return feedAll(tx, byCharacteristic, new Map(usable.map((v) => [v.station_id, v.product_line_id])));
}

// The values of each characteristic into its points (read locked, written in one statement), the alarms raised.
async function feedAll(tx: Tx, byCharacteristic: Map<number, Value[]>, lineOf: Map<number, number>): Promise<number> {
  if (byCharacteristic.size === 0) return 0;
  const ids = [...byCharacteristic.keys()].sort((a, b) => a - b);
  // one row per point in play (ordered by characteristic), or one without a point
  const read = await rows(tx, CHARACTERISTICS_IN_PLAY, [ids]);
  const touched: Touched[] = [];
  const alarms: Pending[] = [];
  for (const [c, points] of grouped(read)) feed(c, points, byCharacteristic.get(c.id) ?? [], lineOf, touched, alarms);
  const written = await writePoints(tx, touched);
  for (const a of alarms) {
    const { seq, ...alarm } = a;
    const point = written.get(`${a.characteristic_id}:${seq}`);
    if (point !== undefined) await raiseAlarm(tx, { ...alarm, point_id: point });
  }
  return touched.filter((t) => t.done).length;
}

// The rows of CHARACTERISTICS_IN_PLAY as each characteristic (its first row) and its points.
function grouped(read: readonly Row[]): [Row, InPlay[]][] {
  const out = new Map<number, [Row, InPlay[]]>();
  for (const r of read) {
    const entry = out.get(r.id) ?? [r, []];
    out.set(r.id, entry);
    if (r.point_id === null || r.station_id === null || r.n === null || r.complete === null) continue;
    entry[1].push({
      id: Number(r.point_id),
      complete: r.complete,
      seq: r.seq,
      station_id: r.station_id,
      n: r.n,
      vals: r.vals ?? [],
      value: r.value,
      z: r.z,
      baseline_id: r.point_baseline_id,
      refs: r.station_log_ids?.map(Number) ?? [],
    });
  }
  return [...out.values()];
}

// One characteristic's values, in report order, into its points (in memory); the completed ones judged by the rules.
function feed(
  c: Row,
  points: InPlay[],
  values: Value[],
  lineOf: Map<number, number>,
  touched: Touched[],
  alarms: Pending[],
): void {
  const chart = c.chart as SpcChart;
  const size = pointSize(chart, c.subgroup_size);
  const baseline =
    c.baseline_id !== null && c.centre !== null && c.sigma !== null && c.lcl !== null && c.ucl !== null
      ? { id: c.baseline_id, centre: c.centre, sigma: c.sigma, lcl: c.lcl, ucl: c.ucl }
      : null;
  const open = new Map<number, Touched>();
  for (const p of points)
    if (!p.complete)
      open.set(p.station_id, {
        id: Number(p.id),
        characteristic_id: c.id,
        station_id: p.station_id,
        n: p.n,
        vals: p.vals,
        refs: p.refs,
        at: new Date(),
        done: null,
        violations: [],
      });
  const recent = points.filter((p) => p.complete).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  let lastSeq = recent.length ? (recent[recent.length - 1].seq ?? 0) : 0;
  let prev = recent.length ? recent[recent.length - 1].value : null;
  // the rules run on the points judged against the baseline in force, standardized (subgroups.ts)
  const rules = baseline ? new RuleState({ centre: 0, sigma: 1 }, parseRules(c.rules)) : null;
  const seqs: number[] = [];
  if (rules)
    for (const r of recent)
      if (r.baseline_id === baseline!.id && r.z !== null && r.seq !== null) {
        rules.push(r.z);
        seqs.push(r.seq);
      }
  for (const v of values) {
    const was = open.get(v.station_id);
    const p: Touched = was ?? {
      id: null,
      characteristic_id: c.id,
      station_id: v.station_id,
      n: 0,
      vals: [],
      refs: [],
      at: v.at,
      done: null,
      violations: [],
    };
    if (!touched.includes(p)) touched.push(p);
    Object.assign(p, addValue(chart, p, v.x));
    p.refs.push(v.ref);
    p.at = v.at;
    if (p.n < size) {
      open.set(v.station_id, p);
      continue;
    }
    open.delete(v.station_id);
    const stat = statisticOf(chart, p, prev);
    prev = stat.value;
    lastSeq += 1;
    const z = baseline ? standardize(chart, baseline, p.n, stat.value) : null;
    const fired: readonly RuleViolation[] = rules && z !== null ? rules.push(z) : [];
    if (z !== null) seqs.push(lastSeq);
    p.done = {
      seq: lastSeq,
      value: stat.value,
      spread: stat.spread,
      baseline_id: baseline?.id ?? null,
      z,
      moments: momentsOf(p.vals),
    };
    p.violations = fired.map((f) => f.rule);
    if (fired.length > 0)
      alarms.push({
        characteristic_id: c.id,
        station_id: v.station_id,
        product_line_id: lineOf.get(v.station_id) ?? null,
        seq: lastSeq,
        rule: fired[0].rule as NelsonRule,
        point_seqs: fired[0].points.map((i) => seqs[i]),
        hold: c.reaction === 'hold',
      });
  }
}

const arrayText = (xs: readonly number[]): string => `{${xs.join(',')}}`;

/** Writes the touched points in one statement; answers the ids of the completed ones by `characteristic:seq`. */
async function writePoints(tx: Tx, touched: Touched[]): Promise<Map<string, number>> {
  if (touched.length === 0) return new Map();
  const written = await rows(tx, WRITE_POINTS, [
    touched.map((t) => t.id),
    touched.map((t) => t.characteristic_id),
    touched.map((t) => t.done?.seq ?? null),
    touched.map((t) => t.station_id),
    touched.map((t) => t.at),
    touched.map((t) => t.n),
    touched.map((t) => arrayText(t.vals)),
    touched.map((t) => t.done !== null),
    touched.map((t) => t.done?.value ?? null),
    touched.map((t) => t.done?.spread ?? null),
    touched.map((t) => t.done?.baseline_id ?? null),
    touched.map((t) => t.done?.z ?? null),
    touched.map((t) => arrayText(t.violations)),
    touched.map((t) => arrayText(t.refs)),
    touched.map((t) => t.done?.moments.total ?? null),
    touched.map((t) => t.done?.moments.m2 ?? null),
    touched.map((t) => t.done?.moments.lo ?? null),
    touched.map((t) => t.done?.moments.hi ?? null),
  ]);
  const out = new Map<string, number>();
  for (const w of written) if (w.seq !== null) out.set(`${w.characteristic_id}:${w.seq}`, Number(w.id));
  return out;
}
