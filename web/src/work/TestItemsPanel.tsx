/** @jsxRuntime automatic */
import { Button, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditableTable, type EditableColumn } from '../widgets/EditableTable';
import { FillInBox } from '../widgets/FillInBox';
import { blankItem, itemResult, itemsToSend, parseItemLines } from './test-items';
import type { TestItem } from './work.types';
import './i18n';

export type TestItemsPanelProps = {
  open: boolean;
  onToggle: () => void;
  items: TestItem[];
  onChange: (items: TestItem[]) => void;
  importing: boolean;
  onImporting: (open: boolean) => void;
};

/** The optional test items of the next report: a small editable table, or a block pasted through the fill-in box. */
export function TestItemsPanel({ open, onToggle, items, onChange, importing, onImporting }: TestItemsPanelProps) {
  const { t } = useTranslation('work');
  const named = itemsToSend(items);
  const failed = named.filter((i) => itemResult(i) === 2).length;
  const columns: EditableColumn<TestItem>[] = [
    { key: 'name', title: t('items.name'), width: '24%' },
    { key: 'value', title: t('items.value'), width: '14%' },
    { key: 'lower', title: t('items.lower'), width: '11%' },
    { key: 'upper', title: t('items.upper'), width: '11%' },
    { key: 'unit', title: t('items.unit'), width: '11%' },
    {
      key: 'result',
      title: t('items.result'),
      width: '17%',
      render: ({ value, onChange: set, row }) => (
        <Select<0 | 1 | 2>
          size="small"
          style={{ width: '100%' }}
          value={value}
          onChange={set}
          options={[
            {
              value: 0,
              label: `${t('items.auto')}${row.name && itemResult(row) ? ` (${itemResult(row) === 1 ? t('items.pass') : t('items.fail')})` : ''}`,
            },
            { value: 1, label: t('items.pass') },
            { value: 2, label: t('items.fail') },
          ]}
        />
      ),
    },
  ];
  return (
    <div className="work-card work-items" data-testid="work-items">
      <div className="work-items__head">
        <Button type="link" size="small" onClick={onToggle} tabIndex={-1} data-testid="work-items-toggle">
          {open ? '▾' : '▸'} {t('items.title')}
        </Button>
        <span className="work-muted" data-testid="work-items-count">
          {t('items.count', { count: named.length })}
          {failed > 0 ? ` · ${t('items.fail')} ${failed}` : ''}
        </span>
        <Space size={4} className="work-items__actions">
          <Button size="small" tabIndex={-1} onClick={() => onImporting(true)}>
            {t('items.import')}
          </Button>
          <Button size="small" tabIndex={-1} onClick={() => onChange([])}>
            {t('items.clear')}
          </Button>
        </Space>
      </div>
      {open && <EditableTable<TestItem> columns={columns} value={items} onChange={onChange} newRow={blankItem} />}
      <FillInBox
        open={importing}
        title={t('items.importTitle')}
        onCancel={() => onImporting(false)}
        onOk={(lines) => {
          onChange(parseItemLines(lines));
          onImporting(false);
        }}
      />
    </div>
  );
}
