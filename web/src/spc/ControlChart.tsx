import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceArea,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
  type DotItemDotProps,
  type TooltipContentProps,
} from 'recharts';
import type { NameType, ValueType } from 'recharts/types/component/DefaultTooltipContent';
import { SPC_RULE_LABELS, type SpcBaseline, type SpcChart } from '@mes/contracts';
import { currentLocale } from '../i18n';
import { formatTime } from '../resources/format';
import { ChartBox } from '../widgets/ChartBox';
import { ChartLegend, type LegendItem } from './ChartLegend';
import { chartRows, round, yDomain, zoneBands, type ChartRow } from './chart-data';
import { SPC_NS } from './i18n';

const PER_POINT_LIMITS: readonly SpcChart[] = ['p', 'u'];
const ZONE_FILL = { A: '#fff1f0', B: '#fffbe6', C: '#f6ffed' } as const;
const LIMIT = '#cf1322';
const SPEC = '#722ed1';
const CENTRE = '#389e0d';
const VALUE = '#1677ff';
const TIP = { background: '#fff', border: '1px solid #d9d9d9', borderRadius: 4, padding: '6px 10px', fontSize: 12 };
const MARGIN = { top: 16, right: 16, bottom: 4, left: 8 };

type Props = {
  rows: ChartRow[];
  chart: SpcChart;
  baseline: SpcBaseline | null;
  lsl: number | null;
  usl: number | null;
  stationName: (id: number) => string;
};

// the grid, the points' seq along x and the statistic's axis: both charts, aligned one under the other
function seqAxes(domain: ReturnType<typeof yDomain>) {
  return [
    <CartesianGrid key="grid" strokeDasharray="3 3" />,
    <XAxis
      key="x"
      dataKey="seq"
      type="number"
      domain={['dataMin', 'dataMax']}
      allowDecimals={false}
      fontSize={11}
      padding={{ left: 8, right: 12 }}
    />,
    <YAxis key="y" domain={domain} fontSize={11} tickFormatter={(v: number) => round(v)} width={64} />,
  ];
}

/** The rules a point violates, each in the viewer's language. */
export function ruleLabels(rules: readonly number[]): string[] {
  const locale = currentLocale();
  return rules.map((r) => SPC_RULE_LABELS[r]?.[locale] ?? String(r));
}

function PointTip({
  active,
  payload,
  stationName,
}: TooltipContentProps<ValueType, NameType> & Pick<Props, 'stationName'>) {
  const { t } = useTranslation(SPC_NS);
  const row = active ? (payload?.[0]?.payload as ChartRow | undefined) : undefined;
  if (!row) return null;
  return (
    <div style={TIP} data-testid="spc-tip">
      <b>
        {t('point')} {row.seq}
      </b>
      <div>
        {t('time')}: {formatTime(row.at)}
      </div>
      <div>
        {t('station')}: {stationName(row.station_id)}
      </div>
      <div>
        {t('n')}: {row.n} · {t('value')}: {round(row.value, 6)}
      </div>
      {row.lcl !== null && row.ucl !== null && (
        <div>
          {t('lcl')} {round(row.lcl)} · {t('ucl')} {round(row.ucl)}
        </div>
      )}
      {ruleLabels(row.violations).map((l) => (
        <div key={l} style={{ color: LIMIT }}>
          {l}
        </div>
      ))}
    </div>
  );
}

// a violating point: red, with its rule numbers above it
function ViolationDot(props: { cx?: number | null; cy?: number | null; payload?: ChartRow }) {
  const { cx, cy, payload } = props;
  if (cx == null || cy == null || !payload || payload.violations.length === 0) return <g />;
  return (
    <g data-testid={`spc-violation-${payload.seq}`}>
      <circle cx={cx} cy={cy} r={5} fill={LIMIT} stroke="#fff" strokeWidth={1} />
      <text x={cx} y={cy - 9} textAnchor="middle" fontSize={11} fill={LIMIT}>
        {payload.violations.join(',')}
      </text>
    </g>
  );
}

