import type { TestItem } from '@mes/contracts';
import { judgeItems, type TestLimit } from './test-limits';

const limit = (over: Partial<TestLimit>): TestLimit => ({
  fnumber: 'V',
  fname: 'Voltage',
  lower: 1,
  upper: 2,
  unit: 'V',
  required: true,
  expected: '',
  ...over,
});
const item = (name: string, value: string): TestItem => ({ name, value, lower: '', upper: '', unit: '', result: 0 });

describe(judgeItems.name, () => {
  it('leaves items alone where the station has no limits', () => {
    expect(judgeItems([item('V', '9')], [])).toEqual({ items: [item('V', '9')], failed: [] });
  });

  it('judges numbers inclusively, by code or name, and stores the limits judged by', () => {
    const sut = judgeItems([item('V', '1'), item('Voltage', '2')], [limit({})]);
    expect(sut.failed).toEqual([]);
    expect(sut.items.map((i) => [i.lower, i.upper, i.unit, i.result])).toEqual([
      ['1', '2', 'V', 1],
      ['1', '2', 'V', 1],
    ]);
    expect(judgeItems([item('V', '2.0001')], [limit({})]).failed[0].reason).toBe('above');
    expect(judgeItems([item('V', '0.5')], [limit({ upper: null })]).failed[0].reason).toBe('below');
    expect(judgeItems([item('V', '1e9')], [limit({ upper: null })]).failed).toEqual([]);
    expect(judgeItems([item('V', '')], [limit({})]).failed[0].reason).toBe('not_a_number');
  });

  it('compares text items with the expected value and names missing required items', () => {
    const fw = limit({ fnumber: 'FW', fname: 'Firmware', lower: null, upper: null, expected: 'v2' });
    expect(judgeItems([item('FW', ' v2 ')], [fw]).failed).toEqual([]);
    expect(judgeItems([item('FW', 'v3')], [fw]).failed[0]).toMatchObject({ reason: 'not_equal', expected: 'v2' });
    const sut = judgeItems([], [fw, limit({ required: false })]);
    expect(sut.failed).toEqual([
      { name: 'FW', code: 'FW', value: '', lower: null, upper: null, expected: 'v2', unit: 'V', reason: 'missing' },
    ]);
    expect(sut.items).toEqual([{ name: 'FW', value: '', lower: 'v2', upper: 'v2', unit: 'V', result: 2 }]);
  });
});
