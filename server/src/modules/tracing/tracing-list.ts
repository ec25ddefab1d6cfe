import { refuse } from '../../core/api/app.exception';
import { filterDateTime, parseListFilter } from '../../core/resource/list-grammar';
import { planPage, runListPlan, type ListAnswer, type ListPlan, type ListRow } from '../../core/resource/list-runner';
import { own } from '../../core/util/own';

// The list grammar (docs/api.md) over the tracing tables, plus two tokens of its own: from:"<iso>" and to:"<iso>"
// bound a time column (from <= t < to). Every filter and sort key maps to a fixed SQL expression of the spec; values
// are always bound parameters.

export type FilterKind = 'int' | 'text' | 'bool';

export type ListSpec = {
  /** the list's name in messages */
  name: string;
  /** FROM … of the page, with every join its columns need */
  from: string;
  /** FROM … of the count: only what the filters read */
  countFrom: string;
  select: string;
  /** the keyset column (page_next_id) */
  idSql: string;
  /** the column from:/to: bound */
  timeSql: string;
  filters: Record<string, { sql: string; kind: FilterKind }>;
  /** expressions search_key matches (case-insensitive substring) */
  search: string[];
  /** sort keys; `id` must be one of them */
  sorts: Record<string, string>;
};

export type { ListAnswer, ListRow };

/** Filters of one kind, each key -> its SQL expression (spread several kinds into a spec's `filters`). */
export function filtersOf(kind: FilterKind, sqls: Record<string, string>): ListSpec['filters'] {
  return Object.fromEntries(Object.entries(sqls).map(([key, sql]) => [key, { sql, kind }]));
}

export const MAX_PAGE = 1000;
const SORT_ALIASES: Record<string, string> = { created: 'created_at', updated: 'updated_at' };

function typed(field: string, kind: FilterKind, raw: string): unknown {
  if (kind === 'int') {
    if (!/^\d{1,9}$/.test(raw)) throw refuse(`filter.${field}`, 'tracing.filter_not_whole_number', { value: raw });
    return Number(raw);
  }
  if (kind === 'bool') {
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    throw refuse(`filter.${field}`, 'tracing.filter_not_boolean', { value: raw });
  }
  return raw;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function planList(spec: ListSpec, filter: string | undefined): ListPlan {
  const query = parseListFilter(filter);
  // facts, not records: no relations to join, nothing checked or disabled (declared resources, whose lists take
  // those, list through the engine: docs/order-wip-list.md)
  if (query.has.length > 0) throw refuse('filter.has', 'tracing.filter_no_relations', { list: spec.name });
  for (const flag of ['checked', 'disabled'] as const)
    if (query[flag] !== null)
      throw refuse(`filter.${flag}`, 'tracing.filter_not_checked_or_disabled', { list: spec.name });
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (v: unknown) => `$${params.push(v)}`;
  const seen = new Set<string>();
  for (const f of query.filters) {
    if (f.field === 'from' || f.field === 'to') {
      if (seen.has(f.field)) throw refuse(`filter.${f.field}`, 'input.given_twice');
      seen.add(f.field);
      where.push(`${spec.timeSql} ${f.field === 'from' ? '>=' : '<'} ${param(filterDateTime(f.field, f.value))}`);
      continue;
    }
    const known = own(spec.filters, f.field);
    if (!known)
      throw refuse(`filter.${f.field}`, 'tracing.filter_unknown_field', {
        list: spec.name,
        fields: [...Object.keys(spec.filters), 'from', 'to'].join(', '),
      });
    where.push(`${known.sql} = ${param(typed(f.field, known.kind, f.value))}`);
  }
  if (query.searchKey) {
    const pattern = param(`%${escapeLike(query.searchKey)}%`);
    where.push(`(${spec.search.map((s) => `${s} ILIKE ${pattern}`).join(' OR ')})`);
  }
  const sortField = query.sort ? (own(SORT_ALIASES, query.sort.field) ?? query.sort.field) : 'id';
  const dir = query.sort?.dir ?? 'desc';
  const sortSql = own(spec.sorts, sortField);
  if (!sortSql)
    throw refuse('filter.sort', 'tracing.filter_cannot_sort', {
      list: spec.name,
      field: String(query.sort?.field),
      sorts: Object.keys(spec.sorts).join(', '),
    });
  return planPage(query, where, params, { idSql: spec.idSql, sortSql, dir }, MAX_PAGE);
}

/** the connection a list runs on: what the engine's list runner takes (tracing's own lists hand the pool) */
type ListDb = Parameters<typeof runListPlan>[0];

/** filter: the caller's list grammar, run by the engine's list runner. */
export function runList(db: ListDb, spec: ListSpec, filter: string | undefined): Promise<ListAnswer> {
  return runListPlan(db, spec, planList(spec, filter));
}
