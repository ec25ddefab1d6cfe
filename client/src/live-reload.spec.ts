import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { LIVE_RELOAD_DELAY_MS, cancelScheduledReload, onReloadScheduled, scheduleReload } from './live-reload';

afterEach(() => {
  cancelScheduledReload();
  jest.useRealTimers();
});

describe(scheduleReload.name, () => {
  it('reloads once, 3 s after the first request', () => {
    jest.useFakeTimers();
    const notify = jest.fn();
    const reload = jest.fn();
    const off = onReloadScheduled(notify);
    expect(LIVE_RELOAD_DELAY_MS).toBe(3000);
    expect(scheduleReload(reload)).toBe(true);
    expect(scheduleReload(reload)).toBe(false);
    expect(notify).toHaveBeenCalledWith(3000);
    expect(notify).toHaveBeenCalledTimes(1);
    off();
    jest.advanceTimersByTime(2999);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
