/** @jest-environment jsdom */
import './test-setup';
import { createElement as h } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ConfirmButton, confirmAction } from './confirm';
import { GoBackButton } from './GoBackButton';
import { ImagePopup } from './ImagePopup';

describe('GoBackButton', () => {
  it('navigates one step back', async () => {
    render(
      h(
        MemoryRouter,
        { initialEntries: ['/list', '/list/5'], initialIndex: 1 },
        h(
          Routes,
          null,
          h(Route, { path: '/list', element: h('p', null, 'the list') }),
          h(Route, { path: '/list/:id', element: h(GoBackButton) }),
        ),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('the list')).toBeTruthy();
  });
});

describe(confirmAction.name, () => {
  it("asks 'Are you sure?' and resolves true on OK", async () => {
    const answer = confirmAction();
    expect((await screen.findAllByText('Are you sure?')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false on Cancel', async () => {
    const answer = confirmAction({ title: 'Delete the bill?' });
    await screen.findAllByText('Delete the bill?');
    const cancels = await screen.findAllByRole('button', { name: 'Cancel' });
    await userEvent.click(cancels[cancels.length - 1]);
    await expect(answer).resolves.toBe(false);
  });
});

describe('ConfirmButton', () => {
  it('runs the action only after the prompt is confirmed', async () => {
    const onConfirm = jest.fn();
    render(h(ConfirmButton, { onConfirm, children: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).not.toHaveBeenCalled();
    const popup = (await screen.findAllByText('Are you sure?')).pop()?.closest('.ant-popover') as HTMLElement;
    const ok = Array.from(popup.querySelectorAll('button')).find((b) => b.textContent === 'OK');
    await userEvent.click(ok as HTMLButtonElement);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });
});

describe('ImagePopup', () => {
  it('opens the image in a preview popup on click', async () => {
    render(h(ImagePopup, { src: 'data:image/png;base64,AAAA', alt: 'board' }));
    await userEvent.click(screen.getByAltText('board'));
    await waitFor(() => expect(document.querySelector('.ant-image-preview')).toBeTruthy());
  });
});
