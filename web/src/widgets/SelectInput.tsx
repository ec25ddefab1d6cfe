// The root jest swc transform defaults to the classic runtime; this pragma keeps the automatic one the app uses.
/** @jsxRuntime automatic */
import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Button, Select, Space, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { SELECT_INPUT_DEBOUNCE_MS, SELECT_INPUT_DEFAULT_FILTER } from '@mes/contracts';
import { rowLabel, searchToken } from './list-filter';
import type { FetchPage, ListRow } from './list-types';
import { QueryModal } from './QueryModal';
import { useDebounced } from './useDebounced';
import './i18n';

/** About 200px of menu, then it scrolls (000 §2). */
export const SELECT_INPUT_LIST_HEIGHT_PX = 200;

export type SelectInputProps<Row extends ListRow> = {
  fetchPage: FetchPage<Row>;
  value?: number | null;
  onChange?: (id: number | null, row: Row | null) => void;
  /** The record of the current value, so its label shows before any search. */
  valueRow?: Row | null;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  /** Fixed tokens added to every filter, e.g. 'disabled:0'. */
  extraFilter?: string;
  /** Title and columns of the popup search dialog. */
  dialogTitle?: ReactNode;
  dialogColumns?: TableColumnsType<Row>;
  style?: CSSProperties;
};

/** The filter of a select-input search: 'pn:1 ps:100', after a search_key token when there is text. */
export function selectInputFilter(text: string, extra?: string): string {
  return [searchToken('search_key', text), extra?.trim() || null, SELECT_INPUT_DEFAULT_FILTER]
    .filter(Boolean)
    .join(' ');
}

/** Dropdown search box with a popup search dialog; options read 'fnumber fname' (000 §2, §9). */
export function SelectInput<Row extends ListRow>(props: SelectInputProps<Row>) {
  const { fetchPage, value, onChange, valueRow, placeholder, disabled, allowClear = true, extraFilter, style } = props;
  const { t } = useTranslation('widgets');
  const [rows, setRows] = useState<Row[]>([]);
  // The text the shown rows were searched with; until the next answer the menu filters locally.
  const [fetchedFor, setFetchedFor] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const known = useRef(new Map<number, Row>());
  const seq = useRef(0);

  const remember = (list: readonly Row[]) => list.forEach((r) => known.current.set(r.id, r));
  if (valueRow) remember([valueRow]);

  const load = async (text: string) => {
    const ticket = ++seq.current;
    setLoading(true);
    try {
      const page = await fetchPage(selectInputFilter(text, extraFilter));
      if (ticket !== seq.current) return;
      remember(page.list);
      setRows(page.list);
      setFetchedFor(text);
    } catch {
      // the transport reports the error; keep the last options
    } finally {
      if (ticket === seq.current) setLoading(false);
    }
  };
  const debouncedLoad = useDebounced(load, SELECT_INPUT_DEBOUNCE_MS);

  const current = value === null || value === undefined ? undefined : known.current.get(value);
  const shown = current && !rows.some((r) => r.id === current.id) ? [current, ...rows] : rows;
  const choose = (id: number | null) => onChange?.(id, id === null ? null : (known.current.get(id) ?? null));

  return (
    <Space.Compact style={{ width: '100%', ...style }}>
      <Select<number>
        style={{ width: '100%' }}
        value={value ?? undefined}
        placeholder={placeholder ?? t('selectInput.placeholder')}
        disabled={disabled}
        allowClear={allowClear}
        loading={loading}
        listHeight={SELECT_INPUT_LIST_HEIGHT_PX}
        options={shown.map((r) => ({ value: r.id, label: rowLabel(r) }))}
        showSearch={{
          onSearch: (text) => debouncedLoad(text),
          filterOption: (input, option) =>
            fetchedFor === input ||
            String(option?.label ?? '')
              .toLowerCase()
              .includes(input.trim().toLowerCase()),
        }}
        onOpenChange={(open) => {
          if (open && fetchedFor === null) void load('');
        }}
        onChange={(id) => choose(id ?? null)}
      />
      <Button
        aria-label={t('selectInput.openSearch')}
        title={t('selectInput.openSearch')}
        disabled={disabled}
        onClick={() => setDialogOpen(true)}
      >
        …
      </Button>
      <QueryModal<Row>
        open={dialogOpen}
        fetchPage={fetchPage}
        title={props.dialogTitle ?? t('selectInput.dialogTitle')}
        columns={props.dialogColumns}
        extraFilter={extraFilter}
        onCancel={() => setDialogOpen(false)}
        onSelect={([row]) => {
          setDialogOpen(false);
          if (!row) return;
          remember([row]);
          onChange?.(row.id, row);
        }}
      />
    </Space.Compact>
  );
}
