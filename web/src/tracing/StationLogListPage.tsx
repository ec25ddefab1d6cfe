import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ResultTag, SnLink, when } from './cells';
import { TRACING_NS } from './i18n';
import { TracingList } from './TracingList';
import type { StationLog, TestItem } from './tracing-types';
import { TRACING } from '@mes/contracts';
import { callApi } from '@mes/client';
import { useEffect, useState } from 'react';

function Items({ id }: { id: number }) {
  const { t } = useTranslation(TRACING_NS);
  const [items, setItems] = useState<TestItem[] | null>(null);
  useEffect(() => {
    callApi(TRACING.stationLogDetails, { id }).then(
      (d) => setItems((d as StationLog).test_items ?? []),
      () => setItems([]),
    );
  }, [id]);
  return <ItemTable items={items ?? []} loading={items === null} t={t} />;
}

export function ItemTable({ items, loading, t }: { items: TestItem[]; loading?: boolean; t: (k: string) => string }) {
  return (
    <Table<TestItem>
      size="small"
      rowKey="id"
      loading={loading}
      pagination={false}
      dataSource={items}
      columns={[
        { title: t('col.items'), dataIndex: 'name' },
        { title: t('col.value'), dataIndex: 'value' },
        { title: t('col.lower'), dataIndex: 'lower' },
        { title: t('col.upper'), dataIndex: 'upper' },
        { title: t('col.unit'), dataIndex: 'unit' },
        { title: t('col.result'), dataIndex: 'result', render: (v: number) => <ResultTag result={v} /> },
      ]}
    />
  );
}

// product_coll/station_log/list: every station report, its test items on expanding a row.
export function StationLogListPage() {
  const { t } = useTranslation(TRACING_NS);
  const columns: ColumnsType<StationLog> = [
    { title: t('col.time'), dataIndex: 'created_at', render: when },
    { title: t('col.sn'), dataIndex: 'sn', render: (v: string) => <SnLink sn={v} /> },
    { title: t('col.station'), key: 'station', render: (_, r) => `${r.station.fnumber} ${r.station.fname}` },
    { title: t('col.result'), dataIndex: 'result', render: (v: number) => <ResultTag result={v} /> },
    { title: t('col.firstPass'), dataIndex: 'first_pass', render: (v: boolean) => (v ? t('yes') : t('no')) },
    { title: t('col.worder'), key: 'worder', render: (_, r) => r.worder.fbillno },
    { title: t('col.operator'), dataIndex: 'operator' },
    { title: t('col.source'), dataIndex: 'source' },
  ];
  return (
    <TracingList<StationLog>
      call={TRACING.stationLogs}
      testId="station-log-list"
      columns={columns}
      expandable={(r) => <Items id={r.id} />}
    />
  );
}

export default StationLogListPage;
