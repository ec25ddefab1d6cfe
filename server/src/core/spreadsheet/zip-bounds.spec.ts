import { parseUpload } from './spreadsheet.parse';
import { itemDef, xlsxOf } from './spreadsheet.fixture';
import { MAX_IMPORT_BYTES, NOT_XLSX, tooManyEntries, tooMuchUnzipped } from './spreadsheet.types';
import { importBounds, readXlsx } from './spreadsheet.xlsx';
import { checkZip } from './zip-bounds';
import { bombEntry, deflated, zipOf } from './zip.fixture';

const MiB = 1024 * 1024;
const bounds = { maxEntries: 10, maxUnzippedBytes: 4 * MiB };

describe(checkZip.name, () => {
  it('passes a real .xlsx and counts what its entries really inflate to', async () => {
    const file = await xlsxOf([['fnumber', 'fname'], ...Array.from({ length: 200 }, (_, i) => [`C${i}`, 'x'])]);
    expect(checkZip(file, importBounds({}))).toBeNull();
    // the same archive, allowed fewer bytes than its sheet inflates to
    expect(checkZip(file, { maxEntries: 100, maxUnzippedBytes: 2000 })).toEqual({ kind: 'unzipped' });
  });

  it('refuses a bomb whose directory declares 1 KiB: 4,800 MiB from a file under the upload limit', () => {
    const bomb = zipOf([deflated('[Content_Types].xml', '<Types/>'), bombEntry('xl/worksheets/sheet1.xml', 4800)]);
    expect(bomb.length).toBeLessThan(MAX_IMPORT_BYTES);
    expect(checkZip(bomb, importBounds({}))).toEqual({ kind: 'unzipped' });
    expect(checkZip(bomb, bounds)).toEqual({ kind: 'unzipped' });
  });

  it('sums the entries: each under the budget, together over it', () => {
    const three = zipOf([1, 2, 3].map((i) => bombEntry(`part${i}.xml`, 2)));
    expect(checkZip(three, { maxEntries: 10, maxUnzippedBytes: 6 * MiB })).toBeNull();
    expect(checkZip(three, { maxEntries: 10, maxUnzippedBytes: 5 * MiB })).toEqual({ kind: 'unzipped' });
    // stored (method 0) entries count by their length
    const stored = zipOf([{ name: 'a.bin', method: 0, data: Buffer.alloc(2 * MiB), crc: 0, size: 2 * MiB }]);
    expect(checkZip(stored, { maxEntries: 10, maxUnzippedBytes: MiB })).toEqual({ kind: 'unzipped' });
  });

  it('refuses more entries than allowed before inflating any', () => {
    const many = zipOf(Array.from({ length: 11 }, (_, i) => deflated(`p${i}.xml`, 'x')));
    expect(checkZip(many, bounds)).toEqual({ kind: 'entries' });
    expect(checkZip(many, { ...bounds, maxEntries: 11 })).toBeNull();
  });

  it('calls an archive unreadable when its directory points outside the file or its data is not deflate', () => {
    const good = zipOf([deflated('a.xml', 'hello')]);
    expect(checkZip(good.subarray(0, good.length - 30), bounds)).toEqual({ kind: 'unreadable' });
    const outside = Buffer.from(good);
    outside.writeUInt32LE(0x7fffffff, outside.length - 6); // the directory's offset
    expect(checkZip(outside, bounds)).toEqual({ kind: 'unreadable' });
    const garbage = zipOf([{ name: 'a.xml', method: 8, data: Buffer.from([0xff, 0xff, 0xff]), crc: 0, size: 3 }]);
    expect(checkZip(garbage, bounds)).toEqual({ kind: 'unreadable' });
    expect(checkZip(Buffer.from('not a zip at all'), bounds)).toEqual({ kind: 'unreadable' });
  });
});

describe('an import of a bomb', () => {
  it('answers the file error naming the setting, never reaching exceljs', async () => {
    const bomb = zipOf([bombEntry('xl/worksheets/sheet1.xml', 4800)]);
    expect(await parseUpload(bomb, 'big.xlsx', itemDef)).toEqual({
      rows: [],
      errors: [{ row: 0, field: 'file', message: tooMuchUnzipped(32) }],
    });
    const many = zipOf(Array.from({ length: 1001 }, (_, i) => deflated(`p${i}.xml`, 'x')));
    expect(await readXlsx(many)).toEqual({ errors: [{ row: 0, field: 'file', message: tooManyEntries(1000) }] });
    expect(await readXlsx(zipOf([deflated('a.xml', '<a/>')]))).toEqual({
      errors: [{ row: 0, field: 'file', message: NOT_XLSX }],
    });
  });

  it('takes its bounds from MES_IMPORT_MAX_UNZIPPED_MB and MES_IMPORT_MAX_ENTRIES', () => {
    expect(importBounds({ MES_IMPORT_MAX_UNZIPPED_MB: '8', MES_IMPORT_MAX_ENTRIES: '50' })).toEqual({
      maxUnzippedBytes: 8 * MiB,
      maxEntries: 50,
    });
    expect(importBounds({})).toEqual({ maxUnzippedBytes: 32 * MiB, maxEntries: 1000 });
  });
});
