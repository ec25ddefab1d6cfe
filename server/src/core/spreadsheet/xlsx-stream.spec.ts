import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { columnLetters, ROW_MARK, sheetName } from './xlsx-cells';
import { MEASURED_ROWS, streamXlsx, writeBook, xlsxBuffer, type XlsxColumn } from './xlsx-stream';
import { ZipStream } from './zip-stream';

const COLUMNS: XlsxColumn[] = [
  { label: '时间', kind: 'date', width: 20 },
  { label: '序列号', width: 22 },
  { label: 'Qty', width: 8 },
  { label: 'OK', width: 8 },
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

describe('the xlsx writer', () => {
  it('writes a workbook whose rows read back: text escaped, numbers, dates, empty cells', async () => {
    const rows = [
      [46023.5, 'A<1> & "b"', 3, true],
      [46024.25, '  padded ', null, false],
      [null, 'bad\u0001char', 0, undefined],
      `<row r="${ROW_MARK}"><c r="B${ROW_MARK}" t="inlineStr"><is><t>as written by SQL</t></is></c></row>`,
    ];
    const file = streamXlsx('x.xlsx', { name: '报表 [1]', columns: COLUMNS }, from(rows));
    expect(file.filename).toBe('x.xlsx');
    const book = await read(file.body);
    const ws = book.worksheets[0];
    expect(ws.name).toBe('报表  1');
    expect(ws.rowCount).toBe(5);
    expect(ws.getRow(1).values).toEqual([undefined, '时间', '序列号', 'Qty', 'OK']);
    expect(ws.getRow(2).values).toEqual([undefined, new Date('2026-01-01T12:00:00Z'), 'A<1> & "b"', 3, true]);
    expect(ws.getRow(3).values).toEqual([undefined, new Date('2026-01-02T06:00:00Z'), '  padded ', undefined, false]);
    expect(ws.getRow(4).values).toEqual([undefined, undefined, 'badchar', 0]);
    expect(ws.getRow(5).values).toEqual([undefined, undefined, 'as written by SQL']);
  });

  it('goes on to another sheet when one is full, the header on each', async () => {
    const zip = new ZipStream();
    const rows = Array.from({ length: 7 }, (_, i) => [null, `SN${i}`, i, null]);
    const done = writeBook(zip, { name: 'Report', columns: COLUMNS }, from(rows), 3);
    const [book] = await Promise.all([read(zip.out), done]);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Report', 'Report (2)', 'Report (3)', 'Report (4)']);
    const sns = book.worksheets.flatMap((w) => w.getColumn(2).values.filter((v) => v !== undefined));
    expect(sns).toEqual(['序列号', 'SN0', 'SN1', '序列号', 'SN2', 'SN3', '序列号', 'SN4', 'SN5', '序列号', 'SN6']);
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
    const file = streamXlsx('x.xlsx', { name: 'R', columns: COLUMNS }, many());
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

  it('holds the header in bold and in view; a Date is a date; undeclared widths come from the label and first rows', async () => {
    const columns: XlsxColumn[] = [
      { label: 'Code' },
      { label: '很长的物料名称' },
      { label: 'At' },
      { label: 'Fixed', width: 5 },
    ];
    const rows = [
      ['A-1', 'x', new Date('2024-03-01T08:30:00Z'), 1],
      ...Array.from({ length: MEASURED_ROWS - 2 }, () => ['A', 'y', null, 2]),
      ['A-code-far-longer-than-the-rest', 'z', null, 3],
      ['beyond the measured rows, this value widens nothing at all', 'w', null, 4],
    ];
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await xlsxBuffer({ name: 'S', columns }, rows)) as unknown as ArrayBuffer);
    const ws = book.worksheets[0];
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(ws.getRow(2).getCell(1).font?.bold).toBeFalsy();
    expect(ws.getRow(2).getCell(3).value).toEqual(new Date('2024-03-01T08:30:00Z'));
    expect(ws.getRow(2).getCell(3).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(columns.map((_, i) => ws.getColumn(i + 1).width)).toEqual([33, 16, 21, 5]);
    expect(ws.rowCount).toBe(1 + MEASURED_ROWS + 1);
  });

  it('makes a legal sheet name', () => {
    expect(sheetName('BOM [v2]: a/b?')).toBe('BOM  v2   a b');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(sheetName(' / ')).toBe('Sheet1');
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
