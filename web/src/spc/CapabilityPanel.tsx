import { Empty, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { SpcCapability } from '@mes/contracts';
import { ChartBox } from '../widgets/ChartBox';
import { histogramRows, round } from './chart-data';
import { SPC_NS } from './i18n';

type IndexRow = { name: string; value: number | null; ci: [number, number] | null };

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
      <Table<IndexRow>
        size="small"
        rowKey="name"
        pagination={false}
        style={{ marginTop: 8 }}
        data-testid="spc-indices"
        dataSource={[
          { name: 'Cp', value: c.cp, ci: c.cp_ci },
          { name: 'Cpk', value: c.cpk, ci: c.cpk_ci },
          { name: 'Pp', value: c.pp, ci: c.pp_ci },
          { name: 'Ppk', value: c.ppk, ci: c.ppk_ci },
        ]}
        columns={[
          { key: 'name', dataIndex: 'name', render: (n: string) => <b>{n}</b> },
          {
            key: 'value',
            title: t('index'),
            align: 'right',
            render: (_, r) => <span data-testid={`spc-${r.name.toLowerCase()}`}>{index(r.value)}</span>,
          },
          { key: 'ci', title: t('ci'), align: 'right', render: (_, r) => interval(r.ci) },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {t('mean')} {round(c.mean, 5)} · {t('values')} {c.n} · {t('sigmaWithin')} {round(c.sigma_within, 4)} ·{' '}
        {t('sigmaOverall')} {round(c.sigma_overall, 4)}
      </Typography.Paragraph>
    </div>
  );
}
