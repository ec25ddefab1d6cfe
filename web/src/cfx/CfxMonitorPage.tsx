import { Button, Card, Empty, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '@mes/client';
import { useResourceEvents } from '../resources/useResourceEvents';
import { CFX_NS } from './i18n';
import { LINK_COLOR, STATUS_COLOR, linkOf, shortName, type CfxMachineRow } from './link-state';

type MessageRow = {
  id: number;
  received_at: string;
  source: string;
  message_name: string;
  status: string;
  reason: string;
  raw: string;
};

const POLL_MS = 5000;
const FILTERS = ['all', 'refused', 'malformed', 'unknown', 'failed', 'stored'] as const;
type Filter = (typeof FILTERS)[number];
const time = (iso: string) => new Date(iso).toLocaleString();
// the raw message as it came, indented when it is JSON
const pretty = (raw: string) => {
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
};

// /cfx/monitor: each machine's link (live: a link or state change refreshes at once, heartbeats every 5 s) and the
// message log, refused, malformed and unknown ones first to hand (docs/cfx.md, "Screens").
export function CfxMonitorPage() {
  const { t } = useTranslation(CFX_NS);
  const [machines, setMachines] = useState<CfxMachineRow[]>([]);
  const [stations, setStations] = useState<Record<number, string>>({});
  const [messages, setMessages] = useState<MessageRow[]>([]);
  const [filter, setFilter] = useState<Filter>('all');
  const [now, setNow] = useState(Date.now());

  const readMachines = useCallback(() => {
    void apiCall<{ list: CfxMachineRow[] }>('cfx/cfx_machine/list', { filter: 'ps:500 sort:handle-asc' }).then(
      (a) => setMachines(a.list),
      () => setMachines([]),
    );
  }, []);
  const readMessages = useCallback(() => {
    const only = filter === 'all' ? '' : ` status:${filter}`;
    void apiCall<{ list: MessageRow[] }>('cfx/cfx_message/list', { filter: `ps:100 sort:id-desc${only}` }).then(
      (a) => setMessages(a.list),
      () => setMessages([]),
    );
  }, [filter]);

  useEffect(() => {
    void apiCall<{ list: { id: number; fnumber: string }[] }>('basicdata/station/list', { filter: 'ps:1000' }).then(
      (a) => setStations(Object.fromEntries(a.list.map((s) => [s.id, s.fnumber]))),
      () => setStations({}),
    );
  }, []);
  useEffect(() => {
    readMachines();
    readMessages();
    const timer = setInterval(() => {
      setNow(Date.now());
      readMachines();
      readMessages();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [readMachines, readMessages]);
  // a machine's change comes with a message: both lists at once
  useResourceEvents('cfx_machine', () => {
    readMachines();
    readMessages();
  });

  const ago = (iso: string | null) =>
    iso ? t('ago', { s: Math.max(0, Math.round((now - Date.parse(iso)) / 1000)) }) : t('never');
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card size="small" title={t('machines')} data-testid="cfx-machines">
        {machines.length === 0 ? (
          <Empty description={t('none')} />
        ) : (
          <Table<CfxMachineRow>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={machines}
            columns={[
              { title: t('handle'), dataIndex: 'handle' },
              { title: t('name'), dataIndex: 'fname' },
              { title: t('station'), render: (_, m) => (m.station_id ? (stations[m.station_id] ?? m.station_id) : '') },
              {
                title: t('link'),
                render: (_, m) => {
                  const link = linkOf(m, now);
                  return (
                    <Tag color={LINK_COLOR[link]} data-testid={`cfx-link-${m.handle}`}>
                      {t(`linkState.${link}`)}
                    </Tag>
                  );
                },
              },
              { title: t('last_heartbeat'), render: (_, m) => ago(m.last_heartbeat_at) },
              { title: t('state'), dataIndex: 'state' },
              {
                title: t('faults'),
                dataIndex: 'open_faults',
                render: (n: number) => (n > 0 ? <Tag color="red">{n}</Tag> : n),
              },
            ]}
          />
        )}
      </Card>
      <Card
        size="small"
        title={t('messages')}
        data-testid="cfx-messages"
        extra={
          <Space>
            <Segmented<Filter>
              value={filter}
              onChange={setFilter}
              options={FILTERS.map((f) => ({ value: f, label: f === 'all' ? t('filter_all') : t(`status.${f}`) }))}
            />
            <Button size="small" onClick={readMessages}>
              {t('refresh')}
            </Button>
          </Space>
        }
      >
        <Table<MessageRow>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={messages}
          expandable={{
            expandedRowRender: (m) => (
              <>
                {m.reason && <Typography.Paragraph type="danger">{m.reason}</Typography.Paragraph>}
                <Typography.Text type="secondary">{t('raw')}</Typography.Text>
                <pre style={{ whiteSpace: 'pre-wrap', margin: 0, maxHeight: 320, overflow: 'auto' }}>
                  {pretty(m.raw)}
                </pre>
              </>
            ),
          }}
          columns={[
            { title: t('received'), dataIndex: 'received_at', render: time, width: 210 },
            { title: t('source'), dataIndex: 'source', width: 180 },
            {
              title: t('message'),
              dataIndex: 'message_name',
              ellipsis: { showTitle: true },
              render: (n: string) => shortName(n) || '—',
            },
            {
              title: t('status_col'),
              dataIndex: 'status',
              width: 150,
              render: (s: string) => <Tag color={STATUS_COLOR[s]}>{t(`status.${s}`)}</Tag>,
            },
            { title: t('reason'), dataIndex: 'reason', ellipsis: { showTitle: true } },
          ]}
        />
      </Card>
    </Space>
  );
}
export default CfxMonitorPage;
