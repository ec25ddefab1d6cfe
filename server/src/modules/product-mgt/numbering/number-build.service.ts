import {
  formatNumbers,
  MAX_NUMBER_BUILD,
  PolicyBuildStatus,
  rulePeriod,
  seqCapacity,
  seqPart,
  SequenceOverflow,
  SnPolicyType,
  TOPIC,
  type NumberBuilt,
  type NumberRule as Rule,
} from '@mes/contracts';
import type pg from 'pg';
import { refuse } from '../../../core/api/app.exception';
import { first, inTransaction, rows, run, sql, type Queryable, type RowOf, type Tx } from '../../../core/db/sql';
import { writeOutbox } from '../../../core/events/outbox.writer';
import type { ProgressHandle } from '../../../core/progress/progress-handle';
import type { ProgressService } from '../../../core/progress/progress.service';
import { resourceEvent } from '../../../core/resource/resource-event';
import type { Ctx } from '../ctx';
import { isRulePolicy, NUMBERING_OF, type NumberKind } from './numbering.resources';
import {
  addOrderSns,
  insertNumbers,
  lockOrder,
  offPattern,
  orderSnCount,
  readPolicy,
  setBuildStatus,
  type OrderRow,
  type PolicyRow,
} from './numbering-store';

/** the most numbers one build reserves (the declaration's count limit) */
export const MAX_BUILD = MAX_NUMBER_BUILD;

export type BuildInput = {
  kind: NumberKind;
  policyId: number;
  worderId: number | null;
  count?: number;
  key?: string;
};

export type BuildAnswer = NumberBuilt;

const CLAIM_KEY = sql(
  'product-mgt.numbering_claim_key',
  `INSERT INTO numbering_build (kind, policy_id, worder_id, idem_key, count, creater_id)
         VALUES ($1, $2, $3, $4, 0, $5) ON CONFLICT (kind, policy_id, idem_key) DO NOTHING RETURNING id`,
);
const DROP_BUILD = sql('product-mgt.numbering_drop_build', 'DELETE FROM numbering_build WHERE id = $1');
const NEW_BUILD = sql(
  'product-mgt.numbering_new_build',
  `INSERT INTO numbering_build (kind, policy_id, worder_id, count, creater_id) VALUES ($1, $2, $3, 0, $4) RETURNING id`,
);
const BUILT = sql(
  'product-mgt.numbering_built',
  'UPDATE numbering_build SET count = $2, first_number = $3, last_number = $4 WHERE id = $1',
);
const BUILD_BY_KEY = sql(
  'product-mgt.numbering_build_by_key',
  `SELECT id, worder_id, count, first_number, last_number FROM numbering_build
       WHERE kind = $1 AND policy_id = $2 AND idem_key = $3`,
);
const LAST_BUILD = sql(
  'product-mgt.numbering_last_build',
  `SELECT id, worder_id, count, first_number, last_number FROM numbering_build
       WHERE kind = $1 AND policy_id = $2 AND worder_id = $3 AND count > 0 ORDER BY id DESC LIMIT 1`,
);
const RESERVE = sql(
  'product-mgt.numbering_reserve',
  `INSERT INTO numbering_counter (kind, policy_id, period, last_value) VALUES ($1, $2, $3, $4::bigint + $5 - 1)
     ON CONFLICT (kind, policy_id, period) DO UPDATE
       SET last_value = GREATEST(numbering_counter.last_value, $4::bigint - 1) + $5, updated_at = now()
     RETURNING last_value`,
);
// SKIP LOCKED: builds running side by side take different numbers instead of waiting for each other.
const TAKE_FREE = {
  sn: sql(
    'product-mgt.take_free_sns',
    `SELECT id, sn AS number FROM sn_table WHERE policy_id = $1 AND status = 0
     ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
  ),
  bn: sql(
    'product-mgt.take_free_bns',
    `SELECT id, bn AS number FROM bn_table WHERE policy_id = $1 AND status = 0
     ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
  ),
};
const HAND_OUT = {
  sn: sql(
    'product-mgt.hand_out_sns',
    `UPDATE sn_table SET status = 1, worder_id = $2, build_id = $3, updated_at = now() WHERE id = ANY($1)`,
  ),
  bn: sql(
    'product-mgt.hand_out_bns',
    `UPDATE bn_table SET status = 1, worder_id = $2, build_id = $3, updated_at = now() WHERE id = ANY($1)`,
  ),
};

type BuildRow = RowOf<'product-mgt.numbering_build_by_key'>;

