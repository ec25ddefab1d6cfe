/** @jest-environment jsdom */
import '../test/dom-setup';
import { act, render, screen } from '@testing-library/react';
import { formatCode, mmss, PairingPanel } from './PairingPanel';
import { ApiError } from '@mes/client';

describe(PairingPanel.name, () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2030-01-01T08:00:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('shows the code in two groups with the time it stays valid, counting down', () => {
    const expiresAt = Date.now() + 125_000;
    render(<PairingPanel state={{ kind: 'pairing', screenId: 7, code: '123456', expiresAt }} />);
    expect(screen.getByTestId('pairing-code').textContent).toBe('123 456');
    expect(screen.getByTestId('pairing-timer').textContent).toBe('Valid for 02:05');
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByTestId('pairing-timer').textContent).toBe('Valid for 02:00');
    act(() => jest.advanceTimersByTime(121_000));
    expect(screen.getByTestId('pairing-timer').textContent).toBe('Getting a new code…');
    expect(screen.getByText('Screen #7')).toBeTruthy();
  });

  it('says the server cannot be reached, with the error, while it retries', () => {
    render(<PairingPanel state={{ kind: 'failed', error: new ApiError(-1, 'network error') }} />);
    expect(screen.getByTestId('pairing-failed').textContent).toContain('-1: API error (network error)');
  });

  it('formats codes and times', () => {
    expect(formatCode('654321')).toBe('654 321');
    expect(formatCode('ABCDEFGH')).toBe('ABCDEFGH');
    expect(mmss(61_001)).toBe('01:02');
    expect(mmss(-5)).toBe('00:00');
  });
});
