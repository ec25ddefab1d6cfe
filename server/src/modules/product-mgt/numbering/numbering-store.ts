import { ErrorCode, WorkOrderStatus, type NumberRule as Rule, type PolicyBuildStatusCode } from '@mes/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { refuse, refuseAs } from '../../../core/api/app.exception';
import { resourceEvent } from '../../../core/resource/resource-event';
import { snPattern } from '../serial-numbers';
import { NUMBERING_OF, type NumberKind } from './numbering.resources';

export type PolicyRow = {
  id: number;
  fnumber: string;
  ftype: number;
  rule: Rule | null;
  disabled: boolean;
};

export type OrderRow = { id: number; fbillno: string; fqty: number; status: number; product: string; sn_regex: string };

const CLOSED: number[] = [WorkOrderStatus.CANCEL, WorkOrderStatus.FINISH];
const WRITE_CHUNK = 20_000;

type Db = Pick<EntityManager, 'query'>;

// The SQL the numbering calls share: policies, their status, work orders, and the bulk writes of numbers.

export async function readPolicy(db: Db, kind: NumberKind, id: number): Promise<PolicyRow> {
  const rows = (await db.query(`SELECT id, fnumber, ftype, rule, disabled FROM ${kind}_policy WHERE id = $1`, [
    id,
  ])) as PolicyRow[];
  if (rows.length === 0) throw refuse('id', 'product.numbering_no_policy', { kind, id });
  return rows[0];
}

/** the policy's build status and its last message (each build or import leaves its outcome on the policy). */
export async function setBuildStatus(
  ds: DataSource,
  kind: NumberKind,
  id: number,
  status: PolicyBuildStatusCode,
  message: string,
  by: number | null,
): Promise<void> {
  await ds.transaction(async (m) => {
    await m.query(
      `UPDATE ${kind}_policy SET build_status = $2, build_message = left($3, 512), updated_at = now() WHERE id = $1`,
      [id, status, message],
    );
    await resourceEvent(m, NUMBERING_OF[kind].policy, 'update', id, by);
  });
}

/** the work order, locked for the transaction: builds and imports of one order run one after the other. */
export async function lockOrder(m: Db, worderId: number): Promise<OrderRow> {
  const rows = (await m.query(
    `SELECT w.id, w.fbillno, w.fqty, w.status, p.fnumber AS product, p.sn_regex
     FROM worder w JOIN product p ON p.id = w.product_id WHERE w.id = $1 FOR UPDATE OF w`,
    [worderId],
  )) as OrderRow[];
  if (rows.length === 0)
    throw refuseAs(ErrorCode.NO_WORK_ORDER, 'worder_id', 'product.no_work_order', { order: worderId });
  const order = rows[0];
  if (CLOSED.includes(order.status))
    throw refuse('worder_id', 'product.numbering_order_closed', {
      order: order.fbillno,
      status: String(WorkOrderStatus.keyOf(order.status)?.toLowerCase()),
    });
  return order;
}

export async function orderSnCount(m: Db, worderId: number): Promise<number> {
  const [{ n }] = (await m.query('SELECT count(*)::int AS n FROM worder_sn WHERE worder_id = $1', [worderId])) as {
    n: number;
  }[];
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
  m: Db,
  kind: NumberKind,
  numbers: readonly string[],
  rowNos: readonly number[] | null,
  of: NumberRowsOf,
  onChunk?: (n: number) => Promise<void>,
): Promise<void> {
  const toOrder = kind === 'sn' && of.worderId !== null;
  // one statement per chunk: the numbers are sent and parsed once for both tables
  // (a rule build has no sheet rows: $2 is NULL and unnest pads r with NULLs)
  const sql = `WITH u AS (SELECT n, coalesce(r, 0) AS r FROM unnest($1::varchar[], $2::int[]) AS u(n, r)),
    t AS (INSERT INTO ${kind}_table (${kind}, row_no, policy_id, worder_id, build_id, status, source, creater_id)
      SELECT n, r, $3, $4, $5, $6, $7, $8 FROM u RETURNING 1)
    ${toOrder ? 'INSERT INTO worder_sn (worder_id, sn) SELECT $4, n FROM u' : 'SELECT count(*) FROM t'}`;
  for (let i = 0; i < numbers.length; i += WRITE_CHUNK) {
    const chunk = numbers.slice(i, i + WRITE_CHUNK);
    const rows = rowNos ? rowNos.slice(i, i + WRITE_CHUNK) : null;
    await guarded(kind, () =>
      m.query(sql, [chunk, rows, of.policyId, of.worderId, of.buildId, of.status, of.source, of.by]),
    );
    await onChunk?.(chunk.length);
  }
}

/** the given numbers of the work order, in the order's SN list (numbers handed out from a file pool). */
export async function addOrderSns(m: Db, worderId: number, numbers: readonly string[]): Promise<void> {
  for (let i = 0; i < numbers.length; i += WRITE_CHUNK)
    await guarded('sn', () =>
      m.query('INSERT INTO worder_sn (worder_id, sn) SELECT $1, unnest($2::varchar[])', [
        worderId,
        numbers.slice(i, i + WRITE_CHUNK),
      ]),
    );
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
