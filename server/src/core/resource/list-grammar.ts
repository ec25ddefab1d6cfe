import { badRequest } from '../api/app.exception';
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
    if (filter[i] !== ':') throw badRequest('filter', `token '${key}' is not key:value`);
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
      if (!closed) throw badRequest('filter', `unterminated quote after '${key}:'`);
      if (i < n && !/\s/.test(filter[i]))
        throw badRequest('filter', `unexpected text after the quoted value of '${key}'`);
    } else {
      const vStart = i;
      while (i < n && !/\s/.test(filter[i])) i++;
      value = filter.slice(vStart, i);
    }
    if (!KEY.test(key)) throw badRequest('filter', `'${key}' is not a field name`);
    tokens.push({ key, value, quoted });
  }
  return tokens;
}

/** A date or date-time filter value (field:"2025-03-04"), through the one date reader; a 400 names filter.<field>. */
export function filterDateTime(field: string, raw: string): string {
  const r = readDateTime(raw);
  if (!r.ok) throw badRequest(`filter.${field}`, `'${raw}' ${r.reason}`);
  return r.date.toISOString();
}

function positiveInt(name: string, value: string, min: number): number {
  if (!/^\d{1,12}$/.test(value)) throw badRequest(`filter.${name}`, `'${value}' is not a whole number`);
  const n = Number(value);
  if (n < min) throw badRequest(`filter.${name}`, `must be at least ${min}`);
  return n;
}

function flag(name: string, value: string): boolean {
  if (['true', '1'].includes(value)) return true;
  if (['false', '0'].includes(value)) return false;
  throw badRequest(`filter.${name}`, `'${value}' is not true/false or 1/0`);
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
  if (filter.length > MAX_FILTER_LENGTH) throw badRequest('filter', `longer than ${MAX_FILTER_LENGTH} characters`);
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
        if (!m) throw badRequest('filter.sort', `'${t.value}' is not field-asc or field-desc`);
        q.sort = { field: m[1], dir: (m[2]?.toLowerCase() as 'asc' | 'desc' | undefined) ?? 'asc' };
        break;
      }
      case 'has':
        if (!KEY.test(t.value) || t.value.includes('.'))
          throw badRequest('filter.has', `'${t.value}' is not a relation name`);
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
