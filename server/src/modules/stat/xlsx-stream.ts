import type { Locale, Translated } from '@mes/contracts';
import { FileStream, XLSX_TYPE } from '../../core/api/file-answer';
import { ZipStream } from './zip-stream';

// A streamed .xlsx of our own (docs/statistics.md, "Exports"): the sheet's XML is written as text straight into its
// zip entry (zip-stream.ts), rows as arrays, strings inline (no shared strings), one date style. Every piece waits
// while the HTTP response has not taken the last, so rows are pulled from the database only as fast as the client
// downloads, and a year of data never sits in the server's memory. A sheet holds at most 1,048,576 rows (Excel's
// limit): more rows go on to a second sheet. An error after the first bytes ends the stream (the client sees a
// broken file, not a wrong one).

/** `date`: the value is an Excel serial day number (local wall time), shown as a date and time */
export type StreamColumn = { key: string; label: Translated; width?: number; kind?: 'date' };

/** one row: the cells in column order (null, undefined and '' leave the cell empty), or the row's XML as rowXmlSql
 * wrote it in PostgreSQL, its row number left as ROW_MARK */
export type SheetRow = readonly unknown[] | string;

/** where a row's XML written by the database takes its row number (a character escapeXml never lets through) */
export const ROW_MARK = '\u0001';

export const SHEET_ROWS = 1_048_576;
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const CT = 'application/vnd.openxmlformats-';

export function streamXlsx(
  filename: string,
  sheet: Translated,
  columns: StreamColumn[],
  rows: AsyncIterable<SheetRow>,
  locale: Locale,
): FileStream {
  const zip = new ZipStream();
  void writeBook(zip, sheet[locale], columns, rows, locale).catch((e: unknown) =>
    zip.out.destroy(e instanceof Error ? e : new Error(String(e))),
  );
  return new FileStream(zip.out, `${filename}.xlsx`, XLSX_TYPE);
}

/** the workbook into the zip; `sheetRows` (rows a sheet holds, the header included) is smaller only in tests */
export async function writeBook(
  zip: ZipStream,
  title: string,
  columns: StreamColumn[],
  rows: AsyncIterable<SheetRow>,
  locale: Locale,
  sheetRows = SHEET_ROWS,
): Promise<void> {
  const name = sheetName(title);
  const refs = columns.map((_, i) => columnLetters(i));
  const header = cellsXml(
    1,
    refs,
    columns.map((c) => c.label[locale]),
    [],
  );
  const kinds = columns.map((c) => c.kind);
  const cols = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 16}" customWidth="1"/>`);
  const open = `${XML}<worksheet xmlns="${MAIN}"><cols>${cols.join('')}</cols><sheetData>${header}`;
  let sheets = 1;
  let entry = await zip.entry('xl/worksheets/sheet1.xml');
  await entry.write(open);
  let r = 1;
  for await (const row of rows) {
    if (r === sheetRows) {
      await entry.write('</sheetData></worksheet>');
      await entry.end();
      r = 1;
      entry = await zip.entry(`xl/worksheets/sheet${++sheets}.xml`);
      await entry.write(open);
    }
    r++;
    await entry.write(typeof row === 'string' ? row.replaceAll(ROW_MARK, String(r)) : cellsXml(r, refs, row, kinds));
  }
  await entry.write('</sheetData></worksheet>');
  await entry.end();
  const ids = Array.from({ length: sheets }, (_, i) => i + 1);
  await zip.file('xl/styles.xml', STYLES);
  await zip.file(
    'xl/workbook.xml',
    `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${ids
      .map(
        (i) =>
          `<sheet name="${escapeXml(i === 1 ? name : sheetName(`${name} (${i})`))}" sheetId="${i}" r:id="rId${i}"/>`,
      )
      .join('')}</sheets></workbook>`,
  );
  await zip.file(
    'xl/_rels/workbook.xml.rels',
    `${XML}<Relationships xmlns="${PKG}">${ids
      .map((i) => `<Relationship Id="rId${i}" Type="${REL}/worksheet" Target="worksheets/sheet${i}.xml"/>`)
      .join('')}<Relationship Id="rId${sheets + 1}" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
  );
  await zip.file(
    '_rels/.rels',
    `${XML}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  await zip.file(
    '[Content_Types].xml',
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      `<Default Extension="rels" ContentType="${CT}package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>` +
      `<Override PartName="/xl/workbook.xml" ContentType="${CT}officedocument.spreadsheetml.sheet.main+xml"/>` +
      `<Override PartName="/xl/styles.xml" ContentType="${CT}officedocument.spreadsheetml.styles+xml"/>` +
      ids
        .map(
          (i) =>
            `<Override PartName="/xl/worksheets/sheet${i}.xml" ContentType="${CT}officedocument.spreadsheetml.worksheet+xml"/>`,
        )
        .join('') +
      '</Types>',
  );
  await zip.finish();
}

// style 1: the date-and-time cells; the rest are the defaults a styles part must hold
const STYLES =
  `${XML}<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts>` +
  '<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

function cellsXml(r: number, refs: string[], row: SheetRow, kinds: (string | undefined)[]): string {
  let xml = `<row r="${r}">`;
  for (let i = 0; i < refs.length; i++) {
    const v = row[i];
    if (v === null || v === undefined || v === '') continue;
    const ref = `${refs[i]}${r}`;
    if (typeof v === 'number' || typeof v === 'bigint') {
      if (typeof v === 'number' && !Number.isFinite(v)) continue;
      xml += `<c r="${ref}"${kinds[i] === 'date' ? ' s="1"' : ''}><v>${v}</v></c>`;
    } else if (typeof v === 'boolean') {
      xml += `<c r="${ref}" t="b"><v>${v ? 1 : 0}</v></c>`;
    } else {
      const s = String(v).slice(0, 32767);
      const space = s.trim() === s ? '' : ' xml:space="preserve"';
      xml += `<c r="${ref}" t="inlineStr"><is><t${space}>${escapeXml(s)}</t></is></c>`;
    }
  }
  return `${xml}</row>`;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

// characters XML 1.0 cannot hold at all are dropped
export function escapeXml(s: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters XML 1.0 forbids
  return s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"]/g, (c) => ENTITIES[c]);
}

/** A, B, … Z, AA, … */
export function columnLetters(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

// Excel's sheet names: at most 31 characters, none of []:*?/\
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet';
