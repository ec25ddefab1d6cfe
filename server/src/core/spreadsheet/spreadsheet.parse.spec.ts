import { exportRows } from './spreadsheet.export';
import { itemDef, xlsxOf } from './spreadsheet.fixture';
import { parseSheet } from './spreadsheet.parse';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from './spreadsheet.types';

const rows = [
  {
    id: 1,
    fnumber: 'A-001',
    fname: '电阻 10K',
    remark: 'line 1\nline 2',
    qty: 12,
    price: 0.25,
    active: true,
    due_at: '2024-03-01T08:30:00.000Z',
    status: 'draft',
    meta: { reel: 5000 },
    checked: false,
    disabled: true,
    created_at: '2024-01-02T03:04:05.000Z',
  },
  {
    id: 2,
    fnumber: 'A-002',
    fname: 'Cap',
    qty: 0,
    price: 1e6,
    active: false,
    status: 'approved',
    checked: true,
    disabled: false,
    created_at: '2024-01-03T00:00:00.000Z',
  },
];

const header = ['fnumber', 'fname', 'qty', 'price', 'active', 'due_at', 'status', 'meta'];

describe(parseSheet.name, () => {
  it.each(['zh-CN', 'en-US'] as const)('gives back the exported values (%s export)', async (locale) => {
    const result = await parseSheet(await exportRows(itemDef, rows, { locale }), itemDef);
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual(rows.map((values, i) => ({ row: i + 2, values })));
  });

  it('maps zh-CN headers, keys in any case and en-US labels; skips empty rows', async () => {
    const file = await xlsxOf([
      ['编码', 'FNAME', ' Quantity ', '启用', '到期时间'],
      ['X1', '电容', 5, '是', '2024-05-06 07:08:09'],
      [],
      [null, '  ', null],
      ['X2', 'Fuse', '7', '否', new Date('2024-05-07T00:00:00Z')],
    ]);
    const result = await parseSheet(file, itemDef);
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual([
      { row: 2, values: { fnumber: 'X1', fname: '电容', qty: 5, active: true, due_at: '2024-05-06T07:08:09.000Z' } },
      { row: 5, values: { fnumber: 'X2', fname: 'Fuse', qty: 7, active: false, due_at: '2024-05-07T00:00:00.000Z' } },
    ]);
  });

  it('reads rich text, hyperlinks and formula results', async () => {
    const file = await xlsxOf([
      ['fnumber', 'fname', 'qty', 'remark'],
      [
        { richText: [{ text: 'R-' }, { font: { bold: true }, text: '9' }] },
        { text: 'Link', hyperlink: 'https://x.test' },
        { formula: '2*3', result: 6 },
        { formula: 'A1', result: 'hi' },
      ],
    ]);
    const result = await parseSheet(file, itemDef);
    expect(result).toEqual({
      rows: [{ row: 2, values: { fnumber: 'R-9', fname: 'Link', qty: 6, remark: 'hi' } }],
      errors: [],
    });
  });

  it('names the row and field of every bad cell and keeps only clean rows', async () => {
    const file = await xlsxOf([
      [...header, 'remark'],
      ['OK-1', 'fine', 1, 1, 'TRUE', null, 'draft', null, 'kept'],
      ['B-1', 'way too long name', 1.5, 'abc', 'maybe', 'tomorrow', 'gone', '{bad', null],
      ['B-2', 'n', -1, -2, 1, 45000.5, 'draft', null, { error: '#N/A' }],
      [null, null, 1001, null, null, null, null, null],
      ['OK-1', 'dup', null, null, null, null, null, null],
    ]);
    const { rows: good, errors } = await parseSheet(file, itemDef);
    expect(good).toEqual([
      {
        row: 2,
        values: { fnumber: 'OK-1', fname: 'fine', qty: 1, price: 1, active: true, status: 'draft', remark: 'kept' },
      },
    ]);
    expect(errors).toEqual([
      { row: 3, field: 'fname', message: 'longer than 10 characters' },
      { row: 3, field: 'qty', message: '"1.5" is not a whole number' },
      { row: 3, field: 'price', message: '"abc" is not a number' },
      { row: 3, field: 'active', message: expect.stringContaining('"maybe" is not a yes/no value') },
      { row: 3, field: 'due_at', message: expect.stringContaining('"tomorrow" is not a date') },
      { row: 3, field: 'status', message: '"gone" is not one of: draft, approved' },
      { row: 3, field: 'meta', message: 'is not valid JSON' },
      { row: 4, field: 'qty', message: 'must be at least 0' },
      { row: 4, field: 'price', message: 'must be at least 0' },
      { row: 4, field: 'remark', message: 'cell holds the Excel error #N/A' },
      { row: 5, field: 'fnumber', message: 'is required' },
      { row: 5, field: 'fname', message: 'is required' },
      { row: 5, field: 'qty', message: 'must be at most 1000' },
      { row: 6, field: 'fnumber', message: 'duplicate value "OK-1" in rows 2 and 6' },
    ]);
  });

  it('reads an Excel serial number in a datetime column as a date', async () => {
    const file = await xlsxOf([
      ['fnumber', 'fname', 'due_at'],
      ['D', 'd', 45000.5],
    ]);
    expect((await parseSheet(file, itemDef)).rows[0].values.due_at).toBe('2023-03-15T12:00:00.000Z');
  });

  it('reports unknown and doubled headers, missing required columns and data without a header', async () => {
    const file = await xlsxOf([
      ['fnumber', 'Colour', 'Code', null],
      ['A', 'red', 'B', 'stray'],
    ]);
    const { errors } = await parseSheet(file, itemDef);
    expect(errors).toEqual([
      { row: 1, field: 'Colour', message: 'unknown column "Colour" (column B)' },
      { row: 1, field: 'fnumber', message: 'columns A and C both map to fnumber' },
      { row: 1, field: 'fname', message: 'required column "Name" (fname) is missing' },
      { row: 2, field: 'column D', message: 'column D has data but no header' },
    ]);
  });

  it('answers one file error for bytes that are not an .xlsx, never throwing', async () => {
    const expected = { rows: [], errors: [{ row: 0, field: 'file', message: 'not a readable .xlsx spreadsheet' }] };
    expect(await parseSheet(Buffer.from('garbage bytes, not a zip'), itemDef)).toEqual(expected);
    expect(
      await parseSheet(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]), itemDef),
    ).toEqual(expected);
    expect(await parseSheet(Buffer.alloc(0), itemDef)).toEqual(expected);
  });

  it('refuses a file over the size limit', async () => {
    const result = await parseSheet(Buffer.alloc(MAX_IMPORT_BYTES + 1), itemDef);
    expect(result).toEqual({ rows: [], errors: [{ row: 0, field: 'file', message: 'file is larger than 5 MB' }] });
  });

  it('refuses more than the row limit with one error', async () => {
    const many = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => ({ fnumber: `N${i}`, fname: 'n' }));
    const file = await exportRows(itemDef, many, { locale: 'en-US', columns: ['fnumber', 'fname'] });
    const result = await parseSheet(file, itemDef);
    expect(result).toEqual({
      rows: [],
      errors: [{ row: 0, field: 'file', message: `more than ${MAX_IMPORT_ROWS} data rows; split the file` }],
    });
  });

  it('accepts a header-only sheet as no rows', async () => {
    expect(await parseSheet(await xlsxOf([['fnumber', 'fname']]), itemDef)).toEqual({ rows: [], errors: [] });
  });
});
