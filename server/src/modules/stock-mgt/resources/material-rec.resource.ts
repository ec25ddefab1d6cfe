import { refuse } from '../../../core/api/app.exception';
import { defineResource } from '../../../core/resource/resource.types';
import { fdesc, tr } from '../../basicdata';

export const MATERIAL_REC_TYPES = ['assemble', 'disassemble'] as const;
const MAX_ENTRIES = 200;

type Entry = { barcode: string; fqty: number };

// The entries of a record: barcodes of the materials assembled onto (or taken off) the parent, with quantities.
export function checkEntries(value: unknown): Entry[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_ENTRIES) {
    throw refuse('entries', 'stock.material_rec_entries', { max: MAX_ENTRIES });
  }
  return value.map((e, i) => {
    const o = e as Record<string, unknown>;
    if (typeof o !== 'object' || o === null || Array.isArray(o)) throw refuse(`entries[${i}]`, 'input.object');
    for (const k of Object.keys(o))
      if (k !== 'barcode' && k !== 'fqty') throw refuse(`entries[${i}].${k}`, 'input.unknown_field');
    if (typeof o.barcode !== 'string' || o.barcode.trim() === '' || o.barcode.length > 128)
      throw refuse(`entries[${i}].barcode`, 'stock.barcode_length');
    const fqty = o.fqty ?? 1;
    if (typeof fqty !== 'number' || !Number.isFinite(fqty) || fqty <= 0 || fqty > 1e9)
      throw refuse(`entries[${i}].fqty`, 'input.positive_number');
    return { barcode: o.barcode.trim(), fqty };
  });
}

// Material assembly and disassembly (001 §7 stock_mgt material_rec; the device display's stock_material_rec form).
export const materialRecResource = defineResource({
  name: 'material_rec',
  module: 'stock_mgt',
  table: 'material_rec',
  label: tr('物料装拆记录', 'Material assembly record'),
  fields: {
    fbillno: {
      type: 'string',
      label: tr('单据编号', 'Document number'),
      max: 64,
      unique: true,
      search: true,
      default: '',
      numbered: 'MR',
    },
    ftype: {
      type: 'string',
      label: tr('类型 (装/拆)', 'Type (assemble/disassemble)'),
      max: 16,
      required: true,
      enum: MATERIAL_REC_TYPES,
    },
    parent_barcode: { type: 'string', label: tr('父件条码', 'Parent barcode'), max: 128, required: true, search: true },
    entries: { type: 'json', label: tr('物料明细', 'Materials'), required: true },
    fdesc: fdesc('备注', 'Remarks'),
  },
  example: { entries: [{ barcode: 'REEL-0001', fqty: 1 }] },
  hooks: {
    beforeWrite(input) {
      const out = { ...input };
      if (input.entries !== undefined) out.entries = checkEntries(input.entries);
      return out;
    },
  },
});
