import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { CategoryTick, categoryAxisHeight, unitLabel, unitMargin } from '@mes/client';
import type { StationRow } from '../../live/metrics';
import { CHART, useChartFont } from './chart-theme';

/** WIP waiting at each station, in flow order: every station named under its bar (on two lines, whole or cut). */
export function WipChart({ rows }: { rows: StationRow[] }) {
  const { t } = useTranslation();
  const font = useChartFont();
  if (rows.length === 0) return <p className="tile__empty">{t('board.noStations')}</p>;
  return (
    <div className="chart" data-testid="chart-wip">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: unitMargin(font), right: font * 0.5, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={CHART.grid} vertical={false} />
          <XAxis
            dataKey="label"
            stroke={CHART.axis}
            tick={<CategoryTick fill={CHART.axis} fontSize={font} />}
            interval={0}
            height={categoryAxisHeight(font)}
          />
          <YAxis
            stroke={CHART.axis}
            tick={{ fontSize: font }}
            allowDecimals={false}
            width={font * 3}
            label={unitLabel(t('board.pcs'), font, CHART.axis)}
          />
          <Bar dataKey="wip" name={t('board.wip')} fill={CHART.wip} isAnimationActive={false}>
            <LabelList dataKey="wip" position="top" fill="#f4f7fb" fontSize={font * 1.1} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
