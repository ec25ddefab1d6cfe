import { bindingModeOf, missingText, parseWeight, type Need } from './binding-calls';

const need = (fnumber: string, qty: number, bound: number): Need => ({
  icitem_id: 1,
  icitem_fnumber: fnumber,
  icitem_fname: fnumber,
  qty,
  bound,
  barcodes: [],
  policy_id: 1,
  barcode_pattern: '',
});

describe('binding station helpers', () => {
  it('maps page names to modes', () => {
    expect(bindingModeOf('work/glue')).toBe('glue');
    expect(bindingModeOf('work/annexe_binging')).toBe('annexe_binging');
    expect(bindingModeOf('work/check_x')).toBeNull();
  });
  it('names what is missing', () => {
    expect(missingText([need('BAT', 1, 1), need('CAP', 2, 0), need('LCD', 3, 1)])).toBe('CAP ×2, LCD ×2');
  });
  it('reads a typed weight', () => {
    expect(parseWeight(' 2.5 ')).toBe(2.5);
    expect(parseWeight('2,25')).toBe(2.25);
    expect(parseWeight('-1')).toBeNull();
    expect(parseWeight('abc')).toBeNull();
  });
});
