import ExcelJS from 'exceljs';
import { exportRows } from './spreadsheet.export';
import { itemDef } from './spreadsheet.fixture';

async function load(buffer: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0];
}

const row = {
  id: 7,
  fnumber: 'A-001',
  fname: '电阻 10K',
  remark: 'ok',
  qty: '12',
  price: 0.25,
  active: true,
  due_at: '2024-03-01T08:30:00.000Z',
  status: 'draft',
  meta: { reel: 5000 },
  secret: 'never',
  checked: false,
  disabled: false,
  created_at: new Date('2024-01-02T03:04:05.000Z'),
};

describe(exportRows.name, () => {
  it('writes a sheet named after the resource, with a bold frozen header of labels in default column order', async () => {
    const sheet = await load(await exportRows(itemDef, [row], { locale: 'zh-CN' }));
    expect(sheet.name).toBe('物料');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      '编码',
      '名称',
      '备注',
      '数量',
      '单价',
      '启用',
      '到期时间',
      '状态',
      '扩展',
      'ID',
      '已审核',
      '已禁用',
      '创建时间',
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('types the values: numbers, booleans, dates, json text; hidden fields are never written', async () => {
    const sheet = await load(await exportRows(itemDef, [row], { locale: 'en-US' }));
    const values = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(values).toEqual([
      'A-001',
      '电阻 10K',
      'ok',
      12,
      0.25,
      true,
      new Date('2024-03-01T08:30:00.000Z'),
      'draft',
      '{"reel":5000}',
      7,
      false,
      false,
      new Date('2024-01-02T03:04:05.000Z'),
    ]);
    expect(sheet.getRow(2).getCell(7).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(JSON.stringify(sheet.getSheetValues())).not.toContain('never');
  });

  it('sizes columns to their content, wide characters counting twice', async () => {
    const long = { ...row, fname: '很长的物料名称很长的物料名称' };
    const sheet = await load(await exportRows(itemDef, [long], { locale: 'en-US' }));
    expect(sheet.getColumn(2).width).toBe(30);
    expect(sheet.getColumn(10).width).toBe(8);
  });

  it('exports only the requested columns, in the requested order, skipping unknown and hidden keys', async () => {
    const sheet = await load(
      await exportRows(itemDef, [row], { locale: 'en-US', columns: ['qty', 'nope', 'secret', 'fnumber'] }),
    );
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Quantity', 'Code']);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([12, 'A-001']);
  });

  it('leaves null values blank', async () => {
    const sheet = await load(
      await exportRows(itemDef, [{ fnumber: 'B', fname: 'b', qty: null }], {
        locale: 'en-US',
        columns: ['fnumber', 'qty'],
      }),
    );
    expect(sheet.getRow(2).getCell(2).value).toBeNull();
  });

  it('tells progress every 200 rows and stops when told to', async () => {
    const many = Array.from({ length: 450 }, (_, i) => ({ fnumber: `N${i}`, fname: 'n' }));
    const told: number[] = [];
    const file = await exportRows(itemDef, many, { locale: 'en-US', onRows: async (n) => void told.push(n) });
    expect(told).toEqual([200, 200, 50]);
    expect((await load(file)).rowCount).toBe(451);
    const cancelled = exportRows(itemDef, many, {
      locale: 'en-US',
      onRows: () => Promise.reject(new Error('cancelled')),
    });
    await expect(cancelled).rejects.toThrow('cancelled');
  });
});
