import { callApi } from '@mes/client';
import { DM_CALLS, dmStateOf, type DmEnterAnswer } from '@mes/contracts';
import { Alert, Card, Empty, List, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { todayRange } from '../first-hour/homes/MaintenanceHome';
import { DM } from './dm-api';
import { DM_NS } from './i18n';

const COLOR = { overdue: 'red', due: 'gold', done: 'green', later: 'default' } as const;

// The devices with maintenance due today and not done (dm_stat/day), each with its periods open now (getlately) and a
// link to record each one (dm_record/create/fperiod/:fperiodid/fdevice/:fdeviceid).
export function DueDevices() {
  const { t } = useTranslation(DM_NS);
  const [devices, setDevices] = useState<DmEnterAnswer[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    callApi(DM_CALLS.statDay, todayRange(), { quiet: true })
      .then((day) => {
        const ids = [...new Set(day.list.filter((r) => r.due > r.done).map((r) => r.device_asset_id))];
        return Promise.all(ids.map((id) => callApi(DM_CALLS.getLately, { device_asset_id: id }, { quiet: true })));
      })
      .then(
        (all) => live && setDevices(all),
        (e: Error) => {
          if (!live) return;
          setFailed(e.message);
          setDevices([]);
        },
      );
    return () => {
      live = false;
    };
  }, []);
  return (
    <Card size="small" title={t('enter.due')} loading={devices === null} data-testid="dm-enter-due">
      {failed ? (
        <Alert type="error" showIcon message={failed} />
      ) : devices && devices.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('enter.noneDue')} />
      ) : (
        <List
          size="small"
          dataSource={devices ?? []}
          renderItem={(d) => (
            <List.Item data-testid={`dm-enter-device-${d.device.id}`}>
              <Space wrap>
                <strong>{`${d.device.fnumber} ${d.device.fname}`}</strong>
                {d.periods
                  .filter((p) => p.due || p.overdue)
                  .map((p) => (
                    <Link key={p.id} to={`/${DM}/dm_record/create/fperiod/${p.id}/fdevice/${d.device.id}`}>
                      <Tag color={COLOR[dmStateOf(p)]}>
                        {`${p.fname} · ${t(`record.state.${dmStateOf(p)}`)} · ${t('enter.record')}`}
                      </Tag>
                    </Link>
                  ))}
              </Space>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
