import type pg from 'pg';
import { refuse, refuseAs } from '../api/app.exception';
import { onlyFields } from '../api/call-input';
import { checkedRows, rowShape } from '../db/checked-rows';
import { execute, queryRows } from '../db/runtime-sql';
import { inTransaction, type Tx } from '../db/sql';
import { missingCode } from './missing-codes';
import { q } from './resource-sql';
import type { ResourceRegistry } from './resource.registry';
import type { ResourceService } from './resource.service';
import type { LinkCreateDef, LinkDef, MappedValue, ResourceDef, Row } from './resource.types';
import { requireId } from './validate-input';

// push_down/create (docs/api.md, "Links between documents"): the targets a source document declares a `create`
// mapping for, made in one transaction with the source locked, so two pushes of one source run one after the other
// and a `once` link sees the first's target. Each target goes through the user's create (validation, references,
// entries, event); any refusal rolls back every target.

type Ctx = { userId: number | null };
// a create link's `ids` (a declaration's text): the targets already made, checked (docs/database.md, "Checked rows")
const PUSHED = rowShape('core.pushed_ids', { id: 'number' });
export type CreateLink = LinkDef & { create: LinkCreateDef };

export function createLinksOf(def: ResourceDef): CreateLink[] {
  return (def.links?.push_down ?? []).filter((l): l is CreateLink => l.create !== undefined);
}

function mapped(value: MappedValue, row: Row, header: Row): unknown {
  if (typeof value === 'string') return row[value];
  if (typeof value === 'function') return value(row, header);
  return value.value;
}

function mapAll(map: Record<string, MappedValue>, row: Row, header: Row): Record<string, unknown> {
  return Object.fromEntries(Object.entries(map).map(([k, v]) => [k, mapped(v, row, header)]));
}

export class DocumentPush {
  constructor(
    private readonly pool: pg.Pool,
    private readonly registry: ResourceRegistry,
    private readonly resources: ResourceService,
  ) {}

  async create(def: ResourceDef, body: Record<string, unknown>, ctx: Ctx): Promise<Row[]> {
    onlyFields(body, ['id']);
    const id = requireId(body);
    const links = createLinksOf(def);
    return inTransaction(this.pool, async (m) => {
      const locked = await queryRows(m, `SELECT id FROM ${q(def.table)} WHERE id = $1 FOR UPDATE`, [id]);
      if (locked.length === 0)
        throw refuseAs(missingCode(def.name), 'id', 'record.no_such', { resource: def.name, id });
      const source = await this.resources.get(def, id, m);
      const made: Row[] = [];
      for (const link of links) made.push(await this.createOne(m, def, source, link, ctx));
      return made;
    });
  }

  private async createOne(m: Tx, def: ResourceDef, source: Row, link: CreateLink, ctx: Ctx): Promise<Row> {
    const { create } = link;
    const target = this.registry.byName(create.resource);
    if (!target) throw new Error(`push_down of ${def.name}: no resource ${create.resource}`);
    const need = create.require;
    if (need && !need.in.includes(source[need.field]))
      throw refuse('id', 'record.push_down_needs', {
        resource: def.name,
        id: String(source.id),
        field: need.field,
        value: String(source[need.field]),
        allowed: need.in.map(String).join(' or '),
      });
    if (create.once) {
      const existing = checkedRows(PUSHED, await queryRows(m, link.ids, [source.id]));
      if (existing.length > 0)
        throw refuse('id', 'record.already_pushed', {
          resource: def.name,
          id: String(source.id),
          target: target.name,
          target_id: existing[0].id,
        });
    }
    const input = mapAll(create.header, source, source);
    const entryMap = create.entries;
    if (entryMap) {
      const entries = Array.isArray(source.entries) ? (source.entries as Row[]) : [];
      input.entries = entries.map((e) => mapAll(entryMap, e, source));
    }
    const made = await this.resources.create(target, input, ctx, m);
    await execute(m, `UPDATE ${q(target.table)} SET ${q(create.sourceColumn)} = $2 WHERE id = $1`, [
      made.id,
      source.id,
    ]);
    return this.resources.get(target, made.id, m);
  }
}
