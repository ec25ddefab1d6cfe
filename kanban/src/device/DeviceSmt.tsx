import { useTranslation } from 'react-i18next';
import { rowsOf } from '../api';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { useApiData } from '../components/useApiData';

/** The SMT orders: the call answers [] until SMT orders exist, and this says so. */
export function SmtOrderList() {
  const { t } = useTranslation();
  const list = useApiData('kanban/smt_order/list', {}, rowsOf);
  if (list.error && !list.data) return <ErrorState error={list.error} />;
  if (!list.data) return <LoadingState />;
  if (list.data.length === 0) return <EmptyState testId="smt-empty" title={t('smt.none')} hint={t('smt.noneHint')} />;
  return <p className="muted">{t('smt.count', { count: list.data.length })}</p>;
}
