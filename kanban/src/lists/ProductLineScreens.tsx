import { useTranslation } from 'react-i18next';
import { KANBAN_BOARD_CALLS } from '@mes/contracts';
import { Link, useParams } from 'react-router-dom';
import { ScreenFrame } from '../components/ScreenFrame';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { useCallData } from '../components/useApiData';
import { UserActions } from '../components/UserActions';
import { useNow } from '../components/useNow';
import { readLines, type LineSummary } from '../live/kanban-data';
import { percent, yieldOf } from '../live/metrics';
import { isSmtType, WORDER_TYPES } from '../pairing/binding';
import { OrderTable } from './OrderTable';
import { useLineToday } from './useLineToday';

const MAX_LINES = 12;

/** The lines for an order type, as the server chooses them (SMT orders: the SMT lines; production orders: the others). */
export function useLinesOfType(type: string) {
  const lines = useCallData(KANBAN_BOARD_CALLS.productLines, { worder_type: type }, readLines);
  const data = lines.data?.slice(0, MAX_LINES) ?? null;
  return { ...lines, data };
}

/** 产线类型: choose the order type whose lines to list. */
export function ProductLineTypeScreen() {
  const { t } = useTranslation();
  return (
    <ScreenFrame testId="kanban-line-types" title={t('titles.lineType')} actions={<UserActions />}>
      <nav className="tiles" data-testid="line-types">
        {WORDER_TYPES.map((type) => (
          <Link key={type} className="tile-link" to={`/product_line/${type}`} data-testid={`line-type-${type}`}>
            <span className={`tile-link__icon tile-link__icon--${type}`} aria-hidden="true" />
            <span className="tile-link__label">{t(`worderType.${type}`)}</span>
          </Link>
        ))}
      </nav>
    </ScreenFrame>
  );
}

type CardProps = {
  line: LineSummary;
  type: string;
  now: Date;
  /** links into the kanban app from elsewhere (the device display) */ hrefBase?: string;
};

export function LineCard({ line, type, now, hrefBase }: CardProps) {
  const { t } = useTranslation();
  const live = useLineToday(line.id, now);
  const n = live.ready ? live : { ...line, orders: line.working_orders, fpy: line.fpy };
  const smt = isSmtType(type);
  return (
    <article className="line-card" data-testid={`line-card-${line.id}`}>
      <header className="line-card__head">
        <h2 className="line-card__name ellipsis">{line.fname || line.fnumber}</h2>
        <span className="muted">{line.fnumber}</span>
      </header>
      <dl className="line-card__stats">
        <div>
          <dt>{t('board.todayOutput')}</dt>
          <dd className="accent" data-testid={`line-output-${line.id}`}>
            {n.output}
          </dd>
        </div>
        <div>
          <dt>{t('board.todayPass')}</dt>
          <dd className="good">{n.pass}</dd>
        </div>
        <div>
          <dt>{t('board.todayFail')}</dt>
          <dd className={n.fail > 0 ? 'bad' : ''}>{n.fail}</dd>
        </div>
        <div>
          <dt>{t('board.yield')}</dt>
          <dd>{percent(yieldOf(n.pass, n.fail))}</dd>
        </div>
        <div>
          <dt>{t('board.fpy')}</dt>
          <dd>{percent(n.fpy)}</dd>
        </div>
        <div>
          <dt>{t('board.wip')}</dt>
          <dd>{n.wip}</dd>
        </div>
      </dl>
      <footer className="line-card__links">
        {(
          [
            ['lists.lineBoard', smt ? 'smt_order' : 'worder'],
            ['lists.lineOrders', smt ? 'smt_order_list' : 'worder_list'],
          ] as const
        ).map(([label, kind]) => {
          const to = `/product_line/${kind}/${line.id}`;
          return hrefBase === undefined ? (
            <Link key={kind} to={to}>
              {t(label)}
            </Link>
          ) : (
            <a key={kind} href={`${hrefBase}${to}`}>
              {t(label)}
            </a>
          );
        })}
      </footer>
    </article>
  );
}

/** 产线列表: the lines for an order type (SMT orders: the SMT lines), each with today's numbers, live. */
export function ProductLineListScreen() {
  const { t } = useTranslation();
  const type = useParams().worder_type ?? 'worder';
  const now = useNow(60_000);
  const lines = useLinesOfType(type);
  const shown = lines.data ?? [];
  let body;
  if (lines.error && !lines.data) body = <ErrorState error={lines.error} />;
  else if (!lines.data) body = <LoadingState />;
  else if (shown.length === 0) body = <EmptyState title={t('lists.noLines')} />;
  else
    body = (
      <div className={`line-cards line-cards--${Math.min(shown.length, 4)}`} data-testid="line-cards">
        {shown.map((l) => (
          <LineCard key={l.id} line={l} type={type} now={now} />
        ))}
      </div>
    );
  const typeName = t(`worderType.${type}`, { defaultValue: type });
  return (
    <ScreenFrame
      testId="kanban-line-list"
      title={`${t('titles.lineList')} · ${typeName}`}
      fill
      actions={<UserActions />}
    >
      {body}
    </ScreenFrame>
  );
}

/** A line's production orders (product_line/worder_list/:product_line_id). */
export function LineOrdersScreen() {
  const { t } = useTranslation();
  const id = Number(useParams().product_line_id);
  const lines = useCallData(KANBAN_BOARD_CALLS.productLines, {}, readLines);
  const line = lines.data?.find((l) => l.id === id);
  return (
    <ScreenFrame
      testId="kanban-line-orders"
      title={line ? `${line.fname} · ${t('titles.worder')}` : t('titles.worder')}
      fill
      actions={<UserActions />}
    >
      <OrderTable productLineId={id} showLine={false} />
    </ScreenFrame>
  );
}
