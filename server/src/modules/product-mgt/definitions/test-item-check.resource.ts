import { refuse } from '../../../core/api/app.exception';
import { afterWrite, refuseLimitsOutOfOrder } from '../../../core/resource/limits-in-order';
import { defineResource } from '../../../core/resource/resource.types';
import { bool, fdesc, ref, relationsTo, str, tr } from '../../basicdata';

const limit = (zh: string, en: string) => ({ type: 'number' as const, label: tr(zh, en), nullable: true });

// The limits a test item must meet at a station, for one product or (no product) every product: numbers between
// lower and upper (inclusive, either may be open), or a text equal to `expected`. Station reports are judged
// against them (server/src/modules/shop-floor/test-limits.ts).
export const testItemCheckResource = defineResource({
  name: 'test_item_check',
  module: 'product_mgt',
  table: 'test_item_check',
  label: tr('测试项检验', 'Test item limits'),
  fields: {
    fnumber: str(64, '测试项编码', 'Test item code', { required: true, search: true }),
    fname: str(128, '测试项名称', 'Test item name', { required: true, search: true }),
    station_id: ref('station', '工站', 'Station', { required: true }),
    product_id: ref('product', '产品 (空 = 全部)', 'Product (empty = every product)'),
    lower_limit: limit('下限', 'Lower limit'),
    upper_limit: limit('上限', 'Upper limit'),
    unit: str(32, '单位', 'Unit'),
    required: bool('必测', 'Required', true),
    expected: str(128, '期望值 (文本项)', 'Expected value (text items)'),
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: relationsTo('station', 'product'),
  listColumns: ['fnumber', 'fname', 'station_id', 'product_id', 'lower_limit', 'upper_limit', 'unit', 'required'],
  example: { fnumber: 'VBAT', fname: '电池电压', lower_limit: 3.6, upper_limit: 4.2, unit: 'V' },
  hooks: {
    beforeWrite(input, ctx) {
      refuseLimitsOutOfOrder(input, ctx.current, 'lower_limit', 'upper_limit');
      const lower = afterWrite(input, ctx.current, 'lower_limit');
      const upper = afterWrite(input, ctx.current, 'upper_limit');
      const expected = afterWrite(input, ctx.current, 'expected');
      if (expected && ((lower !== null && lower !== undefined) || (upper !== null && upper !== undefined)))
        throw refuse('expected', 'product.test_item_text_limits');
      return input;
    },
  },
});
