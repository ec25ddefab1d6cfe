import { feederNeed } from './feeder-needs';

// The feeder list's need per material (docs/material-flow.md, "Needs from the feeder list"), on figures by hand.
describe('feederNeed', () => {
  it('multiplies usage per board by the boards and the attrition, rounding up to a whole part', () => {
    expect(feederNeed(3, 100, 3)).toBe(309);
    expect(feederNeed(0.5, 100, 3)).toBe(52); // 51.5
    expect(feederNeed(3, 10, 3)).toBe(31); // 30.9
    expect(feederNeed(0.5, 40, 0)).toBe(20);
  });

  it('does not round a product that is whole up by a floating-point rest', () => {
    // 0.1 x 30 x 1.1 = 3.3000000000000003 in floating point: 4 is right (3.3 rounded up), 0.7 x 10 = 7 stays 7
    expect(feederNeed(0.1, 30, 10)).toBe(4);
    expect(feederNeed(0.7, 10, 0)).toBe(7);
    expect(feederNeed(1.15, 100, 0)).toBe(115);
  });
});
