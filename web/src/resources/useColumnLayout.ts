import type { TableColumnsType } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  arrange,
  columnKey,
  isMovable,
  movableKeys,
  namingKey,
  moved,
  pruned,
  resized,
  toggled,
  withWidths,
  type ListLayout,
} from './list-layout';
import type { ResizeProps } from './ResizableHeaderCell';
import type { ColumnChoice } from './ListColumnsButton';
import { useListLayout } from './useListLayout';

type Column<T> = TableColumnsType<T>[number];
const titleOf = <T>(c: Column<T>, key: string) => (typeof c.title === 'string' ? c.title : key);

/**
 * A list's columns as its user laid them out (docs/web.md, "Column layout"): `columns` are the shown ones in the
 * user's order, for fit-columns to size; `sized` puts the widths the user dragged over the fitted ones and gives each
 * movable header its resize handle; `choice` drives the toolbar's Columns button.
 */
export function useColumnLayout<T>(list: string, all: TableColumnsType<T>) {
  const { t } = useTranslation();
  const state = useListLayout(list);
  const { hidden, order, widths } = state.layout;
  const keys = useMemo(() => all.flatMap((c, i) => (isMovable(c) ? [columnKey(c, i)] : [])), [all]);
  // a change keeps nothing of a column the list no longer has
  const { change: changeState, reset } = state;
  const change = useCallback(
    (f: (l: ListLayout) => ListLayout) => changeState((l) => pruned(f(l), keys)),
    [changeState, keys],
  );
  // the same array while only widths change: fit-columns measures again only when the columns shown change
  const columns = useMemo(() => arrange(all, { hidden, order, widths: {} }), [all, hidden, order]);

  const sized = useCallback(
    (fitted: TableColumnsType<T>): TableColumnsType<T> =>
      withWidths(fitted, widths).map((c, i) => {
        if (!isMovable(c)) return c;
        const key = columnKey(c, i);
        const extra: ResizeProps & { 'data-col': string } = {
          'data-col': key,
          onResizeTo: (w) => change((l) => resized(l, key, w)),
          resizeLabel: t('resource.columns.resize', { name: titleOf(c, key) }),
        };
        return {
          ...c,
          onHeaderCell: (col) => ({ ...c.onHeaderCell?.(col), ...(extra as React.HTMLAttributes<HTMLElement>) }),
        };
      }),
    [widths, change, t],
  );

  const choice = useMemo((): ColumnChoice => {
    const byKey = new Map(all.map((c, i) => [columnKey(c, i), c]));
    const ordered = movableKeys(all, { hidden, order, widths });
    const naming = namingKey(all);
    const off = new Set(hidden.filter((k) => k !== naming));
    return {
      items: ordered.map((key) => ({
        key,
        title: titleOf(byKey.get(key)!, key),
        shown: !off.has(key),
        always: key === naming,
      })),
      pinned: all.filter((c) => !isMovable(c)).map((c, i) => titleOf(c, String(i))),
      custom: hidden.length + order.length + Object.keys(widths).length > 0,
      onToggle: (key, shown) => change((l) => toggled(l, key, shown)),
      onMove: (key, by) => change((l) => moved(l, ordered, key, by)),
      onReset: reset,
    };
  }, [all, hidden, order, widths, change, reset]);

  return { ready: state.ready, columns, sized, choice };
}