const answerOf = (b: BuildRow, replayed: boolean): BuildAnswer => ({
  build_id: Number(b.id),
  replayed,
  count: b.count,
  first: b.first_number,
  last: b.last_number,
  worder_id: b.worder_id,
});

// Builds a policy's numbers (docs/numbering.md, "Building"): a rule policy reserves sequence values from its counter
// row (one per reset period, advanced with INSERT … ON CONFLICT DO UPDATE … RETURNING, so the row stays locked until
// the numbers are written), a file policy hands out the next free numbers of its file (FOR UPDATE SKIP LOCKED).
// Numbers, the build row and the order's worder_sn rows commit together or not at all.
export class NumberBuildService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly progress: ProgressService | null,
  ) {}

  async build(input: BuildInput, ctx: Ctx): Promise<BuildAnswer> {
    const policy = await readPolicy(this.pool, input.kind, input.policyId);
    if (policy.disabled)
      throw refuse('id', 'product.numbering_policy_disabled', { kind: input.kind, policy: policy.fnumber });
    if (input.kind === 'sn' && policy.ftype === SnPolicyType.IMPORT)
      throw refuse('id', 'product.numbering_import_policy_build', { policy: policy.fnumber });
    if (input.kind === 'sn' && input.worderId === null) throw refuse('worder_id', 'input.positive_int');
    const work = (h: ProgressHandle | null) => this.tracked(policy, input, ctx, h);
    if (!this.progress || ctx.userId === null) return work(null);
    return this.progress.track(
      ctx.userId,
      'sn_build',
      input.count ?? 0,
      { label: `${input.kind}_policy ${policy.fnumber}`, cancellable: true },
      work,
    );
  }

  // The policy shows the build's moves: start, then passed or fail with the reason.
  private async tracked(policy: PolicyRow, input: BuildInput, ctx: Ctx, h: ProgressHandle | null) {
    await setBuildStatus(this.pool, input.kind, policy.id, PolicyBuildStatus.START, '', ctx.userId);
    try {
      const answer = await inTransaction(this.pool, (c) => this.run(c, policy, input, ctx, h));
      const what = `build ${answer.build_id}${answer.replayed ? ' (answered again)' : ''}`;
      await setBuildStatus(
        this.pool,
        input.kind,
        policy.id,
        PolicyBuildStatus.PASSED,
        `${what}: ${answer.count} numbers, ${answer.first} … ${answer.last}`,
        ctx.userId,
      );
      return answer;
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      await setBuildStatus(this.pool, input.kind, policy.id, PolicyBuildStatus.FAIL, message, ctx.userId);
      throw e;
    }
  }

  private async run(
    c: Tx,
    policy: PolicyRow,
    input: BuildInput,
    ctx: Ctx,
    h: ProgressHandle | null,
  ): Promise<BuildAnswer> {
    const { kind } = input;
    const order = input.worderId === null ? null : await lockOrder(c, input.worderId);
    // An idempotency key is claimed first: a retry running beside the first waits here, then answers its build.
    let buildId: number | null = null;
    if (input.key !== undefined) {
      const claimed = await first(c, CLAIM_KEY, [kind, policy.id, order?.id ?? null, input.key, ctx.userId]);
      if (!claimed) return answerOf(await this.buildByKey(c, kind, policy.id, input.key), true);
      buildId = Number(claimed.id);
    }
    const room = kind === 'sn' && order ? order.fqty - (await orderSnCount(c, order.id)) : MAX_BUILD;
    if (input.count === undefined) {
      if (!order) throw refuse('count', 'product.numbering_count_required');
      if (room < 1) {
        // the same order built again: the earlier build is the answer, nothing is doubled
        const earlier = await first(c, LAST_BUILD, [kind, policy.id, order.id]);
        if (buildId !== null) await run(c, DROP_BUILD, [buildId]);
        if (earlier) return answerOf(earlier, true);
        throw refuse('worder_id', 'product.numbering_order_full', { order: order.fbillno, qty: order.fqty });
      }
    }
    const count = input.count ?? room;
    if (count > room)
      throw order
        ? refuse('count', 'product.numbering_order_room', { order: order.fbillno, room, qty: order.fqty })
        : refuse('count', 'product.numbering_build_max', { max: MAX_BUILD });
    await h?.setTotal(count);
    if (buildId === null) {
      const [row] = await rows(c, NEW_BUILD, [kind, policy.id, order?.id ?? null, ctx.userId]);
      buildId = Number(row.id);
    }
    const onChunk = async (n: number) => {
      await h?.advance(n);
      h?.throwIfCancelled();
    };
    const step: Step = { c, kind, policy, order, count, buildId, by: ctx.userId, onChunk };
    const numbers = isRulePolicy(kind, policy.ftype) ? await fromRule(step) : await fromFile(step);
    await run(c, BUILT, [buildId, numbers.length, numbers[0], numbers[numbers.length - 1]]);
    const built: BuildRow = {
      id: String(buildId),
      worder_id: order?.id ?? null,
      count: numbers.length,
      first_number: numbers[0],
      last_number: numbers[numbers.length - 1],
    };
    await resourceEvent(c, NUMBERING_OF[kind].table, 'create', buildId, ctx.userId);
    if (kind === 'sn' && order)
      await writeOutbox(c, TOPIC.worderSns('sn_generate'), {
        resource: 'worder',
        module: 'product_mgt',
        action: 'sn_generate',
        id: order.id,
        count: numbers.length,
        by: ctx.userId,
      });
    return answerOf(built, false);
  }

  private async buildByKey(c: Queryable, kind: NumberKind, policyId: number, key: string): Promise<BuildRow> {
    const [row] = await rows(c, BUILD_BY_KEY, [kind, policyId, key]);
    return row;
  }
}

