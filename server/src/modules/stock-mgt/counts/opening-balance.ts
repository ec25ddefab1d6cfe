import type { CallParsed, STOCK_COUNT_CALLS } from '@mes/contracts';
import type pg from 'pg';
import { AppException, refuse } from '../../../core/api/app.exception';
import { FileAnswer, XLSX_TYPE } from '../../../core/api/file-answer';
import { inTransaction, rows, sql, type Queryable } from '../../../core/db/sql';
import type { DraftStore } from '../../../core/resource/drafts';
import { importRefused, importSource } from '../../../core/resource/resource-io.service';
import { defineResource } from '../../../core/resource/resource.types';
import { translatePgError } from '../../../core/resource/sql-errors';
import { exportRows, parseUpload, type RowError } from '../../../core/spreadsheet/spreadsheet';
import { num, str, tr } from '../../basicdata';
import { postMovements } from '../ledger/ledger';

// Opening balances from a spreadsheet (icinvinitial/import): the rows name warehouse, place and material by code, so
// a sheet exported by icinvinitial/export imports back. Every row or none: the refusal lists each bad row. A
// warehouse, place, material and batch that already has its opening balance is refused (a correction is a count),
// so importing the same file twice never doubles the stock.

export const OPENING_DOC = 'icinvinitial';
const OTHER_IN = 41;

/** the sheet's columns (a declaration for the spreadsheet reader and writer only, never registered). */
export const openingSheet = defineResource({
  name: 'icinvinitial',
  module: 'stock_mgt',
  table: 'icinvinitial',
  label: tr('期初库存', 'Opening balance'),
  fields: {
    stock: str(64, '仓库编码', 'Warehouse code', { required: true }),
    stock_place: str(64, '库位编码', 'Place code'),
    icitem: str(64, '物料编码', 'Material code', { required: true }),
    batch_no: str(64, '批次', 'Batch'),
    fqty: num('期初数量', 'Opening quantity', { required: true, min: 0.000001, maxValue: 1e12 }),
    fdesc: str(256, '备注', 'Remarks'),
  },
});
const COLUMNS = Object.keys(openingSheet.fields);

