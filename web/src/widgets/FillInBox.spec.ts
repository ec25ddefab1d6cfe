/** @jest-environment jsdom */
import './test-setup';
import { createElement as h } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FillInBox } from './FillInBox';

function setup() {
  const onOk = jest.fn();
  render(h(FillInBox, { open: true, onOk, onCancel: jest.fn() }));
  const area = screen.getByPlaceholderText('One value per line') as HTMLTextAreaElement;
  return { onOk, area };
}

describe('FillInBox', () => {
  it('has 6 rows and trim bottom checked by default', () => {
    const { area } = setup();
    expect(area.rows).toBe(6);
    expect((screen.getByLabelText('Trim bottom blank lines') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Trim top blank lines') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Remove all blank lines') as HTMLInputElement).checked).toBe(false);
  });

  it('hands out the lines with the bottom blank lines trimmed', async () => {
    const { onOk, area } = setup();
    fireEvent.change(area, { target: { value: '\nA1\n\nA2\n\n' } });
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledWith(['', 'A1', '', 'A2']);
  });

  it('removes all blank lines when asked', async () => {
    const { onOk, area } = setup();
    fireEvent.change(area, { target: { value: '\nA1\n\nA2\n\n' } });
    await userEvent.click(screen.getByLabelText('Remove all blank lines'));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledWith(['A1', 'A2']);
  });
});
