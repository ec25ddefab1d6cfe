import { AppException } from '../api/app.exception';
import { parseListFilter } from './list-grammar';
import { buildWhere } from './resource-sql';
import { defineResource } from './resource.types';

const def = defineResource({
  name: 'thing',
  module: 'm',
  table: 'thing',
  label: { 'zh-CN': '物', 'en-US': 'Thing' },
  fields: {
    qty: { type: 'int', label: { 'zh-CN': '数', 'en-US': 'Qty' } },
    code: { type: 'string', max: 16, label: { 'zh-CN': '码', 'en-US': 'Code' } },
  },
});
const where = (filter: string) => buildWhere(def, parseListFilter(filter), () => undefined);

describe(buildWhere.name, () => {
  it('compares numbers and times as ranges', () => {
    const w = where('qty:>=3 qty:<10 created_at:>2026-11-01');
    expect(w.clauses).toEqual(['t."qty" >= $1', 't."qty" < $2', 't."created_at" > $3']);
    expect(w.params).toEqual([3, 10, '2026-11-01T00:00:00.000Z']);
  });

  it('keeps text and quoted values as equality', () => {
    const w = where('code:>=3 qty:"7"');
    expect(w.clauses).toEqual(['t."code" = $1', 't."qty" = $2']);
    expect(w.params).toEqual(['>=3', 7]);
  });

  it('refuses a range on a value that is no number, naming the field', () => {
    expect(() => where('qty:>=x')).toThrow(AppException);
    expect(() => where('qty:>=x')).toThrow(/filter\.qty/);
  });
});
