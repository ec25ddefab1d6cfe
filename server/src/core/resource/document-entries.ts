import { checkedRows, rowShape } from '../db/checked-rows';
import { execute, queryRows } from '../db/runtime-sql';
import type { Queryable, Tx } from '../db/sql';
import { refuse, refuseAs } from '../api/app.exception';
import { parseListFilter } from './list-grammar';
import { missingCode } from './missing-codes';
import { planPage, runListPlan, type ListAnswer } from './list-runner';
import { buildOrder, buildWhere, outputColumns, q, withNumbers } from './resource-sql';
import type { EntriesDef, FieldType, ResourceDef, Row } from './resource.types';
import { validateWrite } from './validate-input';
import { recordRows } from './record-rows';

// The entry rows of a document (ResourceDef.entries): validated like fields, written with the header in the caller's
// transaction, read back with the header, and listed through the one list runner with the list grammar.

const ENTRY_COMMON: Readonly<Record<string, FieldType>> = { id: 'int' };
const DEFAULT_MAX_ENTRIES = 1000;
// the referenced table is the field's (a declaration): the rows are checked (docs/database.md, "Checked rows")
const ID = rowShape('core.entry_ref_ids', { id: 'number' });

export type EntriesInput = Record<string, unknown>[];

/** the entry table as a resource of its own: its fields, the parent column (read-only) and only `id` in common. */
export function entryDefOf(def: ResourceDef & { entries: EntriesDef }): ResourceDef {
  const e = def.entries;
  return {
    name: `${def.name} entry`,
    module: def.module,
    table: e.table,
    label: e.label,
    common: ENTRY_COMMON,
    defaultSort: 'id-asc',
    fields: { [e.parent]: { type: 'int', label: def.label, readonly: true }, ...e.fields },
  };
}

export function hasEntries(def: ResourceDef): def is ResourceDef & { entries: EntriesDef } {
  return def.entries !== undefined;
}

/** the body's `entries`, each checked as a create of the entry table: 400 `entries[2].qty: …` names the first bad one. */
export function validateEntries(def: ResourceDef & { entries: EntriesDef }, value: unknown): EntriesInput {
  const max = def.entries.max ?? DEFAULT_MAX_ENTRIES;
  const min = def.entries.required ? 1 : 0;
  if (!Array.isArray(value) || value.length < min || value.length > max)
    throw refuse('entries', 'record.entries_count', { min, max });
  const entryDef = entryDefOf(def);
  return value.map((e, i) => validateWrite(entryDef, e, 'create', `entries[${i}].`));
}

export class DocumentEntries {
  /** tableOf: the table of a referenced resource (by name). */
  constructor(private readonly tableOf: (resource: string) => string) {}

  /** replaces every entry of document `id` with these (validated) ones, in the caller's transaction. */
  async write(m: Tx, def: ResourceDef & { entries: EntriesDef }, id: number, entries: EntriesInput): Promise<void> {
    const entryDef = entryDefOf(def);
    const parent = def.entries.parent;
    await execute(m, `DELETE FROM ${q(def.entries.table)} WHERE ${q(parent)} = $1`, [id]);
    if (entries.length === 0) return;
    // One lookup per referenced field for every entry at once; a refusal names the first entry with an unknown id.
    for (const [key, field] of Object.entries(entryDef.fields)) {
      if (!field.ref) continue;
      const ids = entries.map((e) => e[key]).filter((v): v is number => typeof v === 'number');
      if (ids.length === 0) continue;
      const found = checkedRows(
        ID,
        await queryRows(m, `SELECT id FROM ${q(this.tableOf(field.ref))} WHERE id = ANY($1::int[])`, [
          [...new Set(ids)],
        ]),
      );
      const known = new Set(found.map((r) => r.id));
      const i = entries.findIndex((e) => typeof e[key] === 'number' && !known.has(e[key]));
      if (i >= 0)
        throw refuseAs(missingCode(field.ref), `entries[${i}].${key}`, 'record.no_such', {
          resource: field.ref,
          id: String(entries[i][key]),
        });
    }
    // One INSERT of every entry, in order (ids follow the entries' order); a column an entry leaves out is DEFAULT.
    const cols = [...new Set(entries.flatMap((e) => Object.keys(e)))];
    const params: unknown[] = [id];
    const rows = entries.map((values) => {
      const cells = cols.map((c) => {
        if (!(c in values)) return 'DEFAULT';
        params.push(entryDef.fields[c].type === 'json' ? JSON.stringify(values[c]) : values[c]);
        return `$${params.length}`;
      });
      return `($1${cells.map((x) => `, ${x}`).join('')})`;
    });
    await execute(
      m,
      `INSERT INTO ${q(def.entries.table)} (${[parent, ...cols].map(q).join(', ')}) VALUES ${rows.join(', ')}`,
      params,
    );
  }

