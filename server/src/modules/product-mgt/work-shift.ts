// Shifts of the line (docs/state-machines.md, "Shifts"): day 08:00-20:00 and night 20:00-08:00 the next morning, in
// the server's local time. Built with local-time setters, so a shift around a daylight-saving change is 11 or 13 hours
// long rather than ending at the wrong clock time.

export type Shift = { name: 'day' | 'night'; start: Date; end: Date };

export const DAY_START_HOUR = 8;
export const NIGHT_START_HOUR = 20;

function at(day: Date, hour: number, addDays = 0): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + addDays, hour, 0, 0, 0);
}

/** the shift that contains `when`: [start, end). */
export function shiftOf(when: Date): Shift {
  const hour = when.getHours();
  if (hour >= DAY_START_HOUR && hour < NIGHT_START_HOUR) {
    return { name: 'day', start: at(when, DAY_START_HOUR), end: at(when, NIGHT_START_HOUR) };
  }
  if (hour >= NIGHT_START_HOUR)
    return { name: 'night', start: at(when, NIGHT_START_HOUR), end: at(when, DAY_START_HOUR, 1) };
  return { name: 'night', start: at(when, NIGHT_START_HOUR, -1), end: at(when, DAY_START_HOUR) };
}
