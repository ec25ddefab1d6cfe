import { defineResource } from '../../../core/resource/resource.types';
import { bool, fdesc, fname, fnumber, fspec, int, ref, relationsTo, str, tr } from './fields';

// Moisture sensitivity levels of J-STD-033.
export const MSL_LEVELS = ['1', '2', '2a', '3', '4', '5', '5a', '6'] as const;

// Material (000 §3: id, fnumber, fname, fdesc, fspec).
export const icitemResource = defineResource({
  name: 'icitem',
  module: 'basicdata',
  table: 'icitem',
  label: tr('物料', 'Material'),
  fields: {
    fnumber: fnumber('物料编码', 'Material code'),
    fname: fname('物料名称', 'Material name'),
    fdesc: fdesc('物料描述', 'Description'),
    fspec: fspec(),
    unit: str(16, '单位', 'Unit', { default: 'PCS' }),
    category: str(64, '物料类别', 'Category', { search: true }),
    manufacturer: str(128, '制造商', 'Manufacturer'),
    mpn: str(128, '制造商料号', 'Manufacturer part number', { search: true }),
    is_msd: bool('湿敏元件', 'Moisture sensitive (MSD)'),
    msl_level: { type: 'string', label: tr('湿敏等级', 'MSL level'), max: 8, enum: MSL_LEVELS, nullable: true },
    msd_thickness_mm: {
      type: 'number',
      label: tr('封装厚度 (mm)', 'Package thickness (mm)'),
      nullable: true,
      min: 0.01,
      maxValue: 999,
    },
    shelf_life_days: int('保质期 (天)', 'Shelf life (days)', { min: 0 }),
    qty_precision: int('数量小数位', 'Quantity decimals', { min: 0, maxValue: 6, default: 6 }),
  },
});

// A customer's own code for one of our materials (000 §3: fmapnumber, organization_id, icitem).
// One code per customer: unique (fmapnumber, organization_id); the same code may mean different materials at two customers.
export const icitemMappingResource = defineResource({
  name: 'icitem_mapping',
  module: 'basicdata',
  table: 'icitem_mapping',
  label: tr('客户物料对照', 'Material mapping'),
  fields: {
    fmapnumber: {
      type: 'string',
      label: tr('客户料号', 'Customer material code'),
      max: 64,
      required: true,
      search: true,
    },
    organization_id: ref('organization', '客户', 'Customer', { required: true }),
    icitem_id: ref('icitem', '物料', 'Material', { required: true }),
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: relationsTo('organization', 'icitem'),
});
