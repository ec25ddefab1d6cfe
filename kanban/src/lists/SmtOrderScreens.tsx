import { useTranslation } from 'react-i18next';
import { KANBAN_BOARD_CALLS } from '@mes/contracts';
import { useParams } from 'react-router-dom';
import { ScreenFrame } from '../components/ScreenFrame';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { useCallData } from '../components/useApiData';
import { UserActions } from '../components/UserActions';
import { readSmtList } from '../smt/smt-list';
import { SmtOrderBoard } from '../smt/SmtOrderBoard';
import { SmtOrderTable } from '../smt/SmtOrderTable';
import { useSmtBoard } from '../smt/useSmtBoard';

function Board({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const board = useSmtBoard(id);
  if (id === null) return <EmptyState testId="smt-no-order" title={t('smt.noSuchOrder')} />;
  return <SmtOrderBoard board={board} />;
}

// A line's SMT board shows its current order: working first, then paused, then ready (the list's order).
function LineBoard({ lineId }: { lineId: number }) {
  const { t } = useTranslation();
  const list = useCallData(KANBAN_BOARD_CALLS.smtOrders, { product_line_id: lineId }, readSmtList);
  if (list.error && !list.data) return <ErrorState error={list.error} />;
  if (!list.data) return <LoadingState />;
  if (list.data.length === 0)
    return <EmptyState testId="smt-empty" title={t('smt.noneOnLine')} hint={t('smt.noneHint')} />;
  return <Board id={list.data[0].id} />;
}

function SmtList({ lineId }: { lineId?: number }) {
  const list = useCallData(KANBAN_BOARD_CALLS.smtOrders, lineId ? { product_line_id: lineId } : {}, readSmtList);
  return <SmtOrderTable list={list} showLine={!lineId} />;
}

/** SMT工单: the list (smt_order/list), one order (smt_order/:id), and a line's (product_line/smt_order[_list]/:id). */
export function SmtOrderScreen({ variant }: { variant: 'list' | 'one' | 'line_list' | 'line' }) {
  const { t } = useTranslation();
  const params = useParams();
  const lineId = Number(params.product_line_id);
  const id = Number(params.id);
  let body;
  if (variant === 'one') body = <Board id={Number.isInteger(id) && id > 0 ? id : null} />;
  else if (variant === 'line') body = <LineBoard lineId={lineId} />;
  else body = <SmtList lineId={variant === 'line_list' ? lineId : undefined} />;
  const board = variant === 'one' || variant === 'line';
  return (
    <ScreenFrame
      testId={board ? 'kanban-smt-board' : 'kanban-smt-order'}
      title={board ? t('titles.smtBoard') : t('titles.smtOrder')}
      fill
      actions={<UserActions />}
    >
      {body}
    </ScreenFrame>
  );
}
