import type pg from 'pg';
import { refuse } from '../../core/api/app.exception';
import { parseListFilter } from '../../core/resource/list-grammar';
import { planPage, runListPlan, type ListAnswer } from '../../core/resource/list-runner';

// Lists of serial numbers (worder/sn/list, reworder_sn/list) with where each one stands (sn_state). The list grammar
// applies with what fits a serial number: pn, ps, page_next_id, search_key (on sn), sort:id|sn, and the equality
// filters sn, done, last_result.

export type SnListBase = {
  /** FROM … with the SN row aliased x (columns id, sn) */
  from: string;
  where: string;
  params: unknown[];
  /** the workflow an SN without routing state waits in, at step 1 */
  defaultWorkflow: string;
  /** further output columns */
  select?: string;
};

export type SnListAnswer = ListAnswer;

const MAX_PAGE = 10_000;
const FILTERS: Record<string, 'text' | 'bool' | 'int'> = { sn: 'text', done: 'bool', last_result: 'int' };
const FILTER_SQL: Record<string, string> = {
  sn: 'x.sn',
  done: 'COALESCE(st.done, false)',
  last_result: 'COALESCE(st.last_result, 0)',
};

/** the state columns and joins, for lists and exports. */
export function snStateSql(defaultWorkflow: string): { columns: string; joins: string } {
  return {
    columns: `st.workflow_id, st.reworder_id, COALESCE(st.next_seq, 1) AS next_seq, ns.id AS next_station_id,
      ns.fnumber AS next_station_fnumber, ns.fname AS next_station_fname, COALESCE(st.last_result, 0)::int AS last_result,
      COALESCE(st.fail_count, 0) AS fail_count, COALESCE(st.done, false) AS done, st.updated_at AS state_updated_at`,
    joins: `LEFT JOIN sn_state st ON st.sn = x.sn
      LEFT JOIN workflow_station nws ON nws.workflow_id = COALESCE(st.workflow_id, ${defaultWorkflow})
        AND nws.seq = COALESCE(st.next_seq, 1) AND NOT COALESCE(st.done, false)
      LEFT JOIN station ns ON ns.id = nws.station_id`,
  };
}

function typed(field: string, raw: string): unknown {
  switch (FILTERS[field]) {
    case 'bool':
      if (['true', '1'].includes(raw)) return true;
      if (['false', '0'].includes(raw)) return false;
      throw refuse(`filter.${field}`, 'list.not_boolean', { value: raw });
    case 'int':
      if (!/^\d{1,5}$/.test(raw)) throw refuse(`filter.${field}`, 'list.not_number', { value: raw });
      return Number(raw);
    default:
      return raw;
  }
}

export async function listSns(pool: pg.Pool, base: SnListBase, filter: string): Promise<SnListAnswer> {
  const query = parseListFilter(filter);
  if (query.has.length > 0) throw refuse('filter.has', 'product.sn_list_no_relations');
  if (query.checked !== null || query.disabled !== null) throw refuse('filter', 'product.sn_list_no_flags');
  const params = [...base.params];
  const clauses = [base.where];
  const param = (v: unknown) => `$${params.push(v)}`;
  for (const f of query.filters) {
    if (!Object.hasOwn(FILTERS, f.field))
      throw refuse(`filter.${f.field}`, 'product.sn_list_unknown_field', { fields: Object.keys(FILTERS).join(', ') });
    clauses.push(`${FILTER_SQL[f.field]} = ${param(typed(f.field, f.value))}`);
  }
  if (query.searchKey) clauses.push(`x.sn ILIKE ${param(`%${query.searchKey.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
  const sort = query.sort ?? { field: 'id', dir: 'asc' as const };
  if (sort.field !== 'id' && sort.field !== 'sn')
    throw refuse('filter.sort', 'product.sn_list_sort', { field: sort.field });
  const state = snStateSql(base.defaultWorkflow);
  const plan = planPage(query, clauses, params, { idSql: 'x.id', sortSql: `x.${sort.field}`, dir: sort.dir }, MAX_PAGE);
  return runListPlan(
    pool,
    {
      from: `${base.from} ${state.joins}`,
      select: `x.id::float8 AS id, x.sn, ${base.select ? `${base.select}, ` : ''}${state.columns}`,
    },
    plan,
  );
}
