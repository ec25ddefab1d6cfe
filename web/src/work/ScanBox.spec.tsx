/** @jest-environment jsdom */
import '../widgets/test-setup';
import { createElement as h } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScanBox } from './ScanBox';

describe('ScanBox', () => {
  it('hands over what a scanner typed with Enter, clears the box and keeps the text as placeholder', async () => {
    const onScan = jest.fn();
    render(h(ScanBox, { onScan, markFail: false }));
    const box = screen.getByLabelText('Serial number') as HTMLInputElement;
    expect(document.activeElement).toBe(box);
    await userEvent.type(box, '  SN=SM200DEMO000007;V1;X{Enter}', { delay: null });
    expect(onScan).toHaveBeenCalledWith('SN=SM200DEMO000007;V1;X');
    expect(box.value).toBe('');
    expect(box.placeholder).toBe('SN=SM200DEMO000007;V1;X');
  });

  it('ignores an empty scan and shows the FAIL mark', async () => {
    const onScan = jest.fn();
    render(h(ScanBox, { onScan, markFail: true }));
    await userEvent.type(screen.getByLabelText('Serial number'), '   {Enter}');
    expect(onScan).not.toHaveBeenCalled();
    expect(screen.getByTestId('work-mark-fail').textContent).toBe('Next: FAIL');
  });
});