/** The chart of the plotted statistic: points, centre, control limits (per point), spec limits, zones, violations. */
export function ControlChart({ rows, chart, baseline, lsl, usl, stationName }: Props) {
  const { t } = useTranslation(SPC_NS);
  // p and u charts: each point's limits follow its size; the others' limits are the baseline's, one line each
  const perPoint = PER_POINT_LIMITS.includes(chart);
  const domain = yDomain([
    ...rows.flatMap((r) => [r.value, r.lcl, r.ucl]),
    lsl,
    usl,
    baseline ? baseline.centre - 3 * baseline.sigma : null,
    baseline ? baseline.centre + 3 * baseline.sigma : null,
  ]);
  const limitsText = baseline
    ? perPoint
      ? `${t('ucl')} / ${t('lcl')} (${t('perPoint')})`
      : `${t('ucl')} ${round(baseline.ucl)} / ${t('lcl')} ${round(baseline.lcl)}`
    : null;
  const legend: LegendItem[] = [
    { key: 'value', color: VALUE, kind: 'dot', text: t('value') },
    ...(baseline
      ? [
          { key: 'cl', color: CENTRE, kind: 'line', text: `${t('centre')} ${round(baseline.centre)}` } as const,
          { key: 'limits', color: LIMIT, kind: 'line', text: limitsText ?? '' } as const,
          ...(['C', 'B', 'A'] as const).map(
            (z, i) => ({ key: z, color: ZONE_FILL[z], kind: 'area', text: t('zone', { z, k: i + 1 }) }) as const,
          ),
        ]
      : []),
    ...(lsl !== null || usl !== null
      ? [
          {
            key: 'spec',
            color: SPEC,
            kind: 'dashed',
            text: [usl !== null && `${t('usl')} ${round(usl)}`, lsl !== null && `${t('lsl')} ${round(lsl)}`]
              .filter(Boolean)
              .join(' / '),
          } as const,
        ]
      : []),
    { key: 'violation', color: LIMIT, kind: 'dot', text: t('violation') },
  ];
  return (
    <>
      <ChartBox height={340} testId="spc-control-chart">
        {(gate) => (
          <ComposedChart data={rows} margin={MARGIN}>
            {seqAxes(domain)}
            {baseline &&
              zoneBands(baseline).map((z) => (
                <ReferenceArea
                  key={`${z.zone}${z.y1}`}
                  y1={z.y1}
                  y2={z.y2}
                  fill={ZONE_FILL[z.zone]}
                  fillOpacity={1}
                  ifOverflow="extendDomain"
                />
              ))}
            {baseline && <ReferenceLine y={baseline.centre} stroke={CENTRE} />}
            {lsl !== null && <ReferenceLine y={lsl} stroke={SPEC} strokeDasharray="6 4" />}
            {usl !== null && <ReferenceLine y={usl} stroke={SPEC} strokeDasharray="6 4" />}
            {perPoint &&
              (['ucl', 'lcl'] as const).map((key) => (
                <Line
                  key={key}
                  dataKey={key}
                  name={t(key)}
                  type="stepAfter"
                  stroke={LIMIT}
                  dot={false}
                  isAnimationActive={false}
                />
              ))}
            {baseline && !perPoint && <ReferenceLine y={baseline.ucl} stroke={LIMIT} />}
            {baseline && !perPoint && <ReferenceLine y={baseline.lcl} stroke={LIMIT} />}
            <Line
              dataKey="value"
              name={t('value')}
              stroke={VALUE}
              dot={{ r: 2.5, fill: VALUE }}
              isAnimationActive={false}
            />
            <Line
              dataKey="violating"
              stroke="none"
              legendType="none"
              dot={(p: DotItemDotProps) => (
                <ViolationDot key={`v${String(p.index)}`} cx={p.cx} cy={p.cy} payload={p.payload as ChartRow} />
              )}
              activeDot={false}
              isAnimationActive={false}
            />
            <Tooltip {...gate} content={(p) => <PointTip {...p} stationName={stationName} />} />
          </ComposedChart>
        )}
      </ChartBox>
      <ChartLegend items={legend} testId="spc-legend" />
    </>
  );
}

const SPREAD_OF: Partial<Record<SpcChart, true>> = { xbar_r: true, xbar_s: true, imr: true };

/** The R, S or MR chart under the variables chart, with its frozen limits. */
export function SpreadChart({ rows, baseline, chart }: { rows: ChartRow[]; baseline: SpcBaseline; chart: SpcChart }) {
  const { t } = useTranslation(SPC_NS);
  if (!SPREAD_OF[chart] || baseline.spread_centre === null) return null;
  const { spread_centre: centre, spread_lcl: lcl, spread_ucl: ucl } = baseline;
  const domain = yDomain([...rows.map((r) => r.spread), lcl, ucl, centre]);
  const name = t(`spread.${chart}`);
  const legend: LegendItem[] = [
    { key: 'spread', color: VALUE, kind: 'dot', text: name },
    { key: 'cl', color: CENTRE, kind: 'line', text: `${t('centre')} ${round(centre)}` },
    {
      key: 'limits',
      color: LIMIT,
      kind: 'line',
      text: [ucl !== null && `${t('ucl')} ${round(ucl)}`, lcl !== null && `${t('lcl')} ${round(lcl)}`]
        .filter(Boolean)
        .join(' / '),
    },
  ];
  return (
    <>
      <ChartBox height={180} testId="spc-spread-chart">
        {(gate) => (
          <ComposedChart data={chartRows(rows)} margin={MARGIN}>
            {seqAxes(domain)}
            <ReferenceLine y={centre} stroke={CENTRE} />
            {ucl !== null && <ReferenceLine y={ucl} stroke={LIMIT} />}
            {lcl !== null && lcl > 0 && <ReferenceLine y={lcl} stroke={LIMIT} />}
            <Line
              dataKey="spread"
              name={name}
              stroke={VALUE}
              dot={{ r: 2 }}
              connectNulls={false}
              isAnimationActive={false}
            />
            <Tooltip
              {...gate}
              formatter={(v) => round(Number(v), 6)}
              labelFormatter={(s) => `${t('point')} ${String(s)}`}
            />
          </ComposedChart>
        )}
      </ChartBox>
      <ChartLegend items={legend} />
    </>
  );
}
