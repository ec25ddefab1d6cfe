import { codesOf, toEntries, toRows } from './entry-rows';

const FIELDS = [
  { key: 'qty', kind: 'number' },
  { key: 'position', kind: 'text' },
] as const;
const ids: Record<string, number> = { 'M-1': 1, 'M-2': 2 };

describe(toEntries.name, () => {
  it('sends the filled rows with material ids and numbers, leaving blank rows and blank cells out', () => {
    const rows = [
      { fnumber: 'M-1', qty: '2', position: 'R1,R2' },
      { fnumber: '', qty: '', position: '' },
      { fnumber: ' M-2 ', qty: '0.5', position: '' },
    ];
    expect(toEntries(rows, FIELDS, (c) => ids[c])).toEqual({
      entries: [
        { icitem_id: 1, qty: 2, position: 'R1,R2' },
        { icitem_id: 2, qty: 0.5 },
      ],
    });
    expect(codesOf(rows)).toEqual(['M-1', 'M-2']);
  });

  it('names the first row with an unknown code or a value that is no number', () => {
    expect(
      toEntries(
        [
          { fnumber: 'M-1', qty: '1' },
          { fnumber: 'X', qty: '1' },
        ],
        FIELDS,
        (c) => ids[c],
      ),
    ).toEqual({
      row: 2,
      field: 'fnumber',
      problem: 'unknown',
    });
    expect(toEntries([{ fnumber: 'M-1', qty: 'two' }], FIELDS, (c) => ids[c])).toEqual({
      row: 1,
      field: 'qty',
      problem: 'number',
    });
  });

  it('reads stored entries back as rows', () => {
    expect(toRows([{ icitem_id: 2, qty: 3, position: null }], FIELDS, (id) => `M-${id}`)).toEqual([
      { fnumber: 'M-2', qty: '3', position: '' },
    ]);
  });
});
