import { Descriptions, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { SpcCapability } from '@mes/contracts';
import { ChartBox } from '../widgets/ChartBox';
import { histogramRows, round } from './chart-data';
import { SPC_NS } from './i18n';

const interval = (ci: [number, number] | null) => (ci ? `${round(ci[0], 3)} … ${round(ci[1], 3)}` : '—');
const index = (v: number | null) => (v === null ? '—' : round(v, 3));

/** Capability over the points answered: the histogram with the normal curve (mean, σ within), the indices. */
export function CapabilityPanel({ capability }: { capability: SpcCapability | null }) {
  const { t } = useTranslation(SPC_NS);
  if (!capability) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noCapability')} />;
  const c = capability;
  return (
    <div data-testid="spc-capability">
      <ChartBox height={200} testId="spc-histogram">
        {(gate) => (
          <ComposedChart data={histogramRows(c)} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" fontSize={10} interval="preserveStartEnd" />
            <YAxis allowDecimals={false} fontSize={11} width={36} />
            <Bar dataKey="count" name={t('count')} fill="#91caff" isAnimationActive={false} />
            <Line
              dataKey="expected"
              name={t('normal')}
              type="monotone"
              stroke="#fa8c16"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
            <Tooltip {...gate} formatter={(v) => round(Number(v), 3)} />
          </ComposedChart>
        )}
      </ChartBox>
      <Descriptions size="small" column={2} bordered style={{ marginTop: 8 }} data-testid="spc-indices">
        <Descriptions.Item label="Cp">{index(c.cp)}</Descriptions.Item>
        <Descriptions.Item label={t('ci')}>{interval(c.cp_ci)}</Descriptions.Item>
        <Descriptions.Item label="Cpk">
          <span data-testid="spc-cpk">{index(c.cpk)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('ci')}>{interval(c.cpk_ci)}</Descriptions.Item>
        <Descriptions.Item label="Pp">{index(c.pp)}</Descriptions.Item>
        <Descriptions.Item label="Ppk">{index(c.ppk)}</Descriptions.Item>
        <Descriptions.Item label={t('mean')}>{round(c.mean, 5)}</Descriptions.Item>
        <Descriptions.Item label={t('values')}>{c.n}</Descriptions.Item>
        <Descriptions.Item label={t('sigmaWithin')}>{round(c.sigma_within, 4)}</Descriptions.Item>
        <Descriptions.Item label={t('sigmaOverall')}>{round(c.sigma_overall, 4)}</Descriptions.Item>
      </Descriptions>
    </div>
  );
}
