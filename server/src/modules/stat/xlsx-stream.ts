import { once } from 'node:events';
import type { EventEmitter } from 'node:events';
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
      if (++n % 200 === 0) {
        await drained(sheetEntry(ws));
        await drained(out);
      }
    }
    ws.commit();
    await book.commit();
  })().catch((e: unknown) => out.destroy(e instanceof Error ? e : new Error(String(e))));
  return new FileStream(out, `${filename}.xlsx`, XLSX_TYPE);
}

// Waits while the next stage has not taken what was written. Rows are pulled from the database only as the client
// takes the file: the response (out) waits on the client, the zip on the response, and the sheet on the zip.
async function drained(stream: Drainable | undefined): Promise<void> {
  if (stream && (stream.writableNeedDrain ?? stream._writableState?.needDrain)) await once(stream, 'drain');
}

// archiver's PassThrough is readable-stream 2's: it has no writableNeedDrain, only its state's needDrain
type Drainable = EventEmitter & { writableNeedDrain?: boolean; _writableState?: { needDrain?: boolean } };

// exceljs writes the sheet's XML into its own buffer (StreamBuf), which archiver wraps in a PassThrough and writes to
// without looking at its answer: nothing slows the rows down, and on a fast database the whole sheet collects in
// front of the deflater (460 MiB for a million rows). That PassThrough is the one place to wait on; exceljs keeps it
// in the sheet stream's `pipes` once archiver starts reading the entry (before that, nothing is piped yet).
function sheetEntry(ws: ExcelJS.Worksheet): Drainable | undefined {
  return (ws as unknown as { stream?: { pipes?: Drainable[] } }).stream?.pipes?.[0];
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
