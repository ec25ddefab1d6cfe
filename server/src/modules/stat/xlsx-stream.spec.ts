import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { columnLetters, ROW_MARK, streamXlsx, writeBook, type StreamColumn } from './xlsx-stream';
import { ZipStream } from './zip-stream';

const t = (en: string) => ({ 'zh-CN': `中${en}`, 'en-US': en });
const COLUMNS: StreamColumn[] = [
  { key: 'at', label: t('Time'), kind: 'date' },
  { key: 'sn', label: t('SN') },
  { key: 'qty', label: t('Qty') },
  { key: 'ok', label: t('OK') },
];

async function* from(rows: (unknown[] | string)[]) {
  for (const r of rows) yield r;
}

async function read(body: Readable): Promise<ExcelJS.Workbook> {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(c as Buffer);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return book;
}

describe('streamXlsx', () => {
  it('writes a workbook whose rows read back: text escaped, numbers, dates, empty cells', async () => {
    const rows = [
      [46023.5, 'A<1> & "b"', 3, true],
      [46024.25, '  padded ', null, false],
      [null, 'bad\u0001char', 0, undefined],
      `<row r="${ROW_MARK}"><c r="B${ROW_MARK}" t="inlineStr"><is><t>as written by SQL</t></is></c></row>`,
    ];
    const file = streamXlsx('x', t('Report [1]'), COLUMNS, from(rows), 'zh-CN');
    expect(file.filename).toBe('x.xlsx');
    const book = await read(file.body);
    const ws = book.worksheets[0];
    expect(ws.name).toBe('中Report  1 ');
    expect(ws.rowCount).toBe(5);
    expect(ws.getRow(1).values).toEqual([undefined, '中Time', '中SN', '中Qty', '中OK']);
    expect(ws.getRow(2).values).toEqual([undefined, new Date('2026-01-01T12:00:00Z'), 'A<1> & "b"', 3, true]);
    expect(ws.getRow(3).values).toEqual([undefined, new Date('2026-01-02T06:00:00Z'), '  padded ', undefined, false]);
    expect(ws.getRow(4).values).toEqual([undefined, undefined, 'badchar', 0]);
    expect(ws.getRow(5).values).toEqual([undefined, undefined, 'as written by SQL']);
  });

  it('goes on to another sheet when one is full, the header on each', async () => {
    const zip = new ZipStream();
    const rows = Array.from({ length: 7 }, (_, i) => [null, `SN${i}`, i, null]);
    const done = writeBook(zip, 'Report', COLUMNS, from(rows), 'en-US', 3);
    const [book] = await Promise.all([read(zip.out), done]);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Report', 'Report (2)', 'Report (3)', 'Report (4)']);
    const sns = book.worksheets.flatMap((w) => w.getColumn(2).values.filter((v) => v !== undefined));
    expect(sns).toEqual(['SN', 'SN0', 'SN1', 'SN', 'SN2', 'SN3', 'SN', 'SN4', 'SN5', 'SN', 'SN6']);
  });

  it('stops pulling rows when the download is closed', async () => {
    let pulled = 0;
    let onClosed = () => {};
    const closed = new Promise<void>((resolve) => (onClosed = resolve));
    async function* many() {
      try {
        for (;;) {
          pulled++;
          yield [null, `${pulled}`.repeat(40), pulled, null];
        }
      } finally {
        onClosed();
      }
    }
    const file = streamXlsx('x', t('R'), COLUMNS, many(), 'en-US');
    const body = file.body as Readable;
    let atClose = 0;
    body.on('data', () => {
      if (pulled > 1000 && !atClose) {
        atClose = pulled;
        body.destroy();
      }
    });
    await closed;
    // the writer waited on the reader: after the close at most the piece in hand was finished, not an endless sheet
    expect(pulled - atClose).toBeLessThan(5000);
  });

  it('names columns as Excel does', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });
});
