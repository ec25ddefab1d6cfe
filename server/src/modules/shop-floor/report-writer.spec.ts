import type pg from 'pg';
import { ReportWriter, type ReportWrite } from './report-writer';

type Query = { name: string; values: unknown[] };

const write = (sn: string): ReportWrite => ({
  sn,
  read: { next_seq: 1, fail_count: 0, done: false, last_result: 0 },
  fresh: false,
  workflow_id: 1,
  reworder_id: null,
  next: { next_seq: 2, fail_count: 0, done: false },
  result: 1,
  worder_id: 1,
  station_id: 10,
  product_line_id: 1,
  seq: 1,
  first_pass: true,
  source: 'download',
  operator_id: null,
  operator: '',
  report_key: null,
  answer: '{}',
  fact: '{}',
  items: [{ name: 'v', value: '1', lower: '', upper: '', unit: '', result: 1 }],
});

// A pool whose statements return when the test says so: what the writer sends, and when, is what is checked.
class FakePool {
  readonly queries: Query[] = [];
  private pending: (() => void)[] = [];
  /** a shared statement holding this SN fails (as when an idempotency key raced) */
  failWith: string | null = null;
  /** SNs whose position moved: the statement writes nothing for them */
  moved = new Set<string>();
  private ids = 0;

  query(q: { name: string; values: unknown[] }): Promise<{ rows: { id: string; sn?: string }[] }> {
    this.queries.push(q);
    return new Promise((resolve, reject) => {
      this.pending.push(() => {
        if (q.name === 'mes_write_reports') {
          if ((q.values[0] as string[]).includes(this.failWith ?? ''))
            return reject(Object.assign(new Error('duplicate key'), { code: '23505' }));
          const sns = (q.values[0] as string[]).filter((sn) => !this.moved.has(sn));
          return resolve({ rows: sns.map((sn) => ({ id: String(++this.ids), sn })) });
        }
        const sn = q.values[0] as string;
        resolve({ rows: this.moved.has(sn) ? [] : [{ id: String(++this.ids) }] });
      });
    });
  }

  /** lets every statement sent so far return */
  async release(): Promise<void> {
    const now = this.pending;
    this.pending = [];
    for (const r of now) r();
    await new Promise((r) => setImmediate(r));
  }
}

describe(ReportWriter.name, () => {
  let pool: FakePool;
  let wakes: number;
  let sut: ReportWriter;

  beforeEach(() => {
    pool = new FakePool();
    wakes = 0;
    sut = new ReportWriter(pool as unknown as Pick<pg.Pool, 'query'>, () => wakes++);
  });

  it('sends a write at once while fewer than two statements run, and the ones after together', async () => {
    const first = [sut.write(write('A')), sut.write(write('B'))];
    expect(pool.queries.map((q) => q.values[0])).toEqual([['A'], ['B']]);
    const later = ['C', 'D', 'E'].map((sn) => sut.write(write(sn)));
    expect(pool.queries).toHaveLength(2);
    await pool.release();
    expect(await Promise.all(first)).toEqual(['1', '2']);
    // the three waiting went as one statement, with their test items tagged by SN
    expect(pool.queries).toHaveLength(3);
    expect(pool.queries[2].values[0]).toEqual(['C', 'D', 'E']);
    expect(pool.queries[2].values[22]).toEqual(['C', 'D', 'E']);
    await pool.release();
    expect(await Promise.all(later)).toEqual(['3', '4', '5']);
    expect(wakes).toBe(3);
  });

  it('never puts two reports of one SN in one statement', async () => {
    const busy = [sut.write(write('X')), sut.write(write('Y'))];
    const waiting = [sut.write(write('A')), sut.write(write('A')), sut.write(write('B'))];
    await pool.release();
    await Promise.all(busy);
    expect(pool.queries[2].values[0]).toEqual(['A', 'B']);
    expect(pool.queries[3].values[0]).toEqual(['A']);
    await pool.release();
    await Promise.all(waiting);
  });

  it('answers null to the report whose SN moved, and its id to each other one', async () => {
    const busy = [sut.write(write('X')), sut.write(write('Y'))];
    pool.moved.add('B');
    const waiting = ['A', 'B', 'C'].map((sn) => sut.write(write(sn)));
    await pool.release();
    await Promise.all(busy);
    await pool.release();
    expect(await Promise.all(waiting)).toEqual(['3', null, '4']);
  });

  it('writes each report of a failed shared statement again alone, each with its own outcome', async () => {
    const busy = [sut.write(write('X')), sut.write(write('Y'))];
    pool.failWith = 'A';
    pool.moved.add('B');
    const waiting = ['A', 'B'].map((sn) => sut.write(write(sn)));
    await pool.release();
    await Promise.all(busy);
    await pool.release();
    await pool.release();
    expect(pool.queries.slice(3).map((q) => [q.name, q.values[0]])).toEqual([
      ['mes_write_report', 'A'],
      ['mes_write_report', 'B'],
    ]);
    expect(await Promise.all(waiting)).toEqual(['3', null]);
  });
});
