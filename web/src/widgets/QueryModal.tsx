// The root jest swc transform defaults to the classic runtime; this pragma keeps the automatic one the app uses.
/** @jsxRuntime automatic */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Badge, Button, Input, Modal, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  QUERY_MODAL_CLOSE_DELAY_MS,
  QUERY_MODAL_INFINITE_SCROLL_DISTANCE,
  QUERY_MODAL_PAGE_SIZE,
  QUERY_MODAL_SCROLL_HEIGHT_PX,
  QUERY_MODAL_WIDTH_PX,
} from '@mes/contracts';
import { SEARCH_FIELDS, buildSearchFilter, nearBottom, type SearchField } from './list-filter';
import type { FetchPage, ListRow } from './list-types';
import { useInfiniteList } from './useInfiniteList';
import './i18n';

export type QueryModalProps<Row extends ListRow> = {
  open: boolean;
  fetchPage: FetchPage<Row>;
  /** Checkbox selection; radio (single) by default. */
  multiple?: boolean;
  title?: ReactNode;
  /** Table columns; number and name by default. */
  columns?: TableColumnsType<Row>;
  /** The fields offered in the search-field selector, and the first one chosen. */
  fields?: readonly SearchField[];
  defaultField?: SearchField;
  /** Fixed tokens added to every filter, e.g. 'disabled:0'. */
  extraFilter?: string;
  onSelect: (rows: Row[]) => void;
  onCancel: () => void;
};

/** Searchable list dialog with infinite scroll and radio or checkbox selection (000 §2, §9). */
export function QueryModal<Row extends ListRow>(props: QueryModalProps<Row>) {
  const {
    open,
    fetchPage,
    multiple = false,
    title,
    columns,
    fields = SEARCH_FIELDS,
    extraFilter,
    onSelect,
    onCancel,
  } = props;
  const { t } = useTranslation('widgets');
  const [field, setField] = useState<SearchField>(props.defaultField ?? fields[0] ?? 'search_key');
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<Row[]>([]);
  const list = useInfiniteList(fetchPage, QUERY_MODAL_PAGE_SIZE);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const search = (f: SearchField, q: string) =>
    list.reset((pn) => buildSearchFilter({ field: f, text: q, pn, ps: QUERY_MODAL_PAGE_SIZE, extra: extraFilter }));

  // Each opening starts from a fresh first page and an empty selection.
  useEffect(() => {
    if (!open) return;
    setSelected([]);
    search(field, text);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening: later searches are explicit
  }, [open]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // The chosen rows go out after a short pause, so the selection shows before the dialog closes.
  const finish = (rows: Row[]) => {
    if (rows.length === 0) return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => onSelect(rows), QUERY_MODAL_CLOSE_DELAY_MS);
  };

  const toggle = (row: Row) => {
    if (!multiple) return setSelected([row]);
    setSelected((cur) => (cur.some((r) => r.id === row.id) ? cur.filter((r) => r.id !== row.id) : [...cur, row]));
  };

  const tableColumns: TableColumnsType<Row> = columns ?? [
    { key: 'fnumber', dataIndex: 'fnumber', title: t('queryModal.field.fnumber') },
    { key: 'fname', dataIndex: 'fname', title: t('queryModal.field.fname') },
  ];

  return (
    <Modal
      open={open}
      title={title ?? t('queryModal.title')}
      width={QUERY_MODAL_WIDTH_PX}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {t('queryModal.cancel')}
        </Button>,
        <Badge key="select" count={selected.length} size="small">
          <Button type="primary" disabled={selected.length === 0} onClick={() => finish(selected)}>
            {t('queryModal.select')}
          </Button>
        </Badge>,
      ]}
    >
      <Space.Compact style={{ width: '100%', marginBottom: 8 }}>
        <Select<SearchField>
          aria-label={t('queryModal.fieldLabel')}
          value={field}
          style={{ width: 140 }}
          onChange={setField}
          options={fields.map((f) => ({ value: f, label: t(`queryModal.field.${f}`) }))}
        />
        <Input.Search
          value={text}
          placeholder={t('queryModal.placeholder')}
          enterButton={t('queryModal.search')}
          allowClear
          onChange={(e) => setText(e.target.value)}
          onSearch={(q) => search(field, q)}
        />
      </Space.Compact>
      <div
        data-testid="query-modal-scroll"
        style={{ height: QUERY_MODAL_SCROLL_HEIGHT_PX, overflowY: 'auto' }}
        onScroll={(e) => {
          if (nearBottom(e.currentTarget, QUERY_MODAL_INFINITE_SCROLL_DISTANCE)) list.more();
        }}
      >
        <Table<Row>
          size="small"
          rowKey="id"
          pagination={false}
          columns={tableColumns}
          dataSource={list.rows}
          rowSelection={{
            type: multiple ? 'checkbox' : 'radio',
            selectedRowKeys: selected.map((r) => r.id),
            preserveSelectedRowKeys: true,
            onChange: (_keys, rows) => setSelected(rows),
          }}
          onRow={(row) => ({
            onClick: (e) => {
              // a click on the radio or checkbox itself is already handled by rowSelection
              if (!(e.target as HTMLElement).closest('.ant-table-selection-column')) toggle(row);
            },
            onDoubleClick: () => {
              if (multiple) return;
              setSelected([row]);
              finish([row]);
            },
          })}
        />
        <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'center', padding: 8 }}>
          {list.loading ? t('queryModal.loading') : list.done && list.rows.length > 0 ? t('queryModal.noMore') : null}
        </Typography.Text>
      </div>
    </Modal>
  );
}
