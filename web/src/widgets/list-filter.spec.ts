import { buildSearchFilter, mergeRows, nearBottom, quoteValue, rowLabel, searchToken } from './list-filter';

describe('list-filter', () => {
  describe(quoteValue.name, () => {
    it('wraps in quotes and escapes quotes and backslashes', () => {
      expect(quoteValue('a b')).toBe('"a b"');
      expect(quoteValue('say "hi"\\')).toBe('"say \\"hi\\"\\\\"');
    });
  });

  describe(searchToken.name, () => {
    it('gives no token for blank text', () => {
      expect(searchToken('search_key', '  ')).toBeNull();
      expect(searchToken('fname', '')).toBeNull();
    });
    it('writes search_key plain when it can', () => {
      expect(searchToken('search_key', ' R0402 ')).toBe('search_key:R0402');
    });
    it('quotes search_key holding blanks or quotes', () => {
      expect(searchToken('search_key', '10k 1%')).toBe('search_key:"10k 1%"');
    });
    it('quotes a field value', () => {
      expect(searchToken('fnumber', 'A-01')).toBe('fnumber:"A-01"');
      expect(searchToken('fbillno', 'PO:1')).toBe('fbillno:"PO:1"');
    });
  });

  describe(buildSearchFilter.name, () => {
    it('appends pn and ps', () => {
      expect(buildSearchFilter({ field: 'fname', text: 'cap', pn: 2, ps: 50 })).toBe('fname:"cap" pn:2 ps:50');
    });
    it('is only pn and ps without text', () => {
      expect(buildSearchFilter({ field: 'search_key', text: '', pn: 1, ps: 100 })).toBe('pn:1 ps:100');
    });
    it('keeps extra tokens before the paging', () => {
      expect(buildSearchFilter({ field: 'search_key', text: 'x', pn: 1, ps: 50, extra: 'disabled:0' })).toBe(
        'search_key:x disabled:0 pn:1 ps:50',
      );
    });
  });

  describe(nearBottom.name, () => {
    it('is true within the distance of the bottom', () => {
      expect(nearBottom({ scrollTop: 670, scrollHeight: 1000, clientHeight: 320 }, 10)).toBe(true);
      expect(nearBottom({ scrollTop: 680, scrollHeight: 1000, clientHeight: 320 }, 10)).toBe(true);
    });
    it('is false further up', () => {
      expect(nearBottom({ scrollTop: 669, scrollHeight: 1000, clientHeight: 320 }, 10)).toBe(false);
    });
  });

  describe(rowLabel.name, () => {
    it("labels 'fnumber fname'", () => {
      expect(rowLabel({ id: 1, fnumber: 'R1', fname: 'Resistor' })).toBe('R1 Resistor');
    });
    it('falls back to what the row has', () => {
      expect(rowLabel({ id: 1, fnumber: 'R1' })).toBe('R1');
      expect(rowLabel({ id: 7, fbillno: 'PO-1' })).toBe('PO-1');
      expect(rowLabel({ id: 7 })).toBe('7');
    });
  });

  describe(mergeRows.name, () => {
    it('appends new rows and skips duplicates', () => {
      expect(mergeRows([{ id: 1 }, { id: 2 }], [{ id: 2 }, { id: 3 }]).map((r) => r.id)).toEqual([1, 2, 3]);
    });
  });
});
