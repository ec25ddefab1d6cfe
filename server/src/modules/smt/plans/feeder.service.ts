import type pg from 'pg';
import { TOPIC, type FeederEntriesAction, type Locale } from '@mes/contracts';
import { refuse } from '../../../core/api/app.exception';
import type { FileAnswer } from '../../../core/api/file-answer';
import type { DraftStore } from '../../../core/resource/drafts';
import type { ResourceService } from '../../../core/resource/resource.service';
import type { ResourceDef, Row } from '../../../core/resource/resource.types';
import type { Ctx } from '../smt-types';
import { checkEntries, writeEntries, type FeederEntryInput } from './feeder-entries';
import { feederSheet, readFeederSheet, type Layout } from './feeder-sheets';
import { writeOutbox } from '../../../core/events/outbox.writer';
import { first, inTransaction, rows, run, sql, type Tx } from '../../../core/db/sql';

const LOCK_FEEDER = sql('smt.feeder.lock', 'SELECT checked FROM smt_feeder WHERE id = $1 FOR UPDATE');

const SLOTS = sql(
  'smt.feeder_slots',
  `SELECT e.id, e.seq, e.slot, e.smt_machine_id, sm.fnumber AS smt_machine_fnumber, e.station, e.feeder_type, e.icitem_id,
  json_build_object('id', i.id, 'fnumber', i.fnumber, 'fname', i.fname, 'fspec', i.fspec) AS icitem, e.alternates,
  (SELECT COALESCE(json_agg(json_build_object('id', a.id, 'fnumber', a.fnumber, 'fname', a.fname) ORDER BY array_position(e.alternates, a.id)), '[]')
   FROM icitem a WHERE a.id = ANY(e.alternates)) AS alternate_items,
  e.qty_per_board::float8 AS qty_per_board, e.turns, e.no_verify, e.designators FROM smt_feeder_entry e JOIN icitem i ON i.id = e.icitem_id LEFT JOIN smt_machine sm ON sm.id = e.smt_machine_id
       WHERE e.smt_feeder_id = $1 ORDER BY e.seq, e.id`,
);
const TOUCH = sql('smt.touch_feeder', 'UPDATE smt_feeder SET updated_at = now() WHERE id = $1');
const COPY_SLOTS = sql(
  'smt.copy_feeder_slots',
  `INSERT INTO smt_feeder_entry (smt_feeder_id, seq, slot, smt_machine_id, station, feeder_type, icitem_id, alternates, qty_per_board, turns, no_verify, designators)
       SELECT $2, seq, slot, smt_machine_id, station, feeder_type, icitem_id, alternates, qty_per_board, turns, no_verify, designators FROM smt_feeder_entry WHERE smt_feeder_id = $1`,
);
// The newest enabled version of each chain (resources/feeder-latest.ts's LATEST) by a process plan, a product, a code,
// or the chain of a list.
const LATEST_BY = {
  icpp_id: sql(
    'smt.latest_feeders_by_icpp',
    `SELECT DISTINCT ON (COALESCE(parent_id, id)) id FROM smt_feeder WHERE NOT disabled AND icpp_id = $1 ORDER BY COALESCE(parent_id, id), version DESC, id DESC`,
  ),
  product_id: sql(
    'smt.latest_feeders_by_product',
    `SELECT DISTINCT ON (COALESCE(parent_id, id)) id FROM smt_feeder WHERE NOT disabled AND product_id = $1 ORDER BY COALESCE(parent_id, id), version DESC, id DESC`,
  ),
  fnumber: sql(
    'smt.latest_feeders_by_fnumber',
    `SELECT DISTINCT ON (COALESCE(parent_id, id)) id FROM smt_feeder WHERE NOT disabled AND fnumber = $1 ORDER BY COALESCE(parent_id, id), version DESC, id DESC`,
  ),
};
const LATEST_OF_CHAIN = sql(
  'smt.latest_feeder_of_chain',
  `SELECT DISTINCT ON (COALESCE(parent_id, id)) id FROM smt_feeder WHERE NOT disabled AND COALESCE(parent_id, id) = (SELECT COALESCE(parent_id, id) FROM smt_feeder WHERE id = $1) ORDER BY COALESCE(parent_id, id), version DESC, id DESC`,
);

// Feeder lists beyond the standard set: their slots, versions, lookups and spreadsheets.
export class FeederService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly resources: ResourceService,
    private readonly def: ResourceDef,
    private readonly drafts: DraftStore,
  ) {}

  /** `c`: the caller's transaction, else the pool */
  async entries(id: number, c?: Tx): Promise<Row & { entries: unknown[] }> {
    const feeder = await this.resources.get(this.def, id, c);
    const entries = await rows(c ?? this.pool, SLOTS, [id]);
    return { ...feeder, entries };
  }

  /** replaces the slots (a checked list is frozen: uncheck it first); one transaction. */
  async setEntries(
    id: number,
    entries: FeederEntryInput[],
    ctx: Ctx,
    action: FeederEntriesAction = 'set_entries',
  ): Promise<Row & { entries: unknown[] }> {
    return inTransaction(this.pool, async (c) => {
      const feeder = await first(c, LOCK_FEEDER, [id]);
      if (!feeder) throw refuse('id', 'smt.no_smt_feeder', { id });
      if (feeder.checked) throw refuse('id', 'smt.feeder_checked', { id });
      await checkEntries(c, entries);
      await writeEntries(c, id, entries);
      await run(c, TOUCH, [id]);
      await writeOutbox(c, TOPIC.feederEntries(action), {
        resource: 'smt_feeder',
        module: 'product_mgt',
        action,
        id,
        slots: entries.length,
        by: ctx.userId,
      });
      return this.entries(id, c);
    });
  }

  async importSheet(
    id: number,
    body: Record<string, unknown>,
    layout: Layout,
    ctx: Ctx,
  ): Promise<{ imported: number }> {
    const entries = await readFeederSheet(this.pool, this.drafts, body);
    await this.setEntries(id, entries, ctx, layout === 'F4' ? 'import' : 'custom_import');
    return { imported: entries.length };
  }

  async sheet(id: number, layout: Layout, locale: Locale): Promise<FileAnswer> {
    const feeder = await this.resources.get(this.def, id);
    return feederSheet(
      this.pool,
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
    await run(this.pool, COPY_SLOTS, [id, copy.id as number]);
    return this.entries(copy.id);
  }

  /** the newest version of every list of a process plan, a product or a code. */
  async latest(by: { icpp_id?: number; product_id?: number; fnumber?: string }): Promise<Row[]> {
    const [key] = Object.keys(by);
    const db = this.pool;
    if (key === 'icpp_id') return this.getMany(await rows(db, LATEST_BY.icpp_id, [by.icpp_id ?? null]));
    if (key === 'product_id') return this.getMany(await rows(db, LATEST_BY.product_id, [by.product_id ?? null]));
    if (key === 'fnumber') return this.getMany(await rows(db, LATEST_BY.fnumber, [by.fnumber ?? null]));
    throw refuse('icpp_id', 'smt.feeder_lookup_key');
  }

  async latestOfChain(parentId: number): Promise<Row> {
    const latest = await this.getMany(await rows(this.pool, LATEST_OF_CHAIN, [parentId]));
    if (latest.length === 0) throw refuse('parent_id', 'smt.no_enabled_feeder_in_chain', { id: parentId });
    return latest[0];
  }

  /** the lists of these ids, in their order */
  private async getMany(found: { id: number }[]): Promise<Row[]> {
    const ids = found.map((r) => r.id);
    return ids.length === 0 ? [] : this.resources.getMany(this.def, ids);
  }
}
