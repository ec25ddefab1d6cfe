import {
  SPC_CHARTS,
  SPC_CHARTS_OF,
  SPC_REACTIONS,
  SPC_SOURCES,
  SUBGROUP_CHARTS,
  type SpcChart,
  type SpcSource,
} from '@mes/contracts';
import { refuse } from '../../../core/api/app.exception';
import { afterWrite, refuseLimitsOutOfOrder } from '../../../core/resource/limits-in-order';
import { defineResource } from '../../../core/resource/resource.types';
import { fdesc, fname, fnumber, int, oneOf, ref, relationsTo, str, tr } from '../../basicdata';
import { MAX_SUBGROUP_SIZE, MIN_SUBGROUP_SIZE } from '../charts/constants';
import { rulesTextValid } from './rules-text';
import { first, sql } from '../../../core/db/sql';

const HAS_POINTS = sql('spc.has_points', 'SELECT 1 AS one FROM spc_point WHERE characteristic_id = $1 LIMIT 1');
/** what a characteristic's points mean: fixed once it has points (a new characteristic charts a new definition) */
const DEFINITION = ['source', 'chart', 'subgroup_size', 'item', 'station_id', 'product_id'] as const;

/** the most units an attribute chart's subgroup counts */
export const MAX_ATTRIBUTE_UNITS = 10_000;

// What SPC watches (docs/spc.md, "Characteristics"): a test item's value at a station (or at every station testing a
// product), or the station's pass/fail or failed items per report; its chart, subgroup size, spec limits, the rules
// applied and the reaction. Its limits are frozen separately (spc/spc_characteristic/freeze).
export const spcCharacteristicResource = defineResource({
  name: 'spc_characteristic',
  module: 'spc',
  table: 'spc_characteristic',
  label: tr('SPC特性', 'SPC characteristic'),
  fields: {
    fnumber: fnumber('特性编码', 'Characteristic code'),
    fname: fname('特性名称', 'Characteristic name'),
    source: oneOf(SPC_SOURCES, '数据来源', 'Source', { required: true }),
    station_id: ref('station', '工站', 'Station'),
    product_id: ref('product', '产品', 'Product'),
    item: str(128, '测试项', 'Test item', { search: true }),
    chart: oneOf(SPC_CHARTS, '控制图', 'Chart', { required: true }),
    subgroup_size: int('子组大小', 'Subgroup size', { min: 1, maxValue: MAX_ATTRIBUTE_UNITS, default: 1 }),
    lsl: { type: 'number', label: tr('规格下限', 'Lower spec limit'), nullable: true },
    usl: { type: 'number', label: tr('规格上限', 'Upper spec limit'), nullable: true },
    rules: str(32, '判异规则', 'Rules', { default: '1,2,3,4,5,6,7,8' }),
    reaction: oneOf(SPC_REACTIONS, '处置', 'Reaction'),
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: relationsTo('station', 'product'),
  listColumns: ['fnumber', 'fname', 'station_id', 'product_id', 'item', 'chart', 'subgroup_size', 'reaction'],
  example: {
    fnumber: 'SPC-ICT-VCC',
    fname: 'ICT 3V3 rail',
    source: 'test_item',
    item: 'VCC_3V3',
    chart: 'imr',
    rules: '1,2,5,6',
  },
  hooks: {
    async beforeWrite(input, ctx) {
      const cur = ctx.current;
      const changed = DEFINITION.find((k) => cur && k in input && input[k] !== cur[k]);
      if (changed && cur && ctx.tx && (await first(ctx.tx, HAS_POINTS, [cur.id])))
        throw refuse(changed, 'spc.definition_fixed');
      const source = afterWrite(input, cur, 'source') as SpcSource;
      const chart = afterWrite(input, cur, 'chart') as SpcChart;
      if (!SPC_CHARTS_OF[source].includes(chart))
        throw refuse('chart', 'spc.chart_of_source', { source, charts: SPC_CHARTS_OF[source].join(', ') });
      const size = Number(afterWrite(input, cur, 'subgroup_size') ?? 1);
      const [min, max] = SUBGROUP_CHARTS.includes(chart)
        ? [MIN_SUBGROUP_SIZE, MAX_SUBGROUP_SIZE]
        : chart === 'imr'
          ? [1, 1]
          : [1, MAX_ATTRIBUTE_UNITS];
      if (size < min || size > max) throw refuse('subgroup_size', 'spc.subgroup_size_range', { min, max });
      if (source === 'test_item' && String(afterWrite(input, cur, 'item') ?? '').trim() === '')
        throw refuse('item', 'spc.item_required');
      if (afterWrite(input, cur, 'station_id') == null && afterWrite(input, cur, 'product_id') == null)
        throw refuse('station_id', 'spc.where_required');
      if ('rules' in input && !rulesTextValid(String(input.rules))) throw refuse('rules', 'spc.rules_format');
      refuseLimitsOutOfOrder(input, cur, 'lsl', 'usl');
      // equal limits leave no tolerance: capability has no value (Cp divides by USL − LSL)
      const [lsl, usl] = [afterWrite(input, cur, 'lsl'), afterWrite(input, cur, 'usl')];
      if (lsl != null && usl != null && Number(lsl) === Number(usl))
        throw refuse('usl', 'spc.spec_limits_order', { lsl: Number(lsl) });
      return input;
    },
  },
});
