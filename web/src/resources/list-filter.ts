import { SEARCH_FIELDS, quoteValue, type SearchField } from '../widgets';

// Building the list grammar's filter string (docs/api.md, "The list grammar") from what the list screen holds.

export { SEARCH_FIELDS, type SearchField };

export type ListQuery = {
  pn: number;
  ps: number;
  searchField: SearchField;
  search: string;
  /** relations to join (has:{relation}) */
  has?: readonly string[];
  /** equality filters, e.g. a scope such as icbom_id:3 */
  where?: Readonly<Record<string, string | number | boolean>>;
  /** `{field}-asc|desc` */
  sort?: string;
  checked?: boolean;
  disabled?: boolean;
};

/** A value in double quotes with `\` and `"` escaped, so blanks and colons stay inside it. */
export const quote = quoteValue;

const KEY = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/i;

export function buildFilter(q: ListQuery): string {
  const tokens = [`pn:${Math.max(1, Math.floor(q.pn))}`, `ps:${Math.max(1, Math.floor(q.ps))}`];
  const text = q.search.trim();
  if (text !== '') tokens.push(`${q.searchField}:${quote(text)}`);
  for (const [field, value] of Object.entries(q.where ?? {})) {
    if (!KEY.test(field)) continue;
    tokens.push(`${field}:${typeof value === 'string' ? quote(value) : String(value)}`);
  }
  if (q.checked !== undefined) tokens.push(`checked:${q.checked}`);
  if (q.disabled !== undefined) tokens.push(`disabled:${q.disabled ? 1 : 0}`);
  if (q.sort) tokens.push(`sort:${q.sort}`);
  for (const rel of q.has ?? []) if (KEY.test(rel)) tokens.push(`has:${rel}`);
  return tokens.join(' ');
}

/** The search fields a resource can take: search_key always, the others when the resource has that field. */
export function searchFieldsOf(fieldNames: readonly string[]): SearchField[] {
  return SEARCH_FIELDS.filter((f) => f === 'search_key' || fieldNames.includes(f));
}

export function isSearchField(v: string | null): v is SearchField {
  return v !== null && (SEARCH_FIELDS as readonly string[]).includes(v);
}
