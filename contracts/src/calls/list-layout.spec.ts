import { refusalText } from '../refusals';
import type { CallDecl } from './declare-call';
import { bodyRefusal } from './fields';
import { COLUMN_WIDTH_MAX, COLUMN_WIDTH_MIN, LIST_COLUMNS_MAX, LIST_KEY_MAX, LIST_LAYOUT as L } from './list-layout';

// A list layout's body is bounded: a list named <module>.<name> that fits user_preference.key, at most 100 columns of
// short keys each once, whole widths within 60..1200 px; each fault is refused naming its field in both languages.
const first = (d: CallDecl, body: unknown) => bodyRefusal(d.input, body);
const ok = { list: 'basicdata.factory', hidden: ['address'], order: ['fname', 'fnumber'], widths: { fname: 240 } };
const keys = (n: number, prefix = 'c') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('the list layout calls', () => {
  it('take a layout within bounds, and a list alone for get and reset', () => {
    expect(first(L.save, ok)).toBeNull();
    expect(
      first(L.save, {
        list: `m.${'n'.repeat(LIST_KEY_MAX - 2)}`,
        hidden: keys(LIST_COLUMNS_MAX),
        order: keys(LIST_COLUMNS_MAX, 'k'),
        widths: Object.fromEntries(keys(LIST_COLUMNS_MAX).map((k) => [k, COLUMN_WIDTH_MAX])),
      }),
    ).toBeNull();
    expect(first(L.save, { ...ok, widths: { ['x'.repeat(64)]: COLUMN_WIDTH_MIN } })).toBeNull();
    expect(first(L.get, { list: 'stat.order_wip' })).toBeNull();
    expect(first(L.reset, { list: 'stat.order_wip' })).toBeNull();
  });

  it.each([
    ['no list', L.get, {}, 'list', 'system.list_key', { max: LIST_KEY_MAX }],
    ['a list without module', L.get, { list: 'factory' }, 'list', 'system.list_key', { max: LIST_KEY_MAX }],
    ['a list in capitals', L.reset, { list: 'Basic.Factory' }, 'list', 'system.list_key', { max: LIST_KEY_MAX }],
    [
      'a list too long for its key',
      L.save,
      { ...ok, list: `m.${'n'.repeat(LIST_KEY_MAX - 1)}` },
      'list',
      'input.too_long',
      { max: LIST_KEY_MAX },
    ],
    [
      'too many hidden',
      L.save,
      { ...ok, hidden: keys(LIST_COLUMNS_MAX + 1) },
      'hidden',
      'system.list_columns',
      { max: LIST_COLUMNS_MAX },
    ],
    ['order not an array', L.save, { ...ok, order: 'fname' }, 'order', 'system.list_columns', { max: 100 }],
    ['a key too long', L.save, { ...ok, hidden: ['x'.repeat(65)] }, 'hidden[0]', 'system.column_key', { max: 64 }],
    ['an empty key', L.save, { ...ok, order: ['a', ''] }, 'order[1]', 'system.column_key', { max: 64 }],
    ['a key with a space', L.save, { ...ok, order: ['a b'] }, 'order[0]', 'system.column_key', { max: 64 }],
    ['a key twice', L.save, { ...ok, order: ['a', 'b', 'a'] }, 'order[2]', 'system.column_twice', { column: 'a' }],
    ['a width too narrow', L.save, { ...ok, widths: { fname: 59 } }, 'widths.fname', 'system.column_width', null],
    ['a width too wide', L.save, { ...ok, widths: { fname: 1201 } }, 'widths.fname', 'system.column_width', null],
    ['a width not whole', L.save, { ...ok, widths: { fname: 100.5 } }, 'widths.fname', 'system.column_width', null],
    ['a width as text', L.save, { ...ok, widths: { fname: '100' } }, 'widths.fname', 'system.column_width', null],
    ['widths as a list', L.save, { ...ok, widths: [100] }, 'widths', 'system.column_widths', { max: 100 }],
    [
      'too many widths',
      L.save,
      { ...ok, widths: Object.fromEntries(keys(LIST_COLUMNS_MAX + 1).map((k) => [k, 100])) },
      'widths',
      'system.column_widths',
      { max: 100 },
    ],
    ['a width of a bad key', L.save, { ...ok, widths: { 'a b': 100 } }, 'widths.a b', 'system.column_key', null],
    ['no widths', L.save, { list: 'a.b', hidden: [], order: [] }, 'widths', 'system.column_widths', null],
    ['an unknown field', L.save, { ...ok, extra: 1 }, 'extra', 'input.unknown_field', null],
  ])('refuses %s, naming the field', (_, d, body, named, code, params: Record<string, unknown> | null) => {
    const r = first(d, body);
    expect(r).toMatchObject({ field: named, code });
    if (params) expect(r!.params).toEqual(params);
    expect(refusalText(r!.code, 'zh-CN', r!.params)).not.toBe(refusalText(r!.code, 'en-US', r!.params));
  });

  it('words a width refusal with its bounds in both languages', () => {
    const r = first(L.save, { ...ok, widths: { fname: 2000 } })!;
    expect(refusalText(r.code, 'en-US', r.params)).toContain(`${COLUMN_WIDTH_MIN} to ${COLUMN_WIDTH_MAX}`);
    expect(refusalText(r.code, 'zh-CN', r.params)).toContain(`${COLUMN_WIDTH_MIN} 到 ${COLUMN_WIDTH_MAX}`);
  });
});
