import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { rowsOf } from '../api';
import { ScreenFrame } from '../components/ScreenFrame';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { useApiData } from '../components/useApiData';
import { UserActions } from '../components/UserActions';
import { isObj, str } from '../storage';

type SmtRow = { id: string; fbillno: string; fname: string };
const readSmt = (d: unknown): SmtRow[] => rowsOf(d).flatMap((r) => (isObj(r) ? [{ id: str(r.id), fbillno: str(r.fbillno), fname: str(r.fname) }] : []));

// SMT orders come with their own module: the calls exist and answer [], so these screens say so cleanly.
function SmtOrders({ path, body }: { path: string; body: object }) {
  const { t } = useTranslation();
  const list = useApiData(path, body, readSmt);
  if (list.error && !list.data) return <ErrorState error={list.error} />;
  if (!list.data) return <LoadingState />;
  if (list.data.length === 0) return <EmptyState testId="smt-empty" title={t('smt.none')} hint={t('smt.noneHint')} />;
  return (
    <table className="grid-table grid-table--list" data-testid="smt-table">
      <thead><tr><th>{t('board.order')}</th><th>{t('board.product')}</th></tr></thead>
      <tbody>{list.data.map((r) => <tr key={r.id}><td>{r.fbillno}</td><td>{r.fname}</td></tr>)}</tbody>
    </table>
  );
}

/** SMT工单: the list (smt_order/list), one order (smt_order/:id), and a line's (product_line/smt_order[_list]/:id). */
export function SmtOrderScreen({ variant }: { variant: 'list' | 'one' | 'line_list' | 'line' }) {
  const { t } = useTranslation();
  const params = useParams();
  const lineId = Number(params.product_line_id);
  const body = variant === 'one' ? { smt_order_id: Number(params.id) } : variant.startsWith('line') ? { product_line_id: lineId } : {};
  const path = variant === 'one' || variant === 'line' ? 'kanban/smt_order/smt_order' : 'kanban/smt_order/list';
  return (
    <ScreenFrame testId="kanban-smt-order" title={t('titles.smtOrder')} fill actions={<UserActions />}>
      <SmtOrders path={path} body={body} />
    </ScreenFrame>
  );
}
