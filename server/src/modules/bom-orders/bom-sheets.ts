import type pg from 'pg';
import type { Locale } from '@mes/contracts';
import { AppException, refuse } from '../../core/api/app.exception';
import { FileAnswer, XLSX_TYPE } from '../../core/api/file-answer';
import { inTransaction, rows, sql } from '../../core/db/sql';
import type { DraftStore } from '../../core/resource/drafts';
import type { ResourceService } from '../../core/resource/resource.service';
import { defineResource, type Row } from '../../core/resource/resource.types';
import { validateWrite } from '../../core/resource/validate-input';
import { exportRows, MAX_IMPORT_ROWS, parseUpload, type RowError } from '../../core/spreadsheet/spreadsheet';
import { fdesc, num, str, tr } from '../basicdata';
import { col, importRefused, sheetAnswer, uploadedFile } from '../product-mgt';
import { diffBoms, type DiffKind } from './bom-diff';
import type { BomService } from './bom.service';

type Ctx = { userId: number | null };
const code = (zh: string, en: string, required = false) => str(64, zh, en, { required, search: false });

// One row per BOM entry, the BOM's own columns repeated on each: what icbom/export writes and icbom/import reads, so
// an exported file imports back (as new BOMs or versions).
export const BOM_SHEET = defineResource({
  name: 'icbom',
  module: 'product_mgt',
  table: 'icbom',
  label: tr('物料清单', 'Bill of materials'),
  fields: {
    fnumber: code('BOM 编号', 'BOM number', true),
    version: str(32, '版本', 'Version', { default: 'V1' }),
    fname: str(128, '名称', 'Name'),
    parent_fnumber: code('父项物料编码', 'Parent material code', true),
    product_fnumber: code('产品编码', 'Product code'),
    child_fnumber: code('子项物料编码', 'Child material code', true),
    qty: num('用量', 'Quantity per parent', { required: true, min: 0.000001, maxValue: 1e9 }),
    scrap_rate: num('损耗率 (%)', 'Scrap rate (%)', { min: 0, maxValue: 100 }),
    position: str(1024, '位号', 'Positions (designators)'),
    substitute_group: str(32, '替代组', 'Substitute group'),
    fdesc: fdesc('备注', 'Remarks'),
  },
});

const KIND_LABEL: Record<DiffKind, ReturnType<typeof tr>> = {
  added: tr('新增', 'added'),
  removed: tr('删除', 'removed'),
  changed: tr('变更', 'changed'),
};

// at most MAX_IMPORT_ROWS rows ($2), so that an exported file imports back
const EXPORT_ROWS = sql(
  'bom-orders.export_rows',
  `SELECT b.fnumber, b.version, b.fname, p.fnumber AS parent_fnumber, COALESCE(pr.fnumber, '') AS product_fnumber,
        c.fnumber AS child_fnumber, e.qty::float8 AS qty, e.scrap_rate::float8 AS scrap_rate, e.position,
        e.substitute_group, e.fdesc
       FROM icbom b JOIN icitem p ON p.id = b.icitem_id LEFT JOIN product pr ON pr.id = b.product_id
       JOIN icbom_entry e ON e.icbom_id = b.id JOIN icitem c ON c.id = e.icitem_id
       WHERE b.id = ANY($1) ORDER BY b.id, e.id LIMIT $2`,
  { notNull: ['product_fnumber', 'qty', 'scrap_rate'] },
);
const MATERIAL_CODES = sql('bom-orders.material_codes', `SELECT id, fnumber FROM icitem WHERE fnumber = ANY($1)`);
const PRODUCT_CODES = sql('bom-orders.product_codes', `SELECT id, fnumber FROM product WHERE fnumber = ANY($1)`);
const TAKEN = sql(
  'bom-orders.taken_boms',
  `SELECT fnumber || '|' || version AS k FROM icbom WHERE fnumber || '|' || version = ANY($1)`,
  { notNull: ['k'] },
);

type SheetRow = { row: number; values: Record<string, unknown> };
type Group = { key: string; rows: SheetRow[] };

