/** @jest-environment jsdom */
import './test-setup';
import { createElement as h } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from './test-setup';
import { ProjectionCodeButton, isProjectionCode } from './ProjectionCodeButton';

describe('ProjectionCodeButton', () => {
  describe(isProjectionCode.name, () => {
    it('accepts exactly 6 digits', () => {
      expect(isProjectionCode('012345')).toBe(true);
      expect(isProjectionCode('12345')).toBe(false);
      expect(isProjectionCode('1234567')).toBe(false);
      expect(isProjectionCode('12345a')).toBe(false);
    });
  });

  it("is labelled 'Cast to screen' in English and 投屏 in Chinese", async () => {
    const { unmount } = render(h(ProjectionCodeButton, { onSubmit: jest.fn() }));
    expect(screen.getByRole('button', { name: 'Cast to screen' })).toBeTruthy();
    unmount();
    await act(() => i18n.changeLanguage('zh-CN'));
    try {
      render(h(ProjectionCodeButton, { onSubmit: jest.fn() }));
      expect(screen.getByRole('button', { name: '投屏' })).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en-US'));
    }
  });

  it('asks for the code and submits it on OK', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    render(h(ProjectionCodeButton, { onSubmit }));
    await userEvent.click(screen.getByRole('button', { name: 'Cast to screen' }));
    const input = await screen.findByPlaceholderText('6 digits');
    await userEvent.type(input, '12a34');
    expect(screen.getByText('The projection code is 6 digits')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveProperty('disabled', true);
    await userEvent.type(input, '56');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('123456'));
  });
});
