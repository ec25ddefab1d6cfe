/** @jest-environment jsdom */
import '../test/dom-setup';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '../test/dom-setup';
import { idlePhase } from './idle';
import { IdleRefresh } from './IdleRefresh';
import { cancelScheduledReload, LIVE_RELOAD_DELAY_MS, onReloadScheduled, scheduleReload } from '@mes/client';

describe('inactivity auto-refresh', () => {
  it('counts down the last 10 s of 60 s without input, then reloads', () => {
    expect(idlePhase(0)).toEqual({ kind: 'active' });
    expect(idlePhase(49_999)).toEqual({ kind: 'active' });
    expect(idlePhase(50_000)).toEqual({ kind: 'counting', remainingS: 10 });
    expect(idlePhase(59_001)).toEqual({ kind: 'counting', remainingS: 1 });
    expect(idlePhase(60_000)).toEqual({ kind: 'reload' });
  });

  describe(IdleRefresh.name, () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('shows the notice, is reset by the mouse and a key, and reloads once idle long enough', async () => {
      const reload = jest.fn();
      const { unmount } = render(<IdleRefresh reload={reload} />);
      act(() => jest.advanceTimersByTime(51_000));
      expect(screen.getByTestId('idle-notice').textContent).toBe(
        'After 9 seconds without operation the page refreshes automatically',
      );
      fireEvent.mouseMove(window);
      act(() => jest.advanceTimersByTime(500));
      expect(screen.queryByTestId('idle-notice')).toBeNull();
      act(() => jest.advanceTimersByTime(55_000));
      fireEvent.keyDown(window, { key: 'a' });
      fireEvent.touchStart(window);
      act(() => jest.advanceTimersByTime(59_000));
      expect(reload).not.toHaveBeenCalled();
      await act(() => i18n.changeLanguage('zh-CN'));
      expect(screen.getByTestId('idle-notice').textContent).toBe('1 秒后无操作将自动刷新页面');
      await act(() => i18n.changeLanguage('en-US'));
      act(() => jest.advanceTimersByTime(1500));
      expect(reload).toHaveBeenCalledTimes(1);
      unmount();
      expect(jest.getTimerCount()).toBe(0);
    });
  });

  it('reloads once after x-livereload-required, telling the page first', () => {
    jest.useFakeTimers();
    try {
      const told = jest.fn();
      const off = onReloadScheduled(told);
      const reload = jest.fn();
      expect(scheduleReload(reload)).toBe(true);
      expect(scheduleReload(reload)).toBe(false);
      expect(told).toHaveBeenCalledWith(LIVE_RELOAD_DELAY_MS);
      jest.advanceTimersByTime(LIVE_RELOAD_DELAY_MS);
      expect(reload).toHaveBeenCalledTimes(1);
      off();
      cancelScheduledReload();
    } finally {
      jest.useRealTimers();
    }
  });
});
