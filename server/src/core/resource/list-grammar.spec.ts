import { AppException } from '../api/app.exception';
import { filterDateTime, parseListFilter, tokenize } from './list-grammar';

describe(parseListFilter.name, () => {
  it('reads the parser query of 000 §7', () => {
    const q = parseListFilter(
      'checked:true disabled:0 sort:created-desc ftype.fnumber:"MTL_STD" has:organization pn:1 ps:9999999',
    );
    expect(q).toMatchObject({
      pn: 1,
      ps: 9999999,
      checked: true,
      disabled: false,
      sort: { field: 'created', dir: 'desc' },
      has: ['organization'],
      filters: [{ field: 'ftype.fnumber', value: 'MTL_STD', quoted: true }],
    });
  });

  it('keeps blanks, colons and escaped quotes inside quoted values', () => {
    expect(tokenize('fname:"a b:c \\"d\\"" organization_id:0')).toEqual([
      { key: 'fname', value: 'a b:c "d"', quoted: true },
      { key: 'organization_id', value: '0', quoted: false },
    ]);
  });

  it('reads keyset paging and search', () => {
    expect(parseListFilter('page_next_id:42 ps:50 search_key:R0402')).toMatchObject({
      pageNextId: 42,
      ps: 50,
      searchKey: 'R0402',
    });
    expect(parseListFilter('')).toMatchObject({ pn: 1, ps: 20, filters: [] });
  });

  it.each([
    ['pn:0', 'filter.pn'],
    ['ps:abc', 'filter.ps'],
    ['sort:name-sideways', 'filter.sort'],
    ['checked:maybe', 'filter.checked'],
    ['fname:"open', 'filter'],
    ['justaword', 'filter'],
    ['bad-key:1', 'filter'],
    ['has:a.b', 'filter.has'],
  ])('answers 400 naming the part for %s', (filter, field) => {
    try {
      parseListFilter(filter);
      throw new Error('accepted');
    } catch (e) {
      expect(e).toBeInstanceOf(AppException);
      expect((e as AppException).err).toBe(400);
      expect((e as AppException).message.startsWith(`${field}:`)).toBe(true);
    }
  });
});

describe('prototype names in filters', () => {
  it('reads constructor and __proto__ as plain field names', () => {
    expect(parseListFilter('constructor:"" __proto__:1 toString:x').filters.map((f) => f.field)).toEqual([
      'constructor',
      '__proto__',
      'toString',
    ]);
  });
});

describe(filterDateTime.name, () => {
  it('reads filter dates through the shared reader and names the filter field', () => {
    expect(filterDateTime('created_at', '2025-03-04 08:00')).toBe('2025-03-04T08:00:00.000Z');
    expect(() => filterDateTime('created_at', '0000-01-01')).toThrow(
      "filter.created_at: '0000-01-01' is out of range (years 1900 to 9999)",
    );
    expect(() => filterDateTime('start_at', '2025-02-30')).toThrow(
      /^filter\.start_at: '2025-02-30' is not a day of the calendar/,
    );
  });
});
