import { once } from 'node:events';
import { FileAnswer, FileStream, XLSX_TYPE } from '../api/file-answer';
import { columnLetters, DATE_FORMAT, ROW_MARK, rowXml, sheetName, STYLE, textWidth, type SheetRow } from './xlsx-cells';
import { finishBook, MAIN, XML } from './xlsx-parts';
import { ZipStream } from './zip-stream';

// The one xlsx writer of the server (docs/architecture.md, "Spreadsheets"): every export's workbook is written here.
// The sheet's XML is written as text straight into its zip entry (zip-stream.ts), a row at a time (xlsx-cells.ts).
// Every piece waits while the reader has not taken the last, so a streamed export (streamXlsx) pulls its rows only as
// fast as the client downloads and a year of data never sits in the server's memory; a small export whose rows are
// already in memory is collected into one buffer (xlsxBuffer). The header row holds the labels in bold and stays in
// view (frozen). A sheet holds at most 1,048,576 rows (Excel's limit): more rows go on to a second sheet. An error
// after the first bytes of a streamed export ends the stream (the client sees a broken file, not a wrong one).

/** `width` in characters; without one the column is sized to its label and the first MEASURED_ROWS rows.
 * `date`: a number in the column is an Excel serial day shown as a date and time (a Date value always is). */
export type XlsxColumn = { label: string; width?: number; kind?: 'date' };
/** one sheet: its name and its columns' header labels, already in the caller's language */
export type XlsxSheet = { name: string; columns: XlsxColumn[] };
export type SheetRows = AsyncIterable<SheetRow> | Iterable<SheetRow>;

export const SHEET_ROWS = 1_048_576;
/** a streamed sheet cannot measure every row before its first: columns without a width are measured on these */
export const MEASURED_ROWS = 1000;
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

/** a workbook written while it is downloaded */
export function streamXlsx(filename: string, sheet: XlsxSheet, rows: SheetRows): FileStream {
  const zip = new ZipStream();
  void writeBook(zip, sheet, rows).catch((e: unknown) =>
    zip.out.destroy(e instanceof Error ? e : new Error(String(e))),
  );
  return new FileStream(zip.out, filename, XLSX_TYPE);
}

/** a workbook of rows already in memory, answered whole */
export async function xlsxFile(filename: string, sheet: XlsxSheet, rows: SheetRows): Promise<FileAnswer> {
  return new FileAnswer(await xlsxBuffer(sheet, rows), filename, XLSX_TYPE);
}

export async function xlsxBuffer(sheet: XlsxSheet, rows: SheetRows): Promise<Buffer> {
  const zip = new ZipStream();
  const chunks: Buffer[] = [];
  zip.out.on('data', (c: Buffer) => chunks.push(c));
  const ended = once(zip.out, 'end');
  ended.catch(() => undefined);
  try {
    await writeBook(zip, sheet, rows);
  } catch (e) {
    zip.out.destroy();
    throw e;
  }
  await ended;
  return Buffer.concat(chunks);
}

/** the workbook into the zip; `sheetRows` (rows a sheet holds, the header included) is smaller only in tests */
export async function writeBook(
  zip: ZipStream,
  sheet: XlsxSheet,
  rows: SheetRows,
  sheetRows = SHEET_ROWS,
): Promise<void> {
  const it = Symbol.asyncIterator in rows ? rows[Symbol.asyncIterator]() : rows[Symbol.iterator]();
  try {
    // the first rows are held back to size the columns that declare no width
    const head: SheetRow[] = [];
    let more = true;
    while (more && head.length < MEASURED_ROWS && sheet.columns.some((c) => c.width === undefined)) {
      const next = await it.next();
      if (next.done) more = false;
      else head.push(next.value);
    }
    const refs = sheet.columns.map((_, i) => columnLetters(i));
    const dates = sheet.columns.map((c) => c.kind === 'date');
    const open = sheetOpen(sheet.columns, widths(sheet.columns, head), refs);
    const names = [sheetName(sheet.name)];
    let entry = await zip.entry('xl/worksheets/sheet1.xml');
    await entry.write(open);
    let r = 1;
    const put = async (row: SheetRow) => {
      if (r === sheetRows) {
        await entry.write('</sheetData></worksheet>');
        await entry.end();
        r = 1;
        names.push(sheetName(`${names[0]} (${names.length + 1})`));
        entry = await zip.entry(`xl/worksheets/sheet${names.length}.xml`);
        await entry.write(open);
      }
      r++;
      await entry.write(typeof row === 'string' ? row.replaceAll(ROW_MARK, String(r)) : rowXml(r, refs, row, dates));
    };
    for (const row of head.splice(0)) await put(row);
    while (more) {
      const next = await it.next();
      if (next.done) more = false;
      else await put(next.value);
    }
    await entry.write('</sheetData></worksheet>');
    await entry.end();
    await finishBook(zip, names);
  } catch (e) {
    // the rows' source (a database cursor) is told to stop and give back what it holds
    await Promise.resolve(it.return?.()).catch(() => undefined);
    throw e;
  }
}

/** a sheet's XML up to its first data row: the frozen header, the column widths, the header's bold labels */
function sheetOpen(columns: XlsxColumn[], width: number[], refs: string[]): string {
  const view =
    '<sheetViews><sheetView workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>';
  const cols = columns.map((_, i) => `<col min="${i + 1}" max="${i + 1}" width="${width[i]}" customWidth="1"/>`);
  const header = rowXml(
    1,
    refs,
    columns.map((c) => c.label),
    [],
    STYLE.header,
  );
  return `${XML}<worksheet xmlns="${MAIN}">${view}${cols.length ? `<cols>${cols.join('')}</cols>` : ''}<sheetData>${header}`;
}

/** declared widths, else the widest of the label and the first rows (wide characters count twice), within bounds */
function widths(columns: XlsxColumn[], head: SheetRow[]): number[] {
  return columns.map((c, i) => {
    if (c.width !== undefined) return c.width;
    let w = textWidth(c.label);
    for (const row of head) {
      if (typeof row === 'string') continue;
      const v = row[i];
      w = Math.max(
        w,
        c.kind === 'date' && v !== null && v !== undefined && v !== '' ? DATE_FORMAT.length : textWidth(v),
      );
    }
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, w + 2));
  });
}
