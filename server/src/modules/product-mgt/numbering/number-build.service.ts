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
import type { DataSource, EntityManager } from 'typeorm';
import { refuse } from '../../../core/api/app.exception';
import { writeOutbox } from '../../../core/events/outbox.writer';
import type { ProgressHandle } from '../../../core/progress/progress-handle';
import type { ProgressService } from '../../../core/progress/progress.service';
import { resourceEvent } from '../../../core/resource/resource-event';
import type { Ctx } from '../tx';
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

type BuildRow = {
  id: string;
  worder_id: number | null;
  count: number;
  first_number: string | null;
  last_number: string | null;
};

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
    private readonly ds: DataSource,
    private readonly progress: ProgressService | null,
  ) {}

  async build(input: BuildInput, ctx: Ctx): Promise<BuildAnswer> {
    const policy = await readPolicy(this.ds.manager, input.kind, input.policyId);
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
    await setBuildStatus(this.ds, input.kind, policy.id, PolicyBuildStatus.START, '', ctx.userId);
    try {
      const answer = await this.ds.transaction((m) => this.run(m, policy, input, ctx, h));
      const what = `build ${answer.build_id}${answer.replayed ? ' (answered again)' : ''}`;
      await setBuildStatus(
        this.ds,
        input.kind,
        policy.id,
        PolicyBuildStatus.PASSED,
        `${what}: ${answer.count} numbers, ${answer.first} … ${answer.last}`,
        ctx.userId,
      );
      return answer;
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      await setBuildStatus(this.ds, input.kind, policy.id, PolicyBuildStatus.FAIL, message, ctx.userId);
      throw e;
    }
  }

  private async run(
    m: EntityManager,
    policy: PolicyRow,
    input: BuildInput,
    ctx: Ctx,
    h: ProgressHandle | null,
  ): Promise<BuildAnswer> {
    const { kind } = input;
    const order = input.worderId === null ? null : await lockOrder(m, input.worderId);
    // An idempotency key is claimed first: a retry running beside the first waits here, then answers its build.
    let buildId: number | null = null;
    if (input.key !== undefined) {
      const claimed = (await m.query(
        `INSERT INTO numbering_build (kind, policy_id, worder_id, idem_key, count, creater_id)
         VALUES ($1, $2, $3, $4, 0, $5) ON CONFLICT (kind, policy_id, idem_key) DO NOTHING RETURNING id`,
        [kind, policy.id, order?.id ?? null, input.key, ctx.userId],
      )) as { id: string }[];
      if (claimed.length === 0) return answerOf(await this.buildByKey(m, kind, policy.id, input.key), true);
      buildId = Number(claimed[0].id);
    }
    const room = kind === 'sn' && order ? order.fqty - (await orderSnCount(m, order.id)) : MAX_BUILD;
    if (input.count === undefined) {
      if (!order) throw refuse('count', 'product.numbering_count_required');
      if (room < 1) {
        // the same order built again: the earlier build is the answer, nothing is doubled
        const earlier = await this.lastBuildOf(m, kind, policy.id, order.id);
        if (buildId !== null) await m.query('DELETE FROM numbering_build WHERE id = $1', [buildId]);
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
      const [row] = (await m.query(
        `INSERT INTO numbering_build (kind, policy_id, worder_id, count, creater_id) VALUES ($1, $2, $3, 0, $4) RETURNING id`,
        [kind, policy.id, order?.id ?? null, ctx.userId],
      )) as { id: string }[];
      buildId = Number(row.id);
    }
    const onChunk = async (n: number) => {
      await h?.advance(n);
      h?.throwIfCancelled();
    };
    const step: Step = { m, kind, policy, order, count, buildId, by: ctx.userId, onChunk };
    const numbers = isRulePolicy(kind, policy.ftype) ? await fromRule(step) : await fromFile(step);
    await m.query('UPDATE numbering_build SET count = $2, first_number = $3, last_number = $4 WHERE id = $1', [
      buildId,
      numbers.length,
      numbers[0],
      numbers[numbers.length - 1],
    ]);
    const built: BuildRow = {
      id: String(buildId),
      worder_id: order?.id ?? null,
      count: numbers.length,
      first_number: numbers[0],
      last_number: numbers[numbers.length - 1],
    };
    await resourceEvent(m, NUMBERING_OF[kind].table, 'create', buildId, ctx.userId);
    if (kind === 'sn' && order)
      await writeOutbox(m, TOPIC.worderSns('sn_generate'), {
        resource: 'worder',
        module: 'product_mgt',
        action: 'sn_generate',
        id: order.id,
        count: numbers.length,
        by: ctx.userId,
      });
    return answerOf(built, false);
  }

  private async buildByKey(m: EntityManager, kind: NumberKind, policyId: number, key: string): Promise<BuildRow> {
    const [row] = (await m.query(
      `SELECT id, worder_id, count, first_number, last_number FROM numbering_build
       WHERE kind = $1 AND policy_id = $2 AND idem_key = $3`,
      [kind, policyId, key],
    )) as BuildRow[];
    return row;
  }

  private async lastBuildOf(
    m: EntityManager,
    kind: NumberKind,
    policyId: number,
    worderId: number,
  ): Promise<BuildRow | undefined> {
    const rows = (await m.query(
      `SELECT id, worder_id, count, first_number, last_number FROM numbering_build
       WHERE kind = $1 AND policy_id = $2 AND worder_id = $3 AND count > 0 ORDER BY id DESC LIMIT 1`,
      [kind, policyId, worderId],
    )) as BuildRow[];
    return rows[0];
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
  m: EntityManager,
  kind: NumberKind,
  policyId: number,
  rule: Rule,
  at: Date,
  count: number,
): Promise<number> {
  const start = seqPart(rule).start ?? 1;
  const [{ last_value }] = (await m.query(
    `INSERT INTO numbering_counter (kind, policy_id, period, last_value) VALUES ($1, $2, $3, $4::bigint + $5 - 1)
     ON CONFLICT (kind, policy_id, period) DO UPDATE
       SET last_value = GREATEST(numbering_counter.last_value, $4::bigint - 1) + $5, updated_at = now()
     RETURNING last_value`,
    [kind, policyId, rulePeriod(rule, at), start, count],
  )) as { last_value: string }[];
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
  m: EntityManager;
  kind: NumberKind;
  policy: PolicyRow;
  order: OrderRow | null;
  count: number;
  buildId: number;
  by: number | null;
  onChunk: (n: number) => Promise<void>;
};

async function fromRule({ m, kind, policy, order, count, buildId, by, onChunk }: Step): Promise<string[]> {
  const rule = ruleOf(policy);
  const at = new Date();
  const first = await reserve(m, kind, policy.id, rule, at, count);
  const numbers = formatOrRefuse(rule, at, first, count);
  if (kind === 'sn' && order) refuseOffPattern(order, numbers);
  await insertNumbers(
    m,
    kind,
    numbers,
    null,
    { policyId: policy.id, worderId: order?.id ?? null, buildId, status: 1, source: 0, by },
    onChunk,
  );
  return numbers;
}

async function fromFile({ m, kind, policy, order, count, buildId, onChunk }: Step): Promise<string[]> {
  // SKIP LOCKED: builds running side by side take different numbers instead of waiting for each other.
  const taken = (await m.query(
    `SELECT id, ${kind} AS number FROM ${kind}_table WHERE policy_id = $1 AND status = 0
     ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [policy.id, count],
  )) as { id: number; number: string }[];
  if (taken.length < count)
    throw refuse('count', 'product.numbering_file_short', {
      kind,
      policy: policy.fnumber,
      free: taken.length,
      count,
    });
  const numbers = taken.map((t) => t.number);
  if (kind === 'sn' && order) refuseOffPattern(order, numbers);
  await m.query(
    `UPDATE ${kind}_table SET status = 1, worder_id = $2, build_id = $3, updated_at = now() WHERE id = ANY($1)`,
    [taken.map((t) => t.id), order?.id ?? null, buildId],
  );
  if (kind === 'sn' && order) await addOrderSns(m, order.id, numbers);
  await onChunk(numbers.length);
  return numbers;
}
