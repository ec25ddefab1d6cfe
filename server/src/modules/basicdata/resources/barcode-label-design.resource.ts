import { defineResource } from '../../../core/resource/resource.types';
import { fdesc, fname, fnumber, int, num, tr } from './fields';

export const PRINTER_DPIS = [203, 300, 600] as const;

// The designer's layout of a barcode label (texts, barcodes, QR codes, images placed in millimetres).
export const barcodeLabelDesignResource = defineResource({
  name: 'barcode_label_design',
  module: 'basicdata',
  table: 'barcode_label_design',
  label: tr('条码标签设计', 'Barcode label design'),
  fields: {
    fnumber: fnumber('设计编码', 'Design code'),
    fname: fname('设计名称', 'Design name'),
    width_mm: num('宽度 (mm)', 'Width (mm)', { required: true, min: 1 }),
    height_mm: num('高度 (mm)', 'Height (mm)', { required: true, min: 1 }),
    dpi: int('打印精度 (DPI)', 'Printer resolution (DPI)', { enum: PRINTER_DPIS, default: 203 }),
    design: { type: 'json', label: tr('设计内容', 'Layout'), required: true },
    fdesc: fdesc('备注', 'Remarks'),
  },
});
