import type pg from 'pg';
import { checkedRows, rowShape } from '../db/checked-rows';
import { execute, queryRows } from '../db/runtime-sql';
import { inTransaction, rows as rowsOf, sql, type Queryable, type Tx } from '../db/sql';
import { refuse, refuseAs } from '../api/app.exception';
import { idField, idsField, onlyFields, textField } from '../api/call-input';
import { parseListFilter } from './list-grammar';
import { planPage, runListPlan, type ListAnswer } from './list-runner';
import { missingCode } from './missing-codes';
import { buildOrder, buildWhere, outputColumns, q, withNumbers } from './resource-sql';
import type { ResourceRegistry } from './resource.registry';
import {
  fieldOf,
  relationOf,
  type LookupDef,
  type LookupReader,
  type ResourceDef,
  type Row,
  type StandardAction,
} from './resource.types';
import { requireId, validateWrite } from './validate-input';
import { resourceEvent } from './resource-event';
import { nextBillNumber } from './bill-number';
import { DocumentPush } from './document-push';
import { DocumentEntries, hasEntries, validateEntries, type EntriesInput } from './document-entries';
import { deleteRefusal } from './state-machine';
import { recordRows } from './record-rows';

export type { ListAnswer };
type Ctx = { userId: number | null };

const DEFAULT_MAX_PAGE = 1000;
// texts built from the declarations (a lookup's `ids`, the INSERT of the written columns): their rows are checked
// (docs/database.md, "Checked rows")
const LOOKUP_IDS = rowShape('core.lookup_ids', { id: 'number' });
const INSERTED = rowShape('core.inserted', { id: 'number' });

const CREATERS = sql('core.creaters', 'SELECT id, name, display_name FROM users WHERE id = ANY($1)');

// The standard calls of every declared resource, over plain SQL with bound parameters. Each write and its outbox
// entry (`<resource>.<action>`) commit in one transaction.
export class ResourceService {
  private readonly entries = new DocumentEntries((name) => this.registry.byName(name)?.table ?? name);

  constructor(
    /** the process's one pg pool: reads outside a transaction, and each write's own transaction */
    readonly pool: pg.Pool,
    private readonly registry: ResourceRegistry,
  ) {}

  // PostgreSQL's refusals (duplicates, references still in use) are translated by the dispatcher (sql-errors.ts).
  async run(def: ResourceDef, action: StandardAction, body: Record<string, unknown>, ctx: Ctx): Promise<unknown> {
    switch (action) {
      case 'get':
        return this.get(def, requireId(body));
      case 'list':
        return this.list(def, body);
      case 'create':
        return this.create(def, body, ctx);
      case 'update':
        return this.update(def, body, ctx);
      case 'delete':
        return this.remove(def, requireId(body), ctx);
      case 'check':
        return this.setFlag(def, 'checked', body, ctx);
      case 'disable':
        return this.setFlag(def, 'disabled', body, ctx);
    }
  }

  /** The record as the get call answers it; with `db`, read in that transaction (default: the pool). */
  async get(def: ResourceDef, id: number, c: Queryable = this.pool): Promise<Row> {
    const rows = await recordRows(c, `SELECT ${this.columns(def)} FROM ${q(def.table)} t WHERE t.id = $1`, [id]);
    if (rows.length === 0) throw refuseAs(missingCode(def.name), 'id', 'record.no_such', { resource: def.name, id });
    const [row] = await this.decorate(def, rows, [], c);
    if (hasEntries(def)) await this.entries.attach(c, def, [row]);
    return row;
  }

  /** get_entries `{ id, filter? }` (the list grammar over the document's entries) and get_entries/<eid>. */
  async getEntries(def: ResourceDef, body: Record<string, unknown>, eid?: string): Promise<unknown> {
    if (!hasEntries(def)) throw refuse('body', 'record.no_entries', { resource: def.name });
    if (eid !== undefined) {
      onlyFields(body, ['id']);
      if (!/^[1-9]\d{0,9}$/.test(eid) || Number(eid) > 2147483647) throw refuse('eid', 'input.positive_int');
      return this.entries.one(this.pool, def, Number(eid), body.id === undefined ? null : requireId(body));
    }
    onlyFields(body, ['id', 'filter']);
    const id = requireId(body);
    await this.get(def, id);
    return this.entries.list(this.pool, def, id, body.filter);
  }

