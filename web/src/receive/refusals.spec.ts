import { refusalText } from './refusals';

const t = (key: string, values: Record<string, string>) => `${key} ${JSON.stringify(values)}`;

describe(refusalText.name, () => {
  it('tells the known refusal codes again with their values', () => {
    const told = (code: string, params: Record<string, string | number>) =>
      refusalText('as sent', { code: code as never, field: 'label', params }, t);
    expect(told('msd.mpn_unmapped', { mpn: 'ABC-1' })).toBe('refusals.unknownMpn {"mpn":"ABC-1"}');
    expect(told('msd.reel_already_received', { fnumber: 'MUR1' })).toBe('refusals.duplicate {"reel":"MUR1"}');
    expect(told('stock.receipt_qty_over_open', { qty: 7000, open: 6000, icitem: 'M-1', fbillno: 'CS-1' })).toBe(
      'refusals.tooMuch {"qty":"7000","open":"6000","material":"M-1","receipt":"CS-1"}',
    );
    expect(told('stock.receipt_no_open_line', { fbillno: 'CS-1', icitem: 'M-1' })).toBe(
      'refusals.noLine {"receipt":"CS-1","material":"M-1"}',
    );
    expect(told('stock.receipt_checked', { fbillno: 'CS-1' })).toBe('refusals.checkedReceipt {"receipt":"CS-1"}');
  });
  it('shows any other refusal as the hub sent it', () => {
    expect(
      refusalText('label: 超过 4096 个字符', { code: 'input.too_long', field: 'label', params: { max: 4096 } }, t),
    ).toBe('label: 超过 4096 个字符');
    expect(refusalText('network error', null, t)).toBe('network error');
  });
});