const INSERT_OPENING = sql(
  'stock-mgt.counts.insert_opening',
  `INSERT INTO icinvinitial (stock_id, stock_place_id, icitem_id, batch_no, fqty, fdesc, creater_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
);
const EXPORT_OPENING = sql(
  'stock-mgt.counts.export_opening',
  `SELECT s.fnumber AS stock, COALESCE(p.fnumber, '') AS stock_place, m.fnumber AS icitem, o.batch_no,
            o.fqty::float8 AS fqty, o.fdesc
       FROM icinvinitial o JOIN stock s ON s.id = o.stock_id JOIN icitem m ON m.id = o.icitem_id
       LEFT JOIN stock_place p ON p.id = o.stock_place_id
      WHERE $1::int IS NULL OR o.stock_id = $1 ORDER BY o.id LIMIT 10000`,
  { notNull: ['stock_place', 'fqty'] },
);
const STOCKS = sql('stock-mgt.counts.stocks_by_code', 'SELECT id, fnumber FROM stock WHERE fnumber = ANY($1)');
const PLACES = sql(
  'stock-mgt.counts.places_by_code',
  'SELECT id, fnumber, stock_id FROM stock_place WHERE fnumber = ANY($1)',
);
const ICITEMS = sql('stock-mgt.counts.icitems_by_code', 'SELECT id, fnumber FROM icitem WHERE fnumber = ANY($1)');
const TAKEN = sql(
  'stock-mgt.counts.opening_taken',
  `SELECT o.stock_id, COALESCE(o.stock_place_id, 0) AS place, o.icitem_id, o.batch_no FROM icinvinitial o
       JOIN unnest($1::int[], $2::int[], $3::int[], $4::text[]) AS k(s, p, i, b)
         ON o.stock_id = k.s AND COALESCE(o.stock_place_id, 0) = k.p AND o.icitem_id = k.i AND o.batch_no = k.b`,
  { notNull: ['place'] },
);

type Line = {
  row: number;
  stockId: number;
  placeId: number | null;
  icitemId: number;
  batchNo: string;
  fqty: number;
  fdesc: string;
};

export async function importOpening(
  pool: pg.Pool,
  drafts: DraftStore,
  body: Record<string, unknown>,
  userId: number | null,
): Promise<{ imported: number }> {
  const { filename, file } = await importSource(drafts, body);
  const parsed = await parseUpload(file, filename, openingSheet);
  const errors: RowError[] = [...parsed.errors];
  if (errors.length === 0 && parsed.rows.length === 0) throw refuse('file', 'input.no_data_rows');
  return inTransaction(pool, async (c) => {
    const lines = await resolve(c, parsed.rows, errors);
    if (errors.length > 0) throw importRefused(errors);
    for (const l of lines) {
      let id: number;
      try {
        [{ id }] = await rows(c, INSERT_OPENING, [
          l.stockId,
          l.placeId,
          l.icitemId,
          l.batchNo,
          l.fqty,
          l.fdesc,
          userId,
        ]);
      } catch (e) {
        // Another import of the same key committed meanwhile: the unique key refuses it.
        const t = translatePgError(e, 'icinvinitial');
        if (!(t instanceof AppException)) throw t;
        throw importRefused([{ row: l.row, field: 'icitem', message: 'already has an opening balance' }]);
      }
      await postMovements(
        c,
        { type: OPENING_DOC, id, billType: OTHER_IN },
        [
          {
            stockId: l.stockId,
            placeId: l.placeId,
            icitemId: l.icitemId,
            batchNo: l.batchNo,
            fqty: l.fqty,
            at: `row ${l.row}`,
          },
        ],
        userId,
      );
    }
    return { imported: lines.length };
  });
}

export async function exportOpening(
  pool: pg.Pool,
  { locale, stock_id: stockId }: CallParsed<typeof STOCK_COUNT_CALLS.exportOpening>,
): Promise<FileAnswer> {
  const found = await rows(pool, EXPORT_OPENING, [stockId ?? null]);
  const file = await exportRows(openingSheet, found, { locale, columns: COLUMNS });
  return new FileAnswer(file, `icinvinitial-${new Date().toISOString().slice(0, 10)}.xlsx`, XLSX_TYPE);
}

// Codes -> ids, each problem a row error; keys must be new (in the file and in the database).
async function resolve(
  db: Queryable,
  given: { row: number; values: Record<string, unknown> }[],
  errors: RowError[],
): Promise<Line[]> {
  const codes = (col: string) => [
    ...new Set(given.map((r) => r.values[col]).filter((v): v is string => typeof v === 'string')),
  ];
  const stocks = new Map((await rows(db, STOCKS, [codes('stock')])).map((s) => [s.fnumber, s.id]));
  const places = await rows(db, PLACES, [codes('stock_place')]);
  const items = new Map((await rows(db, ICITEMS, [codes('icitem')])).map((m) => [m.fnumber, m.id]));
  const lines: Line[] = [];
  const seen = new Map<string, number>();
  for (const { row, values } of given) {
    const stockId = stocks.get(values.stock as string);
    if (stockId === undefined) {
      errors.push({ row, field: 'stock', message: `no stock ${String(values.stock)}` });
      continue;
    }
    let placeId: number | null = null;
    if (values.stock_place) {
      const place = places.find((p) => p.fnumber === values.stock_place && p.stock_id === stockId);
      if (!place) {
        errors.push({
          row,
          field: 'stock_place',
          message: `no place ${String(values.stock_place)} in warehouse ${String(values.stock)}`,
        });
        continue;
      }
      placeId = place.id;
    }
    const icitemId = items.get(values.icitem as string);
    if (icitemId === undefined) {
      errors.push({ row, field: 'icitem', message: `no icitem ${String(values.icitem)}` });
      continue;
    }
    const batchNo = (values.batch_no as string | undefined) ?? '';
    const key = `${stockId}|${placeId ?? 0}|${icitemId}|${batchNo}`;
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({ row, field: 'icitem', message: `the same warehouse, place, material and batch as row ${first}` });
      continue;
    }
    seen.set(key, row);
    lines.push({
      row,
      stockId,
      placeId,
      icitemId,
      batchNo,
      fqty: values.fqty as number,
      fdesc: (values.fdesc as string | undefined) ?? '',
    });
  }
  const taken = await rows(db, TAKEN, [
    lines.map((l) => l.stockId),
    lines.map((l) => l.placeId ?? 0),
    lines.map((l) => l.icitemId),
    lines.map((l) => l.batchNo),
  ]);
  const takenKeys = new Set(taken.map((t) => `${t.stock_id}|${t.place}|${t.icitem_id}|${t.batch_no}`));
  for (const l of lines)
    if (takenKeys.has(`${l.stockId}|${l.placeId ?? 0}|${l.icitemId}|${l.batchNo}`))
      errors.push({ row: l.row, field: 'icitem', message: 'already has an opening balance (correct it with a count)' });
  errors.sort((a, b) => a.row - b.row);
  return lines;
}
