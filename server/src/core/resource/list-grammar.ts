import { refuse } from '../api/app.exception';
import { readDateTime } from '../api/date-input';

// The list grammar of 000 §7: pn:{page} ps:{size} page_next_id:{id} search_key:{text} sort:{field}-desc|asc
// has:{relation} checked:true|false disabled:0|1 field:value field:"quoted value" (dotted: ftype.fnumber:"MTL_STD").
export type FieldFilter = { field: string; value: string; quoted: boolean };

export type ListQuery = {
  pn: number;
  ps: number;
  pageNextId: number | null;
  searchKey: string | null;
  sort: { field: string; dir: 'asc' | 'desc' } | null;
  has: string[];
  checked: boolean | null;
  disabled: boolean | null;
  filters: FieldFilter[];
};

const KEY = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/i;
const MAX_FILTER_LENGTH = 4000;

// Splits on blanks outside double quotes; a quoted value may hold blanks, colons and \" escapes.
export function tokenize(filter: string): { key: string; value: string; quoted: boolean }[] {
  const tokens: { key: string; value: string; quoted: boolean }[] = [];
  let i = 0;
  const n = filter.length;
  while (i < n) {
    while (i < n && /\s/.test(filter[i])) i++;
    if (i >= n) break;
    const start = i;
    while (i < n && filter[i] !== ':' && !/\s/.test(filter[i])) i++;
    const key = filter.slice(start, i);
    if (filter[i] !== ':') throw refuse('filter', 'list.not_key_value', { token: key });
    i++;
    let value = '';
    let quoted = false;
    if (filter[i] === '"') {
      quoted = true;
      i++;
      let closed = false;
      while (i < n) {
        const c = filter[i];
        if (c === '\\' && i + 1 < n) {
          value += filter[i + 1];
          i += 2;
        } else if (c === '"') {
          closed = true;
          i++;
          break;
        } else {
          value += c;
          i++;
        }
      }
      if (!closed) throw refuse('filter', 'list.unterminated_quote', { key });
      if (i < n && !/\s/.test(filter[i])) throw refuse('filter', 'list.text_after_quote', { key });
    } else {
      const vStart = i;
      while (i < n && !/\s/.test(filter[i])) i++;
      value = filter.slice(vStart, i);
    }
    if (!KEY.test(key)) throw refuse('filter', 'list.not_field_name', { key });
    tokens.push({ key, value, quoted });
  }
  return tokens;
}

/** A date or date-time filter value (field:"2025-03-04"), through the one date reader; a 400 names filter.<field>. */
export function filterDateTime(field: string, raw: string): string {
  const r = readDateTime(raw);
  if (!r.ok) throw refuse(`filter.${field}`, r.code, { ...r.params, value: raw });
  return r.date.toISOString();
}

function positiveInt(name: string, value: string, min: number): number {
  if (!/^\d{1,12}$/.test(value)) throw refuse(`filter.${name}`, 'list.not_whole_number', { value });
  const n = Number(value);
  if (n < min) throw refuse(`filter.${name}`, 'input.at_least', { min });
  return n;
}

function flag(name: string, value: string): boolean {
  if (['true', '1'].includes(value)) return true;
  if (['false', '0'].includes(value)) return false;
  throw refuse(`filter.${name}`, 'list.not_flag', { value });
}

export function parseListFilter(filter: string | undefined | null, defaults: { ps: number } = { ps: 20 }): ListQuery {
  const q: ListQuery = {
    pn: 1,
    ps: defaults.ps,
    pageNextId: null,
    searchKey: null,
    sort: null,
    has: [],
    checked: null,
    disabled: null,
    filters: [],
  };
  if (filter === undefined || filter === null || filter === '') return q;
  if (filter.length > MAX_FILTER_LENGTH) throw refuse('filter', 'input.too_long', { max: MAX_FILTER_LENGTH });
  for (const t of tokenize(filter)) {
    switch (t.key) {
      case 'pn':
        q.pn = positiveInt('pn', t.value, 1);
        break;
      case 'ps':
        q.ps = positiveInt('ps', t.value, 1);
        break;
      case 'page_next_id':
        q.pageNextId = positiveInt('page_next_id', t.value, 0);
        break;
      case 'search_key':
        q.searchKey = t.value;
        break;
      case 'sort': {
        const m = /^([a-z_][a-z0-9_]*)(?:-(asc|desc))?$/i.exec(t.value);
        if (!m) throw refuse('filter.sort', 'list.not_sort', { value: t.value });
        q.sort = { field: m[1], dir: (m[2]?.toLowerCase() as 'asc' | 'desc' | undefined) ?? 'asc' };
        break;
      }
      case 'has':
        if (!KEY.test(t.value) || t.value.includes('.'))
          throw refuse('filter.has', 'list.not_relation_name', { value: t.value });
        q.has.push(t.value);
        break;
      case 'checked':
        q.checked = flag('checked', t.value);
        break;
      case 'disabled':
        q.disabled = flag('disabled', t.value);
        break;
      default:
        q.filters.push({ field: t.key, value: t.value, quoted: t.quoted });
    }
  }
  return q;
}
