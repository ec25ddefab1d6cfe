import { Card, Input, Select, Space, Table, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@mes/client';
import { DM_CALLS } from '@mes/contracts';
import { optionsOf, type Option } from './dm-api';
import { DM_NS } from './i18n';
import { daysBetween, statRows, type StatDay, type StatRow } from './stat-rows';

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const TONE = { missed: '#cf1322', late: '#d46b08', done: '#389e0d', open: undefined } as const;

// /device_maintenance/dm_stat/stat: per device and day, what was due and how it ended (dm_stat/day), as a calendar
// table: a cell reads done / due, orange with a late one, red with a missed one.
export function DmStatPage() {
  const { t } = useTranslation(DM_NS);
  const today = new Date();
  const [from, setFrom] = useState(iso(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6)));
  const [to, setTo] = useState(iso(today));
  const [line, setLine] = useState<number | null>(null);
  const [lines, setLines] = useState<Option[]>([]);
  const [list, setList] = useState<StatDay[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    void optionsOf('basicdata/product_line/list').then(setLines, () => setLines([]));
  }, []);
  useEffect(() => {
    if (!from || !to || to < from) return;
    setLoading(true);
    const end = new Date(`${to}T00:00:00`);
    end.setDate(end.getDate() + 1);
    callApi(DM_CALLS.statDay, {
      from: new Date(`${from}T00:00:00`).toISOString(),
      to: end.toISOString(),
      ...(line ? { product_line_id: line } : {}),
    })
      .then(
        (a) => setList(a.list),
        () => setList([]),
      )
      .finally(() => setLoading(false));
  }, [from, to, line]);

  const days = useMemo(() => daysBetween(from, to), [from, to]);
  const rows = useMemo(() => statRows(list), [list]);
  return (
    <Card size="small" title={t('stat.title')} data-testid="dm-stat">
      <Space wrap style={{ marginBottom: 12 }}>
        <span>{t('stat.range')}</span>
        <Input
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          style={{ width: 160 }}
          data-testid="dm-stat-from"
        />
        <Input
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          style={{ width: 160 }}
          data-testid="dm-stat-to"
        />
        <Select
          allowClear
          style={{ width: 220 }}
          placeholder={t('stat.allLines')}
          options={lines}
          value={line}
          onChange={(v) => setLine(v ?? null)}
        />
        <Typography.Text type="secondary">{t('stat.legend')}</Typography.Text>
      </Space>
      <Table<StatRow>
        size="small"
        rowKey="device_asset_id"
        loading={loading}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('stat.empty') }}
        columns={[
          { title: t('stat.device'), key: 'device', fixed: 'left', render: (_, r) => `${r.fnumber} ${r.fname}` },
          ...(['due', 'done', 'late', 'missed'] as const).map((k) => ({
            title: t(`stat.${k}`),
            key: k,
            render: (_: unknown, r: StatRow) => (
              <span data-testid={`dm-stat-${r.device_asset_id}-${k}`}>{r.total[k]}</span>
            ),
          })),
          ...days.map((day) => ({
            title: day.slice(5),
            key: day,
            align: 'center' as const,
            render: (_: unknown, r: StatRow) => {
              const c = r.days[day];
              if (!c) return '';
              const tone = c.missed > 0 ? 'missed' : c.late > 0 ? 'late' : c.done + c.late === c.due ? 'done' : 'open';
              return (
                <span
                  style={{ color: TONE[tone], fontWeight: 600 }}
                  data-testid={`dm-cell-${r.device_asset_id}-${day}`}
                  data-tone={tone}
                >
                  {c.done + c.late}/{c.due}
                </span>
              );
            },
          })),
        ]}
      />
    </Card>
  );
}

export default DmStatPage;
