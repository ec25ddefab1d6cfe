import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SmtFeedingStatus, WorkOrderStatus, type Locale, KANBAN_BOARD_CALLS } from '@mes/contracts';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { useCallData } from '../components/useApiData';
import { readSmtList } from '../smt/smt-list';

/** The SMT orders (ready, working, paused): each opens its feeding scan screen. */
export function SmtOrderList() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const list = useCallData(KANBAN_BOARD_CALLS.smtOrders, {}, readSmtList);
  if (list.error && !list.data) return <ErrorState error={list.error} />;
  if (!list.data) return <LoadingState />;
  if (list.data.length === 0) return <EmptyState testId="smt-empty" title={t('smt.none')} hint={t('smt.noneHint')} />;
  return (
    <>
      <p className="muted">{t('smt.scan.choose')}</p>
      {list.data.map((o) => (
        <Link key={o.id} to={`/smt_feeding/${o.id}`} className="feed-order" data-testid={`device-smt-order-${o.id}`}>
          <span>
            <b>{o.fbillno}</b> · {WorkOrderStatus.label(o.status, locale)}
          </span>
          <small>
            {o.product} · {o.line}
          </small>
          <small>
            {t('smt.feeding')}: {o.feeding ? SmtFeedingStatus.label(o.feeding.status, locale) : t('smt.noFeeding')} ·{' '}
            {t('smt.scan.progress', { verified: o.progress.verified, total: o.progress.total })}
          </small>
        </Link>
      ))}
    </>
  );
}
