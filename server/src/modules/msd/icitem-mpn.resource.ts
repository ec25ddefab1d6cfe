import { defineResource, LIST_BY_IDS } from '../../core/resource/resource.types';
import { fdesc, ref, relationsTo, str, tr } from '../basicdata';

// A manufacturer part number and the material it is (docs/msd.md, "Reel labels"): a supplier's reel label names the
// maker's part (1P), which becomes our material when the label is received. One MPN is one material (unique); a
// material may have several (second sources).
export const icitemMpnResource = defineResource({
  name: 'icitem_mpn',
  module: 'basicdata',
  table: 'icitem_mpn',
  label: tr('制造商料号对照', 'Manufacturer part numbers'),
  lookups: [LIST_BY_IDS],
  listColumns: ['mpn', 'manufacturer', 'icitem_id', 'fdesc'],
  fields: {
    mpn: str(128, '制造商料号', 'Manufacturer part number', { required: true, unique: true, search: true }),
    manufacturer: str(128, '制造商', 'Manufacturer', { search: true }),
    icitem_id: ref('icitem', '物料', 'Material', { required: true }),
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: relationsTo('icitem'),
  example: { mpn: 'GRM155R71C104KA88D', manufacturer: 'Murata' },
});
