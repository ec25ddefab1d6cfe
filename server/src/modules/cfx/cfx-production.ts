import { StationReportResult } from '@mes/contracts';
import { first, rows, run, sql } from '../../core/db/sql';
import type { RoutingCache } from '../shop-floor';
import type { TestItem } from '@mes/contracts';
import { StationReportService } from '../shop-floor';
import type { TestLimitCache } from '../shop-floor';
import { expandUnits, unitIds } from './cfx-units';
import { objects, refusalText, step, textOf, type Applied, type Applying, type Handler } from './cfx.types';

type Verdict = 1 | 2 | null;
type UnitResult = { id: string; verdict: Verdict; items: TestItem[] };

const STARTED_UNITS = sql(
  'cfx.started_units',
  `SELECT outcome->'units' AS units FROM cfx_message WHERE source = $1 AND transaction_id = $2
       AND message_name = 'CFX.Production.WorkStarted' AND status = 'applied' ORDER BY id DESC LIMIT 1`,
);
const REPORTED = sql(
  'cfx.reported_in_transaction',
  `SELECT jsonb_array_elements(outcome->'reports')->>'sn' AS sn FROM cfx_message
     WHERE source = $1 AND transaction_id = $2 AND id <> $3 AND outcome ? 'reports'`,
);
const BOARD_LOG = sql(
  'cfx.board_log',
  `INSERT INTO smt_board_station_log (barcode, smt_order_id, station_id, product_line_id, result, fdesc)
         VALUES ($1, $2, $3, $4, $5, $6)`,
);

const PASS = StationReportResult.PASS as 1;
const FAIL = StationReportResult.FAIL as 2;

// CFX result words (WorkResult, TestResult, ProcessingResult) to a report's result; null: nothing to report
// (aborted, skipped, in progress).
function verdictOf(word: unknown): Verdict {
  switch (textOf(word).toLowerCase()) {
    case 'completed':
    case 'passed':
    case 'succeeded':
    case 'success':
      return PASS;
    case 'failed':
    case 'failure':
      return FAIL;
    default:
      return null;
  }
}

// A tester's tests as test items (judged by the station's limits like any report's).
function testItems(unit: Record<string, unknown>): TestItem[] {
  const items: TestItem[] = [];
  for (const t of objects(unit.Tests ?? unit.Inspections)) {
    const name = textOf(t.TestName ?? t.InspectionName).slice(0, 128);
    if (!name) continue;
    const m = objects(t.Measurements)[0];
    const measured = (m?.MeasuredValue ?? {}) as Record<string, unknown>;
    const result = verdictOf(t.Result);
    items.push({
      name,
      value: textOf(measured.Value ?? m?.MeasuredValue).slice(0, 128),
      lower: '',
      upper: '',
      unit: textOf(measured.ValueUnits).slice(0, 32),
      result: result ?? 0,
    });
    if (items.length >= 500) break;
  }
  return items;
}

/** The units a message reports and with which result, or null for a message that reports none. */
async function resultsOf(a: Applying): Promise<UnitResult[] | null> {
  const b = a.env.MessageBody;
  switch (a.env.MessageName) {
    case 'CFX.Production.TestAndInspection.UnitsTested':
    case 'CFX.Production.TestAndInspection.UnitsInspected':
      return objects(b.TestedUnits ?? b.InspectedUnits).map((u) => ({
        id: textOf(u.UnitIdentifier),
        verdict: verdictOf(u.OverallResult),
        items: testItems(u),
      }));
    case 'CFX.Production.Processing.UnitsProcessed':
      return (await transactionUnits(a)).map((id) => ({ id, verdict: verdictOf(b.OverallResult), items: [] }));
    case 'CFX.Production.WorkCompleted':
      return (await transactionUnits(a)).map((id) => ({ id, verdict: verdictOf(b.Result), items: [] }));
    default:
      return null;
  }
}

