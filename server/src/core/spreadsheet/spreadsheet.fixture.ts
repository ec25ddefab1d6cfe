import ExcelJS from 'exceljs';
import { defineResource } from '../resource/resource.types';

// Test data for the spreadsheet specs: a resource with a field of every type.

export const itemDef = defineResource({
  name: 'icitem',
  module: 'basicdata',
  table: 't_icitem',
  label: { 'zh-CN': '物料', 'en-US': 'Items' },
  fields: {
    remark: { type: 'text', label: { 'zh-CN': '备注', 'en-US': 'Remark' }, nullable: true },
    fname: { type: 'string', max: 10, label: { 'zh-CN': '名称', 'en-US': 'Name' }, required: true },
    fnumber: { type: 'string', max: 20, label: { 'zh-CN': '编码', 'en-US': 'Code' }, required: true, unique: true },
    qty: { type: 'int', min: 0, maxValue: 1000, label: { 'zh-CN': '数量', 'en-US': 'Quantity' } },
    price: { type: 'number', min: 0, label: { 'zh-CN': '单价', 'en-US': 'Unit price' } },
    active: { type: 'bool', label: { 'zh-CN': '启用', 'en-US': 'Active' } },
    due_at: { type: 'datetime', label: { 'zh-CN': '到期时间', 'en-US': 'Due at' }, nullable: true },
    status: { type: 'string', max: 10, enum: ['draft', 'approved'], label: { 'zh-CN': '状态', 'en-US': 'Status' } },
    meta: { type: 'json', label: { 'zh-CN': '扩展', 'en-US': 'Meta' }, nullable: true },
    secret: { type: 'string', max: 50, hidden: true, label: { 'zh-CN': '密钥', 'en-US': 'Secret' } },
  },
});

/** an .xlsx whose first sheet holds exactly these cells (row 1 = header). */
export async function xlsxOf(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  rows.forEach((cells, r) => cells.forEach((value, c) => (sheet.getCell(r + 1, c + 1).value = value)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
