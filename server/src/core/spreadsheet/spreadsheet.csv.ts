import { MAX_IMPORT_ROWS, TOO_MANY_ROWS } from './spreadsheet.types';
import type { CellRaw, GridRead, GridRow } from './spreadsheet.types';

// Reads a UTF-8 .csv (BOM optional, RFC 4180 quoting, CRLF or LF) into a Grid. The delimiter is ',' or ';', whichever
// occurs more often outside quotes in the header line. Every cell is text; the field coerces it.

function delimiterOf(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/** splits into records of fields; answers the 1-based line where an unterminated quote starts, if any. */
function records(text: string, delimiter: string): { records: string[][] } | { unterminatedAt: number } {
  const out: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let quoteLine = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\n') line++;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (ch === delimiter) {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') continue;
      record.push(field);
      out.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (quoted) return { unterminatedAt: quoteLine };
  if (field !== '' || record.length > 0) out.push([...record, field]);
  return { records: out };
}

export function readCsv(buffer: Buffer): GridRead {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(buffer);
  } catch {
    return { errors: [{ row: 0, field: 'file', message: 'not valid UTF-8 text; save the .csv as UTF-8' }] };
  }
  const parsed = records(text, delimiterOf(text));
  if ('unterminatedAt' in parsed) {
    return { errors: [{ row: parsed.unterminatedAt, field: 'file', message: 'a quoted value is never closed' }] };
  }
  const [head, ...body] = parsed.records;
  const header = new Map<number, string>((head ?? []).map((t, i) => [i + 1, t]));
  if ([...header.values()].every((t) => t.trim() === '')) {
    return { errors: [{ row: 1, field: 'file', message: 'the file has no header row' }] };
  }
  const rows: GridRow[] = [];
  for (const [i, fields] of body.entries()) {
    const cells = new Map<number, CellRaw>();
    fields.forEach((value, col) => {
      if (value.trim() !== '') cells.set(col + 1, value);
    });
    if (cells.size === 0) continue;
    if (rows.length >= MAX_IMPORT_ROWS) return { errors: [{ row: 0, field: 'file', message: TOO_MANY_ROWS }] };
    // record i+2 is the sheet row as a spreadsheet app would number it (quoted line breaks stay inside one row)
    rows.push({ row: i + 2, cells });
  }
  return { grid: { header, rows } };
}
