import { scanResult } from './feeding-scan';
import { ApiError } from '@mes/client';

// The certificate and label rules are tested where they live (contracts/src/smt-feeding-client.spec.ts).
describe('feeding scan', () => {
  it('turns answers and refusals into pass, warning, fail, locked or error', () => {
    expect(scanResult('1-01', { verdict: 'pass', message: 'ok' })).toEqual({
      slot: '1-01',
      verdict: 'pass',
      message: 'ok',
    });
    expect(scanResult('1-01', { verdict: 'warning', message: 'alt' }).verdict).toBe('warning');
    expect(scanResult('1-02', new ApiError(1000, 'slot: 1-02 expects X', { verdict: 'fail' }))).toEqual({
      slot: '1-02',
      verdict: 'fail',
      message: '1-02 expects X',
    });
    expect(scanResult('1-02', new ApiError(1000, 'slot: locked', { verdict: 'locked' })).verdict).toBe('locked');
    expect(scanResult('1-02', new ApiError(1000, 'work_cert: expired', null)).verdict).toBe('error');
    const check = {
      slot: '1-02',
      expected: 'C100N',
      alternates: ['C100N_B'],
      scanned: 'MCU',
      fail_count: 2,
      lock_after: 3,
      locked: false,
    };
    expect(scanResult('1-02', new ApiError(1000, 'slot: …', { verdict: 'fail', check }), 'zh-CN').message).toBe(
      '1-02 应上 C100N（替代料 C100N_B），扫描到 MCU（第 2/3 次失败）',
    );
    expect(
      scanResult('1-02', { verdict: 'warning', message: 'm', check: { ...check, scanned: 'C100N_B' } }, 'zh-CN')
        .message,
    ).toBe('1-02 使用替代料 C100N_B（主料 C100N）');
  });
});
