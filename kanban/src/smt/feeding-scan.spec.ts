import { ApiError } from '../api';
import { CERT_KEY, keepCert, readCert, readReel, reelStep, scanResult } from './feeding-scan';

function memory() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), m };
}

describe('feeding scan', () => {
  it('keeps the work_cert 24 h and drops it after', () => {
    const s = memory();
    const now = Date.parse('2025-01-01T00:00:00Z');
    keepCert(7, { work_cert: 'abc', expires_at: '2025-01-02T00:00:00Z' }, now, s);
    expect(readCert(7, now + 3600_000, s)).toEqual({ work_cert: 'abc', expires_at: '2025-01-02T00:00:00Z' });
    expect(readCert(8, now, s)).toBeNull();
    expect(readCert(7, now + 24 * 3600_000, s)).toBeNull();
    expect(s.m.has(CERT_KEY(7))).toBe(false);
  });

  it('reads the material code from a reel label', () => {
    expect(readReel(' R10K-1;LOT9;5000 ')).toEqual({ barcode: 'R10K-1;LOT9;5000', fnumber: 'R10K-1' });
    expect(readReel('C100N')).toEqual({ barcode: 'C100N', fnumber: 'C100N' });
  });

  it('turns answers and refusals into pass, warning, fail, locked or error', () => {
    expect(scanResult('1-01', { verdict: 'pass', message: 'ok' })).toEqual({ slot: '1-01', verdict: 'pass', message: 'ok' });
    expect(scanResult('1-01', { verdict: 'warning', message: 'alt' }).verdict).toBe('warning');
    expect(scanResult('1-02', new ApiError(1000, 'slot: 1-02 expects X', { verdict: 'fail' }))).toEqual({ slot: '1-02', verdict: 'fail', message: '1-02 expects X' });
    expect(scanResult('1-02', new ApiError(1000, 'slot: locked', { verdict: 'locked' })).verdict).toBe('locked');
    expect(scanResult('1-02', new ApiError(1000, 'work_cert: expired', null)).verdict).toBe('error');
  });

  it('chooses loading first, then the checks', () => {
    expect(reelStep(['prepare', 'scanning', 'scan_checking'])).toBe('scanning');
    expect(reelStep(['full_checking', 'splicing'])).toBe('full_checking');
    expect(reelStep(['finish'])).toBeNull();
  });
});
