import { PolicyBuildStatus, rulePeriod, seqPart, SnPolicyType, TOPIC } from '@mes/contracts';
import type pg from 'pg';
import { refuse } from '../../../core/api/app.exception';
import { inTransaction, rows, sql, type Tx } from '../../../core/db/sql';
import { writeOutbox } from '../../../core/events/outbox.writer';
import type { ProgressHandle } from '../../../core/progress/progress-handle';
import type { ProgressService } from '../../../core/progress/progress.service';
import type { DraftStore } from '../../../core/resource/drafts';
import { resourceEvent } from '../../../core/resource/resource-event';
import type { RowError } from '../../../core/spreadsheet/spreadsheet';
import { importRefused } from '../sheets';
import type { Ctx } from '../ctx';
import { formatOrRefuse, ruleOf } from './number-build.service';
import { readNumberSheet, type NumberRow } from './number-sheet';
import { isRulePolicy, NUMBERING_OF, type NumberKind } from './numbering.resources';
import { insertNumbers, lockOrder, orderSnCount, readPolicy, setBuildStatus, type OrderRow } from './numbering-store';

// a file policy's next free numbers, with how many are free
const FREE_NUMBERS = {
  sn: sql(
    'product-mgt.free_sns',
    `SELECT sn AS number, count(*) OVER ()::int AS free FROM sn_table
         WHERE policy_id = $1 AND status = 0 ORDER BY id LIMIT $2`,
    { notNull: ['free'] },
  ),
  bn: sql(
    'product-mgt.free_bns',
    `SELECT bn AS number, count(*) OVER ()::int AS free FROM bn_table
         WHERE policy_id = $1 AND status = 0 ORDER BY id LIMIT $2`,
    { notNull: ['free'] },
  ),
};
const COUNTER = sql(
  'product-mgt.numbering_counter',
  'SELECT last_value FROM numbering_counter WHERE kind = $1 AND policy_id = $2 AND period = $3',
);
const FREE_COUNT = {
  sn: sql(
    'product-mgt.free_sn_count',
    `SELECT count(*)::int AS free FROM sn_table WHERE policy_id = $1 AND status = 0`,
    {
      notNull: ['free'],
    },
  ),
  bn: sql(
    'product-mgt.free_bn_count',
    `SELECT count(*)::int AS free FROM bn_table WHERE policy_id = $1 AND status = 0`,
    {
      notNull: ['free'],
    },
  ),
};
// numbers that exist already: made or imported by a policy, and (SNs) in a work order's list
const EXISTING = {
  sn: sql(
    'product-mgt.existing_sns',
    `SELECT t.sn AS number, p.fnumber AS owner, 'policy' AS what FROM sn_table t
         JOIN sn_policy p ON p.id = t.policy_id WHERE t.sn = ANY($1)
       UNION ALL SELECT ws.sn, w.fbillno, 'work order' FROM worder_sn ws JOIN worder w ON w.id = ws.worder_id WHERE ws.sn = ANY($1)`,
    { notNull: ['number', 'owner', 'what'] },
  ),
  bn: sql(
    'product-mgt.existing_bns',
    `SELECT t.bn AS number, p.fnumber AS owner, 'policy' AS what FROM bn_table t
         JOIN bn_policy p ON p.id = t.policy_id WHERE t.bn = ANY($1)`,
    { notNull: ['what'] },
  ),
};

export type Preview = { numbers: string[]; period: string | null; next_value: number | null; free: number | null };

