import { clearValues, itemResult, itemsToSend, parseItemLines, reportResult } from './test-items';
import type { TestItem } from './work.types';

const item = (over: Partial<TestItem>): TestItem => ({
  name: 'V',
  value: '',
  lower: '',
  upper: '',
  unit: '',
  result: 0,
  ...over,
});

describe('test items', () => {
  it('reads a block pasted from a spreadsheet (tabs), or with commas or semicolons, skipping the header', () => {
    expect(
      parseItemLines([
        'name\tvalue\tlower\tupper\tunit\tresult',
        'VCC\t3.31\t3.2\t3.4\tV\tPASS',
        '',
        'I;120;;150;mA;NG',
        'Boot,ok',
      ]),
    ).toEqual([
      { name: 'VCC', value: '3.31', lower: '3.2', upper: '3.4', unit: 'V', result: 1 },
      { name: 'I', value: '120', lower: '', upper: '150', unit: 'mA', result: 2 },
      { name: 'Boot', value: 'ok', lower: '', upper: '', unit: '', result: 0 },
    ]);
  });

  it('works out a result from numeric limits when none is given', () => {
    expect(itemResult(item({ value: '3.3', lower: '3.2', upper: '3.4' }))).toBe(1);
    expect(itemResult(item({ value: '3.5', lower: '3.2', upper: '3.4' }))).toBe(2);
    expect(itemResult(item({ value: '1', lower: '2' }))).toBe(2);
    expect(itemResult(item({ value: 'abc', lower: '2' }))).toBe(0);
    expect(itemResult(item({ value: '9', upper: '5', result: 1 }))).toBe(1);
  });

  it('fails the report when asked or when an item failed', () => {
    expect(reportResult([item({ value: '1', upper: '2' })], false)).toBe(1);
    expect(reportResult([item({ value: '3', upper: '2' })], false)).toBe(2);
    expect(reportResult([], true)).toBe(2);
  });

  it('sends named rows with a value or a result, and keeps the template after a report', () => {
    const rows = [
      item({ name: ' VCC ', value: '3.3', lower: '3', upper: '4' }),
      item({ name: '', value: '1' }),
      item({ name: 'Boot', result: 1 }),
      item({ name: 'I' }),
    ];
    expect(itemsToSend(rows)).toEqual([
      { name: 'VCC', value: '3.3', lower: '3', upper: '4', unit: '', result: 1 },
      { name: 'Boot', value: '', lower: '', upper: '', unit: '', result: 1 },
    ]);
    expect(clearValues(rows)[0]).toEqual({ name: ' VCC ', value: '', lower: '3', upper: '4', unit: '', result: 0 });
    expect(itemsToSend(clearValues(rows))).toEqual([]);
  });
});
