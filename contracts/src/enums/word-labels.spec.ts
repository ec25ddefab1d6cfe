import { PARETO_NO_ITEM, paretoLabel } from '../tracing-dashboard';
import { stationFunctionLabel } from './production.enums';
import { PrepareRule } from './stock.enums';

// Codes the screens showed raw (issue 33, defect 5), worded per locale.
describe('word labels of codes', () => {
  it('words the station functions the hub knows, and a factory function by its record name', () => {
    expect(stationFunctionLabel('GENERAL_TEST', 'zh-CN')).toBe('通用测试');
    expect(stationFunctionLabel('CHECK_OUTWARD', 'en-US')).toBe('Visual inspection');
    expect(stationFunctionLabel('GLUE_DOT', 'en-US', '点胶')).toBe('点胶');
    expect(stationFunctionLabel('GLUE_DOT', 'en-US')).toBe('GLUE_DOT');
    expect(stationFunctionLabel(null, 'en-US')).toBe('');
  });
  it('words the picking rule and the Pareto bar without a failed item', () => {
    expect(PrepareRule.label('fefo', 'zh-CN')).toBe('先到期先出 (FEFO)');
    expect(paretoLabel(PARETO_NO_ITEM, 'zh-CN')).toBe('未记录不良项');
    expect(paretoLabel('VOLTAGE', 'zh-CN')).toBe('VOLTAGE');
  });
});
