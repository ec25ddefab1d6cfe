import { ErrorCode, WorkOrderStatus, type NumberRule as Rule, type PolicyBuildStatusCode } from '@mes/contracts';
import type pg from 'pg';
import { refuse, refuseAs } from '../../../core/api/app.exception';
import { first, inTransaction, rows, run, sql, type Queryable, type RowOf } from '../../../core/db/sql';
import { resourceEvent } from '../../../core/resource/resource-event';
import { snPattern } from '../serial-numbers';
import { NUMBERING_OF, type NumberKind } from './numbering.resources';

// The SQL the numbering calls share: policies, their status, work orders, and the bulk writes of numbers. A
// statement naming a kind's table is declared once per kind (sn, bn).

const POLICY = {
  sn: sql('product-mgt.sn_policy', `SELECT id, fnumber, ftype, rule, disabled FROM sn_policy WHERE id = $1`),
  bn: sql('product-mgt.bn_policy', `SELECT id, fnumber, ftype, rule, disabled FROM bn_policy WHERE id = $1`),
};
const BUILD_STATUS = {
  sn: sql(
    'product-mgt.sn_policy_status',
    `UPDATE sn_policy SET build_status = $2, build_message = left($3, 512), updated_at = now() WHERE id = $1`,
  ),
  bn: sql(
    'product-mgt.bn_policy_status',
    `UPDATE bn_policy SET build_status = $2, build_message = left($3, 512), updated_at = now() WHERE id = $1`,
  ),
};
const LOCK_ORDER = sql(
  'product-mgt.numbering_lock_order',
  `SELECT w.id, w.fbillno, w.fqty, w.status, p.fnumber AS product, p.sn_regex
     FROM worder w JOIN product p ON p.id = w.product_id WHERE w.id = $1 FOR UPDATE OF w`,
);
const ORDER_SN_COUNT = sql(
  'product-mgt.order_sn_count',
  'SELECT count(*)::int AS n FROM worder_sn WHERE worder_id = $1',
  { notNull: ['n'] },
);
/** the given SNs into the work order's list */
export const ADD_ORDER_SNS = sql(
  'product-mgt.add_order_sns',
  'INSERT INTO worder_sn (worder_id, sn) SELECT $1, unnest($2::varchar[])',
);
// one statement per chunk: the numbers are sent and parsed once for both tables
// (a rule build has no sheet rows: $2 is NULL and unnest pads r with NULLs); SNs of a work order go to its list too
const INSERT_NUMBERS = {
  sn: sql(
    'product-mgt.insert_sns',
    `WITH u AS (SELECT n, coalesce(r, 0) AS r FROM unnest($1::varchar[], $2::int[]) AS u(n, r)),
    t AS (INSERT INTO sn_table (sn, row_no, policy_id, worder_id, build_id, status, source, creater_id)
      SELECT n, r, $3, $4, $5, $6, $7, $8 FROM u RETURNING 1)
    SELECT count(*) FROM t`,
  ),
  bn: sql(
    'product-mgt.insert_bns',
    `WITH u AS (SELECT n, coalesce(r, 0) AS r FROM unnest($1::varchar[], $2::int[]) AS u(n, r)),
    t AS (INSERT INTO bn_table (bn, row_no, policy_id, worder_id, build_id, status, source, creater_id)
      SELECT n, r, $3, $4, $5, $6, $7, $8 FROM u RETURNING 1)
    SELECT count(*) FROM t`,
  ),
};
const INSERT_ORDER_SNS = sql(
  'product-mgt.insert_order_sns',
  `WITH u AS (SELECT n, coalesce(r, 0) AS r FROM unnest($1::varchar[], $2::int[]) AS u(n, r)),
    t AS (INSERT INTO sn_table (sn, row_no, policy_id, worder_id, build_id, status, source, creater_id)
      SELECT n, r, $3, $4, $5, $6, $7, $8 FROM u RETURNING 1)
    INSERT INTO worder_sn (worder_id, sn) SELECT $4, n FROM u`,
);

export type PolicyRow = Omit<RowOf<'product-mgt.sn_policy'>, 'rule'> & { rule: Rule | null };

export type OrderRow = RowOf<'product-mgt.numbering_lock_order'>;

const CLOSED: number[] = [WorkOrderStatus.CANCEL, WorkOrderStatus.FINISH];
const WRITE_CHUNK = 20_000;