// Previews of the next numbers, imports of numbers from a sheet (all or none), and removing a number.
export class NumberingService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly drafts: DraftStore,
    private readonly progress: ProgressService | null,
  ) {}

  /** the next numbers a build would make (rule) or hand out (file), reserving nothing. */
  async preview(kind: NumberKind, id: number, count: number): Promise<Preview> {
    const pool = this.pool;
    const policy = await readPolicy(pool, kind, id);
    if (!isRulePolicy(kind, policy.ftype)) {
      const free = await rows(pool, FREE_NUMBERS[kind], [id, count]);
      return { numbers: free.map((r) => r.number), period: null, next_value: null, free: free[0]?.free ?? 0 };
    }
    const rule = ruleOf(policy);
    const at = new Date();
    const period = rulePeriod(rule, at);
    const counter = await rows(pool, COUNTER, [kind, id, period]);
    const start = seqPart(rule).start ?? 1;
    const next = counter.length ? Math.max(Number(counter[0].last_value) + 1, start) : start;
    return { numbers: formatOrRefuse(rule, at, next, count), period, next_value: next, free: null };
  }

  /**
   * Numbers of a sheet into a policy: a file policy keeps them free for later builds; an SN import policy gives them
   * to the work order named at once. Every row is checked (format, twice in the file, existing anywhere) and then
   * all are written, or none: the refusal lists the bad rows.
   */
  async importNumbers(
    kind: NumberKind,
    id: number,
    worderId: number | null,
    body: Record<string, unknown>,
    ctx: Ctx,
  ): Promise<{ imported: number; free: number }> {
    const policy = await readPolicy(this.pool, kind, id);
    if (policy.disabled) throw refuse('id', 'product.numbering_policy_disabled', { kind, policy: policy.fnumber });
    if (isRulePolicy(kind, policy.ftype))
      throw refuse('id', 'product.numbering_rule_policy_import', { kind, policy: policy.fnumber });
    const direct = kind === 'sn' && policy.ftype === SnPolicyType.IMPORT;
    if (direct && worderId === null) throw refuse('worder_id', 'product.numbering_import_needs_order');
    if (!direct && worderId !== null) throw refuse('worder_id', 'product.numbering_file_policy_order', { kind });
    const work = async (h: ProgressHandle | null) => {
      try {
        const sheet = await readNumberSheet(kind, this.drafts, body);
        if (sheet.rows.length === 0) throw importRefused(sheet.errors);
        await h?.setTotal(sheet.rows.length);
        const answer = await inTransaction(this.pool, (c) => this.writeSheet(c, kind, id, worderId, sheet, ctx, h));
        await setBuildStatus(this.pool, kind, id, PolicyBuildStatus.IMPORT, `${answer.imported} imported`, ctx.userId);
        return answer;
      } catch (e) {
        await setBuildStatus(this.pool, kind, id, PolicyBuildStatus.FAIL, (e as Error).message, ctx.userId);
        throw e;
      }
    };
    if (!this.progress || ctx.userId === null) return work(null);
    return this.progress.track(
      ctx.userId,
      'import',
      0,
      { label: `${kind}_policy ${policy.fnumber}`, cancellable: true },
      work,
    );
  }

  private async writeSheet(
    c: Tx,
    kind: NumberKind,
    policyId: number,
    worderId: number | null,
    sheet: { rows: NumberRow[]; errors: RowError[] },
    ctx: Ctx,
    h: ProgressHandle | null,
  ): Promise<{ imported: number; free: number }> {
    const numbers = sheet.rows;
    const order = worderId === null ? null : await lockOrder(c, worderId);
    // every problem at once: the file's own (format, twice in it) and numbers that exist already
    const errors = [...sheet.errors, ...(await this.existing(c, kind, numbers))];
    if (order) {
      const have = await orderSnCount(c, order.id);
      if (have + numbers.length > order.fqty)
        errors.push({
          row: 0,
          field: 'file',
          message: `${numbers.length} serial numbers would give work order ${order.fbillno} ${have + numbers.length}, more than its ${order.fqty}`,
        });
    }
    if (errors.length > 0) throw importRefused(errors.sort((a, b) => a.row - b.row));
    await insertNumbers(
      c,
      kind,
      numbers.map((r) => r.number),
      numbers.map((r) => r.row),
      {
        policyId,
        worderId: order?.id ?? null,
        buildId: null,
        status: order ? 1 : 0,
        source: order ? 2 : 1,
        by: ctx.userId,
      },
      async (n) => {
        await h?.advance(n);
        h?.throwIfCancelled();
      },
    );
    await resourceEvent(c, NUMBERING_OF[kind].table, 'create', policyId, ctx.userId);
    if (order) await this.orderEvent(c, order, numbers.length, ctx);
    const [{ free }] = await rows(c, FREE_COUNT[kind], [policyId]);
    return { imported: numbers.length, free };
  }

  // a number already made or imported (by any policy), or already an SN of a work order, is refused by row
  private async existing(c: Tx, kind: NumberKind, sheet: NumberRow[]): Promise<RowError[]> {
    const found = await rows(c, EXISTING[kind], [sheet.map((r) => r.number)]);
    // a number made by a policy names the policy first (it is also in its order's SN list)
    const owner = new Map<string, (typeof found)[number]>();
    for (const f of found) if (f.what === 'policy' || !owner.has(f.number)) owner.set(f.number, f);
    return sheet.flatMap((r) => {
      const o = owner.get(r.number);
      return o ? [{ row: r.row, field: kind, message: `${r.number} exists already (${o.what} ${o.owner})` }] : [];
    });
  }

  private async orderEvent(c: Tx, order: OrderRow, count: number, ctx: Ctx): Promise<void> {
    await writeOutbox(c, TOPIC.worderSns('sn_import'), {
      resource: 'worder',
      module: 'product_mgt',
      action: 'sn_import',
      id: order.id,
      count,
      by: ctx.userId,
    });
  }
}