  /** push_down/create `{ id }`: the targets the declared `create` links make from this document (document-push.ts). */
  async pushDownCreate(def: ResourceDef, body: Record<string, unknown>, ctx: Ctx): Promise<Row[]> {
    return new DocumentPush(this.pool, this.registry, this).create(def, body, ctx);
  }

  /** what lookups' `attach` read with (outside a transaction). */
  get reader(): LookupReader {
    return {
      db: this.pool,
      getMany: (name, ids) => {
        const target = this.registry.byName(name);
        if (!target) throw new Error(`no resource ${name}`);
        return this.getMany(target, ids);
      },
    };
  }

  async getMany(def: ResourceDef, ids: number[]): Promise<Row[]> {
    const rows = await recordRows(
      this.pool,
      `SELECT ${this.columns(def)} FROM ${q(def.table)} t WHERE t.id = ANY($1) ORDER BY t.id`,
      [ids],
    );
    return this.decorate(def, rows, [], this.pool);
  }

  /** a declared lookup (LookupDef): list_by_ids, or the records a key reaches (by_worder, by_sn). */
  async lookup(def: ResourceDef, lookup: LookupDef, body: Record<string, unknown>): Promise<Row[] | Row> {
    switch (lookup.by) {
      case 'ids':
        onlyFields(body, ['ids']);
        return this.getMany(def, idsField(body, 'ids'));
      case 'key': {
        const { key } = lookup;
        onlyFields(body, [key.field]);
        const value = key.type === 'id' ? idField(body, key.field) : textField(body, key.field, key.max ?? 64)!;
        // the key's `find` answers k and the columns its `carry` names (a declaration's)
        const found = await recordRows<Row & { k: unknown }>(this.pool, key.find, [value]);
        if (found.length === 0) {
          const r = key.missing.refusal(value);
          throw refuseAs(key.missing.code, key.field, r.code, r.params);
        }
        const { k } = found[0];
        if (lookup.ids === undefined) {
          const row: Row = await this.get(def, k as number);
          for (const c of lookup.carry ?? []) row[c] = found[0][c];
          return lookup.attach ? { ...row, ...(await lookup.attach(row, this.reader)) } : row;
        }
        const ids = checkedRows(LOOKUP_IDS, await queryRows(this.pool, lookup.ids, [k])).map((r) => r.id);
        return ids.length === 0 ? [] : this.getMany(def, ids);
      }
    }
  }

  async list(
    def: ResourceDef,
    body: Record<string, unknown>,
    maxPage = def.maxPageSize ?? DEFAULT_MAX_PAGE,
  ): Promise<ListAnswer> {
    for (const key of Object.keys(body))
      if (key !== 'filter' && key !== 'locale') throw refuse(key, 'list.unknown_field');
    if (body.filter !== undefined && typeof body.filter !== 'string') throw refuse('filter', 'input.string');
    const query = parseListFilter(body.filter as string | undefined);
    for (const rel of query.has)
      if (!relationOf(def, rel) && rel !== 'creater')
        throw refuse('filter.has', 'list.unknown_relation', { relation: rel, resource: def.name });
    const where = buildWhere(def, query, (name) => this.registry.byName(name));
    const order = buildOrder(def, query);
    const plan = planPage(
      query,
      where.clauses,
      where.params,
      { idSql: 't."id"', sortSql: `t.${q(order.field)}`, dir: order.dir },
      maxPage,
    );
    const page = await runListPlan<Row>(this.pool, { from: `${q(def.table)} t`, select: this.columns(def) }, plan);
    return { ...page, list: await this.decorate(def, page.list, query.has, this.pool) };
  }

  /** With `tx`, the write joins the caller's transaction (it commits, or not, with the caller's other writes). */
  async create(def: ResourceDef, body: Record<string, unknown>, ctx: Ctx, tx?: Tx): Promise<Row> {
    const values = validateWrite(def, body, 'create');
    const entries = hasEntries(def) ? validateEntries(def, body.entries ?? []) : null;
    const write = async (c: Tx) => {
      const id = await this.insertRow(c, def, values, ctx);
      if (entries && hasEntries(def)) {
        await this.entries.write(c, def, id, entries);
        await def.hooks?.afterEntries?.(c, id, entries);
      }
      return this.afterCreate(def, id, ctx, c);
    };
    return tx ? write(tx) : inTransaction(this.pool, write);
  }

