import { weightOfLine } from './serial-scale';

describe('weightOfLine', () => {
  it('reads the last number of a scale line', () => {
    expect(weightOfLine('ST,GS,+  5.320kg')).toBe(5.32);
    expect(weightOfLine('  0.125 kg')).toBe(0.125);
    expect(weightOfLine('US,GS,')).toBeNull();
    expect(weightOfLine('-1.2')).toBeNull();
  });
});
