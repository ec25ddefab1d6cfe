import { ErrorCode } from '@mes/contracts';
import { MAX_OPEN_EXPORTS, exportSlot } from './cursor-rows';

describe('export slots (each open export cursor holds a pooled connection)', () => {
  it('refuses one export more than the slots with RATE_LIMITED, and a slot given back (once) serves the next', () => {
    const held = Array.from({ length: MAX_OPEN_EXPORTS }, () => exportSlot());
    expect(() => exportSlot()).toThrow(expect.objectContaining({ err: ErrorCode.RATE_LIMITED }));
    held[0]();
    held[0](); // a second give-back (rows ended, then the download closed) frees nothing more
    const next = exportSlot();
    expect(() => exportSlot()).toThrow(/exports are running/);
    for (const release of [next, ...held.slice(1)]) release();
    const again = Array.from({ length: MAX_OPEN_EXPORTS }, () => exportSlot());
    for (const release of again) release();
  });
});
