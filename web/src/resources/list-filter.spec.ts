import { describe, expect, it } from '@jest/globals';
import { buildFilter, quote, searchFieldsOf } from './list-filter';

describe('buildFilter', () => {
  it('builds paging and the search token', () => {
    expect(buildFilter({ pn: 2, ps: 20, searchField: 'search_key', search: ' F01 ' })).toBe(
      'pn:2 ps:20 search_key:"F01"',
    );
    expect(buildFilter({ pn: 1, ps: 50, searchField: 'fnumber', search: '' })).toBe('pn:1 ps:50');
  });

  it('quotes blanks, colons and quotes', () => {
    expect(quote('a b:"c"\\')).toBe('"a b:\\"c\\"\\\\"');
    expect(buildFilter({ pn: 1, ps: 20, searchField: 'fname', search: 'SMT 一线' })).toBe(
      'pn:1 ps:20 fname:"SMT 一线"',
    );
  });

  it('adds scope, flags, sort and relations', () => {
    expect(
      buildFilter({
        pn: 1,
        ps: 20,
        searchField: 'search_key',
        search: '',
        where: { icbom_id: 3, ftype: 'MTL STD', 'bad key': 1 },
        checked: true,
        disabled: false,
        sort: 'created-desc',
        has: ['organization', 'bad rel'],
      }),
    ).toBe('pn:1 ps:20 icbom_id:3 ftype:"MTL STD" checked:true disabled:0 sort:created-desc has:organization');
  });
});

describe('searchFieldsOf', () => {
  it('offers the fields the resource has', () => {
    expect(searchFieldsOf(['fnumber', 'fname', 'organization_id'])).toEqual(['search_key', 'fnumber', 'fname']);
    expect(searchFieldsOf(['name'])).toEqual(['search_key']);
  });
});
