import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Locale, Translated } from '@mes/contracts';
import { FileStream, XLSX_TYPE } from '../../core/api/file-answer';

// A streamed .xlsx (exceljs' WorkbookWriter): rows are committed as they come from the database and leave through
// the response, so a year of data never sits in the server's memory. An error after the first bytes ends the stream
// (the client sees a broken file, not a wrong one).

export type StreamColumn = { key: string; label: Translated; width?: number };

export function streamXlsx(
  filename: string,
  sheet: Translated,
  columns: StreamColumn[],
  rows: AsyncIterable<Record<string, unknown>>,
  locale: Locale,
): FileStream {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const ws = book.addWorksheet(sheet[locale]);
  ws.columns = columns.map((c) => ({ header: c.label[locale], key: c.key, width: c.width ?? 16 }));
  void (async () => {
    let n = 0;
    for await (const row of rows) {
      ws.addRow(row).commit();
      if (++n % 500 === 0) await drained(out);
    }
    ws.commit();
    await book.commit();
  })().catch((e: unknown) => out.destroy(e instanceof Error ? e : new Error(String(e))));
  return new FileStream(out, `${filename}.xlsx`, XLSX_TYPE);
}

// Waits while the client has not taken what the zip wrote. exceljs itself keeps no backpressure between the sheet
// and its zip entry (docs/statistics.md, "Exports": what remains).
async function drained(out: PassThrough): Promise<void> {
  if (out.writableNeedDrain) await once(out, 'drain');
}

/** pages of a keyset query ($1 the last id seen, $2 the page size), row by row */
export async function* keysetRows<R extends { id: number | string }>(
  query: (after: number | string, size: number) => Promise<R[]>,
  start: number | string = 0,
  size = 5000,
): AsyncGenerator<R> {
  let after = start;
  for (;;) {
    const page = await query(after, size);
    for (const r of page) yield r;
    if (page.length < size) return;
    after = page[page.length - 1].id;
  }
}
