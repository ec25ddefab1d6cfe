import { checkedRows, rowShape } from './checked-rows';

const ENTRY = rowShape('test.entry', {
  id: 'number',
  fqty: 'number',
  amount: 'string',
  place: 'string | null',
  confirmed: 'boolean',
  at: 'date',
  left_at: 'date | null',
  raw: 'unknown',
  worder: { id: 'number', fbillno: 'string' },
  via: ['reel', 'binding'],
});

const good = () => ({
  id: 7,
  fqty: 2.5,
  amount: '9007199254740993',
  place: null,
  confirmed: true,
  at: new Date(0),
  left_at: null,
  raw: null,
  worder: { id: 1, fbillno: 'WO-1' },
  via: 'reel',
  extra: 'kept',
});

describe(checkedRows.name, () => {
  it('answers the rows themselves when each matches, with the columns the shape does not name', () => {
    const rows = [good(), { ...good(), place: 'A-1', left_at: new Date(1), raw: { any: 1 } }];
    const checked = checkedRows(ENTRY, rows);
    expect(checked).toBe(rows);
    expect(checked[1].place).toBe('A-1');
    expect(checked[0].worder.fbillno).toBe('WO-1');
    const via: 'reel' | 'binding' = checked[0].via;
    expect(via).toBe('reel');
    expect((checked[0] as Record<string, unknown>).extra).toBe('kept');
    expect(checkedRows(ENTRY, [])).toEqual([]);
  });

  it.each([
    [{ id: '7' }, 'test.entry: row 0 column id is a string ("7"), not number'],
    [{ amount: 9 }, 'test.entry: row 0 column amount is a number (9), not string'],
    [{ fqty: null }, 'test.entry: row 0 column fqty is null, not number'],
    [{ place: 3 }, 'test.entry: row 0 column place is a number (3), not string | null'],
    [{ confirmed: 'true' }, 'test.entry: row 0 column confirmed is a string ("true"), not boolean'],
    [{ at: '1970-01-01T00:00:00.000Z' }, 'column at is a string ("1970-01-01T00:00:00.000Z"), not date'],
    [{ raw: undefined }, 'test.entry: row 0 column raw is undefined, not unknown'],
    [{ worder: { id: 1, fbillno: 2 } }, 'test.entry: row 0 column worder column fbillno is a number (2), not string'],
    [{ worder: null }, 'test.entry: row 0 column worder is not a row (null)'],
    [{ via: 'machine' }, 'test.entry: row 0 column via is a string ("machine"), not one of reel, binding'],
    [{ via: null }, 'test.entry: row 0 column via is null, not one of reel, binding'],
  ])('throws naming the column that does not match: %j', (change, message) => {
    expect(() => checkedRows(ENTRY, [good(), { ...good(), ...change }])).toThrow(message.replace('row 0', 'row 1'));
  });

  it('throws naming a missing column, and an answer that is no list of rows', () => {
    const { fqty: _, ...noFqty } = good();
    expect(() => checkedRows(ENTRY, [noFqty])).toThrow('test.entry: row 0 has no column fqty');
    expect(() => checkedRows(ENTRY, { rows: [] } as unknown as unknown[])).toThrow(
      'test.entry: the answer is not a list of rows',
    );
    expect(() => checkedRows(ENTRY, [[1, 2]])).toThrow('test.entry: row 0 is not a row (a list)');
  });
});
