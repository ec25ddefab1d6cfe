import { StationInstructionType } from '@mes/contracts';
import { defineResource } from '../../../core/resource/resource.types';
import { fdesc, fname, fnumber, ref, relationsTo, str, tr } from '../../basicdata';

// A station's work instruction (001 §3 station work instruction; types url, image, text, file): an address, an image
// or file address, or the text itself in `content`. Shown beside the scan area and on the kanban station_sop board.
export const stationSopResource = defineResource({
  name: 'station_sop',
  module: 'product_mgt',
  table: 'station_sop',
  label: tr('工位指导书', 'Station work instruction'),
  fields: {
    fnumber: fnumber('指导书编码', 'Instruction code'),
    fname: fname('指导书名称', 'Instruction name'),
    station_id: ref('station', '工站', 'Station', { required: true }),
    product_id: ref('product', '产品 (空 = 通用)', 'Product (empty = every product)'),
    sop_type: {
      type: 'string',
      label: tr('指导书类型', 'Instruction type'),
      max: 8,
      required: true,
      enum: [...StationInstructionType.codes] as string[],
    },
    content: { type: 'text', label: tr('内容 (地址或文字)', 'Content (address or text)'), max: 20000, required: true },
    version: str(32, '版本', 'Version'),
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: relationsTo('station', 'product'),
  example: { sop_type: 'text', content: '1. 检查外观 2. 扫描序列号 3. 判定结果' },
});
