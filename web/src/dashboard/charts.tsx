import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { currentLocale } from '../i18n';
import { ChartBox, categoryAxis, chartMargin, percentAxis, useCountAxis } from '../widgets/ChartBox';
import { againstPlan, hasPlan, type DashboardData, withCumulative } from './dashboard-api';
import { DASHBOARD_NS } from './i18n';

// The dashboard's charts (recharts); each fills its panel. Categories (stations, error codes) are bars, each named
// under its bar; every value axis names its unit; a tooltip opens for the user's own pointer only (issue 33, defect 7).

const hourLabel = (iso: string) =>
  new Date(iso).toLocaleTimeString(currentLocale(), { hour: '2-digit', minute: '2-digit', hour12: false });

function NoData() {
  const { t } = useTranslation(DASHBOARD_NS);
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('none')} />;
}

/** Output per hour (bars), and the output so far against the orders' plan so far over the range (lines). */
export function OutputChart({ hours }: { hours: DashboardData['hours'] }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const countAxis = useCountAxis();
  if (hours.length === 0) return <NoData />;
  const planned = hasPlan(hours);
  const data = againstPlan(hours).map((h) => ({ ...h, label: hourLabel(h.hour) }));
  return (
    <div className="chart-panel">
      <ChartBox testId="chart-output">
        {(gate) => (
          <ComposedChart data={data} margin={chartMargin}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" fontSize={11} />
            <YAxis yAxisId="h" {...countAxis('pcsPerHour')} />
            <YAxis yAxisId="sum" orientation="right" {...countAxis('pcsToDate')} />
            <Tooltip {...gate} />
            <Legend />
            <Bar yAxisId="h" dataKey="output" name={t('output')} fill="#1677ff" isAnimationActive={false} />
            <Line
              yAxisId="sum"
              dataKey="output_to_date"
              name={t('outputToDate')}
              stroke="#0958d9"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
            {planned && (
              <Line
                yAxisId="sum"
                dataKey="plan_to_date"
                name={t('planToDate')}
                stroke="#fa8c16"
                strokeWidth={2}
                strokeDasharray="6 3"
                dot={false}
                isAnimationActive={false}
              />
            )}
          </ComposedChart>
        )}
      </ChartBox>
      {!planned && (
        <Typography.Text type="secondary" className="chart-panel__note" data-testid="output-no-plan">
          {t('noPlan')}
        </Typography.Text>
      )}
    </div>
  );
}

export function FpyChart({
  fpy,
  selected,
  onPick,
}: {
  fpy: DashboardData['fpy'];
  selected: number | null;
  onPick: (stationId: number) => void;
}) {
  const { t } = useTranslation(DASHBOARD_NS);
  if (fpy.length === 0) return <NoData />;
  const data = fpy.map((f) => ({ id: f.id, name: f.fname, fpy: f.fpy === null ? 0 : Math.round(f.fpy * 1000) / 10 }));
  return (
    <ChartBox testId="chart-fpy">
      {(gate) => (
        <BarChart data={data} margin={chartMargin}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis {...categoryAxis('name')} />
          <YAxis {...percentAxis} />
          <Tooltip {...gate} />
          <Bar
            dataKey="fpy"
            name={t('fpy')}
            unit="%"
            isAnimationActive={false}
            cursor="pointer"
            onClick={(d: { payload?: { id: number } }) => d.payload && onPick(d.payload.id)}
          >
            {data.map((d) => (
              <Cell key={d.id} fill={d.id === selected ? '#fa541c' : d.fpy >= 95 ? '#52c41a' : '#faad14'} />
            ))}
          </Bar>
        </BarChart>
      )}
    </ChartBox>
  );
}

export function WipChart({ wip }: { wip: DashboardData['wip'] }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const countAxis = useCountAxis();
  if (wip.length === 0) return <NoData />;
  return (
    <ChartBox testId="chart-wip">
      {(gate) => (
        <BarChart data={wip.map((w) => ({ name: w.fname, units: w.units }))} margin={chartMargin}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis {...categoryAxis('name')} />
          <YAxis {...countAxis('pcs')} />
          <Tooltip {...gate} />
          <Bar dataKey="units" name={t('units')} fill="#722ed1" isAnimationActive={false} />
        </BarChart>
      )}
    </ChartBox>
  );
}

export function ParetoChart({ pareto }: { pareto: DashboardData['pareto'] }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const countAxis = useCountAxis();
  if (pareto.length === 0) return <NoData />;
  return (
    <ChartBox testId="chart-pareto">
      {(gate) => (
        <ComposedChart data={withCumulative(pareto)} margin={chartMargin}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis {...categoryAxis('code')} />
          <YAxis yAxisId="n" {...countAxis('times')} />
          <YAxis yAxisId="p" orientation="right" {...percentAxis} />
          <Tooltip {...gate} />
          <Bar yAxisId="n" dataKey="count" name={t('count')} fill="#f5222d" isAnimationActive={false} />
          {/* a Pareto's running share over its bars, largest first: the one line that belongs on categories */}
          <Line yAxisId="p" dataKey="cumulative" name={t('cumulative')} stroke="#595959" isAnimationActive={false} />
        </ComposedChart>
      )}
    </ChartBox>
  );
}
