import { Button, Card, Segmented, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SPC_ALARM_STATES, SPC_CALLS, type SpcAlarm } from '@mes/contracts';
import { callApi } from '@mes/client';
import { formatTime } from '../resources/format';
import { useResourceEvents } from '../resources/useResourceEvents';
import { usePermission } from '../session';
import { ruleLabels } from './ControlChart';
import { ReleaseDialog } from './ReleaseDialog';
import { round } from './chart-data';
import { SPC_NS } from './i18n';
import { useNames } from './useNames';

type State = (typeof SPC_ALARM_STATES)[number];

// /spc/alarms: the SPC alarms, open ones by default, live (room resource:spc_alarm); a supervisor releases one with
// cause, corrective action and their password (docs/spc.md, "Screens").
export function SpcAlarmsPage() {
  const { t } = useTranslation(SPC_NS);
  const { hasAll } = usePermission();
  const [state, setState] = useState<State>('open');
  const [list, setList] = useState<SpcAlarm[]>([]);
  const [loading, setLoading] = useState(false);
  const [releasing, setReleasing] = useState<SpcAlarm | null>(null);
  const lineName = useNames('product_line');

  const read = useCallback(() => {
    setLoading(true);
    callApi(SPC_CALLS.alarms, { state, limit: 500 })
      .then(
        (a) => setList(a.list),
        () => setList([]),
      )
      .finally(() => setLoading(false));
  }, [state]);
  useEffect(read, [read]);
  useResourceEvents('spc_alarm', read);

  const canRelease = hasAll(['spc.spc_alarm.release']);
  const columns: ColumnsType<SpcAlarm> = [
    {
      key: 'raised',
      title: t('alarms.raised'),
      render: (_, a) => <span style={{ whiteSpace: 'nowrap' }}>{formatTime(a.raised_at)}</span>,
    },
    { key: 'line', title: t('alarms.line'), render: (_, a) => lineName(a.product_line_id) },
    { key: 'station', title: t('station'), render: (_, a) => a.station.fname || a.station.fnumber },
    {
      key: 'characteristic',
      title: t('alarms.characteristic'),
      render: (_, a) => `${a.characteristic.fnumber} ${a.characteristic.fname}`,
    },
    { key: 'rule', title: t('alarms.rule'), render: (_, a) => ruleLabels([a.rule])[0] },
    {
      key: 'hold',
      title: t('alarms.hold'),
      render: (_, a) =>
        a.hold ? <Tag color="red">{t('alarms.holdTag')}</Tag> : <Tag color="orange">{t('alarms.alarmTag')}</Tag>,
    },
    { key: 'value', title: t('value'), align: 'right', render: (_, a) => round(a.value, 6) },
  ];
  // released: who and when, the cause and the corrective action, in one cell
  if (state !== 'open')
    columns.push({
      key: 'released',
      title: t('alarms.released'),
      render: (_, a) =>
        a.released_at && (
          <div style={{ minWidth: 220 }}>
            <div>{t('alarms.releasedBy', { name: a.released_by?.name ?? '', at: formatTime(a.released_at) })}</div>
            <Typography.Text type="secondary">
              {t('alarms.cause')}: {a.cause}
              <br />
              {t('alarms.action')}: {a.action}
            </Typography.Text>
          </div>
        ),
    });
  columns.push({
    key: 'actions',
    title: t('alarms.actions'),
    render: (_, a) => (
      <Space size="small">
        <Link to={`/spc/chart?code=${encodeURIComponent(a.characteristic.fnumber)}`}>{t('alarms.chart')}</Link>
        {canRelease && a.released_at === null && (
          <Button size="small" danger data-testid={`spc-release-${a.id}`} onClick={() => setReleasing(a)}>
            {t('alarms.release')}
          </Button>
        )}
      </Space>
    ),
  });

  return (
    <Card className="page page--wide" data-testid="spc-alarms-page">
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented<State>
          value={state}
          onChange={setState}
          data-testid="spc-alarm-state"
          options={SPC_ALARM_STATES.map((s) => ({ value: s, label: t(`alarms.state.${s}`) }))}
        />
        <Button onClick={read}>{t('refresh')}</Button>
      </Space>
      <Table<SpcAlarm>
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={list}
        locale={{ emptyText: <Typography.Text type="secondary">{t('alarms.empty')}</Typography.Text> }}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
      />
      <ReleaseDialog alarm={releasing} onClose={() => setReleasing(null)} onReleased={read} />
    </Card>
  );
}
export default SpcAlarmsPage;
