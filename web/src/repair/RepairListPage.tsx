/** @jsxRuntime automatic */
import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Input, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiCall, callDownload } from '@mes/client';
import { REPAIR_CALLS } from '@mes/contracts';
import { saveFile } from '../resources/resource-api';
import { toLocale } from '../widgets/i18n-bundle';
import type { RepairRecord } from './repair-api';
import { failure, OutcomeBar, StatusTag, when, type Outcome } from './parts';

/** 维修记录列表 (and, with `exportOnly`, the export page): the records the filter selects, newest first. */
export function RepairListPage({ exportOnly = false }: { exportOnly?: boolean }) {
  const { t, i18n } = useTranslation('repair');
  const [filter, setFilter] = useState('');
  const [rows, setRows] = useState<RepairRecord[]>([]);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const load = useCallback(async (f: string) => {
    try {
      const a = await apiCall<{ list: RepairRecord[] }>(
        'product_coll/repair_record/list',
        { filter: `${f} ps:100`.trim() },
        { quiet: true },
      );
      setRows(a.list);
      setOutcome(null);
    } catch (e) {
      setOutcome(failure(e));
    }
  }, []);
  useEffect(() => void load(''), [load]);
  const download = async () => {
    try {
      saveFile(
        await callDownload(
          REPAIR_CALLS.export,
          // an empty filter is not sent: the export refuses an empty text
          { ...(filter.trim() ? { filter } : {}), locale: toLocale(i18n.language) },
          'repair_records.xlsx',
          { quiet: true },
        ),
      );
    } catch (e) {
      setOutcome(failure(e));
    }
  };
  return (
    <Card data-testid={exportOnly ? 'repair-export' : 'repair-list'}>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Space.Compact style={{ width: '100%' }}>
          <Input
            placeholder={t('filter')}
            data-testid="repair-filter"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            onPressEnter={() => void load(filter)}
          />
          <Button onClick={() => void load(filter)}>{t('search')}</Button>
          <Button type={exportOnly ? 'primary' : 'default'} data-testid="repair-download" onClick={download}>
            {t('download')}
          </Button>
        </Space.Compact>
        <OutcomeBar outcome={outcome} />
        <Table<RepairRecord>
          size="small"
          rowKey="id"
          dataSource={rows}
          pagination={{ pageSize: 20 }}
          columns={[
            { title: t('sn'), dataIndex: 'sn' },
            { title: t('statusLabel'), render: (_, r) => <StatusTag status={r.status} /> },
            { title: t('fdesc'), dataIndex: 'fdesc' },
            { title: t('cause'), dataIndex: 'cause' },
            { title: t('action'), dataIndex: 'action' },
            { title: t('createdAt'), render: (_, r) => when(r.created_at) },
            { title: t('repairedAt'), render: (_, r) => when(r.repaired_at) },
          ]}
        />
      </Space>
    </Card>
  );
}

export const RepairExportPage = () => <RepairListPage exportOnly />;