export function ruleOf(policy: PolicyRow): Rule {
  if (!policy.rule) throw refuse('id', 'product.numbering_no_rule', { policy: policy.fnumber });
  return policy.rule;
}

/**
 * Reserves `count` sequence values of the moment's period and answers the first. The counter row stays locked until
 * the caller's transaction ends, so a second build of the same policy and period waits and continues after it.
 */
async function reserve(
  c: Queryable,
  kind: NumberKind,
  policyId: number,
  rule: Rule,
  at: Date,
  count: number,
): Promise<number> {
  const start = seqPart(rule).start ?? 1;
  const [{ last_value }] = await rows(c, RESERVE, [kind, policyId, rulePeriod(rule, at), start, count]);
  const last = Number(last_value);
  if (last > seqCapacity(seqPart(rule)) - 1)
    throw refuse('count', 'product.numbering_sequence_used_up', {
      max: seqCapacity(seqPart(rule)) - 1,
      count,
      last,
    });
  return last - count + 1;
}

export function formatOrRefuse(rule: Rule, at: Date, first: number, count: number): string[] {
  try {
    return formatNumbers(rule, at, first, count);
  } catch (e) {
    if (e instanceof SequenceOverflow) throw refuse('count', 'product.numbering_sequence_overflow', e.params);
    throw e;
  }
}

function refuseOffPattern(order: OrderRow, numbers: readonly string[]): void {
  const off = offPattern(order, numbers);
  if (off) throw refuse('id', 'product.numbering_off_pattern', { number: off, product: order.product });
}

/** one build's work: the numbers of a rule or a file policy for the order (or none), written under buildId. */
type Step = {
  c: Queryable;
  kind: NumberKind;
  policy: PolicyRow;
  order: OrderRow | null;
  count: number;
  buildId: number;
  by: number | null;
  onChunk: (n: number) => Promise<void>;
};

async function fromRule({ c, kind, policy, order, count, buildId, by, onChunk }: Step): Promise<string[]> {
  const rule = ruleOf(policy);
  const at = new Date();
  const start = await reserve(c, kind, policy.id, rule, at, count);
  const numbers = formatOrRefuse(rule, at, start, count);
  if (kind === 'sn' && order) refuseOffPattern(order, numbers);
  await insertNumbers(
    c,
    kind,
    numbers,
    null,
    { policyId: policy.id, worderId: order?.id ?? null, buildId, status: 1, source: 0, by },
    onChunk,
  );
  return numbers;
}

async function fromFile({ c, kind, policy, order, count, buildId, onChunk }: Step): Promise<string[]> {
  const taken = await rows(c, TAKE_FREE[kind], [policy.id, count]);
  if (taken.length < count)
    throw refuse('count', 'product.numbering_file_short', {
      kind,
      policy: policy.fnumber,
      free: taken.length,
      count,
    });
  const numbers = taken.map((t) => t.number);
  if (kind === 'sn' && order) refuseOffPattern(order, numbers);
  await run(c, HAND_OUT[kind], [taken.map((t) => t.id), order?.id ?? null, buildId]);
  if (kind === 'sn' && order) await addOrderSns(c, order.id, numbers);
  await onChunk(numbers.length);
  return numbers;
}
