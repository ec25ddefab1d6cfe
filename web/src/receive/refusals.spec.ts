import { refusalText } from './refusals';

const t = (key: string, values: Record<string, string>) => `${key} ${JSON.stringify(values)}`;

describe(refusalText.name, () => {
  it('tells the known refusals again with their values', () => {
    expect(refusalText('label: no material for manufacturer part number ABC-1: map it in icitem_mpn', t)).toBe(
      'refusals.unknownMpn {"mpn":"ABC-1"}',
    );
    expect(refusalText('fnumber: reel MUR1 was already received', t)).toBe('refusals.duplicate {"reel":"MUR1"}');
    expect(
      refusalText('label: quantity 7000 is more than the 6000 of material M-1 still open on receipt CS-1', t),
    ).toBe('refusals.tooMuch {"qty":"7000","open":"6000","material":"M-1","receipt":"CS-1"}');
    expect(refusalText('label: receipt CS-1 has no open line of material M-1', t)).toBe(
      'refusals.noLine {"receipt":"CS-1","material":"M-1"}',
    );
    expect(refusalText('doc_id: receipt CS-1 is checked: nothing more can be received on it', t)).toBe(
      'refusals.checkedReceipt {"receipt":"CS-1"}',
    );
  });
  it('shows any other message as sent', () => {
    expect(refusalText('label: longer than 4096 characters', t)).toBe('label: longer than 4096 characters');
  });
});
