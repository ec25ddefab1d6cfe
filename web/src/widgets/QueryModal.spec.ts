/** @jest-environment jsdom */
import './test-setup';
import { createElement as h } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryModal } from './QueryModal';
import type { ListPage, ListRow } from './list-types';
import { QUERY_MODAL_CLOSE_DELAY_MS } from '@mes/contracts';

const row = (id: number): ListRow => ({ id, fnumber: `M${id}`, fname: `Part ${id}` });
const page = (from: number, count: number, total: number): ListPage<ListRow> => ({
  list: Array.from({ length: count }, (_, i) => row(from + i)),
  total,
  page_next_id: null,
});

function setup(opts: { multiple?: boolean; total?: number; defaultField?: 'fname' } = {}) {
  const total = opts.total ?? 3;
  const fetchPage = jest.fn(async (filter: string) => {
    const pn = Number(/pn:(\d+)/.exec(filter)?.[1] ?? 1);
    const from = (pn - 1) * 50 + 1;
    return page(from, Math.max(0, Math.min(50, total - from + 1)), total);
  });
  const onSelect = jest.fn();
  const onCancel = jest.fn();
  render(
    h(QueryModal<ListRow>, {
      open: true,
      fetchPage,
      onSelect,
      onCancel,
      multiple: opts.multiple,
      defaultField: opts.defaultField,
    }),
  );
  return { fetchPage, onSelect, onCancel };
}

describe('QueryModal', () => {
  it('loads the first page of 50 on opening', async () => {
    const { fetchPage } = setup();
    expect(await screen.findByText('M1')).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledWith('pn:1 ps:50');
  });

  it('searches by search_key by default', async () => {
    const { fetchPage } = setup();
    await screen.findByText('M1');
    await userEvent.type(screen.getByPlaceholderText('Enter search text'), 'abc{Enter}');
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith('search_key:abc pn:1 ps:50'));
  });

  it('quotes the text for a field search', async () => {
    const { fetchPage } = setup({ defaultField: 'fname' });
    await screen.findByText('M1');
    await userEvent.type(screen.getByPlaceholderText('Enter search text'), '10k 1%{Enter}');
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith('fname:"10k 1%" pn:1 ps:50'));
  });

  it('loads the next page when scrolled within 10 px of the bottom', async () => {
    const { fetchPage } = setup({ total: 120 });
    await screen.findByText('M50');
    const area = screen.getByTestId('query-modal-scroll');
    Object.defineProperties(area, {
      scrollHeight: { value: 2000, configurable: true },
      clientHeight: { value: 320, configurable: true },
    });
    area.scrollTop = 1000;
    fireEvent.scroll(area);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    area.scrollTop = 1675;
    fireEvent.scroll(area);
    await screen.findByText('M100');
    expect(fetchPage).toHaveBeenLastCalledWith('pn:2 ps:50');
  });

  it('selects and closes on a double click in single mode, after the closing delay', async () => {
    const { onSelect } = setup();
    const target = await screen.findByText('M2');
    // The delay is measured on the fake clock, so a slow machine cannot make it look shorter.
    jest.useFakeTimers();
    try {
      fireEvent.doubleClick(target);
      act(() => jest.advanceTimersByTime(QUERY_MODAL_CLOSE_DELAY_MS - 1));
      expect(onSelect).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(onSelect).toHaveBeenCalledWith([row(2)]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('counts the checked rows on the Select button in multiple mode', async () => {
    const { onSelect } = setup({ multiple: true });
    await userEvent.click(await screen.findByText('M1'));
    await userEvent.click(screen.getByText('M3'));
    await waitFor(() => expect(document.querySelector('.ant-badge-count')?.getAttribute('title')).toBe('2'));
    await userEvent.dblClick(screen.getByText('M2'));
    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith([row(1), row(3)]));
  });

  it('cancels', async () => {
    const { onCancel } = setup();
    await screen.findByText('M1');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
