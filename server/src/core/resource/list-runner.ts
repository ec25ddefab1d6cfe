import { checkedRows, rowShape } from '../db/checked-rows';
import { queryRows } from '../db/runtime-sql';
import type { Queryable } from '../db/sql';
import { recordRows } from './record-rows';
import { refuse } from '../api/app.exception';
import type { ListQuery } from './list-grammar';

// The one list runner (docs/api.md, "Lists"): resources, tracing, serial-number and feeding lists each turn the list
// grammar into WHERE clauses of their own vocabulary, and this pages, counts and answers them all alike.

export type ListRow = Record<string, unknown> & { id: number };

/**
 * The answer of every list call. page_next_id is the last row's id when more rows follow (pass it back as
 * `page_next_id:<id>` for the next page, sorted by id), null on the last page.
 */
export type ListAnswer<R extends ListRow = ListRow> = {
  list: R[];
  total: number;
  pn: number;
  ps: number;
  page_next_id: number | null;
};

export type ListPlan = {
  where: string[];
  params: unknown[];
  /** where plus the keyset condition, for the page */
  pageWhere: string[];
  pageParams: unknown[];
  order: string;
  pn: number;
  ps: number;
  offset: number;
};

export type ListSort = { idSql: string; sortSql: string; dir: 'asc' | 'desc' };

/** the page of a parsed query over the caller's WHERE: ps clamped to maxPage, offset or keyset after page_next_id. */
export function planPage(
  query: ListQuery,
  where: string[],
  params: unknown[],
  sort: ListSort,
  maxPage: number,
): ListPlan {
  const ps = Math.min(query.ps, maxPage);
  const pageWhere = [...where];
  const pageParams = [...params];
  let offset = (query.pn - 1) * ps;
  const byId = sort.sortSql === sort.idSql;
  if (query.pageNextId !== null) {
    if (!byId) throw refuse('filter.page_next_id', 'list.page_next_id_sort');
    pageParams.push(query.pageNextId);
    pageWhere.push(`${sort.idSql} ${sort.dir === 'desc' ? '<' : '>'} $${pageParams.length}`);
    offset = 0;
  }
  if (offset > 2_000_000_000) throw refuse('filter.pn', 'input.too_large');
  const order = byId ? `${sort.idSql} ${sort.dir}` : `${sort.sortSql} ${sort.dir}, ${sort.idSql} ${sort.dir}`;
  return { where, params, pageWhere, pageParams, order, pn: query.pn, ps, offset };
}

export type ListSource = {
  /** FROM … of the page, with every join its columns need */
  from: string;
  /** FROM … of the count, when fewer joins do (default: from) */
  countFrom?: string;
  select: string;
};

// a list's texts are built from its declaration and filter: the count's row is checked (docs/database.md, "Checked rows")
const COUNTED = rowShape('core.list_count', { total: 'number' });
const whereSql = (clauses: string[]) => (clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '');

/** counts, reads one row more than the page (to know whether another page follows) and answers. */
export async function runListPlan<R extends ListRow = ListRow>(
  db: Queryable,
  source: ListSource,
  plan: ListPlan,
): Promise<ListAnswer<R>> {
  const counted = checkedRows(
    COUNTED,
    await queryRows(
      db,
      `SELECT count(*)::int AS total FROM ${source.countFrom ?? source.from} ${whereSql(plan.where)}`,
      plan.params,
    ),
  );
  const n = plan.pageParams.length;
  // R: the rows of a declared list (its select), typed by the caller (record-rows.ts)
  const rows = await recordRows<R>(
    db,
    `SELECT ${source.select} FROM ${source.from} ${whereSql(plan.pageWhere)} ORDER BY ${plan.order} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...plan.pageParams, plan.ps + 1, plan.offset],
  );
  const list = rows.slice(0, plan.ps);
  const more = rows.length > plan.ps;
  return {
    list,
    total: counted[0].total,
    pn: plan.pn,
    ps: plan.ps,
    page_next_id: more ? list[list.length - 1].id : null,
  };
}
