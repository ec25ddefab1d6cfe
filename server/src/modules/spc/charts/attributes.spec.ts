import { cChartLimits, npChartLimits, pChartLimits, uChartLimits } from './attributes';

// Montgomery, ISQC 6th ed., Example 7.1 / Table 7.1 (also NIST/SEMATECH e-Handbook 6.3.3.2 p chart example):
// frozen orange-juice cans, 30 samples of n = 50, number nonconforming.
const ORANGE_JUICE = [
  12, 15, 8, 10, 4, 7, 16, 9, 14, 10, 5, 6, 17, 12, 22, 8, 10, 5, 13, 11, 20, 18, 24, 15, 9, 12, 7, 13, 9, 6,
];

describe(pChartLimits.name, () => {
  // Published: p̄ = 347/1500 = 0.2313, UCL = 0.4102, LCL = 0.0524.
  it('matches the orange-juice example', () => {
    const l = pChartLimits(ORANGE_JUICE.map((defectives) => ({ defectives, size: 50 })));
    expect(l.centre).toBeCloseTo(0.2313, 4);
    expect(l.ucl).toBeCloseTo(0.4102, 4);
    expect(l.lcl).toBeCloseTo(0.0524, 4);
    expect(l.perSubgroup).toHaveLength(30);
    expect(l.perSubgroup[7]).toEqual({ centre: l.centre, lcl: l.lcl, ucl: l.ucl, sigma: l.sigma });
  });

  // No published example: by hand, p̄ = (10 + 5 + 15)/(100 + 50 + 200) = 30/350 = 0.085714;
  // n = 100: σ = √(0.085714·0.914286/100) = 0.027994, limits 0.085714 ± 0.083983 = 0.001732 .. 0.169697;
  // n = 50:  σ = 0.039590, 0.085714 − 0.118769 < 0 → LCL 0, UCL 0.204483;
  // n = 200: σ = 0.019795, limits 0.026330 .. 0.145099.
  it('answers each subgroup its own limits when the sizes vary, clipping LCL at 0', () => {
    const l = pChartLimits([
      { defectives: 10, size: 100 },
      { defectives: 5, size: 50 },
      { defectives: 15, size: 200 },
    ]);
    expect(l.centre).toBeCloseTo(0.085714, 6);
    expect(l.perSubgroup[0].lcl).toBeCloseTo(0.001732, 6);
    expect(l.perSubgroup[0].ucl).toBeCloseTo(0.169697, 6);
    expect(l.perSubgroup[1].lcl).toBe(0);
    expect(l.perSubgroup[1].ucl).toBeCloseTo(0.204483, 6);
    expect(l.perSubgroup[2].lcl).toBeCloseTo(0.02633, 6);
    expect(l.perSubgroup[2].ucl).toBeCloseTo(0.145099, 6);
  });

  it('refuses an empty baseline and more defectives than inspected', () => {
    expect(() => pChartLimits([])).toThrow('subgroups: the baseline is empty');
    expect(() => pChartLimits([{ defectives: 6, size: 5 }])).toThrow('6 defectives exceed the size 5');
  });
});

describe(npChartLimits.name, () => {
  // Same data (Montgomery Table 7.1), np form by hand: n·p̄ = 50·0.231333 = 11.5667,
  // σ = √(11.5667·0.768667) = 2.98176, UCL = 11.5667 + 8.9453 = 20.512, LCL = 11.5667 − 8.9453 = 2.621.
  it('matches the np form of the orange-juice data', () => {
    const l = npChartLimits(ORANGE_JUICE.map((defectives) => ({ defectives, size: 50 })));
    expect(l.centre).toBeCloseTo(11.5667, 4);
    expect(l.ucl).toBeCloseTo(20.512, 3);
    expect(l.lcl).toBeCloseTo(2.621, 3);
  });

  it('refuses subgroups of differing sizes', () => {
    expect(() =>
      npChartLimits([
        { defectives: 1, size: 50 },
        { defectives: 1, size: 40 },
      ]),
    ).toThrow('an np chart needs equal sizes');
  });
});

describe(cChartLimits.name, () => {
  // Montgomery, ISQC 6th ed., Example 7.3 / Table 7.7: nonconformities in 26 samples of 100 printed circuit boards.
  // Published: c̄ = 516/26 = 19.85, UCL = 19.85 + 3√19.85 = 33.22, LCL = 6.48. The book adds 3√c̄ to c̄ rounded to
  // 19.85; unrounded 19.846 + 13.365 = 33.211, so UCL is held to the book's figure within 0.01.
  const CIRCUIT = [
    21, 24, 16, 12, 15, 5, 28, 20, 31, 25, 20, 24, 16, 19, 10, 17, 13, 22, 18, 39, 30, 24, 16, 19, 17, 15,
  ];
  it('matches the circuit-board example', () => {
    const l = cChartLimits(CIRCUIT);
    expect(l.centre).toBeCloseTo(19.85, 2);
    expect(Math.abs(l.ucl - 33.22)).toBeLessThan(0.01);
    expect(l.lcl).toBeCloseTo(6.48, 2);
  });

  it('clips LCL at 0 and refuses a non-count', () => {
    // c̄ = 4: 4 − 3·2 = −2 → 0
    expect(cChartLimits([3, 5, 4]).lcl).toBe(0);
    expect(() => cChartLimits([1, 2.5])).toThrow('counts[1]: count 2.5 is not a count');
    expect(() => cChartLimits([])).toThrow('the baseline is empty');
  });
});

describe(uChartLimits.name, () => {
  // Montgomery, ISQC 6th ed., Example 7.4: 20 samples of 5 personal computers, nonconformities per sample.
  // Published: ū = 193/100 = 1.93, UCL = 1.93 + 3√(1.93/5) = 3.79, LCL = 0.07.
  const PCS = [10, 12, 8, 14, 10, 16, 11, 7, 10, 15, 9, 5, 7, 11, 12, 6, 8, 10, 7, 5];
  it('matches the personal-computer example', () => {
    const l = uChartLimits(PCS.map((defects) => ({ defects, units: 5 })));
    expect(l.centre).toBeCloseTo(1.93, 2);
    expect(l.ucl).toBeCloseTo(3.79, 2);
    expect(l.lcl).toBeCloseTo(0.07, 2);
  });

  it('refuses non-positive units', () => {
    expect(() => uChartLimits([{ defects: 1, units: 0 }])).toThrow('subgroups[0].units: units 0 is not positive');
  });
});