  /** The created record, once the resource's afterCreate hook has run in the same transaction. */
  async afterCreate(def: ResourceDef, id: number, ctx: Ctx, tx: Tx): Promise<Row> {
    const row = await this.get(def, id, tx);
    if (!def.hooks?.afterCreate) return row;
    await def.hooks.afterCreate(tx, row, ctx);
    return this.get(def, id, tx);
  }

  // One validated row in: hooks, reference checks, the INSERT and its outbox entry. Import uses it row by row.
  async insertRow(m: Tx, def: ResourceDef, validated: Record<string, unknown>, ctx: Ctx): Promise<number> {
    const values = {
      ...((await def.hooks?.beforeWrite?.(validated, { ...ctx, action: 'create', tx: m })) ?? validated),
    };
    for (const [key, field] of Object.entries(def.fields))
      if (field.numbered !== undefined && (values[key] === undefined || values[key] === ''))
        values[key] = await nextBillNumber(m, field.numbered);
    await this.checkRefs(def, values, m);
    const cols = Object.keys(values);
    const sql = cols.length
      ? `INSERT INTO ${q(def.table)} (${[...cols, 'creater_id'].map(q).join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}, $${cols.length + 1}) RETURNING id`
      : `INSERT INTO ${q(def.table)} (creater_id) VALUES ($1) RETURNING id`;
    const [{ id }] = checkedRows(
      INSERTED,
      await queryRows(m, sql, [...cols.map((c) => this.dbValue(def, c, values[c])), ctx.userId]),
    );
    await resourceEvent(m, def, 'create', id, ctx.userId);
    return id;
  }

  async update(def: ResourceDef, body: Record<string, unknown>, ctx: Ctx): Promise<Row> {
    const id = requireId(body);
    let values = validateWrite(def, body, 'update');
    // Entries given replace the document's entries (all of them, new ids); absent, they stay as they are.
    const entries: EntriesInput | null =
      hasEntries(def) && body.entries !== undefined ? validateEntries(def, body.entries) : null;
    const row = await inTransaction(this.pool, async (m) => {
      const current = await this.lockForChange(def, id, m);
      values = (await def.hooks?.beforeWrite?.(values, { ...ctx, action: 'update', current, tx: m })) ?? values;
      await this.checkRefs(def, values, m);
      const cols = Object.keys(values);
      const sets = [...cols.map((c, i) => `${q(c)} = $${i + 2}`), 'updated_at = now()'];
      await execute(m, `UPDATE ${q(def.table)} SET ${sets.join(', ')} WHERE id = $1`, [
        id,
        ...cols.map((c) => this.dbValue(def, c, values[c])),
      ]);
      if (entries && hasEntries(def)) {
        await this.entries.write(m, def, id, entries);
        await def.hooks?.afterEntries?.(m, id, entries);
      }
      await resourceEvent(m, def, 'update', id, ctx.userId);
      return this.get(def, id, m);
    });
    await def.hooks?.afterCommit?.({ action: 'update', id });
    return row;
  }

  async remove(def: ResourceDef, id: number, ctx: Ctx): Promise<{ id: number }> {
    await inTransaction(this.pool, async (m) => {
      const row = await this.lockForChange(def, id, m);
      const bound = this.registry.machineOf(def.module, def.name);
      const refused = bound ? deleteRefusal(bound.machine, row.status as number, bound.noun) : null;
      if (refused) throw refuse('status', refused.code, refused.params);
      await def.hooks?.beforeDelete?.(row, m);
      if (hasEntries(def)) await this.entries.remove(m, def, id);
      await execute(m, `DELETE FROM ${q(def.table)} WHERE id = $1`, [id]);
      await resourceEvent(m, def, 'delete', id, ctx.userId);
    });
    await def.hooks?.afterCommit?.({ action: 'delete', id });
    return { id };
  }

