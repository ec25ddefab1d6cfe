import type { z } from 'zod';
import { bodyRefusal, field, rule } from './fields';

// The field kit: each field refuses with the catalogue code core.ts words for it, naming the field as the
// refusals do (`a.b[2]`), and a declared body refuses unknown fields first.
const first = (schema: z.ZodType, v: unknown) => bodyRefusal(schema, v);

describe('the field kit', () => {
  const body = field
    .object({
      id: field.id(),
      qty: field.int(1).optional(),
      name: field.trimmed(8).optional(),
      ids: field.ids(3).optional(),
      at: field.dateTime().optional(),
      kind: field.oneOf(['a', 'b']).optional(),
      on: field.bool().optional(),
      note: field.optText(4),
      rows: field
        .object({ sn: field.text(4) })
        .array()
        .optional(),
    })
    .refine(...rule<{ qty?: number; ids?: number[] }>((b) => !(b.qty && b.ids), 'qty', 'input.given_twice'));

  it.each([
    [{ id: 0 }, 'id', 'input.positive_int', undefined],
    [{ id: 1.5 }, 'id', 'input.positive_int', undefined],
    [{}, 'id', 'input.positive_int', undefined],
    [{ id: 2 ** 31 }, 'id', 'input.positive_int', undefined],
    [{ id: 1, qty: 0 }, 'qty', 'input.whole_number_min', { min: 1 }],
    [{ id: 1, name: '   ' }, 'name', 'input.non_empty_string', undefined],
    [{ id: 1, name: 'x'.repeat(9) }, 'name', 'input.too_long', { max: 8 }],
    [{ id: 1, ids: [1, 2, 3, 4] }, 'ids', 'input.ids', { max: 3 }],
    [{ id: 1, ids: [1, -2] }, 'ids', 'input.ids', { max: 3 }],
    [{ id: 1, at: 42 }, 'at', 'input.date_time_string', undefined],
    [{ id: 1, at: '2025-02-30' }, 'at', 'input.date_no_day', { month: '2025-02', days: 28, value: '2025-02-30' }],
    [{ id: 1, kind: 'c' }, 'kind', 'input.one_of', { values: 'a, b' }],
    [{ id: 1, on: 'yes' }, 'on', 'input.boolean', undefined],
    [{ id: 1, note: 'x'.repeat(5) }, 'note', 'input.too_long', { max: 4 }],
    [{ id: 1, rows: [{ sn: 'A' }, { sn: '' }] }, 'rows[1].sn', 'input.non_empty_string', undefined],
    [{ id: 1, rows: [{ sn: 'A', x: 1 }] }, 'rows[0].x', 'input.unknown_field', undefined],
    [{ id: 'x', extra: 1 }, 'extra', 'input.unknown_field', undefined],
    [{ id: 1, qty: 2, ids: [1] }, 'qty', 'input.given_twice', undefined],
  ])('%j is refused at %s with %s', (value, at, code, params) => {
    expect(first(body, value)).toEqual({ field: at, code, params });
  });

  it('answers the parsed body: texts trimmed, repeats dropped, dates read, defaults filled', () => {
    const r = body.safeParse({ id: 7, name: ' A1 ', ids: [3, 3, 1], at: '2025-03-01T08:00:00+08:00' });
    expect(r.success && r.data).toEqual({
      id: 7,
      name: 'A1',
      ids: [3, 1],
      at: new Date('2025-03-01T00:00:00Z'),
      note: '',
    });
  });
});
