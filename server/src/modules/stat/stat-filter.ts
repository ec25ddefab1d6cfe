import { refuse } from '../../core/api/app.exception';
import { filterDateTime, parseListFilter } from '../../core/resource/list-grammar';
import { own } from '../../core/util/own';

// The filter of the statistics lists (docs/statistics.md, "Calls"): the list grammar's paging and sort, a time range
// at hour precision, a bucket, and the keys that narrow the facts.

export const BUCKETS = ['all', 'hour', 'shift', 'day'] as const;
export type Bucket = (typeof BUCKETS)[number];
export const KEY_FIELDS = ['station_id', 'worder_id', 'product_line_id', 'product_id'] as const;
export type KeyField = (typeof KEY_FIELDS)[number];

export type StatFilter = {
  from: Date | null;
  to: Date | null;
  bucket: Bucket;
  keys: Partial<Record<KeyField, number>>;
  pn: number;
  ps: number;
  sort: 'key' | 'bucket';
  dir: 'asc' | 'desc';
};

export const MAX_STAT_PAGE = 1000;

const hourFloor = (iso: string) => new Date(`${iso.slice(0, 13)}:00:00.000Z`);

export function parseStatFilter(filter: string | undefined): StatFilter {
  const q = parseListFilter(filter, { ps: 100 });
  if (q.has.length > 0) throw refuse('filter.has', 'stat.filter_no_relations');
  if (q.checked !== null || q.disabled !== null) throw refuse('filter', 'stat.filter_not_checked_or_disabled');
  if (q.searchKey !== null) throw refuse('filter.search_key', 'stat.filter_no_search');
  if (q.pageNextId !== null) throw refuse('filter.page_next_id', 'stat.filter_page_with_pn');
  const out: StatFilter = {
    from: null,
    to: null,
    bucket: 'all',
    keys: {},
    pn: q.pn,
    ps: Math.min(q.ps, MAX_STAT_PAGE),
    sort: 'key',
    dir: q.sort?.dir ?? 'asc',
  };
  const seen = new Set<string>();
  for (const f of q.filters) {
    if (seen.has(f.field)) throw refuse(`filter.${f.field}`, 'input.given_twice');
    seen.add(f.field);
    if (f.field === 'from' || f.field === 'to') {
      out[f.field] = hourFloor(filterDateTime(f.field, f.value));
    } else if (f.field === 'bucket') {
      if (!(BUCKETS as readonly string[]).includes(f.value))
        throw refuse('filter.bucket', 'stat.filter_not_one_of', { value: f.value, values: BUCKETS.join(', ') });
      out.bucket = f.value as Bucket;
    } else if ((KEY_FIELDS as readonly string[]).includes(f.field)) {
      if (!/^\d{1,9}$/.test(f.value))
        throw refuse(`filter.${f.field}`, 'stat.filter_not_whole_number', { value: f.value });
      out.keys[f.field as KeyField] = Number(f.value);
    } else {
      throw refuse(`filter.${f.field}`, 'stat.filter_unknown_field', {
        fields: ['from', 'to', 'bucket', ...KEY_FIELDS].join(', '),
      });
    }
  }
  if (out.from && out.to && out.from >= out.to) throw refuse('filter.to', 'stat.filter_to_after_from');
  if (q.sort) {
    const sort = own({ key: 'key', bucket: 'bucket' } as const, q.sort.field);
    if (!sort) throw refuse('filter.sort', 'stat.filter_cannot_sort', { field: q.sort.field });
    out.sort = sort;
  }
  return out;
}
