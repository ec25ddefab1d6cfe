import { AppException, refuse, refuseAs } from '../api/app.exception';
import { FileAnswer, XLSX_TYPE } from '../api/file-answer';
import { exportRows, MAX_IMPORT_ROWS, parseUpload, type RowError } from '../spreadsheet/spreadsheet';
import { checkedRows, rowShape } from '../db/checked-rows';
import { queryRows } from '../db/runtime-sql';
import { inTransaction } from '../db/sql';
import type { ProgressHandle } from '../progress/progress-handle';
import type { ProgressService } from '../progress/progress.service';
import type { DraftStore } from './drafts';
import { COMMON_COLUMNS, q } from './resource-sql';
import type { ResourceService } from './resource.service';
import type { ResourceDef } from './resource.types';
import { translatePgError } from './sql-errors';
import { validateWrite } from './validate-input';

type Ctx = { userId: number | null };
const LOCALES = ['zh-CN', 'en-US'] as const;
// a unique field's values already taken (its column a declaration's): checked rows (docs/database.md, "Checked rows")
const TAKEN = rowShape('core.taken_values', { v: 'unknown' });

// Spreadsheet export of what a list shows, and import that applies every row or none. With a progress service and a
// caller, each runs as a job the caller follows (progressing); both may be cancelled, since neither keeps anything
// then: an export answers no file, an import rolls its transaction back.
export class ResourceIoService {
  constructor(
    private readonly resources: ResourceService,
    private readonly drafts: DraftStore,
    private readonly progress?: ProgressService,
  ) {}

  async export(def: ResourceDef, body: Record<string, unknown>, ctx?: Ctx): Promise<FileAnswer> {
    return this.asJob('export', def, ctx, (h) => this.exportFile(def, body, h));
  }

  async import(def: ResourceDef, body: Record<string, unknown>, ctx: Ctx): Promise<{ imported: number }> {
    for (const k of Object.keys(body))
      if (!['draft_id', 'filename', 'content_base64'].includes(k)) throw refuse(k, 'import.unknown_field');
    return this.asJob('import', def, ctx, (h) => this.importFile(def, body, ctx, h));
  }

  private asJob<T>(
    kind: 'import' | 'export',
    def: ResourceDef,
    ctx: Ctx | undefined,
    work: (h: ProgressHandle | null) => Promise<T>,
  ): Promise<T> {
    if (!this.progress || !ctx || ctx.userId === null) return work(null);
    return this.progress.track(ctx.userId, kind, 0, { label: def.name, cancellable: true }, work);
  }

  private async exportFile(
    def: ResourceDef,
    body: Record<string, unknown>,
    h: ProgressHandle | null,
  ): Promise<FileAnswer> {
    const locale = body.locale ?? 'zh-CN';
    if (!LOCALES.includes(locale as (typeof LOCALES)[number])) throw refuse('locale', 'input.locale');
    const filter = typeof body.filter === 'string' ? body.filter : '';
    // Every row the filter selects, up to the import limit; the filter's own pn/ps are replaced.
    const withoutPaging = filter.replace(/(^|\s)(pn|ps|page_next_id):\S+/g, ' ');
    const { list } = await this.resources.list(
      def,
      { filter: `${withoutPaging} pn:1 ps:${MAX_IMPORT_ROWS}` },
      MAX_IMPORT_ROWS,
    );
    await h?.setTotal(list.length);
    const onRows = h
      ? async (n: number) => {
          await h.advance(n);
          h.throwIfCancelled();
        }
      : undefined;
    const file = await exportRows(def, list, { locale: locale as (typeof LOCALES)[number], onRows });
    const stamp = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '');
    return new FileAnswer(file, `${def.name}-${stamp}.xlsx`, XLSX_TYPE);
  }

  private async importFile(
    def: ResourceDef,
    body: Record<string, unknown>,
    ctx: Ctx,
    h: ProgressHandle | null,
  ): Promise<{ imported: number }> {
    const { filename, file } = await importSource(this.drafts, body);
    const parsed = await parseUpload(file, filename, def);
    h?.throwIfCancelled();
    const errors: RowError[] = [...parsed.errors];
    const rows: { row: number; values: Record<string, unknown> }[] = [];
    for (const r of parsed.rows) {
      const values = Object.fromEntries(Object.entries(r.values).filter(([k]) => !Object.hasOwn(COMMON_COLUMNS, k)));
      try {
        rows.push({ row: r.row, values: validateWrite(def, values, 'create') });
      } catch (e) {
        if (!(e instanceof AppException)) throw e;
        errors.push({ row: r.row, field: (e.data as { field?: string } | null)?.field ?? 'row', message: e.message });
      }
    }
    errors.push(...(await this.existingDuplicates(def, rows)));
    if (errors.length === 0 && rows.length === 0) throw refuse('file', 'input.no_data_rows');
    if (errors.length > 0) throw importRefused(errors);
    await h?.setTotal(rows.length);
    return inTransaction(this.resources.pool, async (m) => {
      for (const r of rows) {
        // A cancel throws inside the transaction: it rolls back, all or none.
        h?.throwIfCancelled();
        try {
          const id = await this.resources.insertRow(m, def, r.values, ctx);
          if (def.hooks?.afterCreate) await this.resources.afterCreate(def, id, ctx, m);
          await h?.advance(1);
        } catch (e) {
          const t = translatePgError(e, def.name);
          if (!(t instanceof AppException)) throw t;
          errors.push({ row: r.row, field: (t.data as { field?: string } | null)?.field ?? 'row', message: t.message });
          throw importRefused(errors);
        }
      }
      h?.throwIfCancelled();
      return { imported: rows.length };
    });
  }

  // Unique values the database already holds, reported per row before anything is written.
  private async existingDuplicates(
    def: ResourceDef,
    rows: { row: number; values: Record<string, unknown> }[],
  ): Promise<RowError[]> {
    const errors: RowError[] = [];
    for (const [key, field] of Object.entries(def.fields)) {
      if (!field.unique) continue;
      const wanted = rows.map((r) => r.values[key]).filter((v) => v !== undefined && v !== null);
      if (wanted.length === 0) continue;
      const found = checkedRows(
        TAKEN,
        await queryRows(this.resources.pool, `SELECT ${q(key)} AS v FROM ${q(def.table)} WHERE ${q(key)} = ANY($1)`, [
          wanted,
        ]),
      );
      const taken = new Set(found.map((f) => String(f.v)));
      for (const r of rows)
        if (taken.has(String(r.values[key])))
          errors.push({ row: r.row, field: key, message: `'${String(r.values[key])}' already exists` });
    }
    return errors;
  }
}

/** an import refused as a whole: 400 naming the first problem, every row's problem in `data.errors`. */
export function importRefused(errors: RowError[]): AppException {
  const first = errors[0];
  const params = { count: errors.length, row: first.row, field: first.field, message: first.message };
  return refuseAs(400, 'file', 'import.rows_refused', params, { errors });
}

/** the file of an import call: a draft (`draft_id`) or the body's `filename` and `content_base64`. */
export async function importSource(
  drafts: DraftStore,
  body: Record<string, unknown>,
): Promise<{ filename: string; file: Buffer }> {
  if (typeof body.draft_id === 'string') {
    const draft = await drafts.get(body.draft_id);
    return { filename: draft.filename, file: draft.body };
  }
  if (typeof body.content_base64 === 'string' && typeof body.filename === 'string') {
    return { filename: body.filename, file: Buffer.from(body.content_base64, 'base64') };
  }
  throw refuse('draft_id', 'import.no_source');
}
