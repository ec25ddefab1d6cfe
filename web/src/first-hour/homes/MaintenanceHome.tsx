import { callApi } from '@mes/client';
import { DM_CALLS } from '@mes/contracts';
import { Alert, Button, Card, Empty, List, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePermission } from '../../session';
import { FIRST_HOUR_NS } from '../i18n';
import { LineAlerts } from './LineAlerts';

type DayRow = { day: string; device_asset_id: number; fnumber: string; fname: string; due: number; done: number };

/** today as dm_stat/day takes it: from this midnight to the next (local time; `to` is not included) */
export function todayRange(now = new Date()): { from: string; to: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return { from: start.toISOString(), to: end.toISOString() };
}

// The maintenance home: what stands on the lines now (overdue, down) and what falls due today and is not done
// (dm_stat/day), with the way to the entry screen.
export function MaintenanceHome() {
  const { t } = useTranslation(FIRST_HOUR_NS);
  const { hasAll } = usePermission();
  const canStat = hasAll(['device_maintenance.dm_stat.list']);
  const [due, setDue] = useState<DayRow[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!canStat) return;
    let live = true;
    callApi(DM_CALLS.statDay, todayRange(), { quiet: true })
      .then((a) => live && setDue(a.list.filter((r) => r.due > r.done)))
      .catch((e: Error) => {
        if (!live) return;
        setFailed(e.message);
        setDue([]);
      });
    return () => {
      live = false;
    };
  }, [canStat]);
  return (
    <div className="home-grid" data-testid="home-maintenance-items">
      <LineAlerts
        extra={
          <Link to="/device_maintenance/dm_enter">
            <Button size="small" type="primary">
              {t('home.maintenance.enter')}
            </Button>
          </Link>
        }
      />
      {canStat && (
        <Card
          size="small"
          data-testid="home-due"
          loading={due === null}
          title={
            <span>
              {t('home.maintenance.due')}{' '}
              <Tag color="gold" data-testid="home-due-count">
                {due?.length ?? 0}
              </Tag>
            </span>
          }
        >
          {failed !== null ? (
            <Alert
              type="error"
              showIcon
              message={t('home.failed')}
              description={failed}
              data-testid="home-due-failed"
            />
          ) : due && due.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.none')} />
          ) : (
            (due ?? []).map((r) => (
              <List.Item key={r.device_asset_id}>
                {r.fnumber} {r.fname} ({r.done}/{r.due})
              </List.Item>
            ))
          )}
        </Card>
      )}
    </div>
  );
}
