import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ScreenFrame } from '../components/ScreenFrame';
import { EmptyState, LoadingState } from '../components/States';
import { UserActions } from '../components/UserActions';
import { useNow } from '../components/useNow';
import { fpyOf, hourlySeries, orderTotals, percent, progressOf, stationRows } from '../live/metrics';
import { BoardGrid } from './BoardGrid';
import { WORDER_PANELS } from './layouts';
import { LayoutTools } from './LayoutTools';
import { HourlyChart } from './panels/HourlyChart';
import { KpiPanel } from './panels/KpiPanel';
import { OrderProgress } from './panels/OrderProgress';
import { Panel } from './panels/Panel';
import { StationTable } from './panels/StationTable';
import { WipChart } from './panels/WipChart';
import { useBoardLayout } from './useBoardLayout';
import { useWorderBoard } from './useWorderBoard';

// The production order board (worder/:id): the order's totals, its progress, WIP per station of its flow, and the
// output per hour of its line. Everything moves with the order's room.
export function WorderBoardScreen() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const board = useWorderBoard(id);
  const layout = useBoardLayout('worder', WORDER_PANELS);
  const now = useNow(60_000);
  const order = board.order;
  const stations = useMemo(() => (order ? stationRows([order]) : []), [order]);
  const points = useMemo(() => hourlySeries(board.hours, now), [board.hours, now]);
  const totals = order ? orderTotals(order) : { pass: 0, fail: 0, wip: 0 };
  const name = order?.info?.fbillno || board.detail?.fbillno;
  const title = name ? `${name} · ${t('titles.worderBoard')}` : t('titles.worderBoard');

  let body;
  if (!Number.isInteger(id) || id <= 0 || board.error)
    body = <EmptyState title={t('board.noSuchOrder')} hint={board.error ?? undefined} />;
  else if (!board.ready || !order) body = <LoadingState />;
  else {
    body = (
      <BoardGrid
        layout={layout.layout}
        editing={layout.editing}
        onLayoutChange={layout.change}
        panels={{
          kpi: (
            <KpiPanel
              items={[
                { key: 'planned', label: t('board.planned'), value: String(order.info?.fqty ?? '—') },
                {
                  key: 'output',
                  label: t('board.finished'),
                  value: String(order.progress.finished),
                  tone: 'accent',
                  sub: percent(progressOf(order)),
                },
                { key: 'pass', label: t('board.pass'), value: String(totals.pass), tone: 'good' },
                {
                  key: 'fail',
                  label: t('board.fail'),
                  value: String(totals.fail),
                  tone: totals.fail > 0 ? 'bad' : undefined,
                },
                {
                  key: 'fpy',
                  label: t('board.fpy'),
                  value: percent(fpyOf(Object.values(order.stations))),
                  tone: 'warn',
                },
                { key: 'wip', label: t('board.wip'), value: String(totals.wip) },
              ]}
            />
          ),
          hourly: (
            <Panel title={t('board.hourlyLine')} testId="panel-hourly">
              <HourlyChart points={points} />
            </Panel>
          ),
          wip: (
            <Panel title={t('board.wipByStation')} testId="panel-wip">
              <WipChart rows={stations} />
            </Panel>
          ),
          progress: (
            <Panel title={t('board.progress')} testId="panel-progress">
              <OrderProgress order={order} detail={board.detail} />
            </Panel>
          ),
          stations: (
            <Panel title={t('board.stations')} testId="panel-stations">
              <StationTable rows={stations} />
            </Panel>
          ),
        }}
      />
    );
  }
  return (
    <ScreenFrame
      testId="kanban-worder-board"
      title={title}
      fill
      actions={
        <UserActions>
          <LayoutTools layout={layout} />
        </UserActions>
      }
    >
      {body}
    </ScreenFrame>
  );
}
