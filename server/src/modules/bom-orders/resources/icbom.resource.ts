import { defineResource, type ResourceDef } from '../../../core/resource/resource.types';
import { fdesc, num, ref, relationsTo, str, tr } from '../../basicdata';
import { BOMS_OF_WORDER, bomsOfPlans, orderLookups } from './bom-lookups';
import { changeRecordResource } from './change-record';

// A bill of materials (物料清单, icbom): what one unit of a parent material is made of, in one version. Its entries
// are the children with their quantity per parent; a child with a checked BOM of its own expands further
// (icbom/multi_expand, docs/bom-orders.md).
export function icbomResource(): ResourceDef {
  return defineResource({
    name: 'icbom',
    module: 'product_mgt',
    table: 'icbom',
    label: tr('物料清单', 'Bill of materials'),
    // import and export are the BOM's own sheet (one row per entry): icbom/import, icbom/export.
    io: false,
    lookups: orderLookups('BOMs', BOMS_OF_WORDER, bomsOfPlans('$1')),
    listColumns: ['fnumber', 'version', 'fname', 'icitem_id', 'product_id'],
    fields: {
      fnumber: { type: 'string', label: tr('BOM 编号', 'BOM number'), max: 64, required: true, search: true },
      version: str(32, '版本', 'Version', { default: 'V1', search: true }),
      fname: str(128, '名称', 'Name', { search: true }),
      icitem_id: ref('icitem', '父项物料', 'Parent material', { required: true }),
      product_id: ref('product', '产品', 'Product'),
      fdesc: fdesc('备注', 'Remarks'),
    },
    relations: relationsTo('icitem', 'product'),
    example: { fnumber: 'BOM-PCBA-01', version: 'V1', entries: [] },
    entries: {
      table: 'icbom_entry',
      parent: 'icbom_id',
      label: tr('BOM 明细', 'BOM entries'),
      max: 2000,
      fields: {
        icitem_id: ref('icitem', '子项物料', 'Child material', { required: true }),
        qty: num('用量', 'Quantity per parent', { required: true, min: 0.000001, maxValue: 1e9 }),
        scrap_rate: num('损耗率 (%)', 'Scrap rate (%)', { min: 0, maxValue: 100 }),
        position: str(1024, '位号', 'Positions (designators)'),
        substitute_group: str(32, '替代组', 'Substitute group'),
        fdesc: fdesc('备注', 'Remarks'),
      },
    },
  });
}

// A change record of a BOM (BOM 变更): the child concerned, its quantity before and after, and why.
export function icbomChangeResource(): ResourceDef {
  return changeRecordResource(
    { resource: 'icbom', label: tr('物料清单', 'Bill of materials'), fixed: 'bom.change_record_of_icbom' },
    tr('BOM 变更', 'BOM change'),
    {
      icitem_id: ref('icitem', '子项物料', 'Child material'),
      old_qty: { ...num('原用量', 'Old quantity'), nullable: true, default: undefined },
      new_qty: { ...num('新用量', 'New quantity'), nullable: true, default: undefined },
    },
  );
}
