import { TOPIC, type FeederEntriesAction, type Locale } from '@mes/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { LATEST } from '../resources/feeder-latest';
import { refuse } from '../../../core/api/app.exception';
import type { FileAnswer } from '../../../core/api/file-answer';
import type { DraftStore } from '../../../core/resource/drafts';
import type { ResourceService } from '../../../core/resource/resource.service';
import type { ResourceDef, Row } from '../../../core/resource/resource.types';
import { lockRow } from '../../product-mgt';
import type { Ctx } from '../smt-types';
import { checkEntries, writeEntries, type FeederEntryInput } from './feeder-entries';
import { feederSheet, readFeederSheet, type Layout } from './feeder-sheets';
import { writeOutbox } from '../../../core/events/outbox.writer';

const ENTRY_SELECT = `e.id, e.seq, e.slot, e.smt_machine_id, sm.fnumber AS smt_machine_fnumber, e.station, e.feeder_type, e.icitem_id,
  json_build_object('id', i.id, 'fnumber', i.fnumber, 'fname', i.fname, 'fspec', i.fspec) AS icitem, e.alternates,
  (SELECT COALESCE(json_agg(json_build_object('id', a.id, 'fnumber', a.fnumber, 'fname', a.fname) ORDER BY array_position(e.alternates, a.id)), '[]')
   FROM icitem a WHERE a.id = ANY(e.alternates)) AS alternate_items,
  e.qty_per_board::float8 AS qty_per_board, e.turns, e.no_verify, e.designators`;

// Feeder lists beyond the standard set: their slots, versions, lookups and spreadsheets.
export class FeederService {
  constructor(
    private readonly ds: DataSource,
    private readonly resources: ResourceService,
    private readonly def: ResourceDef,
    private readonly drafts: DraftStore,
  ) {}

  async entries(id: number, m: EntityManager = this.ds.manager): Promise<Row & { entries: unknown[] }> {
    const feeder = await this.resources.get(this.def, id, m);
    const entries = (await m.query(
      `SELECT ${ENTRY_SELECT} FROM smt_feeder_entry e JOIN icitem i ON i.id = e.icitem_id LEFT JOIN smt_machine sm ON sm.id = e.smt_machine_id
       WHERE e.smt_feeder_id = $1 ORDER BY e.seq, e.id`,
      [id],
    )) as unknown[];
    return { ...feeder, entries };
  }

  /** replaces the slots (a checked list is frozen: uncheck it first); one transaction. */
  async setEntries(
    id: number,
    entries: FeederEntryInput[],
    ctx: Ctx,
    action: FeederEntriesAction = 'set_entries',
  ): Promise<Row & { entries: unknown[] }> {
    return this.ds.transaction(async (m) => {
      const feeder = await lockRow<Row>(m, 'smt_feeder', id, refuse('id', 'smt.no_smt_feeder', { id }));
      if (feeder.checked) throw refuse('id', 'smt.feeder_checked', { id });
      await checkEntries(m, entries);
      await writeEntries(m, id, entries);
      await m.query('UPDATE smt_feeder SET updated_at = now() WHERE id = $1', [id]);
      await writeOutbox(m, TOPIC.feederEntries(action), {
        resource: 'smt_feeder',
        module: 'product_mgt',
        action,
        id,
        slots: entries.length,
        by: ctx.userId,
      });
      return this.entries(id, m);
    });
  }

  async importSheet(
    id: number,
    body: Record<string, unknown>,
    layout: Layout,
    ctx: Ctx,
  ): Promise<{ imported: number }> {
    const entries = await readFeederSheet(this.ds.manager, this.drafts, body);
    await this.setEntries(id, entries, ctx, layout === 'F4' ? 'import' : 'custom_import');
    return { imported: entries.length };
  }

  async sheet(id: number, layout: Layout, locale: Locale): Promise<FileAnswer> {
    const feeder = await this.resources.get(this.def, id);
    return feederSheet(
      this.ds.manager,
      { id, fnumber: feeder.fnumber as string, version: feeder.version as number },
      layout,
      locale,
    );
  }

  /** a copy of the list with its slots as the next version of its chain. */
  async newVersion(id: number, ctx: Ctx): Promise<Row & { entries: unknown[] }> {
    const source = await this.resources.get(this.def, id);
    const keep = ['fnumber', 'fname', 'icpp_id', 'product_id', 'product_line_id', 'side', 'program_name', 'fdesc'];
    const copy = await this.resources.create(
      this.def,
      { ...Object.fromEntries(keep.map((k) => [k, source[k]])), parent_id: id },
      ctx,
    );
    await this.ds.query(
      `INSERT INTO smt_feeder_entry (smt_feeder_id, seq, slot, smt_machine_id, station, feeder_type, icitem_id, alternates, qty_per_board, turns, no_verify, designators)
       SELECT $2, seq, slot, smt_machine_id, station, feeder_type, icitem_id, alternates, qty_per_board, turns, no_verify, designators FROM smt_feeder_entry WHERE smt_feeder_id = $1`,
      [id, copy.id],
    );
    return this.entries(copy.id);
  }

  /** the newest version of every list of a process plan, a product or a code. */
  async latest(by: { icpp_id?: number; product_id?: number; fnumber?: string }): Promise<Row[]> {
    const [key, value] = Object.entries(by)[0] ?? [];
    if (key === undefined) throw refuse('icpp_id', 'smt.feeder_lookup_key');
    return this.rowsOf(LATEST.replace('%WHERE%', `${key} = $1`), [value]);
  }

  async latestOfChain(parentId: number): Promise<Row> {
    const rows = await this.rowsOf(
      LATEST.replace(
        '%WHERE%',
        'COALESCE(parent_id, id) = (SELECT COALESCE(parent_id, id) FROM smt_feeder WHERE id = $1)',
      ),
      [parentId],
    );
    if (rows.length === 0) throw refuse('parent_id', 'smt.no_enabled_feeder_in_chain', { id: parentId });
    return rows[0];
  }

  /** the feeder lists of a work order: those of its SMT orders, and the newest of the process plans it is joined to. */
  private async rowsOf(idsSql: string, params: unknown[]): Promise<Row[]> {
    const ids = ((await this.ds.query(idsSql, params)) as { id: number }[]).map((r) => r.id);
    return ids.length === 0 ? [] : this.resources.getMany(this.def, ids);
  }
}