/** a policy's rule: the jsonb the policy resource validated as a NumberRule when it was written */
function storedRule(rule: unknown): Rule | null {
  return rule === null ? null : (rule as Rule);
}

export async function readPolicy(db: Queryable, kind: NumberKind, id: number): Promise<PolicyRow> {
  const policy = await first(db, POLICY[kind], [id]);
  if (!policy) throw refuse('id', 'product.numbering_no_policy', { kind, id });
  return { ...policy, rule: storedRule(policy.rule) };
}

/** the policy's build status and its last message (each build or import leaves its outcome on the policy). */
export async function setBuildStatus(
  pool: pg.Pool,
  kind: NumberKind,
  id: number,
  status: PolicyBuildStatusCode,
  message: string,
  by: number | null,
): Promise<void> {
  await inTransaction(pool, async (c) => {
    await run(c, BUILD_STATUS[kind], [id, status, message]);
    await resourceEvent(c, NUMBERING_OF[kind].policy, 'update', id, by);
  });
}

/** the work order, locked for the transaction: builds and imports of one order run one after the other. */
export async function lockOrder(c: Queryable, worderId: number): Promise<OrderRow> {
  const order = await first(c, LOCK_ORDER, [worderId]);
  if (!order) throw refuseAs(ErrorCode.NO_WORK_ORDER, 'worder_id', 'product.no_work_order', { order: worderId });
  if (CLOSED.includes(order.status))
    throw refuse('worder_id', 'product.numbering_order_closed', {
      order: order.fbillno,
      status: String(WorkOrderStatus.keyOf(order.status)?.toLowerCase()),
    });
  return order;
}

export async function orderSnCount(c: Queryable, worderId: number): Promise<number> {
  const [{ n }] = await rows(c, ORDER_SN_COUNT, [worderId]);
  return n;
}

/** the first number that does not match the product's SN pattern, or null. */
export function offPattern(order: OrderRow, numbers: readonly string[]): string | null {
  let pattern: RegExp | null;
  try {
    pattern = snPattern(order.sn_regex);
  } catch {
    throw refuse('worder_id', 'product.numbering_sn_pattern_invalid', { product: order.product });
  }
  if (!pattern) return null;
  return numbers.find((n) => !pattern.test(n)) ?? null;
}

export type NumberRowsOf = {
  policyId: number;
  worderId: number | null;
  buildId: number | null;
  status: 0 | 1;
  source: 0 | 1 | 2;
  by: number | null;
};

/**
 * Writes numbers in bulk (INSERT … SELECT FROM unnest, in chunks so a progress job can count and stop between
 * them). A number that exists already answers 400 naming it, whoever made it; the caller's transaction rolls back.
 */
export async function insertNumbers(
  c: Queryable,
  kind: NumberKind,
  numbers: readonly string[],
  rowNos: readonly number[] | null,
  of: NumberRowsOf,
  onChunk?: (n: number) => Promise<void>,
): Promise<void> {
  const statement = kind === 'sn' && of.worderId !== null ? INSERT_ORDER_SNS : INSERT_NUMBERS[kind];
  for (let i = 0; i < numbers.length; i += WRITE_CHUNK) {
    const chunk = numbers.slice(i, i + WRITE_CHUNK);
    const rowsOf = rowNos ? rowNos.slice(i, i + WRITE_CHUNK) : null;
    await guarded(kind, () =>
      run(c, statement, [chunk, rowsOf, of.policyId, of.worderId, of.buildId, of.status, of.source, of.by]),
    );
    await onChunk?.(chunk.length);
  }
}

/** the given numbers of the work order, in the order's SN list (numbers handed out from a file pool). */
export async function addOrderSns(c: Queryable, worderId: number, numbers: readonly string[]): Promise<void> {
  for (let i = 0; i < numbers.length; i += WRITE_CHUNK)
    await guarded('sn', () => run(c, ADD_ORDER_SNS, [worderId, numbers.slice(i, i + WRITE_CHUNK)]));
}

async function guarded(kind: NumberKind, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (e) {
    const pg = e as { code?: string; detail?: string };
    if (pg.code !== '23505') throw e;
    const number = /\)=\((.*)\) already exists/.exec(pg.detail ?? '')?.[1] ?? '?';
    throw refuse(kind, 'product.numbering_exists', { number });
  }
}
