import { Button, Card, DatePicker, Input, Select, Space, Table, Tag, Typography } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall, apiDownload, currentLocale } from '@mes/client';
import { formatTime } from '../resources/format';
import { saveFile } from '../resources/resource-api';
import { SYSTEM_NS } from './i18n';
import { EMPTY, logFilter, type Filters } from './op-log-filter';

type LogRow = {
  id: number;
  created_at: string;
  user_name: string;
  module: string;
  path: string;
  record_id: string | null;
  ok: boolean;
  err: number | null;
  message: string;
  body: unknown;
  ip: string;
  ms: number;
};
const PAGE = 20;

// /system/op_log: the operation log, read-only, newest first, filtered by user, module, call, record and time, and
// exported as the list's spreadsheet (docs/system-pages.md).
export function OpLogPage() {
  const { t } = useTranslation(SYSTEM_NS);
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [pn, setPn] = useState(1);
  const [rows, setRows] = useState<LogRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [exporting, setExporting] = useState(false);

  const load = useCallback(() => {
    setLoading(true);
    void apiCall<{ list: LogRow[]; total: number }>('system/op_log/list', {
      filter: `${logFilter(filters)} pn:${pn} ps:${PAGE} sort:id-desc`.trim(),
    })
      .then((a) => {
        setRows(a.list);
        setTotal(a.total);
      })
      .finally(() => setLoading(false));
  }, [filters, pn]);
  useEffect(load, [load]);

  const search = () => {
    setPn(1);
    setFilters(draft);
  };
  const exportAll = async () => {
    setExporting(true);
    try {
      saveFile(
        await apiDownload(
          'system/op_log/export',
          { filter: logFilter(filters), locale: currentLocale() },
          'op_log.xlsx',
        ),
      );
    } finally {
      setExporting(false);
    }
  };
  const text = (key: keyof Filters, label: string, width = 160) => (
    <Input
      allowClear
      placeholder={label}
      style={{ width }}
      value={draft[key] as string}
      onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      onPressEnter={search}
      data-testid={`oplog-${key}`}
    />
  );

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="op-log">
      <Typography.Paragraph type="secondary">{t('log.intro')}</Typography.Paragraph>
      <Card size="small">
        <Space wrap>
          {text('user', t('log.user'))}
          {text('module', t('log.module'), 130)}
          {text('call', t('log.call'), 240)}
          {text('record', t('log.record'), 120)}
          <Select
            allowClear
            placeholder={t('log.result')}
            style={{ width: 120 }}
            value={draft.result || undefined}
            onChange={(v?: 'true' | 'false') => setDraft({ ...draft, result: v ?? '' })}
            options={[
              { value: 'true', label: t('log.ok') },
              { value: 'false', label: t('log.failed') },
            ]}
          />
          <DatePicker.RangePicker
            value={draft.range}
            onChange={(r) => setDraft({ ...draft, range: r?.[0] && r[1] ? [r[0], r[1]] : null })}
            placeholder={[t('log.from'), t('log.to')]}
          />
          <Button type="primary" onClick={search} data-testid="oplog-search">
            {t('log.search')}
          </Button>
          <Button onClick={() => (setDraft(EMPTY), setFilters(EMPTY), setPn(1))}>{t('log.clear')}</Button>
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            onClick={() => void exportAll()}
            data-testid="oplog-export"
          >
            {t('log.export')}
          </Button>
        </Space>
      </Card>
      <Table<LogRow>
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={rows}
        data-testid="oplog-table"
        scroll={{ x: 1000 }}
        pagination={{
          current: pn,
          pageSize: PAGE,
          total,
          showSizeChanger: false,
          showTotal: (n) => t('log.total', { count: n }),
          onChange: setPn,
        }}
        expandable={{
          expandedRowRender: (r) => (
            <Space direction="vertical" size={2}>
              <Typography.Text type="secondary">
                {t('log.took', { ms: r.ms })} · {t('log.ip', { ip: r.ip })}
              </Typography.Text>
              <Typography.Text strong>{t('log.body')}</Typography.Text>
              <pre style={{ margin: 0, maxHeight: 240, overflow: 'auto', fontSize: 12 }}>
                {JSON.stringify(r.body, null, 2)}
              </pre>
            </Space>
          ),
        }}
        columns={[
          { title: t('settings.at'), dataIndex: 'created_at', width: 170, render: (v: string) => formatTime(v) },
          { title: t('log.user'), dataIndex: 'user_name', width: 120 },
          { title: t('log.module'), dataIndex: 'module', width: 120 },
          { title: t('log.call'), dataIndex: 'path', ellipsis: true },
          { title: t('log.record'), dataIndex: 'record_id', width: 100 },
          {
            title: t('log.result'),
            dataIndex: 'ok',
            width: 280,
            ellipsis: true,
            render: (ok: boolean, r) =>
              ok ? (
                <Tag color="green">{t('log.ok')}</Tag>
              ) : (
                <span title={r.message}>
                  <Tag color="red">{r.err ?? t('log.failed')}</Tag>
                  {r.message}
                </span>
              ),
          },
        ]}
      />
    </Space>
  );
}

export default OpLogPage;
