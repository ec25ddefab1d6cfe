import { shiftOf } from './work-shift';

// Local-time constructors throughout, so the spec holds in any server time zone.
const local = (y: number, mo: number, d: number, h: number, mi = 0) => new Date(y, mo - 1, d, h, mi);

describe(shiftOf.name, () => {
  it('puts 08:00 up to 20:00 in the day shift', () => {
    for (const t of [local(2025, 3, 10, 8), local(2025, 3, 10, 13, 30), local(2025, 3, 10, 19, 59)]) {
      expect(shiftOf(t)).toEqual({ name: 'day', start: local(2025, 3, 10, 8), end: local(2025, 3, 10, 20) });
    }
  });

  it('puts 20:00 up to 08:00 the next morning in the night shift, across midnight and month ends', () => {
    const night = { name: 'night', start: local(2025, 3, 31, 20), end: local(2025, 4, 1, 8) };
    for (const t of [
      local(2025, 3, 31, 20),
      local(2025, 3, 31, 23, 59),
      local(2025, 4, 1, 0),
      local(2025, 4, 1, 7, 59),
    ]) {
      expect(shiftOf(t)).toEqual(night);
    }
  });

  it('starts a new shift exactly at its first minute', () => {
    expect(shiftOf(local(2025, 1, 1, 8)).name).toBe('day');
    expect(shiftOf(local(2025, 1, 1, 20)).name).toBe('night');
    expect(shiftOf(local(2025, 1, 1, 7, 59)).start).toEqual(local(2024, 12, 31, 20));
  });
});