  // check and disable: { id, checked | disabled?: boolean } (default true); false undoes it. With `tx`, inside the
  // caller's transaction: the afterCommit hook is then the caller's to run.
  async setFlag(
    def: ResourceDef,
    flag: 'checked' | 'disabled',
    body: Record<string, unknown>,
    ctx: Ctx,
    tx?: Tx,
  ): Promise<Row> {
    const id = requireId(body);
    for (const key of Object.keys(body))
      if (key !== 'id' && key !== flag)
        throw refuse(key, 'input.unknown_field_of_call', {
          resource: def.name,
          action: flag === 'checked' ? 'check' : 'disable',
        });
    const value = body[flag] ?? true;
    if (typeof value !== 'boolean') throw refuse(flag, 'input.boolean');
    const action = flag === 'checked' ? 'check' : 'disable';
    const write = async (c: Tx) => {
      const row = await this.lockRow(def, id, c);
      await def.hooks?.beforeFlag?.({ flag, value, row }, c, ctx);
      await execute(c, `UPDATE ${q(def.table)} SET ${flag} = $2, updated_at = now() WHERE id = $1`, [id, value]);
      await resourceEvent(c, def, action, id, ctx.userId);
      return this.get(def, id, c);
    };
    if (tx) return write(tx);
    const row = await inTransaction(this.pool, write);
    await def.hooks?.afterCommit?.({ action, id });
    return row;
  }

  // The record, locked until the transaction ends; an unknown id answers the resource's "no such" code.
  private async lockRow(def: ResourceDef, id: number, m: Tx): Promise<Row> {
    const rows = await recordRows(m, `SELECT ${this.columns(def)} FROM ${q(def.table)} t WHERE t.id = $1 FOR UPDATE`, [
      id,
    ]);
    if (rows.length === 0) throw refuseAs(missingCode(def.name), 'id', 'record.no_such', { resource: def.name, id });
    return rows[0];
  }

  // A checked (audited) record is frozen: it must be unchecked before it can be changed or deleted.
  private async lockForChange(def: ResourceDef, id: number, m: Tx): Promise<Row> {
    const row = await this.lockRow(def, id, m);
    if (row.checked) throw refuse('id', 'record.checked', { resource: def.name, id });
    return row;
  }

  private async checkRefs(def: ResourceDef, values: Record<string, unknown>, m: Tx, at = ''): Promise<void> {
    for (const [key, value] of Object.entries(values)) {
      const ref = fieldOf(def, key)?.ref;
      if (!ref || value === null || value === undefined) continue;
      const target = this.registry.byName(ref);
      const table = target?.table ?? ref;
      const found = await queryRows(m, `SELECT 1 FROM ${q(table)} WHERE id = $1`, [value]);
      if (found.length === 0)
        throw refuseAs(missingCode(ref), `${at}${key}`, 'record.no_such', { resource: ref, id: String(value) });
    }
  }

  private dbValue(def: ResourceDef, column: string, value: unknown): unknown {
    return fieldOf(def, column)?.type === 'json' && value !== null ? JSON.stringify(value) : value;
  }

  private columns(def: ResourceDef): string {
    return outputColumns(def)
      .map((c) => `t.${q(c)}`)
      .join(', ');
  }

  // The creater with display_name on every row, each `has:` relation joined in, then the resource's computed values.
  private async decorate(def: ResourceDef, rows: Row[], has: string[], m: Queryable): Promise<Row[]> {
    if (rows.length === 0) return rows;
    withNumbers(def, rows);
    const createrIds = [...new Set(rows.map((r) => r.creater_id).filter((v) => typeof v === 'number'))];
    const creaters = createrIds.length ? await rowsOf(m, CREATERS, [createrIds]) : [];
    const byId = new Map(creaters.map((c) => [c.id, c]));
    for (const row of rows) row.creater = row.creater_id === null ? null : (byId.get(row.creater_id as number) ?? null);
    for (const name of has) {
      if (name === 'creater') continue;
      const rel = relationOf(def, name)!;
      const target = this.registry.byName(rel.resource);
      if (!target) continue;
      const ids = [...new Set(rows.map((r) => r[rel.via]).filter((v) => v !== null && v !== 0))];
      const found = ids.length
        ? await recordRows(
            m,
            `SELECT ${outputColumns(target)
              .map((c) => `t.${q(c)}`)
              .join(', ')} FROM ${q(target.table)} t WHERE t.id = ANY($1)`,
            [ids],
          )
        : [];
      withNumbers(target, found);
      const map = new Map(found.map((f) => [f.id, f]));
      for (const row of rows) row[name] = map.get(row[rel.via] as number) ?? null;
    }
    await def.hooks?.afterRead?.(rows, m);
    return rows;
  }
}
