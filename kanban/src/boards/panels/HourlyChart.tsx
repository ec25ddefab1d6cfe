import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  LabelList,
  Legend,
  Line,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import { unitLabel, unitMargin } from '@mes/client';
import type { HourPoint } from '../../live/metrics';
import { CHART, useChartFont } from './chart-theme';

// Output per hour as bars with the yield (%) as a line on its own axis, each axis with its unit; the yield joins only
// neighbouring hours that had tests (no line across hours without one). No animation: a TV redraws on every report.
export function HourlyChart({ points }: { points: HourPoint[] }) {
  const { t } = useTranslation();
  const font = useChartFont();
  return (
    <div className="chart" data-testid="chart-hourly">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={points} margin={{ top: unitMargin(font), right: font * 0.5, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={CHART.grid} vertical={false} />
          <XAxis dataKey="label" stroke={CHART.axis} tick={{ fontSize: font }} interval="preserveStartEnd" />
          <YAxis
            yAxisId="n"
            stroke={CHART.axis}
            tick={{ fontSize: font }}
            allowDecimals={false}
            width={font * 3}
            label={unitLabel(t('board.pcs'), font, CHART.axis)}
          />
          <YAxis
            yAxisId="y"
            orientation="right"
            domain={[0, 100]}
            stroke={CHART.yield}
            tick={{ fontSize: font }}
            unit="%"
            width={font * 3.5}
            label={unitLabel(t('board.yield'), font, CHART.yield)}
          />
          <Legend wrapperStyle={{ fontSize: font }} />
          <Bar yAxisId="n" dataKey="output" name={t('board.output')} fill={CHART.output} isAnimationActive={false}>
            <LabelList
              dataKey="output"
              position="top"
              fill="#f4f7fb"
              fontSize={font}
              formatter={(v) => (Number(v) > 0 ? String(v) : '')}
            />
          </Bar>
          <Bar yAxisId="n" dataKey="fail" name={t('board.fail')} fill={CHART.fail} isAnimationActive={false} />
          <Line
            yAxisId="y"
            dataKey="yield"
            name={t('board.yield')}
            stroke={CHART.yield}
            strokeWidth={3}
            dot={{ r: 4 }}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