// WorkCompleted and UnitsProcessed name only their transaction: its units are the WorkStarted's (or their own).
async function transactionUnits(a: Applying): Promise<string[]> {
  const own = unitIds(a.env.MessageBody);
  if (own.length > 0) return own;
  const tx = textOf(a.env.MessageBody.TransactionID ?? a.env.MessageBody.TransactionId);
  if (!tx) return [];
  // the WorkStarted's outcome lists its unit ids (productionHandler wrote them)
  const units = (await first(a.c, STARTED_UNITS, [a.env.Source, tx.slice(0, 64)]))?.units;
  return Array.isArray(units) ? units.filter((u): u is string => typeof u === 'string') : [];
}

// The serial numbers this transaction reported already: a tester sends UnitsTested then WorkCompleted, and each unit
// is reported once per transaction (the first message with a verdict wins).
async function reportedInTransaction(a: Applying): Promise<Set<string>> {
  const tx = textOf(a.env.MessageBody.TransactionID ?? a.env.MessageBody.TransactionId);
  if (!tx) return new Set();
  const reported = await rows(a.c, REPORTED, [a.env.Source, tx.slice(0, 64), a.id]);
  return new Set(reported.flatMap((r) => (r.sn === null ? [] : [r.sn])));
}

/**
 * Production messages (docs/cfx.md, "Production"): UnitsArrived, WorkStarted and UnitsDeparted note the units; a
 * verdict (UnitsTested, UnitsInspected, UnitsProcessed, WorkCompleted) becomes one station report per serial number
 * through the station report service, as an HTTP report would, keyed cfx:<message id>:<sn> so that applying it again
 * repeats the first answer. A panel stands for its boards, and its board report dates the placement.
 */
export function productionHandler(cache: RoutingCache, limits: TestLimitCache): Handler {
  return async (a: Applying): Promise<Applied> => {
    const results = await resultsOf(a);
    if (results === null) return { status: 'applied', outcome: { units: unitIds(a.env.MessageBody) } };
    const { units, panels } = await expandUnits(
      a.c,
      results.map((r) => r.id).filter((id) => id !== ''),
    );
    for (const p of panels)
      await run(a.c, BOARD_LOG, [
        p.barcode,
        p.smt_order_id,
        a.machine.station_id,
        a.machine.product_line_id,
        results.find((r) => r.id === p.barcode)?.verdict ?? 0,
        `CFX ${a.env.MessageName.split('.').pop() ?? ''}`.slice(0, 256),
      ]);
    const done = await reportedInTransaction(a);
    const reports = new StationReportService(a.c, cache, limits);
    const outcome: Record<string, unknown>[] = [];
    const refused: string[] = [];
    for (const u of units) {
      const r = results.find((x) => x.id === u.sn || x.id === u.panel)!;
      if (r.verdict === null || done.has(u.sn)) {
        outcome.push({ sn: u.sn, skipped: r.verdict === null ? 'no verdict' : 'reported in this transaction' });
        continue;
      }
      const reported = await step(a.c, () =>
        reports.report(
          {
            sn: u.sn,
            station_id: a.machine.station_id,
            result: r.verdict!,
            operator: a.machine.handle.slice(0, 64),
            test_items: r.items,
            idempotency_key: `cfx:${a.id}:${u.sn}`.slice(0, 128),
          },
          [a.machine.fn ?? ''],
          'cfx',
          null,
        ),
      );
      if (reported.ok) {
        const v = reported.value;
        outcome.push({
          sn: u.sn,
          station_log_id: v.station_log_id,
          verdict: v.verdict,
          next: v.next_station?.fnumber ?? null,
        });
      } else {
        const { code, message } = refusalText(reported.error);
        outcome.push({ sn: u.sn, err: code, msg: message });
        refused.push(`${u.sn}: ${code} ${message}`);
      }
    }
    const reportsDone = outcome.filter((o) => o.station_log_id !== undefined);
    return {
      status: refused.length > 0 ? 'refused' : 'applied',
      reason: refused.join('; ').slice(0, 2048),
      outcome: { reports: reportsDone, units: outcome, panels: panels.map((p) => p.barcode) },
    };
  };
}
