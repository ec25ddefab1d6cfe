/** @jest-environment jsdom */
import './test-setup';
import { createElement as h, useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditableTable, type EditableColumn } from './EditableTable';

type Row = { code: string; qty: string };
const blank = (): Row => ({ code: '', qty: '' });
const columns: EditableColumn<Row>[] = [
  { key: 'code', title: 'Code' },
  { key: 'qty', title: 'Qty' },
];

function Harness({ initial, spy }: { initial: Row[]; spy?: (rows: Row[]) => void }) {
  const [rows, setRows] = useState<Row[]>(initial);
  return h(EditableTable<Row>, {
    columns,
    value: rows,
    newRow: blank,
    onChange: (next) => {
      spy?.(next);
      setRows(next);
    },
  });
}

const cellInput = (row: number, col: number): HTMLInputElement => {
  const cell = document.querySelector(`[data-cell="${row}:${col}"]`);
  if (!cell) throw new Error(`no cell ${row}:${col}`);
  return cell.querySelector('input') as HTMLInputElement;
};
const dataRows = () => document.querySelectorAll('tbody tr.ant-table-row');

describe('EditableTable', () => {
  it('shows 5 rows for an empty value', () => {
    render(h(Harness, { initial: [] }));
    expect(dataRows()).toHaveLength(5);
  });

  it('pads 7 rows up to 10', () => {
    render(h(Harness, { initial: Array.from({ length: 7 }, () => ({ code: 'x', qty: '1' })) }));
    expect(dataRows()).toHaveLength(10);
  });

  it('edits a cell through the default input renderer', async () => {
    const spy = jest.fn();
    render(h(Harness, { initial: [], spy }));
    await userEvent.type(cellInput(0, 0), 'AB');
    expect(cellInput(0, 0).value).toBe('AB');
    expect(spy).toHaveBeenLastCalledWith(expect.arrayContaining([{ code: 'AB', qty: '' }]));
  });

  it('moves focus to the same cell of the next row on Enter', async () => {
    render(h(Harness, { initial: [] }));
    await userEvent.click(cellInput(1, 1));
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(cellInput(2, 1));
  });

  it('adds a block of 5 rows on Enter in the last row and focuses the new row', async () => {
    render(h(Harness, { initial: [] }));
    await userEvent.click(cellInput(4, 0));
    await userEvent.keyboard('{Enter}');
    expect(dataRows()).toHaveLength(10);
    expect(document.activeElement).toBe(cellInput(5, 0));
  });

  it('copies the cell value to the next row on Shift+F7', async () => {
    render(h(Harness, { initial: [{ code: 'C1', qty: '3' }] }));
    fireEvent.keyDown(cellInput(0, 1), { key: 'F7', shiftKey: true });
    expect(cellInput(1, 1).value).toBe('3');
    expect(cellInput(1, 0).value).toBe('');
    expect(document.activeElement).toBe(cellInput(1, 1));
  });

  it('inserts a row with + and removes one with -', async () => {
    render(
      h(Harness, {
        initial: [
          { code: 'A', qty: '' },
          { code: 'B', qty: '' },
        ],
      }),
    );
    const first = dataRows()[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: 'Add row' }));
    expect(cellInput(1, 0).value).toBe('');
    expect(cellInput(2, 0).value).toBe('B');
    expect(dataRows()).toHaveLength(10);
    await userEvent.click(within(dataRows()[1] as HTMLElement).getByRole('button', { name: 'Remove row' }));
    expect(cellInput(1, 0).value).toBe('B');
    // 6 rows after the insert were padded to 10, and removing one pads back to 10
    expect(dataRows()).toHaveLength(10);
    expect(screen.getAllByRole('button', { name: 'Remove row' })).toHaveLength(10);
  });
});
