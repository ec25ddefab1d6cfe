import type pg from 'pg';
import { refuse } from '../../core/api/app.exception';
import { rows, sql } from '../../core/db/sql';
import type { ResourceService } from '../../core/resource/resource.service';
import type { ResourceDef, Row } from '../../core/resource/resource.types';
import {
  BomCycleError,
  BomTooDeepError,
  BomTooLargeError,
  expandBom,
  MAX_LEVELS,
  type Bom,
  type ExpandedLine,
} from './bom-expand';

export type Material = { id: number; fnumber: string; fname: string; fspec: string; unit: string };
export type ExpandedRow = ExpandedLine & {
  fnumber: string;
  fname: string;
  fspec: string;
  unit: string;
  child_bom: string;
  total_qty: number;
  need_qty: number;
};

const HEADS = sql(
  'bom-orders.bom_heads',
  'SELECT id, fnumber, version, fname, icitem_id FROM icbom WHERE id = ANY($1)',
);
const ENTRIES = sql(
  'bom-orders.bom_entries',
  `SELECT id AS entry_id, icbom_id, icitem_id, qty::float8 AS qty, scrap_rate::float8 AS scrap_rate,
  position, substitute_group FROM icbom_entry WHERE icbom_id = ANY($1) ORDER BY id`,
  { notNull: ['qty', 'scrap_rate'] },
);
const CHECKED_BOMS = sql(
  'bom-orders.checked_boms',
  `SELECT DISTINCT ON (icitem_id) id FROM icbom WHERE icitem_id = ANY($1) AND checked AND NOT disabled
       ORDER BY icitem_id, id DESC`,
);
const MATERIALS = sql('bom-orders.materials', 'SELECT id, fnumber, fname, fspec, unit FROM icitem WHERE id = ANY($1)');

const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;

// Reading BOMs: their entries, the checked BOMs of materials, and the multi-level expansion (icbom/multi_expand).
export class BomService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly resources: ResourceService,
    readonly def: ResourceDef,
  ) {}

  /** BOMs with their entries, by id (the caller checked they exist). */
  async boms(ids: number[]): Promise<Map<number, Bom & Row>> {
    const heads = await rows(this.pool, HEADS, [ids]);
    const entries = await rows(this.pool, ENTRIES, [ids]);
    return new Map(
      heads.map((h) => [
        h.id,
        { ...h, entries: entries.filter((e) => e.icbom_id === h.id).map(({ icbom_id: _, ...e }) => e) },
      ]),
    );
  }

  /** the BOM a material expands through: its newest checked, enabled one. */
  private async checkedBomsOf(icitemIds: number[]): Promise<Map<number, Bom & Row>> {
    const checked = await rows(this.pool, CHECKED_BOMS, [icitemIds]);
    const found = await this.boms(checked.map((r) => r.id));
    return new Map([...found.values()].map((b) => [b.icitem_id, b]));
  }

  async materials(ids: number[]): Promise<Map<number, Material>> {
    const found: Material[] = await rows(this.pool, MATERIALS, [ids]);
    return new Map(found.map((r) => [r.id, r]));
  }

  /** `{ id, fqty? }`: every level of the BOM with the quantity per parent, per top unit and for fqty top units. */
  async multiExpand(id: number, fqty: number) {
    const header = await this.resources.get(this.def, id);
    const top = (await this.boms([id])).get(id)!;
    // Load the BOMs level by level; a material already looked up is not looked up again, so a cycle ends the loading
    // and expandBom names it.
    const byMaterial = new Map<number, Bom & Row>();
    const looked = new Set<number>();
    let wanted = top.entries.map((e) => e.icitem_id);
    for (let level = 0; wanted.length > 0 && level <= MAX_LEVELS; level++) {
      wanted.forEach((m) => looked.add(m));
      const found = await this.checkedBomsOf(wanted);
      for (const [m, b] of found) byMaterial.set(m, b);
      wanted = [...new Set([...found.values()].flatMap((b) => b.entries.map((e) => e.icitem_id)))].filter(
        (m) => !looked.has(m),
      );
    }
    const lines = await this.expand(header, top, (m) => byMaterial.get(m));
    const materials = await this.materials([header.icitem_id as number, ...lines.map((l) => l.icitem_id)]);
    const bomName = (bid: number | null) => {
      const b = bid === null ? undefined : [...byMaterial.values()].find((x) => x.id === bid);
      return b ? `${String(b.fnumber)} ${String(b.version)}` : '';
    };
    const rows: ExpandedRow[] = lines.map((l) => {
      const m = materials.get(l.icitem_id)!;
      return {
        ...l,
        fnumber: m.fnumber,
        fname: m.fname,
        fspec: m.fspec,
        unit: m.unit,
        child_bom: bomName(l.child_bom_id),
        total_qty: round6(l.qty_per_top * fqty),
        need_qty: round6(l.need_per_top * fqty),
      };
    });
    const parent = materials.get(header.icitem_id as number);
    return {
      icbom: { ...header, icitem: parent ?? null },
      fqty,
      levels: rows.reduce((n, r) => Math.max(n, r.level), 0),
      rows,
    };
  }

  private async expand(header: Row, top: Bom, bomOf: (m: number) => Bom | undefined): Promise<ExpandedLine[]> {
    try {
      return expandBom(top, bomOf);
    } catch (e) {
      if (e instanceof BomCycleError) {
        const names = await this.materials(e.cycle);
        throw refuse('id', 'bom.cycle', {
          fnumber: String(header.fnumber),
          version: String(header.version),
          path: e.cycle.map((m) => names.get(m)?.fnumber ?? m).join(' -> '),
        });
      }
      if (e instanceof BomTooLargeError)
        throw refuse('id', 'bom.too_many_lines', { fnumber: String(header.fnumber), max: e.maxLines });
      if (e instanceof BomTooDeepError)
        throw refuse('id', 'bom.too_deep', { fnumber: String(header.fnumber), max: e.maxLevels });
      throw e;
    }
  }
}