// icbom/import, icbom/export and icbom/export_diff.
export class BomSheets {
  constructor(
    private readonly pool: pg.Pool,
    private readonly resources: ResourceService,
    private readonly drafts: DraftStore,
    private readonly boms: BomService,
  ) {}

  /** the BOMs the filter selects (its paging ignored), one row per entry. */
  async export(filter: string, locale: Locale): Promise<FileAnswer> {
    const withoutPaging = filter.replace(/(^|\s)(pn|ps|page_next_id):\S+/g, ' ');
    const { list } = await this.resources.list(
      this.boms.def,
      { filter: `${withoutPaging} pn:1 ps:${MAX_IMPORT_ROWS}` },
      MAX_IMPORT_ROWS,
    );
    const entries = await rows(this.pool, EXPORT_ROWS, [list.map((b) => b.id), MAX_IMPORT_ROWS]);
    const file = await exportRows(BOM_SHEET, entries, { locale, columns: Object.keys(BOM_SHEET.fields) });
    return new FileAnswer(file, `icbom-${stamp()}.xlsx`, XLSX_TYPE);
  }

  /** what changes from BOM `id` to BOM `other_id`: materials added, removed, or with another quantity. */
  async exportDiff(id: number, otherId: number, locale: Locale): Promise<FileAnswer> {
    const [a, b] = [await this.resources.get(this.boms.def, id), await this.resources.get(this.boms.def, otherId)];
    const rows = diffBoms(entriesOf(a), entriesOf(b));
    const materials = await this.boms.materials(rows.map((r) => r.icitem_id));
    const out = rows.map((r) => ({
      ...r,
      kind: KIND_LABEL[r.kind][locale],
      fnumber: materials.get(r.icitem_id)?.fnumber ?? '',
      fname: materials.get(r.icitem_id)?.fname ?? '',
    }));
    const name = (x: Row) => `${String(x.fnumber)} ${String(x.version)}`;
    return sheetAnswer(
      tr('BOM 差异', 'BOM differences'),
      [
        col('kind', '差异', 'Difference'),
        col('fnumber', '物料编码', 'Material code'),
        col('fname', '物料名称', 'Material name'),
        col('old_qty', `用量 (${name(a)})`, `Quantity (${name(a)})`, 'number'),
        col('new_qty', `用量 (${name(b)})`, `Quantity (${name(b)})`, 'number'),
        col('old_scrap_rate', `损耗率 (${name(a)})`, `Scrap rate (${name(a)})`, 'number'),
        col('new_scrap_rate', `损耗率 (${name(b)})`, `Scrap rate (${name(b)})`, 'number'),
        col('old_position', `位号 (${name(a)})`, `Positions (${name(a)})`),
        col('new_position', `位号 (${name(b)})`, `Positions (${name(b)})`),
      ],
      out,
      locale,
      `icbom-diff-${String(a.fnumber)}-${String(b.fnumber)}.xlsx`,
    );
  }

