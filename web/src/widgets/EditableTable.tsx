// The root jest swc transform defaults to the classic runtime; this pragma keeps the automatic one the app uses.
/** @jsxRuntime automatic */
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Input, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  appendBlock,
  copyDown,
  insertRowAfter,
  nextCell,
  padRowList,
  removeRowAt,
  updateCell,
  type CellPos,
} from './editable-rows';
import './i18n';

export type EditableCellProps<T, K extends keyof T> = {
  value: T[K];
  onChange: (value: T[K]) => void;
  row: T;
  index: number;
  disabled: boolean;
};

/** A column bound to one field; `render` draws the input (a text Input by default). */
export type EditableColumn<T> = {
  [K in keyof T & string]: {
    key: K;
    title: ReactNode;
    width?: number | string;
    render?: (cell: EditableCellProps<T, K>) => ReactNode;
  };
}[keyof T & string];

export type EditableTableProps<T extends object> = {
  columns: readonly EditableColumn<T>[];
  /** The rows; shown padded to at least 5 and to a multiple of 5. */
  value: readonly T[];
  /** Receives the padded rows after every change (blank rows included). */
  onChange: (rows: T[]) => void;
  /** A blank row. */
  newRow: () => T;
  disabled?: boolean;
};

type Entry<T> = { key: number; row: T };

const FOCUSABLE = 'input, textarea, select, button, [tabindex]:not([tabindex="-1"])';

function defaultInput<T, K extends keyof T>({ value, onChange, disabled }: EditableCellProps<T, K>): ReactNode {
  return (
    <Input
      value={value === null || value === undefined ? '' : String(value)}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as T[K])}
    />
  );
}

/** Editable grid: + and - per row, Enter goes down a row (adding 5 at the end), Shift+F7 copies a cell down. */
export function EditableTable<T extends object>({
  columns,
  value,
  onChange,
  newRow,
  disabled = false,
}: EditableTableProps<T>) {
  const { t } = useTranslation('widgets');
  const rootRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<CellPos | null>(null);
  const rows = padRowList(value, newRow);

  const focusCell = (pos: CellPos): boolean => {
    const cell = rootRef.current?.querySelector(`[data-cell="${pos.row}:${pos.col}"]`);
    const target = cell?.querySelector<HTMLElement>(FOCUSABLE);
    if (!target) return false;
    target.focus();
    return true;
  };

  // A focus move into rows that the parent has still to render waits for the next commit.
  useEffect(() => {
    if (pendingFocus.current && focusCell(pendingFocus.current)) pendingFocus.current = null;
  });

  const moveTo = (pos: CellPos, grown: T[] | null) => {
    if (grown) {
      pendingFocus.current = pos;
      onChange(grown);
    } else if (!focusCell(pos)) {
      pendingFocus.current = pos;
    }
  };

  const onCellKeyDown = (e: KeyboardEvent<HTMLDivElement>, pos: CellPos) => {
    if (disabled || e.defaultPrevented || e.nativeEvent.isComposing) return;
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      const next = nextCell(rows.length, pos);
      moveTo(next.pos, next.grow ? appendBlock(rows, newRow) : null);
    } else if (e.key === 'F7' && e.shiftKey) {
      e.preventDefault();
      const col = columns[pos.col];
      const copied = copyDown(rows, pos.row, col.key, newRow);
      pendingFocus.current = { row: pos.row + 1, col: pos.col };
      onChange(copied);
    }
  };

  const dataColumns: TableColumnsType<Entry<T>> = columns.map((col, colIndex) => ({
    key: col.key,
    title: col.title,
    width: col.width,
    render: (_: unknown, entry: Entry<T>) => {
      const render = (col.render ?? defaultInput) as (cell: EditableCellProps<T, keyof T>) => ReactNode;
      return (
        <div
          data-cell={`${entry.key}:${colIndex}`}
          onKeyDown={(e) => onCellKeyDown(e, { row: entry.key, col: colIndex })}
        >
          {render({
            value: entry.row[col.key],
            onChange: (v) => onChange(updateCell(rows, entry.key, col.key, v as T[typeof col.key], newRow)),
            row: entry.row,
            index: entry.key,
            disabled,
          })}
        </div>
      );
    },
  }));

  const tableColumns: TableColumnsType<Entry<T>> = [
    {
      key: '__index',
      title: t('editableTable.index'),
      width: 64,
      render: (_: unknown, entry: Entry<T>) => entry.key + 1,
    },
    ...dataColumns,
    {
      key: '__actions',
      title: t('editableTable.actions'),
      width: 96,
      render: (_: unknown, entry: Entry<T>) => (
        <Space size={4}>
          <Button
            size="small"
            aria-label={t('editableTable.add')}
            title={t('editableTable.add')}
            disabled={disabled}
            onClick={() => onChange(insertRowAfter(rows, entry.key, newRow))}
          >
            +
          </Button>
          <Button
            size="small"
            aria-label={t('editableTable.remove')}
            title={t('editableTable.remove')}
            disabled={disabled}
            onClick={() => onChange(removeRowAt(rows, entry.key, newRow))}
          >
            -
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div ref={rootRef} className="mes-editable-table">
      <Table<Entry<T>>
        size="small"
        bordered
        pagination={false}
        columns={tableColumns}
        dataSource={rows.map((row, key) => ({ key, row }))}
      />
    </div>
  );
}
