/** @jest-environment jsdom */
import './test-setup';
import { createElement as h } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectInput, selectInputFilter } from './SelectInput';
import type { ListRow } from './list-types';

const ROWS: ListRow[] = [
  { id: 1, fnumber: 'R1', fname: 'Resistor' },
  { id: 2, fnumber: 'C1', fname: 'Capacitor' },
];

function setup() {
  const fetchPage = jest.fn(async (filter: string) => {
    const key = /search_key:(\S+)/.exec(filter)?.[1]?.toLowerCase();
    const list = key ? ROWS.filter((r) => `${r.fnumber} ${r.fname}`.toLowerCase().includes(key)) : ROWS;
    return { list, total: list.length, page_next_id: null };
  });
  const onChange = jest.fn();
  render(h(SelectInput<ListRow>, { fetchPage, onChange, value: null }));
  return { fetchPage, onChange, combobox: screen.getByRole('combobox') };
}

const optionTexts = () => Array.from(document.querySelectorAll('.ant-select-item-option')).map((o) => o.textContent);

describe('SelectInput', () => {
  describe(selectInputFilter.name, () => {
    it("is 'pn:1 ps:100' without text", () => {
      expect(selectInputFilter('')).toBe('pn:1 ps:100');
    });
    it('puts the search_key before the paging', () => {
      expect(selectInputFilter('cap', 'disabled:0')).toBe('search_key:cap disabled:0 pn:1 ps:100');
    });
  });

  it("loads 'pn:1 ps:100' on opening and labels options 'fnumber fname'", async () => {
    const { fetchPage, combobox } = setup();
    fireEvent.mouseDown(combobox);
    await waitFor(() => expect(optionTexts()).toEqual(['R1 Resistor', 'C1 Capacitor']));
    expect(fetchPage).toHaveBeenCalledWith('pn:1 ps:100');
  });

  it('caps the menu at about 200px', async () => {
    const { combobox } = setup();
    fireEvent.mouseDown(combobox);
    await waitFor(() => expect(optionTexts()).toHaveLength(2));
    const holder = document.querySelector<HTMLElement>('.ant-select-dropdown-list-holder');
    expect(holder?.style.maxHeight).toBe('200px');
  });

  it('filters as the user types and searches the server once, 500 ms after the last key', async () => {
    const { fetchPage, combobox } = setup();
    fireEvent.mouseDown(combobox);
    await waitFor(() => expect(optionTexts()).toHaveLength(2));
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(combobox, 'cap');
      expect(optionTexts()).toEqual(['C1 Capacitor']);
      await act(async () => {
        jest.advanceTimersByTime(499);
      });
      expect(fetchPage).toHaveBeenCalledTimes(1);
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      expect(fetchPage).toHaveBeenCalledTimes(2);
      expect(fetchPage).toHaveBeenLastCalledWith('search_key:cap pn:1 ps:100');
    } finally {
      jest.useRealTimers();
    }
  });

  it('reports the chosen id and row', async () => {
    const { onChange, combobox } = setup();
    fireEvent.mouseDown(combobox);
    await waitFor(() => expect(optionTexts()).toHaveLength(2));
    await userEvent.click(screen.getByTitle('C1 Capacitor'));
    expect(onChange).toHaveBeenCalledWith(2, ROWS[1]);
  });

  it('picks through the popup search dialog', async () => {
    const { onChange } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Open the search dialog' }));
    await userEvent.dblClick(await screen.findByText('Resistor'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(1, ROWS[0]));
  });
});
