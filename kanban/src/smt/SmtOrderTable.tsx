import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SmtFeedingStatus, WorkOrderStatus, type Locale } from '@mes/contracts';
import { ProgressBar } from '../boards/panels/ProgressBar';
import { viewportUnit } from '../boards/panels/chart-theme';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import type { ApiData } from '../components/useApiData';
import { useBoxSize } from '../components/useBoxSize';
import type { SmtBoardData } from '../live/smt-model';
import { useRooms } from '../live/useRooms';
import { usePaged } from '../lists/usePaged';
import { liveSmtRow, type SmtListRow } from './smt-list';

// SMT orders with their feeding progress, live from their rooms (the first MAX_LIST_ROOMS orders).
export function SmtOrderTable({ list, showLine = true }: { list: ApiData<SmtListRow[]>; showLine?: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const roomsData = useRooms((list.data ?? []).map((o) => `smt_order:${o.id}`));
  const rows = useMemo(
    () => (list.data ?? []).map((o) => liveSmtRow(o, (roomsData[`smt_order:${o.id}`] ?? null) as SmtBoardData | null)),
    [list.data, roomsData],
  );
  const box = useBoxSize<HTMLDivElement>();
  const u = viewportUnit();
  const paged = usePaged(rows, (box.height - 4.6 * u) / (4.6 * u));

  let body;
  if (list.error && !list.data) body = <ErrorState error={list.error} />;
  else if (!list.data) body = <LoadingState />;
  else if (rows.length === 0) body = <EmptyState testId="smt-empty" title={t('smt.none')} hint={t('smt.noneHint')} />;
  else {
    body = (
      <table className="grid-table grid-table--list smt-table" data-testid="smt-table">
        <colgroup>
          <col className="c-order" />
          <col className="c-product" />
          {showLine && <col className="c-line" />}
          <col className="c-status" />
          <col className="c-feeding" />
          <col className="c-verified" />
          <col className="c-n" />
          <col className="c-n" />
        </colgroup>
        <thead>
          <tr>
            <th>{t('board.order')}</th>
            <th>{t('board.product')}</th>
            {showLine && <th>{t('board.line')}</th>}
            <th>{t('board.status')}</th>
            <th>{t('smt.feeding')}</th>
            <th>{t('smt.verified')}</th>
            <th className="num">{t('smt.failures')}</th>
            <th className="num">{t('smt.locked')}</th>
          </tr>
        </thead>
        <tbody>
          {paged.rows.map((o) => (
            <tr key={o.id} data-testid={`smt-order-${o.id}`}>
              <td className="ellipsis">
                <Link to={`/smt_order/${o.id}`}>{o.fbillno}</Link>
              </td>
              <td className="ellipsis">{o.product || '—'}</td>
              {showLine && <td className="ellipsis">{o.line || '—'}</td>}
              <td>{WorkOrderStatus.label(o.status, locale)}</td>
              <td className="ellipsis">{o.feeding ? SmtFeedingStatus.label(o.feeding.status, locale) : '—'}</td>
              <td>
                <ProgressBar
                  value={o.progress.total > 0 ? o.progress.verified / o.progress.total : null}
                  label={`${o.progress.verified}/${o.progress.total}`}
                />
                <span className="smt-table__count" data-testid={`smt-verified-${o.id}`}>
                  {o.progress.verified}/{o.progress.total}
                </span>
              </td>
              <td className={o.progress.failed > 0 ? 'num bad' : 'num'}>{o.progress.failed}</td>
              <td className={o.progress.locked > 0 ? 'num bad' : 'num'}>{o.progress.locked}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <div className="list-area" ref={box.ref}>
      {body}
      {paged.pages > 1 && (
        <div className="pager" data-testid="pager">
          {paged.page + 1} / {paged.pages}
        </div>
      )}
    </div>
  );
}
