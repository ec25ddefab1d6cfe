import { ApiError } from '../api';
import { scanResult } from './feeding-scan';

// The certificate and label rules are tested where they live (contracts/src/smt-feeding-client.spec.ts).
describe('feeding scan', () => {
  it('turns answers and refusals into pass, warning, fail, locked or error', () => {
    expect(scanResult('1-01', { verdict: 'pass', message: 'ok' })).toEqual({ slot: '1-01', verdict: 'pass', message: 'ok' });
    expect(scanResult('1-01', { verdict: 'warning', message: 'alt' }).verdict).toBe('warning');
    expect(scanResult('1-02', new ApiError(1000, 'slot: 1-02 expects X', { verdict: 'fail' }))).toEqual({ slot: '1-02', verdict: 'fail', message: '1-02 expects X' });
    expect(scanResult('1-02', new ApiError(1000, 'slot: locked', { verdict: 'locked' })).verdict).toBe('locked');
    expect(scanResult('1-02', new ApiError(1000, 'work_cert: expired', null)).verdict).toBe('error');
  });
});
