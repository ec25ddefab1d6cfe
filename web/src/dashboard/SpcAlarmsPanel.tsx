import { Alert, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPC_CALLS, SPC_RULE_LABELS, rooms, type SpcAlarm } from '@mes/contracts';
import { asApiError, callApi, type ApiError } from '@mes/client';
import { useRoomRefresh } from '../live/useRoomRefresh';
import { toLocale } from '../widgets/i18n-bundle';
import { DASHBOARD_NS } from './i18n';

type Props = { lineId: number | null; lineNames: ReadonlyMap<number, string> };

// The dashboard's "SPC alarms" panel (docs/spc.md, "On the boards"): the open alarms (spc/spc_alarm/list), of the
// chosen line or all, newest first; read again when an alarm is raised or released (room resource:spc_alarm).
export function SpcAlarmsPanel({ lineId, lineNames }: Props) {
  const { t, i18n } = useTranslation(DASHBOARD_NS);
  const locale = toLocale(i18n.language);
  const [list, setList] = useState<SpcAlarm[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const load = useCallback(() => {
    callApi(SPC_CALLS.alarms, { state: 'open', limit: 100, ...(lineId ? { product_line_id: lineId } : {}) }).then(
      (a) => {
        setList(a.list);
        setError(null);
      },
      (e) => setError(asApiError(e)),
    );
  }, [lineId]);
  useEffect(load, [load]);
  useRoomRefresh(rooms.resource('spc_alarm'), (d) => d.event === 'resource.changed', load, 300);
  if (error) return <Alert type="warning" showIcon title={error.describe(locale)} data-testid="dashboard-spc-error" />;
  return (
    <Table<SpcAlarm>
      size="small"
      rowKey="id"
      data-testid="dashboard-spc"
      loading={list === null}
      dataSource={list ?? []}
      pagination={false}
      locale={{ emptyText: t('spc.none') }}
      onRow={(a) => ({ 'data-testid': `dashboard-spc-${a.id}` }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        {
          key: 'at',
          title: t('spc.raisedAt'),
          width: 150,
          render: (_, a) => dayjs(a.raised_at).format('MM-DD HH:mm:ss'),
        },
        {
          key: 'line',
          title: t('spc.line'),
          render: (_, a) => (a.product_line_id === null ? '' : (lineNames.get(a.product_line_id) ?? '')),
        },
        { key: 'station', title: t('spc.station'), render: (_, a) => a.station.fname || a.station.fnumber },
        {
          key: 'characteristic',
          title: t('spc.characteristic'),
          render: (_, a) => `${a.characteristic.fnumber} ${a.characteristic.fname}`.trim(),
        },
        { key: 'rule', title: t('spc.rule'), render: (_, a) => SPC_RULE_LABELS[a.rule]?.[locale] ?? `#${a.rule}` },
        { key: 'value', title: t('spc.value'), align: 'right', render: (_, a) => a.value ?? '' },
        {
          key: 'hold',
          title: '',
          render: (_, a) => (
            <Tag color={a.hold ? 'red' : 'orange'} data-testid="spc-hold-tag">
              {a.hold ? t('spc.hold') : t('spc.alarm')}
            </Tag>
          ),
        },
      ]}
    />
  );
}
