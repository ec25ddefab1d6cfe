import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ScreenFrame } from '../components/ScreenFrame';
import { EmptyState, LoadingState } from '../components/States';
import { UserActions } from '../components/UserActions';
import { useNow } from '../components/useNow';
import { fpyOf, hourlySeries, percent, stationRows, todayTotals, yieldOf } from '../live/metrics';
import { BoardGrid } from './BoardGrid';
import { DeviceAndon } from './DeviceAndon';
import { LINE_PANELS } from './layouts';
import { LayoutTools } from './LayoutTools';
import { HourlyChart } from './panels/HourlyChart';
import { KpiPanel } from './panels/KpiPanel';
import { OrdersPanel } from './panels/OrdersPanel';
import { Panel } from './panels/Panel';
import { StationTable } from './panels/StationTable';
import { SpcPanel } from './panels/SpcPanel';
import { WipChart } from './panels/WipChart';
import { useBoardLayout } from './useBoardLayout';
import { useLineBoard } from './useLineBoard';
import { useSpcLine } from './useSpcLine';

// The line board (product_line/worder/:product_line_id): today's numbers, output per hour, WIP per station, the
// orders' progress, the SPC panel (its holds also in the andon). Everything moves with the line room; nothing is polled.
export function LineBoardScreen() {
  const { t } = useTranslation();
  const id = Number(useParams().product_line_id);
  const board = useLineBoard(id);
  const spc = useSpcLine(id);
  const holds = useMemo(() => spc.alarms.filter((a) => a.hold), [spc.alarms]);
  const layout = useBoardLayout('line', LINE_PANELS);
  const now = useNow(60_000);
  const today = useMemo(() => todayTotals(board.hours, now), [board.hours, now]);
  const stations = useMemo(() => stationRows(board.orders), [board.orders]);
  const points = useMemo(() => hourlySeries(board.hours, now), [board.hours, now]);
  const counters = useMemo(() => board.orders.flatMap((o) => Object.values(o.stations)), [board.orders]);
  const title = board.line
    ? `${board.line.fname || board.line.fnumber} · ${t('titles.lineBoard')}`
    : t('titles.lineBoard');

  let body;
  if (!Number.isInteger(id) || id <= 0 || board.error)
    body = <EmptyState title={t('board.noSuchLine')} hint={board.error ?? undefined} />;
  else if (!board.ready) body = <LoadingState />;
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
                { key: 'output', label: t('board.todayOutput'), value: String(today.output), tone: 'accent' },
                { key: 'pass', label: t('board.todayPass'), value: String(today.pass), tone: 'good' },
                {
                  key: 'fail',
                  label: t('board.todayFail'),
                  value: String(today.fail),
                  tone: today.fail > 0 ? 'bad' : undefined,
                },
                { key: 'yield', label: t('board.yield'), value: percent(yieldOf(today.pass, today.fail)) },
                { key: 'fpy', label: t('board.fpy'), value: percent(fpyOf(counters)), tone: 'warn' },
                { key: 'wip', label: t('board.wip'), value: String(stations.reduce((n, s) => n + s.wip, 0)) },
              ]}
            />
          ),
          hourly: (
            <Panel title={t('board.hourly')} testId="panel-hourly">
              <HourlyChart points={points} />
            </Panel>
          ),
          wip: (
            <Panel title={t('board.wipByStation')} testId="panel-wip">
              <WipChart rows={stations} />
            </Panel>
          ),
          orders: (
            <Panel title={t('board.orders')} testId="panel-orders">
              <OrdersPanel orders={board.orders} details={board.details} />
            </Panel>
          ),
          stations: (
            <Panel title={t('board.stations')} testId="panel-stations">
              <StationTable rows={stations} />
            </Panel>
          ),
          spc: (
            <Panel
              title={t('spc.title')}
              testId="panel-spc"
              aside={
                spc.alarms.length > 0 ? (
                  <span className="bad">{t('spc.open', { count: spc.alarms.length })}</span>
                ) : undefined
              }
            >
              <SpcPanel panel={spc.panel} alarms={spc.alarms} />
            </Panel>
          ),
        }}
      />
    );
  }
  return (
    <ScreenFrame
      testId="kanban-line-board"
      title={title}
      fill
      actions={
        <>
          {/* in the header's flow: over the panels it hid their figures, over the header the buttons */}
          {Number.isInteger(id) && id > 0 && <DeviceAndon lineId={id} spcHolds={holds} />}
          <UserActions>
            <LayoutTools layout={layout} />
          </UserActions>
        </>
      }
    >
      {body}
    </ScreenFrame>
  );
}
