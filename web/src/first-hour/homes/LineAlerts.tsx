import { apiCall, callApi } from '@mes/client';
import { DM_CALLS, type DeviceAlert } from '@mes/contracts';
import { Card, Empty, List, Tag } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FIRST_HOUR_NS } from '../i18n';

// What stands on the lines now: overdue maintenance and devices down (dm_alert/line for each line).
export function LineAlerts({ extra }: { extra?: ReactNode }) {
  const { t } = useTranslation(FIRST_HOUR_NS);
  const [alerts, setAlerts] = useState<DeviceAlert[] | null>(null);
  useEffect(() => {
    let live = true;
    apiCall<{ list: { id: number }[] }>('basicdata/product_line/list', { filter: 'ps:100' }, { quiet: true })
      .then((lines) =>
        Promise.all(
          lines.list.map((l) =>
            callApi(DM_CALLS.lineAlerts, { product_line_id: l.id }, { quiet: true }).then((a) => a.alerts),
          ),
        ),
      )
      .then((all) => live && setAlerts(all.flat()))
      .catch(() => live && setAlerts([]));
    return () => {
      live = false;
    };
  }, []);
  return (
    <Card
      size="small"
      data-testid="home-alerts"
      loading={alerts === null}
      title={
        <span>
          {t('home.maintenance.overdue')} <Tag color="red">{alerts?.length ?? 0}</Tag>
        </span>
      }
      extra={extra}
    >
      {alerts && alerts.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.none')} />
      ) : (
        (alerts ?? []).map((a) => (
          <List.Item key={`${a.kind}-${a.device_asset_id}-${a.text}`}>
            <Tag color={a.kind === 'down' ? 'red' : 'orange'}>{t(`home.maintenance.kind.${a.kind}`)}</Tag> {a.fnumber}{' '}
            {a.fname} {a.text}
          </List.Item>
        ))
      )}
    </Card>
  );
}
