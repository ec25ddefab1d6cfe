import { dateCodeDay, readReelLabel } from './reel-label';
import { REEL_LABELS } from './reel-labels.fixture';

describe(readReelLabel.name, () => {
  it.each(REEL_LABELS.map((c) => [c.name, c] as const))('reads the %s', (_name, c) => {
    const read = readReelLabel(c.text);
    if (c.reads === null) expect(read).toBeNull();
    else expect(read).toMatchObject(c.reads);
  });

  it('keeps the first occurrence of an identifier and ignores a bad quantity', () => {
    expect(readReelLabel('1PA1|1PB2|Qlots')).toMatchObject({ mpn: 'A1', qty: null });
  });
});

describe(dateCodeDay.name, () => {
  it('gives the Monday of the ISO week', () => {
    expect(dateCodeDay('2001')).toBe('2019-12-30T00:00:00.000Z');
    expect(dateCodeDay('2653')).toBe('2026-12-28T00:00:00.000Z');
    expect(dateCodeDay('2460')).toBeNull();
    expect(dateCodeDay('24W1')).toBeNull();
  });
});
