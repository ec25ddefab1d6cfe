import { Breadcrumb, Empty, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRACING } from '@mes/contracts';
import { callApi } from '@mes/client';
import { ResultTag, SnLink, when } from '../tracing/cells';
import type { DashboardData } from './dashboard-api';
import { DASHBOARD_NS } from './i18n';

type Log = { id: number; sn: string; result: number; created_at: string };

// Line -> station -> order -> serial numbers (each opens its product track).
export function DrillPanel({
  data,
  lineId,
  stationId,
  worderId,
  from,
  to,
  onLine,
  onStation,
  onOrder,
}: {
  data: DashboardData;
  lineId: number | null;
  stationId: number | null;
  worderId: number | null;
  from: string;
  to: string;
  onLine: (id: number | null) => void;
  onStation: (id: number | null) => void;
  onOrder: (id: number | null) => void;
}) {
  const { t } = useTranslation(DASHBOARD_NS);
  const [logs, setLogs] = useState<Log[]>([]);
  useEffect(() => {
    if (!stationId || !worderId) return setLogs([]);
    callApi(TRACING.stationLogs, {
      filter: `station_id:${stationId} worder_id:${worderId} from:"${from}" to:"${to}" sort:id-desc ps:100`,
    }).then(
      (a) => setLogs(a.list as Log[]),
      () => setLogs([]),
    );
  }, [stationId, worderId, from, to, data]);

  const line = data.lines.find((l) => l.id === lineId);
  const station = data.fpy.find((s) => s.id === stationId);
  const order = data.orders.find((o) => o.id === worderId);
  const crumbs = [
    { title: <a onClick={() => onLine(null)}>{t('drill.line')}</a> },
    ...(line ? [{ title: <a onClick={() => onStation(null)}>{line.fname}</a> }] : []),
    ...(station ? [{ title: <a onClick={() => onOrder(null)}>{station.fname}</a> }] : []),
    ...(order ? [{ title: order.fbillno }] : []),
  ];
  let body: React.ReactNode;
  if (!line)
    body = (
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={data.lines}
        onRow={(r) => ({ onClick: () => onLine(r.id), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('drill.line'), key: 'l', render: (_, r) => <a data-testid="drill-line">{r.fname}</a> },
          { title: t('output'), dataIndex: 'output' },
        ]}
      />
    );
  else if (!station)
    body = (
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={data.fpy}
        locale={{ emptyText: t('drill.pickStation') }}
        onRow={(r) => ({ onClick: () => onStation(r.id), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('drill.station'), key: 's', render: (_, r) => <a data-testid="drill-station">{r.fname}</a> },
          { title: t('fpy'), key: 'f', render: (_, r) => (r.fpy === null ? '' : `${(r.fpy * 100).toFixed(1)}%`) },
        ]}
      />
    );
  else if (!order)
    body = (
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={data.orders}
        locale={{ emptyText: t('none') }}
        onRow={(r) => ({ onClick: () => onOrder(r.id), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('drill.order'), key: 'o', render: (_, r) => <a data-testid="drill-order">{r.fbillno}</a> },
          { title: t('pass'), dataIndex: 'pass' },
          { title: t('fail'), dataIndex: 'fail' },
        ]}
      />
    );
  else
    body = logs.length ? (
      <Table<Log>
        size="small"
        rowKey="id"
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        dataSource={logs}
        columns={[
          { title: t('drill.sn'), dataIndex: 'sn', render: (v: string) => <SnLink sn={v} /> },
          { title: t('result'), dataIndex: 'result', render: (v: number) => <ResultTag result={v} /> },
          { title: t('time'), dataIndex: 'created_at', render: when },
        ]}
      />
    ) : (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('none')} />
    );
  return (
    <div data-testid="drill">
      <Breadcrumb items={crumbs} style={{ marginBottom: 8 }} />
      {body}
    </div>
  );
}