  /** new BOMs from a sheet (BOM_CALLS.import: draft_id, or filename and content_base64), all or none: every problem
   * named by row in data.errors. */
  async import(body: Record<string, unknown>, ctx: Ctx): Promise<{ imported: number; entries: number }> {
    const { filename, file } = await uploadedFile(this.drafts, body);
    const parsed = await parseUpload(file, filename, BOM_SHEET);
    const errors: RowError[] = [...parsed.errors];
    const rows: SheetRow[] = [];
    for (const r of parsed.rows) {
      try {
        rows.push({ row: r.row, values: validateWrite(BOM_SHEET, r.values, 'create') });
      } catch (e) {
        if (!(e instanceof AppException)) throw e;
        errors.push({ row: r.row, field: (e.data as { field?: string } | null)?.field ?? 'row', message: e.message });
      }
    }
    if (errors.length === 0 && rows.length === 0) throw refuse('file', 'input.no_data_rows');
    const groups = groupRows(rows, errors);
    const ids = await this.codes(rows, errors);
    await this.taken(groups, errors);
    if (errors.length > 0) throw importRefused(errors.sort((a, b) => a.row - b.row));
    return inTransaction(this.pool, async (c) => {
      for (const g of groups) {
        const head = g.rows[0].values;
        try {
          await this.resources.create(
            this.boms.def,
            {
              fnumber: head.fnumber,
              version: head.version ?? 'V1',
              fname: head.fname ?? '',
              icitem_id: ids.icitem.get(head.parent_fnumber as string),
              ...(head.product_fnumber ? { product_id: ids.product.get(head.product_fnumber as string) } : {}),
              entries: g.rows.map(({ values: v }) => ({
                icitem_id: ids.icitem.get(v.child_fnumber as string),
                qty: v.qty,
                scrap_rate: v.scrap_rate ?? 0,
                position: v.position ?? '',
                substitute_group: v.substitute_group ?? '',
                fdesc: v.fdesc ?? '',
              })),
            },
            ctx,
            c,
          );
        } catch (e) {
          if (!(e instanceof AppException)) throw e;
          throw importRefused([
            { row: g.rows[0].row, field: (e.data as { field?: string } | null)?.field ?? 'row', message: e.message },
          ]);
        }
      }
      return { imported: groups.length, entries: rows.length };
    });
  }

  // material and product codes to ids; an unknown code is an error of its row.
  private async codes(sheet: SheetRow[], errors: RowError[]) {
    const want = (f: string) => [
      ...new Set(sheet.map((r) => r.values[f]).filter((v): v is string => typeof v === 'string' && v !== '')),
    ];
    const lookup = async (statement: typeof MATERIAL_CODES | typeof PRODUCT_CODES, codes: string[]) =>
      new Map((await rows(this.pool, statement, [codes])).map((r) => [r.fnumber, r.id]));
    const icitem = await lookup(MATERIAL_CODES, [...want('parent_fnumber'), ...want('child_fnumber')]);
    const product = await lookup(PRODUCT_CODES, want('product_fnumber'));
    for (const r of sheet) {
      for (const f of ['parent_fnumber', 'child_fnumber'])
        if (!icitem.has(r.values[f] as string))
          errors.push({ row: r.row, field: f, message: `no material ${String(r.values[f])}` });
      const p = r.values.product_fnumber;
      if (typeof p === 'string' && p !== '' && !product.has(p))
        errors.push({ row: r.row, field: 'product_fnumber', message: `no product ${p}` });
    }
    return { icitem, product };
  }

  // a BOM number and version already stored cannot be imported again.
  private async taken(groups: Group[], errors: RowError[]): Promise<void> {
    const found = await rows(this.pool, TAKEN, [groups.map((g) => g.key)]);
    const have = new Set(found.map((f) => f.k));
    for (const g of groups)
      if (have.has(g.key))
        errors.push({ row: g.rows[0].row, field: 'fnumber', message: `BOM ${g.key.replace('|', ' ')} already exists` });
  }
}

// rows of one BOM number and version form one BOM; its own columns must agree on every row.
function groupRows(rows: SheetRow[], errors: RowError[]): Group[] {
  const groups = new Map<string, Group>();
  for (const r of rows) {
    const key = `${String(r.values.fnumber)}|${String(r.values.version ?? 'V1')}`;
    const g = groups.get(key);
    if (!g) {
      groups.set(key, { key, rows: [r] });
      continue;
    }
    const first = g.rows[0];
    for (const f of ['parent_fnumber', 'product_fnumber', 'fname'])
      if ((r.values[f] ?? '') !== (first.values[f] ?? ''))
        errors.push({ row: r.row, field: f, message: `differs from row ${first.row} of the same BOM` });
    g.rows.push(r);
  }
  return [...groups.values()];
}

function entriesOf(bom: Row): { icitem_id: number; qty: number; scrap_rate: number; position: string }[] {
  return (bom.entries as Row[]).map((e) => ({
    icitem_id: e.icitem_id as number,
    qty: Number(e.qty),
    scrap_rate: Number(e.scrap_rate),
    position: String(e.position),
  }));
}

const stamp = () => new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '');