  async remove(m: Tx, def: ResourceDef & { entries: EntriesDef }, id: number): Promise<void> {
    await execute(m, `DELETE FROM ${q(def.entries.table)} WHERE ${q(def.entries.parent)} = $1`, [id]);
  }

  /** every entry of each header, in entry order, under `entries`. */
  async attach(m: Queryable, def: ResourceDef & { entries: EntriesDef }, rows: Row[]): Promise<void> {
    const entryDef = entryDefOf(def);
    const parent = def.entries.parent;
    const found = await recordRows(
      m,
      `SELECT ${this.columns(entryDef)} FROM ${q(def.entries.table)} t WHERE t.${q(parent)} = ANY($1) ORDER BY t.id`,
      [rows.map((r) => r.id)],
    );
    for (const row of rows)
      row.entries = withNumbers(
        entryDef,
        found.filter((e) => e[parent] === row.id),
      );
  }

  /** get_entries: the entries of one document through the list grammar (default sort id-asc). */
  async list(
    m: Queryable,
    def: ResourceDef & { entries: EntriesDef },
    id: number,
    filter: unknown,
  ): Promise<ListAnswer> {
    if (filter !== undefined && typeof filter !== 'string') throw refuse('filter', 'input.string');
    const entryDef = entryDefOf(def);
    const query = parseListFilter(filter as string | undefined);
    if (query.has.length > 0) throw refuse('filter.has', 'list.no_relations', { resource: entryDef.name });
    const where = buildWhere(entryDef, query, () => undefined);
    where.params.push(id);
    where.clauses.push(`t.${q(def.entries.parent)} = $${where.params.length}`);
    const order = buildOrder(entryDef, query);
    const plan = planPage(
      query,
      where.clauses,
      where.params,
      { idSql: 't."id"', sortSql: `t.${q(order.field)}`, dir: order.dir },
      def.entries.max ?? DEFAULT_MAX_ENTRIES,
    );
    const page = await runListPlan<Row>(m, { from: `${q(def.entries.table)} t`, select: this.columns(entryDef) }, plan);
    return { ...page, list: withNumbers(entryDef, page.list) };
  }

  /** get_entries/<eid>: one entry (of document `id` when given; 400 naming eid when there is no such entry). */
  async one(m: Queryable, def: ResourceDef & { entries: EntriesDef }, eid: number, id: number | null): Promise<Row> {
    const entryDef = entryDefOf(def);
    const rows = await recordRows(
      m,
      `SELECT ${this.columns(entryDef)} FROM ${q(def.entries.table)} t WHERE t.id = $1 AND ($2::int IS NULL OR t.${q(def.entries.parent)} = $2)`,
      [eid, id],
    );
    if (rows.length === 0)
      throw id === null
        ? refuse('eid', 'record.no_entry', { eid, resource: def.name })
        : refuse('eid', 'record.no_entry_of', { eid, resource: def.name, id });
    return withNumbers(entryDef, rows)[0];
  }

  private columns(entryDef: ResourceDef): string {
    return outputColumns(entryDef)
      .map((c) => `t.${q(c)}`)
      .join(', ');
  }
}
