import { Button, Card, DatePicker, Select, Space, Tag, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GridLayout, useContainerWidth, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import { FpyChart, OutputChart, ParetoChart, WipChart } from './charts';
import {
  DEFAULT_LAYOUT,
  getLayout,
  loadData,
  mergeLayout,
  resetLayout,
  saveLayout,
  type DashboardData,
  type PanelId,
  type PanelItem,
} from './dashboard-api';
import { paretoLabel } from '@mes/contracts';
import { toLocale } from '../widgets/i18n-bundle';
import { DrillPanel } from './DrillPanel';
import { DASHBOARD_NS } from './i18n';
import { LineFollower } from './LineFollower';
import { SpcAlarmsPanel } from './SpcAlarmsPanel';

type Range = [Dayjs, Dayjs];
const ROW_HEIGHT = 60;

const sameLayout = (a: readonly PanelItem[], b: readonly PanelItem[]) =>
  a.length === b.length &&
  a.every((p) => b.some((q) => q.i === p.i && q.x === p.x && q.y === p.y && q.w === p.w && q.h === p.h));

// stat/dashboard: the supervisor's panels, arranged per user (react-grid-layout, kept by the server), live from the
// line rooms; the range picker and the drill-down (line -> station -> order -> serial) scope every panel.
export function DashboardPage() {
  const { t, i18n } = useTranslation(DASHBOARD_NS);
  const { width, containerRef, mounted } = useContainerWidth();
  const [range, setRange] = useState<Range>(() => [dayjs().startOf('day'), dayjs().startOf('day').add(1, 'day')]);
  const [lineId, setLineId] = useState<number | null>(null);
  const [stationId, setStationId] = useState<number | null>(null);
  const [worderId, setWorderId] = useState<number | null>(null);
  const [data, setData] = useState<DashboardData | null>(null);
  const [layout, setLayout] = useState<PanelItem[] | null>(null);
  const saved = useRef<PanelItem[]>([]);

  const from = range[0].toISOString();
  const to = range[1].toISOString();
  const load = useCallback(() => {
    loadData({ from, to, lineId, stationId }).then(setData, () => undefined);
  }, [from, to, lineId, stationId]);
  useEffect(load, [load]);

  useEffect(() => {
    getLayout().then(
      (a) => {
        const l = mergeLayout(a.layout);
        saved.current = l;
        setLayout(l);
      },
      () => setLayout(DEFAULT_LAYOUT),
    );
  }, []);

  const keep = (l: Layout) => {
    // react-grid-layout answers the items it was given: their i is a panel's
    const next = l.map(({ i, x, y, w, h }) => ({ i: i as PanelId, x, y, w, h }));
    setLayout(next);
    if (sameLayout(next, saved.current)) return;
    saved.current = next;
    void saveLayout(next).catch(() => undefined);
  };

  const pickLine = (id: number | null) => {
    setLineId(id);
    setStationId(null);
    setWorderId(null);
  };
  const pickStation = (id: number | null) => {
    setStationId(id);
    setWorderId(null);
  };

  const lineNames = useMemo(() => new Map((data?.lines ?? []).map((l) => [l.id, l.fname])), [data?.lines]);
  const panel = (id: PanelId): React.ReactNode => {
    if (id === 'spc') return <SpcAlarmsPanel lineId={lineId} lineNames={lineNames} />;
    if (!data) return null;
    switch (id) {
      case 'output':
        return <OutputChart hours={data.hours} />;
      case 'fpy':
        return <FpyChart fpy={data.fpy} selected={stationId} onPick={pickStation} />;
      case 'wip':
        return <WipChart wip={data.wip} />;
      case 'pareto':
        // a bar of failures without a failed item is named in words, not by its code
        return (
          <ParetoChart
            pareto={data.pareto.map((b) => ({ ...b, code: paretoLabel(b.code, toLocale(i18n.language)) }))}
          />
        );
      case 'lines':
        return (
          <Space direction="vertical" style={{ width: '100%' }}>
            {data.lines.map((l) => (
              <Card
                key={l.id}
                size="small"
                hoverable
                data-testid={`line-card-${l.fnumber}`}
                onClick={() => pickLine(l.id)}
                style={l.id === lineId ? { borderColor: '#1677ff' } : undefined}
              >
                <Space style={{ width: '100%', justifyContent: 'space-between' }}>
                  <span>{l.fname}</span>
                  <span>
                    {t('output')}: <b data-testid={`line-output-${l.fnumber}`}>{l.output}</b>
                    <Tag color="green" style={{ marginLeft: 8 }} data-testid={`line-pass-${l.fnumber}`}>
                      {t('pass')} {l.pass}
                    </Tag>
                    <Tag color="red" data-testid={`line-fail-${l.fnumber}`}>
                      {t('fail')} {l.fail}
                    </Tag>
                  </span>
                </Space>
              </Card>
            ))}
          </Space>
        );
      case 'drill':
        return (
          <DrillPanel
            data={data}
            lineId={lineId}
            stationId={stationId}
            worderId={worderId}
            from={from}
            to={to}
            onLine={pickLine}
            onStation={pickStation}
            onOrder={setWorderId}
          />
        );
    }
  };

  return (
    <div>
      <Space wrap style={{ marginBottom: 12 }}>
        <DatePicker.RangePicker
          data-testid="dashboard-range"
          showTime
          value={range}
          allowClear={false}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
          presets={[
            { label: t('today'), value: [dayjs().startOf('day'), dayjs().startOf('day').add(1, 'day')] },
            { label: t('last24h'), value: [dayjs().subtract(24, 'hour'), dayjs()] },
            {
              label: t('last7d'),
              value: [dayjs().subtract(7, 'day').startOf('day'), dayjs().startOf('day').add(1, 'day')],
            },
          ]}
        />
        <Select<number | null>
          data-testid="dashboard-line"
          style={{ width: 200 }}
          value={lineId}
          onChange={pickLine}
          options={[
            { value: null, label: t('allLines') },
            ...(data?.lines ?? []).map((l) => ({ value: l.id, label: l.fname })),
          ]}
        />
        <Tag color="green">{t('live')}</Tag>
        <Tooltip title={t('dragHint')}>
          <Button
            onClick={() => {
              void resetLayout().catch(() => undefined);
              saved.current = DEFAULT_LAYOUT;
              setLayout(DEFAULT_LAYOUT);
            }}
          >
            {t('resetLayout')}
          </Button>
        </Tooltip>
      </Space>
      {(data?.lines ?? []).map((l) => (
        <LineFollower key={l.id} lineId={l.id} onDelta={load} />
      ))}
      <div ref={containerRef} data-testid="dashboard-grid">
        {mounted && layout && (
          <GridLayout
            width={width}
            layout={layout}
            gridConfig={{ cols: 12, rowHeight: ROW_HEIGHT }}
            dragConfig={{ handle: '.panel-handle' }}
            onLayoutChange={keep}
          >
            {layout.map((p) => (
              <div key={p.i} data-testid={`panel-${p.i}`}>
                <Card
                  size="small"
                  title={
                    <span className="panel-handle" style={{ cursor: 'move', display: 'block' }}>
                      {t(`panel.${p.i}`)}
                    </span>
                  }
                  style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
                  styles={{ body: { flex: 1, minHeight: 0, overflow: 'auto' } }}
                >
                  {panel(p.i as PanelId)}
                </Card>
              </div>
            ))}
          </GridLayout>
        )}
      </div>
    </div>
  );
}

export default DashboardPage;
