import fc from 'fast-check';
import { AppException } from './app.exception';
import { dateTimeValue, readDateTime } from './date-input';

const iso = (raw: string): string => {
  const r = readDateTime(raw);
  return r.ok ? r.date.toISOString() : `refused: ${r.reason}`;
};

describe(readDateTime.name, () => {
  it('reads dates and date-times, UTC without an offset', () => {
    expect(iso('2025-03-04')).toBe('2025-03-04T00:00:00.000Z');
    expect(iso('2025-03-04T08:30:00Z')).toBe('2025-03-04T08:30:00.000Z');
    expect(iso('2025-03-04 08:30')).toBe('2025-03-04T08:30:00.000Z');
    expect(iso('2025-03-04T08:30:00.123456+08:00')).toBe('2025-03-04T00:30:00.123Z');
    expect(iso('2025-03-04T08:30:00-0530')).toBe('2025-03-04T14:00:00.000Z');
    expect(iso('2024-02-29T23:59:59.999z')).toBe('2024-02-29T23:59:59.999Z');
    expect(iso('1900-01-01')).toBe('1900-01-01T00:00:00.000Z');
    expect(iso('9999-12-31T23:59:59Z')).toBe('9999-12-31T23:59:59.000Z');
    expect(iso('+002025-03-04T00:00:00Z')).toBe('2025-03-04T00:00:00.000Z');
  });

  it('refuses days the calendar does not have instead of rolling them over', () => {
    expect(iso('2025-02-30')).toMatch(/^refused: is not a day of the calendar/);
    expect(iso('2025-02-29')).toMatch(/^refused: is not a day/);
    expect(iso('1900-02-29')).toMatch(/^refused: is not a day/);
    expect(iso('2025-04-31T00:00:00Z')).toMatch(/^refused: is not a day/);
    expect(iso('2025-13-01')).toMatch(/^refused: has no month 13/);
    expect(iso('2025-01-01T24:00:00Z')).toMatch(/^refused: is not a time of day/);
    expect(iso('2025-01-01T10:00:00+15:00')).toMatch(/^refused: has an offset/);
  });

  it('refuses years outside 1900..9999, however written', () => {
    for (const raw of [
      '0000-01-01',
      '1899-12-31T23:59:59Z',
      '10000-01-01',
      '-000001-01-01T00:00:00Z',
      '+275760-09-13T00:00:00Z',
      '-002025-01-01',
    ]) {
      expect(iso(raw)).toBe('refused: is out of range (years 1900 to 9999)');
    }
  });

  it('refuses what is not ISO 8601', () => {
    for (const raw of [
      '',
      'now',
      '2025/03/04',
      'March 4, 2025',
      '2025-3-4',
      '1741075200000',
      '2025-03-04T08',
      '2025-03-04\u0000',
    ]) {
      expect(iso(raw)).toMatch(/^refused: is not an ISO 8601/);
    }
  });

  it('agrees with Date for every real instant in range', () => {
    const inRange = fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('9999-12-31T23:59:59.999Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(inRange, (d) => iso(d.toISOString()) === d.toISOString()),
      { numRuns: 500 },
    );
  });
});

describe(dateTimeValue.name, () => {
  it('answers the ISO text to store, or a 400 naming the field', () => {
    expect(dateTimeValue('plan_start_at', '2025-03-04')).toBe('2025-03-04T00:00:00.000Z');
    expect(() => dateTimeValue('plan_start_at', '2025-02-30')).toThrow(AppException);
    expect(() => dateTimeValue('plan_start_at', '2025-02-30')).toThrow(
      "plan_start_at: '2025-02-30' is not a day of the calendar (2025-02 has 28 days)",
    );
    expect(() => dateTimeValue('at', 5)).toThrow('at: must be an ISO 8601 date-time string');
  });
});
