import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { currentLocale } from '../i18n';
import { type DashboardData, withCumulative } from './dashboard-api';
import { DASHBOARD_NS } from './i18n';

// The dashboard's charts (recharts); each fills its panel.

const hourLabel = (iso: string) =>
  new Date(iso).toLocaleTimeString(currentLocale(), { hour: '2-digit', minute: '2-digit', hour12: false });

function Chart({ empty, children }: { empty: boolean; children: React.ReactElement }) {
  const { t } = useTranslation(DASHBOARD_NS);
  if (empty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('none')} />;
  return (
    <ResponsiveContainer width="100%" height="100%">
      {children}
    </ResponsiveContainer>
  );
}

export function OutputChart({ hours }: { hours: DashboardData['hours'] }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const data = hours.map((h) => ({ ...h, label: hourLabel(h.hour) }));
  return (
    <Chart empty={hours.length === 0}>
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" fontSize={11} />
        <YAxis allowDecimals={false} fontSize={11} />
        <Tooltip />
        <Legend />
        <Bar dataKey="output" name={t('output')} fill="#1677ff" isAnimationActive={false} />
        <Line dataKey="plan" name={t('plan')} stroke="#fa8c16" dot={false} isAnimationActive={false} />
      </ComposedChart>
    </Chart>
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
  const data = fpy.map((f) => ({ id: f.id, name: f.fname, fpy: f.fpy === null ? 0 : Math.round(f.fpy * 1000) / 10 }));
  return (
    <Chart empty={fpy.length === 0}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="name" fontSize={11} />
        <YAxis domain={[0, 100]} unit="%" fontSize={11} />
        <Tooltip />
        <Bar
          dataKey="fpy"
          name={t('fpy')}
          isAnimationActive={false}
          cursor="pointer"
          onClick={(d: { payload?: { id: number } }) => d.payload && onPick(d.payload.id)}
        >
          {data.map((d) => (
            <Cell key={d.id} fill={d.id === selected ? '#fa541c' : d.fpy >= 95 ? '#52c41a' : '#faad14'} />
          ))}
        </Bar>
      </BarChart>
    </Chart>
  );
}

export function WipChart({ wip }: { wip: DashboardData['wip'] }) {
  const { t } = useTranslation(DASHBOARD_NS);
  return (
    <Chart empty={wip.length === 0}>
      <BarChart
        data={wip.map((w) => ({ name: w.fname, units: w.units }))}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
      >
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="name" fontSize={11} />
        <YAxis allowDecimals={false} fontSize={11} />
        <Tooltip />
        <Bar dataKey="units" name={t('units')} fill="#722ed1" isAnimationActive={false} />
      </BarChart>
    </Chart>
  );
}

export function ParetoChart({ pareto }: { pareto: DashboardData['pareto'] }) {
  const { t } = useTranslation(DASHBOARD_NS);
  return (
    <Chart empty={pareto.length === 0}>
      <ComposedChart data={withCumulative(pareto)} margin={{ top: 8, right: 0, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="code" fontSize={11} />
        <YAxis yAxisId="n" allowDecimals={false} fontSize={11} />
        <YAxis yAxisId="p" orientation="right" domain={[0, 100]} unit="%" fontSize={11} />
        <Tooltip />
        <Bar yAxisId="n" dataKey="count" name={t('count')} fill="#f5222d" isAnimationActive={false} />
        <Line yAxisId="p" dataKey="cumulative" name={t('cumulative')} stroke="#595959" isAnimationActive={false} />
      </ComposedChart>
    </Chart>
  );
}
