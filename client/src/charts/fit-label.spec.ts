import { describe, expect, it } from '@jest/globals';
import { fitLabel, measureIn } from './fit-label';

// one unit a character, two a Chinese one: easy to count
const measure = (t: string) => [...t].reduce((w, ch) => w + (/[\u4e00-\u9fff]/.test(ch) ? 2 : 1), 0);

describe('fitLabel', () => {
  it('keeps a name that fits on one line', () => {
    expect(fitLabel('MMI test', 10, measure)).toEqual({ lines: ['MMI test'], cut: false });
    expect(fitLabel('  ', 10, measure)).toEqual({ lines: [], cut: false });
  });

  it('wraps on words into two lines, whole', () => {
    expect(fitLabel('Functional test station', 16, measure)).toEqual({
      lines: ['Functional test', 'station'],
      cut: false,
    });
  });

  it('wraps Chinese between characters', () => {
    expect(fitLabel('功能测试站', 6, measure)).toEqual({ lines: ['功能测', '试站'], cut: false });
  });

  it('ends the last line with an ellipsis when the name needs more lines, and says it is cut', () => {
    const fitted = fitLabel('Program download and flashing station number two', 16, measure);
    expect(fitted.cut).toBe(true);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[0]).toBe('Program download');
    expect(fitted.lines[1].endsWith('…')).toBe(true);
    expect(fitted.lines.every((l) => measure(l) <= 16)).toBe(true);
  });

  it('breaks a word longer than the room', () => {
    expect(fitLabel('ASSY-01-GT-STATION', 10, measure, 3)).toEqual({ lines: ['ASSY-01-GT', '-STATION'], cut: false });
  });
});

describe('measureIn', () => {
  it('estimates without a canvas: wide characters take twice the room', () => {
    const m = measureIn(10, 'sans-serif');
    expect(m('ab')).toBeGreaterThan(0);
    expect(m('功能')).toBeGreaterThan(m('ab'));
  });
});
