/** @jsxRuntime automatic */
import { Progress, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { WorkOrderStatus } from '@mes/contracts';
import { toLocale } from '../widgets/i18n-bundle';
import type { TallyView } from './tally';
import type { OrderLive } from './useOrderLive';
import './i18n';

const STATUS_COLOR: Record<number, string> = { 1: 'default', 2: 'green', 3: 'orange', 4: 'red', 5: 'blue' };

function Figure({
  label,
  value,
  tone,
  testId,
}: {
  label: string;
  value: string | number;
  tone?: 'good' | 'bad';
  testId?: string;
}) {
  return (
    <div className="work-figure">
      <div className="work-figure__label">{label}</div>
      <div className={`work-figure__value${tone ? ` work-figure__value--${tone}` : ''}`} data-testid={testId}>
        {value}
      </div>
    </div>
  );
}

/** Today's counts at the station and the progress of the order it works on, live. */
export function LivePanel({ view, order }: { view: TallyView; order: OrderLive }) {
  const { t, i18n } = useTranslation('work');
  const locale = toLocale(i18n.language);
  const total = view.pass + view.fail;
  const o = order.order;
  const finished = order.progress?.finished ?? 0;
  return (
    <div className="work-card work-live" data-testid="work-live">
      <div className="work-card__title">{t('live.today')}</div>
      <div className="work-figures">
        <Figure label={t('live.pass')} value={view.pass} tone="good" testId="work-count-pass" />
        <Figure label={t('live.fail')} value={view.fail} tone="bad" testId="work-count-fail" />
        <Figure label={t('live.yield')} value={total === 0 ? '—' : `${((view.pass / total) * 100).toFixed(1)}%`} />
      </div>
      <div className="work-card__title work-live__order">
        {t('live.order')}
        {o && (
          <span className="work-live__bill" data-testid="work-order">
            {o.fbillno}
          </span>
        )}
        {o && (
          <Tag color={STATUS_COLOR[o.status] ?? 'default'} data-testid="work-order-status" data-status={o.status}>
            {WorkOrderStatus.label(o.status, locale)}
          </Tag>
        )}
      </div>
      {!o ? (
        <div className="work-muted">{t('live.noOrder')}</div>
      ) : (
        <>
          <Progress
            percent={o.fqty > 0 ? Math.min(100, Math.round((finished / o.fqty) * 1000) / 10) : 0}
            format={() => `${finished} / ${o.fqty}`}
            data-testid="work-order-progress"
          />
          <div className="work-figures work-figures--small">
            <Figure label={t('live.started')} value={order.progress?.started ?? 0} testId="work-order-started" />
            <Figure label={t('live.finished')} value={finished} />
            <Figure label={t('live.failed')} value={order.progress?.failed ?? 0} />
          </div>
          <div className="work-card__subtitle">{t('live.here')}</div>
          <div className="work-figures work-figures--small">
            <Figure label={t('live.pass')} value={order.here?.pass ?? 0} tone="good" testId="work-here-pass" />
            <Figure label={t('live.fail')} value={order.here?.fail ?? 0} tone="bad" />
            <Figure label={t('live.wip')} value={order.here?.wip ?? 0} />
          </div>
        </>
      )}
    </div>
  );
}
