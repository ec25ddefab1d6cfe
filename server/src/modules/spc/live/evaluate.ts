import type { SpcChart, StationReportFact } from '@mes/contracts';
import { rows, type Tx } from '../../../core/db/sql';
import { RuleState, type NelsonRule } from '../rules';
import { raiseAlarm } from './alarms';
import {
  CURRENT_BASELINE,
  INSERT_POINT,
  LOCK_CHARACTERISTIC,
  OPEN_POINTS,
  RECENT_POINTS,
  UPDATE_POINT,
  VALUES_OF_REPORTS,
} from './points.sql';
import { addValue, pointSize, standardize, statisticOf, type PointData } from './subgroups';
import { parseRules } from './rules-text';

type Fact = Pick<StationReportFact, 'station_log_id' | 'station_id' | 'worder_id' | 'created_at' | 'result'> & {
  product_line_id: number;
};
type Value = { station_log_id: number; station_id: number; at: Date; x: number };
type Open = PointData & { id: number | null; station_id: number; station_log_ids: number[] };
type Recent = { seq: number; value: number | null; z: number | null; baseline_id: number | null };

/**
 * Adds the values of stored station reports to the points of the characteristics they feed, and judges each point
 * completed against the rules (docs/spc.md, "Evaluation"). Runs in the relay's transaction that applies the facts to
 * the projections, so each report is counted once (projection_applied) whatever the number of relays; a
 * characteristic's row is locked while its points are written, so two relays take turns on it.
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
  if (found.length === 0) return 0;
  const lineOf = new Map(facts.map((f) => [f.station_id, f.product_line_id]));
  const byCharacteristic = new Map<number, Value[]>();
  for (const r of found) {
    // a test item's value that is no number (or absent) is no point
    const x = r.value === null || r.value.trim() === '' ? Number.NaN : Number(r.value);
    if (!Number.isFinite(x)) continue;
    const list = byCharacteristic.get(r.characteristic_id) ?? [];
    list.push({ station_log_id: Number(r.station_log_id), station_id: r.station_id, at: r.at, x });
    byCharacteristic.set(r.characteristic_id, list);
  }
  let completed = 0;
  for (const [id, values] of [...byCharacteristic].sort((a, b) => a[0] - b[0]))
    completed += await feed(tx, id, values, lineOf);
  return completed;
}

async function feed(tx: Tx, id: number, values: Value[], lineOf: Map<number, number>): Promise<number> {
  const c = (await rows(tx, LOCK_CHARACTERISTIC, [id]))[0];
  if (!c) return 0;
  const chart = c.chart as SpcChart;
  const size = pointSize(chart, c.subgroup_size);
  const baseline = (await rows(tx, CURRENT_BASELINE, [id]))[0] ?? null;
  const open = new Map<number, Open>(
    (await rows(tx, OPEN_POINTS, [id])).map((p) => [
      p.station_id,
      {
        id: Number(p.id),
        station_id: p.station_id,
        n: p.n,
        vals: p.vals,
        station_log_ids: p.station_log_ids.map(Number),
      },
    ]),
  );
  const recent: Recent[] = (await rows(tx, RECENT_POINTS, [id])).reverse();
  let lastSeq = recent.length ? recent[recent.length - 1].seq : 0;
  // the rules run on the points judged against the baseline in force, standardized (subgroups.ts)
  const judged = baseline ? recent.filter((r) => r.baseline_id === baseline.id && r.z !== null) : [];
  const rules = baseline ? new RuleState({ centre: 0, sigma: 1 }, parseRules(c.rules)) : null;
  const seqs: number[] = [];
  for (const r of judged) {
    rules!.push(r.z!);
    seqs.push(r.seq);
  }
  let prev = recent.length ? recent[recent.length - 1].value : null;
  let completed = 0;
  for (const v of values) {
    const was = open.get(v.station_id) ?? { id: null, station_id: v.station_id, n: 0, vals: [], station_log_ids: [] };
    const p: Open = {
      ...was,
      ...addValue(chart, was, v.x),
      station_log_ids: [...was.station_log_ids, v.station_log_id],
    };
    if (p.n < size) {
      open.set(v.station_id, p);
      await writePoint(tx, id, p, v.at, null);
      continue;
    }
    open.delete(v.station_id);
    const stat = statisticOf(chart, p, prev);
    prev = stat.value;
    lastSeq += 1;
    const z = baseline ? standardize(chart, baseline, p.n, stat.value) : null;
    const fired = rules && z !== null ? rules.push(z) : [];
    if (z !== null) seqs.push(lastSeq);
    const pointId = await writePoint(tx, id, p, v.at, {
      seq: lastSeq,
      value: stat.value,
      spread: stat.spread,
      baseline_id: baseline?.id ?? null,
      z,
      violations: fired.map((f) => f.rule),
    });
    completed += 1;
    if (fired.length > 0)
      await raiseAlarm(tx, {
        characteristic_id: id,
        station_id: v.station_id,
        product_line_id: lineOf.get(v.station_id) ?? null,
        point_id: pointId,
        rule: fired[0].rule as NelsonRule,
        point_seqs: fired[0].points.map((i) => seqs[i]),
        hold: c.reaction === 'hold',
      });
  }
  return completed;
}

type Done = {
  seq: number;
  value: number;
  spread: number | null;
  baseline_id: number | null;
  z: number | null;
  violations: number[];
};

async function writePoint(tx: Tx, characteristicId: number, p: Open, at: Date, done: Done | null): Promise<number> {
  const common = [at, p.n, p.vals, done !== null, done?.value ?? null, done?.spread ?? null] as const;
  const rest = [done?.baseline_id ?? null, done?.z ?? null, done?.violations ?? [], p.station_log_ids] as const;
  if (p.id !== null) {
    await rows(tx, UPDATE_POINT, [p.id, done?.seq ?? null, ...common, ...rest]);
    return p.id;
  }
  const row = (
    await rows(tx, INSERT_POINT, [characteristicId, done?.seq ?? null, p.station_id, ...common, ...rest])
  )[0];
  p.id = Number(row.id);
  return p.id;
}
