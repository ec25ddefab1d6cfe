import { Card, DatePicker, Input, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRACING } from '@mes/contracts';
import { callApi } from '@mes/client';
import { TRACING_NS } from './i18n';
import type { Page } from './tracing-types';

type Range = [Dayjs | null, Dayjs | null] | null;

/** The list grammar of the tracing calls from a typed filter, a time range and the page (docs/api.md). */
export function listFilter(text: string, range: Range, pn: number, ps: number): string {
  const parts = [text.trim()];
  if (range?.[0]) parts.push(`from:"${range[0].toISOString()}"`);
  if (range?.[1]) parts.push(`to:"${range[1].toISOString()}"`);
  parts.push(`pn:${pn}`, `ps:${ps}`);
  return parts.filter(Boolean).join(' ');
}

// A list screen over one tracing list call: a filter in the list grammar, a time range, paging.
export function TracingList<T extends { id: number }>({
  call,
  columns,
  testId,
  expandable,
}: {
  call: typeof TRACING.stationLogs | typeof TRACING.items;
  columns: ColumnsType<T>;
  testId: string;
  expandable?: (row: T) => React.ReactNode;
}) {
  const { t } = useTranslation(TRACING_NS);
  const [text, setText] = useState('');
  const [range, setRange] = useState<Range>(null);
  const [page, setPage] = useState({ pn: 1, ps: 20 });
  const [data, setData] = useState<Page<T> | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setData((await callApi(call, { filter: listFilter(text, range, page.pn, page.ps) })) as unknown as Page<T>);
    } catch {
      setData(null); // the client has shown the refusal
    } finally {
      setLoading(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- text is read when searching, not on every key
  }, [call, range, page]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Card>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          data-testid={`${testId}-filter`}
          allowClear
          style={{ width: 420 }}
          placeholder={t('filterHint')}
          enterButton={t('search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={() => (page.pn === 1 ? void load() : setPage({ ...page, pn: 1 }))}
        />
        <DatePicker.RangePicker
          showTime
          allowEmpty={[true, true]}
          value={range}
          onChange={(v) => {
            setRange(v);
            setPage({ ...page, pn: 1 });
          }}
        />
      </Space>
      <Table<T>
        data-testid={testId}
        rowKey="id"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={data?.list ?? []}
        scroll={{ x: 'max-content' }}
        expandable={expandable ? { expandedRowRender: expandable } : undefined}
        pagination={{
          current: page.pn,
          pageSize: page.ps,
          total: data?.total ?? 0,
          showSizeChanger: true,
          onChange: (pn, ps) => setPage({ pn, ps }),
        }}
      />
    </Card>
  );
}
