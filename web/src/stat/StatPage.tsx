import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, DatePicker, Empty, Segmented, Space, Table, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { STAT } from '@mes/contracts';
import { ChartBox, categoryAxis, chartMargin, percentAxis, useCountAxis } from '../widgets/ChartBox';
import { downloadCall } from './download';
import { STAT_NS } from './i18n';
import { nameOf, percent, readStats, statFilter, type Bucket, type StatKind, type StatRow } from './stat-api';
import { useLineReports } from './useLineReports';

const BUCKETS: Bucket[] = ['all', 'hour', 'shift', 'day'];

// One statistics screen per kind (station, order, line, product): a time range, a bucket, a chart and the table of
// the figures of docs/statistics.md, read again live when station reports arrive.
export function StatPage({
  kind,
  defaultBucket = 'all',
  today = false,
}: {
  kind: StatKind;
  defaultBucket?: Bucket;
  today?: boolean;
}) {
  const { t, i18n } = useTranslation(STAT_NS);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() =>
    today
      ? [dayjs().startOf('day'), dayjs().add(1, 'hour').startOf('hour')]
      : [dayjs().subtract(6, 'day').startOf('day'), dayjs().add(1, 'hour').startOf('hour')],
  );
  const [bucket, setBucket] = useState<Bucket>(defaultBucket);
  const [rows, setRows] = useState<StatRow[]>([]);
  const [loading, setLoading] = useState(false);
  const query = useMemo(() => ({ from: range[0].toISOString(), to: range[1].toISOString(), bucket }), [range, bucket]);
  const load = useCallback(() => {
    setLoading(true);
    readStats(kind, query)
      .then(setRows)
      .catch(() => setRows([]))
      .finally(() => setLoading(false));
  }, [kind, query]);
  useEffect(load, [load]);
  const live = useLineReports(load);
  const countAxis = useCountAxis();

  const label = (r: StatRow) =>
    bucket === 'all' ? nameOf(r, kind) : `${nameOf(r, kind)} ${dayjs(r.bucket).format('MM-DD HH:mm')}`;
  const chart = rows.map((r) => ({
    name: label(r),
    output: r.output,
    passed: r.passed,
    failed: r.failed,
    fpy: r.fpy === null ? null : r.fpy * 100,
  }));
  const columns: TableColumnsType<StatRow> = [
    { title: t(`key.${kind}`), key: 'key', render: (_, r) => nameOf(r, kind), fixed: 'left' },
    ...(bucket === 'all'
      ? []
      : [
          {
            title: t('col.bucket'),
            key: 'bucket',
            render: (_: unknown, r: StatRow) => dayjs(r.bucket).format('YYYY-MM-DD HH:mm'),
          },
        ]),
    ...(['input', 'output', 'tested', 'passed', 'failed', 'rework'] as const).map((c) => ({
      title: t(`col.${c}`),
      dataIndex: c,
      align: 'right' as const,
    })),
    { title: t('col.fpy'), key: 'fpy', align: 'right', render: (_, r) => percent(r.fpy) },
    // OEE per station and, from the sums of its stations (docs/cfx-oee-genealogy.md), per line; RTY per line
    ...(kind === 'station'
      ? []
      : [
          {
            title: t('col.rty'),
            key: 'rty',
            align: 'right' as const,
            render: (_: unknown, r: StatRow) => percent(r.rty),
          },
        ]),
    ...(kind === 'station' || kind === 'product_line'
      ? [
          {
            title: t('col.availability'),
            key: 'av',
            align: 'right' as const,
            render: (_: unknown, r: StatRow) => percent(r.oee?.availability),
          },
          {
            title: t('col.performance'),
            key: 'pe',
            align: 'right' as const,
            render: (_: unknown, r: StatRow) => percent(r.oee?.performance),
          },
          {
            title: t('col.oee'),
            key: 'oee',
            align: 'right' as const,
            render: (_: unknown, r: StatRow) => percent(r.oee?.oee),
          },
          {
            title: t('col.stops'),
            key: 'st',
            align: 'right' as const,
            render: (_: unknown, r: StatRow) => r.oee?.stops ?? '—',
          },
        ]
      : []),
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid={`stat-${kind}`}>
      <Space wrap>
        <span>{t('range')}</span>
        <DatePicker.RangePicker
          showTime={{ format: 'HH' }}
          format="YYYY-MM-DD HH:00"
          value={range}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0].startOf('hour'), v[1].startOf('hour')])}
        />
        <Segmented<Bucket>
          value={bucket}
          onChange={setBucket}
          options={BUCKETS.map((b) => ({ value: b, label: t(`bucket.${b}`) }))}
        />
        <Button onClick={load}>{t('refresh')}</Button>
        <Button
          onClick={() =>
            void downloadCall(STAT.productReport, {
              filter: statFilter({ ...query, bucket: 'all' }).replace(/ bucket:\w+ ps:\d+/, ''),
              locale: i18n.language === 'en-US' ? 'en-US' : 'zh-CN',
            })
          }
        >
          {t('export')}
        </Button>
        <Badge status={live ? 'processing' : 'default'} text={t('live')} />
      </Space>
      {rows.length === 0 && !loading ? (
        <Empty description={t('empty')} />
      ) : (
        // stations, orders, lines and products are categories: bars, each named under its bar, never a line across
        // them (issue 33, defect 7); the two charts share the screen's width
        <div className="stat-charts">
          <Card size="small" title={t('chart.output')}>
            <ChartBox height={240} testId="stat-chart-output">
              {(gate) => (
                <BarChart data={chart} margin={chartMargin}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis {...categoryAxis('name')} />
                  <YAxis {...countAxis('pcs')} />
                  <Tooltip {...gate} />
                  <Legend />
                  <Bar dataKey="output" name={t('col.output')} fill="#1677ff" isAnimationActive={false} />
                  <Bar dataKey="failed" name={t('col.failed')} fill="#ff4d4f" isAnimationActive={false} />
                </BarChart>
              )}
            </ChartBox>
          </Card>
          <Card size="small" title={t('chart.fpy')}>
            <ChartBox height={240} testId="stat-chart-fpy">
              {(gate) => (
                <BarChart data={chart} margin={chartMargin}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis {...categoryAxis('name')} />
                  <YAxis {...percentAxis} />
                  <Tooltip {...gate} />
                  <Bar dataKey="fpy" name={t('col.fpy')} unit="%" fill="#52c41a" isAnimationActive={false} />
                </BarChart>
              )}
            </ChartBox>
          </Card>
        </div>
      )}
      <Table<StatRow>
        className="stat-table"
        size="small"
        loading={loading}
        rowKey={(r) => `${r.key}|${r.bucket ?? ''}`}
        columns={columns}
        dataSource={rows}
        pagination={{ pageSize: 50 }}
        scroll={{ x: true }}
      />
    </Space>
  );
}
