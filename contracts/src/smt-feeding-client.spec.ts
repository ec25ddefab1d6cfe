import { allowedReelSteps, defaultReelStep, dropWorkCert, keepWorkCert, readReelLabel, readWorkCert, workCertKey } from './smt-feeding-client';

function memory() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), m };
}

describe('feeding client helpers', () => {
  it('keeps a work_cert until its expiry and at most 24 h after it was kept', () => {
    const s = memory();
    const now = Date.parse('2026-01-01T00:00:00Z');
    keepWorkCert(3, { work_cert: 'c', expires_at: '2026-01-03T00:00:00Z' }, s, now);
    expect(readWorkCert(3, s, now + 23 * 3600_000)).toEqual({ work_cert: 'c', expires_at: '2026-01-03T00:00:00Z' });
    expect(readWorkCert(3, s, now + 24 * 3600_000)).toBeNull();
    expect(s.m.has(workCertKey(3))).toBe(false);
    keepWorkCert(4, { work_cert: 'd', expires_at: '2026-01-01T01:00:00Z' }, s, now);
    expect(readWorkCert(4, s, now + 3600_000)).toBeNull();
  });

  it('survives junk and a blocked storage', () => {
    const s = memory();
    s.setItem(workCertKey(5), '{not json');
    expect(readWorkCert(5, s)).toBeNull();
    const blocked = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); }, removeItem: () => { throw new Error('blocked'); } };
    expect(() => keepWorkCert(5, { work_cert: 'x', expires_at: '2099-01-01T00:00:00Z' }, blocked)).not.toThrow();
    expect(readWorkCert(5, blocked)).toBeNull();
    expect(() => dropWorkCert(5, null)).not.toThrow();
  });

  it('reads the material code of a reel label', () => {
    expect(readReelLabel(' R10K;LOT;5000 ')).toEqual({ barcode: 'R10K;LOT;5000', fnumber: 'R10K' });
    expect(readReelLabel('C1U*L2')).toEqual({ barcode: 'C1U*L2', fnumber: 'C1U' });
    expect(readReelLabel('MCU')).toEqual({ barcode: 'MCU', fnumber: 'MCU' });
  });

  it('offers the reel steps a feeding allows, loading and checks first', () => {
    expect(allowedReelSteps(['prepare', 'sync', 'scanning', 'unlock_slot'])).toEqual(['scanning']);
    expect(defaultReelStep(['prepare', 'scanning', 'scan_checking'])).toBe('scanning');
    expect(allowedReelSteps(['finish', 'unloading', 'changing', 'splicing', 'full_checking'])).toEqual(['full_checking', 'splicing', 'changing', 'unloading']);
    expect(defaultReelStep(['full_checking', 'splicing', 'changing', 'unloading'])).toBe('full_checking');
    expect(defaultReelStep(['splicing', 'splice_checking', 'finish'])).toBe('splice_checking');
    expect(defaultReelStep(['finish', 'prepare'])).toBeNull();
  });
});
