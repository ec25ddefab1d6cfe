import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { BillTransactionType } from '@mes/contracts';
import { currentLocale } from '../i18n';
import { STOCK_TRACE_NS } from './i18n';
import type { TracedMovement as Movement } from '@mes/contracts';

// The movements of a trace, oldest first: time, document (its number when it has one), transaction, signed quantity
// (and the running balance when the answer has it), where, what and who.
export function MovementTable({ rows, withBalance }: { rows: Movement[]; withBalance?: boolean }) {
  const { t } = useTranslation(STOCK_TRACE_NS);
  const locale = currentLocale();
  const columns: ColumnsType<Movement> = [
    {
      title: t('col.time'),
      dataIndex: 'created_at',
      render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{new Date(v).toLocaleString(locale)}</span>,
    },
    {
      title: t('col.doc'),
      key: 'doc',
      render: (_, r) => (
        <span data-testid="trace-doc">
          {r.fbillno ?? `${r.doc_type} #${r.doc_id}`}
          {r.reversal && (
            <Tag color="orange" style={{ marginLeft: 6 }}>
              {t('col.reversal')}
            </Tag>
          )}
        </span>
      ),
    },
    { title: t('col.billType'), dataIndex: 'bill_type', render: (v: number) => BillTransactionType.label(v, locale) },
    {
      title: t('col.qty'),
      dataIndex: 'fqty',
      align: 'right',
      render: (v: number) => <span style={{ color: v < 0 ? '#cf1322' : '#389e0d' }}>{v > 0 ? `+${v}` : v}</span>,
    },
    ...(withBalance ? [{ title: t('col.balance'), dataIndex: 'balance', align: 'right' as const }] : []),
    { title: t('col.stock'), dataIndex: 'stock_fnumber', render: (v: string, r) => `${v} ${r.stock_fname}` },
    { title: t('col.place'), dataIndex: 'stock_place_fnumber', render: (v: string | null) => v ?? '' },
    { title: t('col.icitem'), dataIndex: 'icitem_fnumber' },
    { title: t('col.batch'), dataIndex: 'batch_no' },
    { title: t('col.box'), dataIndex: 'box_fnumber', render: (v: string | null) => v ?? '' },
    { title: t('col.barcode'), dataIndex: 'barcode' },
    { title: t('col.user'), key: 'user', render: (_, r) => r.creater_display_name || r.creater_name || '' },
  ];
  return (
    <Table<Movement>
      data-testid="trace-table"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={{ pageSize: 50, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
    />
  );
}
