/** @jsxRuntime automatic */
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { stationFunctionLabel } from '@mes/contracts';
import { toLocale } from '../widgets/i18n-bundle';
import type { WorkStation } from './work.types';
import './i18n';

export type WorkHeaderProps = {
  title: string;
  station: WorkStation;
  operator: string;
  live: boolean;
  online: boolean;
  queued: number;
  markFail: boolean;
  onOperator: () => void;
  onStation: () => void;
  onMarkFail: () => void;
};

/** Who and where: the screen, the station and its function, the operator, the live link and the offline queue. */
export function WorkHeader(p: WorkHeaderProps) {
  const { t, i18n } = useTranslation('work');
  return (
    <div className="work-header" data-testid="work-header">
      <div className="work-header__where">
        <span className="work-header__title">{p.title}</span>
        <span className="work-header__station" data-testid="work-station">
          {p.station.fnumber} {p.station.fname}
        </span>
        <Tag>
          {t('station.fn')}: {stationFunctionLabel(p.station.fn, toLocale(i18n.language)) || '—'}
        </Tag>
      </div>
      <div className="work-header__state">
        <span className="work-muted">{t('operator.label')}:</span> <b data-testid="work-operator">{p.operator}</b>
        <Tag color={p.live ? 'green' : 'default'} data-testid="work-live-state">
          {p.live ? t('live.online') : t('live.offline')}
        </Tag>
        {!p.online && <Tag color="red">{t('queue.offline')}</Tag>}
        <Tag color={p.queued > 0 ? 'orange' : 'default'} data-testid="work-queue" data-count={p.queued}>
          {t('queue.label', { count: p.queued })}
        </Tag>
        <Button
          size="small"
          tabIndex={-1}
          danger={p.markFail}
          type={p.markFail ? 'primary' : 'default'}
          onClick={p.onMarkFail}
        >
          {t('scan.fail')}
        </Button>
        <Button size="small" tabIndex={-1} onClick={p.onOperator} data-testid="work-operator-login">
          {t('operator.login')}
        </Button>
        <Button size="small" tabIndex={-1} onClick={p.onStation} data-testid="work-change-station">
          {t('station.change')}
        </Button>
      </div>
    </div>
  );
}
