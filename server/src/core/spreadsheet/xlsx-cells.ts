// A sheet row's XML as the one xlsx writer puts it (xlsx-stream.ts): strings inline (no shared strings), numbers,
// booleans, and dates as Excel serial days in style 1 (xlsx-parts.ts). Also the names Excel allows and the display
// width of a value, by which columns without a declared width are sized.

/** one row: the cells in column order (null, undefined and '' leave the cell empty), or the row's XML as rowXmlSql
 * wrote it in PostgreSQL, its row number left as ROW_MARK */
export type SheetRow = readonly unknown[] | string;

/** where a row's XML written by the database takes its row number (a character escapeXml never lets through) */
export const ROW_MARK = '\u0001';

/** how every date and time is shown */
export const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';
/** the cell styles of xlsx-parts.ts: a date and time, a header label */
export const STYLE = { date: 1, header: 2 } as const;

/** A JS date as Excel's serial day (days since 1899-12-30) of its UTC wall clock, as the importer reads it back. */
export const excelDay = (d: Date): number => d.getTime() / 86_400_000 + 25_569;

/** `date`: a number in this column is an Excel serial day, shown as a date and time (a Date value always is) */
export function rowXml(r: number, refs: string[], row: readonly unknown[], dates: boolean[], style = 0): string {
  let xml = `<row r="${r}">`;
  for (let i = 0; i < refs.length; i++) {
    let v = row[i];
    if (v === null || v === undefined || v === '') continue;
    const ref = `${refs[i]}${r}`;
    let s = style;
    if (v instanceof Date) {
      if (Number.isNaN(v.getTime())) continue;
      [v, s] = [excelDay(v), STYLE.date];
    } else if (dates[i]) s = STYLE.date;
    const styled = s ? ` s="${s}"` : '';
    if (typeof v === 'number' || typeof v === 'bigint') {
      if (typeof v === 'number' && !Number.isFinite(v)) continue;
      xml += `<c r="${ref}"${styled}><v>${v}</v></c>`;
    } else if (typeof v === 'boolean') {
      xml += `<c r="${ref}"${styled} t="b"><v>${v ? 1 : 0}</v></c>`;
    } else {
      const text = String(v).slice(0, 32767);
      const space = text.trim() === text ? '' : ' xml:space="preserve"';
      xml += `<c r="${ref}"${styled} t="inlineStr"><is><t${space}>${escapeXml(text)}</t></is></c>`;
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

/** Excel forbids []:*?/\ in sheet names and allows at most 31 characters. */
export function sheetName(label: string): string {
  const clean = label
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31);
  return clean === '' ? 'Sheet1' : clean;
}

/** display width of a cell: CJK and other wide characters count twice, a date as its format. */
export function textWidth(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (value instanceof Date) return DATE_FORMAT.length;
  let width = 0;
  for (const ch of String(value))
    width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? 2 : 1;
  return width;
}
