/** @jest-environment jsdom */
import './test-setup';
import { createElement as h } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { PushDownModal } from './PushDownModal';
import type { PushDownTarget } from './push-down';

function Detail() {
  const { id } = useParams();
  return h('p', null, `detail ${id}`);
}

function setup(targets: PushDownTarget[]) {
  const onClose = jest.fn();
  render(
    h(
      MemoryRouter,
      { initialEntries: ['/source'] },
      h(
        Routes,
        null,
        h(Route, {
          path: '/source',
          element: h(PushDownModal, { open: true, targets, typeName: 'Outstock', onClose }),
        }),
        h(Route, { path: '/outstock/:id', element: h(Detail) }),
      ),
    ),
  );
  return { onClose };
}

const target = (id: number): PushDownTarget => ({
  route: '/outstock/:id',
  id,
  fbillno: `OUT-${id}`,
  creater_display_name: 'Alice',
  created_at: '2024-05-01 10:00',
  fnumber: `N${id}`,
  fname: `Name ${id}`,
});

describe('PushDownModal', () => {
  it('warns that there is no corresponding document without targets', async () => {
    const { onClose } = setup([]);
    expect(await screen.findByText('There is no corresponding Outstock document')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('goes straight to the only target', async () => {
    setup([target(5)]);
    expect(await screen.findByText('detail 5')).toBeTruthy();
  });

  it('lists several targets in a radio table with their columns and goes to the chosen one', async () => {
    const { onClose } = setup([target(1), target(2)]);
    for (const title of ['Bill number', 'Creator', 'Created at', 'Number', 'Name']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    }
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    await userEvent.click(screen.getByText('OUT-2'));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByText('detail 2')).toBeTruthy());
    expect(onClose).toHaveBeenCalled();
  });
});
