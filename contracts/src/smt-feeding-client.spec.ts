import {
  allowedReelSteps,
  defaultReelStep,
  dropWorkCert,
  feedingStepText,
  keepWorkCert,
  readReelCheck,
  readReelLabel,
  readWorkCert,
  reelOutcome,
  reelVerdictText,
  workCertKey,
} from './smt-feeding-client';

function memory() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    m,
  };
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
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
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
    expect(allowedReelSteps(['finish', 'unloading', 'changing', 'splicing', 'full_checking'])).toEqual([
      'full_checking',
      'splicing',
      'changing',
      'unloading',
    ]);
    expect(defaultReelStep(['full_checking', 'splicing', 'changing', 'unloading'])).toBe('full_checking');
    expect(defaultReelStep(['splicing', 'splice_checking', 'finish'])).toBe('splice_checking');
    expect(defaultReelStep(['finish', 'prepare'])).toBeNull();
  });

  it('words a verdict in both languages from the check an answer carries', () => {
    const c = readReelCheck({
      check: {
        slot: '1-02',
        expected: 'C100N',
        alternates: ['C100N_B'],
        scanned: 'MCU',
        fail_count: 3,
        lock_after: 3,
        locked: true,
      },
    })!;
    expect(reelVerdictText('fail', c, 'en-US')).toBe(
      '1-02 expects C100N (alternates C100N_B), scanned MCU (failure 3 of 3: the slot is now locked until a supervisor unlocks it)',
    );
    expect(reelVerdictText('fail', c, 'zh-CN')).toBe(
      '1-02 应上 C100N（替代料 C100N_B），扫描到 MCU（第 3/3 次失败，站位已锁定，需主管解锁）',
    );
    expect(reelVerdictText('fail', { ...c, alternates: [], locked: false, fail_count: 1 }, 'zh-CN')).toBe(
      '1-02 应上 C100N，扫描到 MCU（第 1/3 次失败）',
    );
    expect(reelVerdictText('pass', c, 'zh-CN')).toBe('1-02 物料正确：MCU');
    expect(reelVerdictText('warning', c, 'en-US')).toBe('1-02 holds MCU, an alternate of C100N');
    expect(reelVerdictText('locked', c, 'zh-CN')).toBe('1-02 已因连续 3 次扫描失败被锁定，需主管解锁');
    expect(readReelCheck({ message: 'x' })).toBeNull();
    expect(readReelCheck({ check: { slot: 1 } })).toBeNull();
  });
});

describe(feedingStepText.name, () => {
  const check = {
    slot: '1-01',
    expected: 'R10K',
    alternates: [],
    scanned: 'R10K',
    fail_count: 0,
    lock_after: 3,
    locked: false,
  };
  it("words a logged step in the viewer's language from its check, and a step without a reel by its name", () => {
    const logged = {
      verdict: 'pass',
      step: 'scanning',
      slot: '1-01',
      check,
      message: '1-01 holds R10K, the listed material',
    };
    expect(feedingStepText(logged, 'zh-CN')).toBe('1-01 物料正确：R10K');
    expect(feedingStepText(logged, 'en-US')).toBe('1-01 holds R10K, the listed material');
    const prepare = { verdict: 'none', step: 'prepare', slot: null, message: 'work_cert issued until 2026-01-01' };
    expect(feedingStepText(prepare, 'zh-CN')).toBe('上料已准备，作业凭证已签发');
    expect(feedingStepText({ verdict: 'none', step: 'unlock_slot', slot: '1-02', message: 'x' }, 'zh-CN')).toBe(
      '1-02 已解锁',
    );
  });
  it('keeps the stored message of a row logged before checks were kept', () => {
    const old = {
      verdict: 'fail',
      step: 'scanning',
      slot: '1-01',
      check: null,
      message: '1-01 expects R10K, scanned C1U',
    };
    expect(feedingStepText(old, 'zh-CN')).toBe('1-01 expects R10K, scanned C1U');
  });
});

describe(reelOutcome.name, () => {
  it("words a reel refused for its floor life (1601) in the screen's language", () => {
    const refused = {
      refused: true as const,
      msg: 'barcode: reel R-9: floor life exceeded (MSL 5a: 30.0 h used of 24 h, bake to reset)',
      data: { field: 'barcode', floor_life: { code: 'R-9', msl: '5a', blocked: true } },
    };
    expect(reelOutcome(refused, 'zh-CN')).toEqual({
      verdict: 'error',
      message: 'R-9: 湿敏元件车间寿命已超期，须烘烤后使用 (MSL 5a)',
    });
    expect(reelOutcome(refused, 'en-US').message).toBe('R-9: floor life exceeded, bake before use (MSL 5a)');
  });
});
