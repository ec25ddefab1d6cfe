import type pg from 'pg';
import type { TestItem } from '@mes/contracts';
import { WRITE_REPORT, WRITE_REPORTS } from './station-report.sql';

/** One report's write: the SN's position as read ($2..$5 of WRITE_REPORT), the new one, its log row, its fact. */
export type ReportWrite = {
  sn: string;
  read: { next_seq: number; fail_count: number; done: boolean; last_result: number };
  /** no routing state was read (the SN's first report): the write creates it */
  fresh: boolean;
  workflow_id: number;
  reworder_id: number | null;
  next: { next_seq: number; fail_count: number; done: boolean };
  result: number;
  worder_id: number;
  station_id: number;
  product_line_id: number;
  seq: number;
  first_pass: boolean;
  source: string;
  operator_id: number | null;
  operator: string;
  report_key: string | null;
  answer: string;
  fact: string;
  items: TestItem[];
};

type Waiting = { write: ReportWrite; resolve: (id: string | null) => void; reject: (e: unknown) => void };

const ITEM_COLUMNS = ['name', 'value', 'lower', 'upper', 'unit', 'result'] as const;
/** writes in flight at once: while they are, the reports arriving wait and go together in the next one */
const IN_FLIGHT = 2;
/** reports in one statement at most */
const MAX_BATCH = 200;

function columns(w: ReportWrite): unknown[] {
  return [
    w.sn,
    w.read.next_seq,
    w.read.fail_count,
    w.read.done,
    w.read.last_result,
    w.workflow_id,
    w.reworder_id,
    w.next.next_seq,
    w.next.fail_count,
    w.next.done,
    w.result,
    w.worder_id,
    w.station_id,
    w.product_line_id,
    w.seq,
    w.first_pass,
    w.source,
    w.operator_id,
    w.operator,
    w.report_key,
    w.answer,
    w.fact,
  ];
}

/**
 * One report in one statement (WRITE_REPORT, which NOTIFYs the relays at its commit: a caller's transaction has no
 * other way to wake them): the station_log id, or null when the SN moved since it was read.
 */
export async function writeOne(db: Pick<pg.Pool, 'query'>, w: ReportWrite): Promise<string | null> {
  // typed by hand (not a sql() statement: its text embeds the outbox writer's insert, core/events): station_log's id
  const { rows } = await db.query<{ id: string }>({
    name: 'mes_write_report',
    text: WRITE_REPORT,
    values: [...columns(w), ...ITEM_COLUMNS.map((c) => w.items.map((t) => t[c])), w.fresh],
  });
  return rows[0]?.id ?? null;
}

// Group commit for station reports: a write finding fewer than IN_FLIGHT statements running goes at once (a quiet
// line waits for nothing); the ones arriving meanwhile wait for a statement to return and then go together, as one
// statement and one commit (one WAL flush) for all of them. Each report is still judged alone: each is written
// only if its own SN still stands where it was read, and answered with its own id or null. Two reports of one SN
// never share a statement. If a shared statement fails (an idempotency key raced), each of its reports is written
// again alone, so one report's error is its own.
export class ReportWriter {
  private queue: Waiting[] = [];
  private inFlight = 0;

  /** wake: tells the outbox relays that entries committed (a Redis publish; they poll anyway) */
  constructor(
    private readonly pool: Pick<pg.Pool, 'query'>,
    private readonly wake: () => void,
  ) {}

  write(w: ReportWrite): Promise<string | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ write: w, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < IN_FLIGHT && this.queue.length > 0) {
      const batch = this.take();
      this.inFlight++;
      void this.flush(batch).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  // The first waiting reports, one per SN, up to MAX_BATCH; the rest wait for the next statement.
  private take(): Waiting[] {
    const sns = new Set<string>();
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    for (const w of this.queue) {
      if (batch.length < MAX_BATCH && !sns.has(w.write.sn)) {
        sns.add(w.write.sn);
        batch.push(w);
      } else rest.push(w);
    }
    this.queue = rest;
    return batch;
  }

  private async flush(batch: Waiting[]): Promise<void> {
    let ids: Map<string, string>;
    try {
      ids = await this.writeMany(batch.map((w) => w.write));
    } catch {
      // alone, each with its own error (and its NOTIFY: a rare path)
      await Promise.all(batch.map((w) => writeOne(this.pool, w.write).then(w.resolve, w.reject)));
      return;
    }
    if (ids.size > 0) this.wake();
    for (const w of batch) w.resolve(ids.get(w.write.sn) ?? null);
  }

  private async writeMany(writes: ReportWrite[]): Promise<Map<string, string>> {
    const cols = writes.map(columns);
    const values = cols[0].map((_, c) => cols.map((row) => row[c]));
    const items = writes.flatMap((w) => w.items.map((t) => ({ sn: w.sn, ...t })));
    values.push(
      items.map((t) => t.sn),
      ...ITEM_COLUMNS.map((c) => items.map((t) => t[c])),
      writes.map((w) => w.fresh),
    );
    // typed by hand, as writeOne's: the ids written and their SNs
    const { rows } = await this.pool.query<{ id: string; sn: string }>({
      name: 'mes_write_reports',
      text: WRITE_REPORTS,
      values,
    });
    return new Map(rows.map((r) => [r.sn, r.id]));
  }
}
