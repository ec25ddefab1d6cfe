import { exportRows } from './spreadsheet.export';
import { itemDef } from './spreadsheet.fixture';
import { parseUpload } from './spreadsheet.parse';
import { MAX_IMPORT_BYTES } from './spreadsheet.types';

const csv = (text: string, bom = false) =>
  Buffer.concat([Buffer.from(bom ? [0xef, 0xbb, 0xbf] : []), Buffer.from(text, 'utf8')]);
const fileError = (message: string) => ({ rows: [], errors: [{ row: 0, field: 'file', message }] });

describe(parseUpload.name, () => {
  it('reads a comma .csv with BOM, zh-CN headers, quotes and CRLF', async () => {
    const text = '编码,名称,数量,启用,备注\r\nC1,"Res, 1%",3,是,"say ""hi""\nthere"\r\n,,,,\r\nC2,Cap,4,no,\r\n';
    const result = await parseUpload(csv(text, true), 'items.csv', itemDef);
    expect(result).toEqual({
      rows: [
        { row: 2, values: { fnumber: 'C1', fname: 'Res, 1%', qty: 3, active: true, remark: 'say "hi"\nthere' } },
        { row: 4, values: { fnumber: 'C2', fname: 'Cap', qty: 4, active: false } },
      ],
      errors: [],
    });
  });

  it('reads a semicolon .csv without BOM and reports bad cells by row and field', async () => {
    const text = 'fnumber;fname;price;due_at\nS1;a,b;1.5;2024-01-02\nS2;b;x;\nS1;c;;\n';
    const result = await parseUpload(csv(text), 'items.CSV', itemDef);
    expect(result.rows).toEqual([
      { row: 2, values: { fnumber: 'S1', fname: 'a,b', price: 1.5, due_at: '2024-01-02T00:00:00.000Z' } },
    ]);
    expect(result.errors).toEqual([
      { row: 3, field: 'price', message: '"x" is not a number' },
      { row: 4, field: 'fnumber', message: 'duplicate value "S1" in rows 2 and 4' },
    ]);
  });

  it('reports an unclosed quote and text that is not UTF-8', async () => {
    expect(await parseUpload(csv('fnumber,fname\nA,"open\n'), 'a.csv', itemDef)).toEqual({
      rows: [],
      errors: [{ row: 2, field: 'file', message: 'a quoted value is never closed' }],
    });
    expect(await parseUpload(Buffer.from([0x66, 0xff, 0xfe, 0x0a]), 'a.csv', itemDef)).toEqual(
      fileError('not valid UTF-8 text; save the .csv as UTF-8'),
    );
  });

  it('reads an .xlsx by its magic bytes whatever the name', async () => {
    const file = await exportRows(itemDef, [{ fnumber: 'X', fname: 'x' }], {
      locale: 'en-US',
      columns: ['fnumber', 'fname'],
    });
    for (const name of ['items.xlsx', 'items.xls', 'upload.bin']) {
      expect(await parseUpload(file, name, itemDef)).toEqual({
        rows: [{ row: 2, values: { fnumber: 'X', fname: 'x' } }],
        errors: [],
      });
    }
  });

  it('answers a clear error for a legacy .xls', async () => {
    const ole2 = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
    const expected = fileError('legacy .xls is not supported, save as .xlsx');
    expect(await parseUpload(ole2, 'old.xls', itemDef)).toEqual(expected);
    expect(await parseUpload(ole2, 'renamed.xlsx', itemDef)).toEqual(expected);
    expect(await parseUpload(Buffer.from('<html><table>'), 'erp-export.xls', itemDef)).toEqual(expected);
  });

  it('refuses garbage, unknown kinds and oversized files with one file error', async () => {
    expect(await parseUpload(Buffer.from('\x00\x01garbage'), 'x.xlsx', itemDef)).toEqual(
      fileError('not a readable .xlsx spreadsheet'),
    );
    expect(await parseUpload(Buffer.from('hello'), 'notes.pdf', itemDef)).toEqual(
      fileError('not a readable .xlsx spreadsheet'),
    );
    expect(await parseUpload(Buffer.alloc(MAX_IMPORT_BYTES + 1, 0x41), 'big.csv', itemDef)).toEqual(
      fileError('file is larger than 5 MB'),
    );
  });
});
