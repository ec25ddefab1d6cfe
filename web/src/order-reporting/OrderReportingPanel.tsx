import { App, Button, Card, Form, Input, InputNumber, Modal, Popconfirm, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ORDER_REPORTING_CALLS, OrderReportingEntryResult, erpErrorText } from '@mes/contracts';
import { apiCall, callApi } from '@mes/client';
import { currentLocale } from '../i18n';
import { formatTime } from '../resources/format';
import { useResourceEvents } from '../resources/useResourceEvents';
import { usePermission } from '../session';
import { ORDER_REPORTING_NS } from './i18n';
import { RESULT_COLOR, type Attempt, type Entry } from './reporting-rows';

const CALL = 'product_mgt/order_reporting';

const Nowrap = ({ children }: { children: ReactNode }) => <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;

// An order report's details: its entries with their result, each entry's attempts to reach the ERP, the correction
// of an entry not yet accepted (update_entry: sent again), and delete while the ERP accepted none. It follows the
// report's changes live (the workers write one after every attempt).
export function OrderReportingPanel({ id }: { id: number }) {
  const { t } = useTranslation(ORDER_REPORTING_NS);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { hasAll } = usePermission();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [attempts, setAttempts] = useState<Attempt[]>([]);
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<Entry | null>(null);
  const [form] = Form.useForm<{ qty: number; fdesc: string }>();
  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  useResourceEvents('order_reporting', refresh);

  useEffect(() => {
    let live = true;
    const load = async () => {
      const [doc, a] = await Promise.all([
        apiCall<{ entries: Entry[] }>(CALL, { id }, { quiet: true }),
        callApi(ORDER_REPORTING_CALLS.attempts, { id }, { quiet: true }),
      ]);
      const ids = [...new Set(doc.entries.map((e) => e.worder_id))];
      const orders = await apiCall<{ id: number; fbillno: string }[]>(
        'product_mgt/worder/list_by_ids',
        { ids },
        { quiet: true },
      ).catch(() => []);
      const byId = new Map(orders.map((o) => [o.id, o]));
      if (!live) return;
      setEntries(doc.entries.map((e) => ({ ...e, worder: byId.get(e.worder_id) ?? null })));
      setAttempts(a);
    };
    load().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [id, version]);

  const correct = async () => {
    const v = await form.validateFields();
    try {
      await callApi(ORDER_REPORTING_CALLS.updateEntry, { id, eid: editing!.id, qty: v.qty, fdesc: v.fdesc ?? '' });
      void message.success(t('corrected'));
      setEditing(null);
      refresh();
    } catch {
      // toasted by the client
    }
  };
  const remove = async () => {
    try {
      await callApi(ORDER_REPORTING_CALLS.delete, { id });
      void message.success(t('deleted'));
      navigate('/product_mgt/order_reporting/list');
    } catch {
      // toasted by the client
    }
  };

  const accepted = entries.some((e) => e.result === OrderReportingEntryResult.SUCCESS);
  const canCorrect = hasAll([`product_mgt.order_reporting.update_entry`]);
  const columns: ColumnsType<Entry> = [
    { key: 'id', title: '#', dataIndex: 'id' },
    { key: 'worder', title: t('worder'), render: (_, e) => <Nowrap>{e.worder?.fbillno ?? e.worder_id}</Nowrap> },
    { key: 'qty', title: t('qty'), dataIndex: 'qty' },
    {
      key: 'result',
      title: t('result'),
      render: (_, e) => (
        <Tag color={RESULT_COLOR[e.result]} data-testid={`entry-result-${e.id}`}>
          {OrderReportingEntryResult.label(e.result, currentLocale())}
        </Tag>
      ),
    },
    { key: 'version', title: t('version'), dataIndex: 'version' },
    { key: 'attempts', title: t('attempts'), dataIndex: 'attempts' },
    {
      key: 'lastError',
      title: t('lastError'),
      // a long error wraps inside its column; the others keep their one line
      width: 320,
      render: (_, e) => <span data-testid={`entry-error-${e.id}`}>{erpErrorText(e.last_error, currentLocale())}</span>,
    },
    { key: 'reportedAt', title: t('reportedAt'), render: (_, e) => <Nowrap>{formatTime(e.reported_at)}</Nowrap> },
    { key: 'remark', title: t('remark'), dataIndex: 'fdesc' },
    {
      key: 'actions',
      title: t('actions'),
      render: (_, e) =>
        canCorrect &&
        e.result !== OrderReportingEntryResult.SUCCESS && (
          <Button
            size="small"
            data-testid={`entry-correct-${e.id}`}
            onClick={() => {
              form.setFieldsValue({ qty: e.qty, fdesc: e.fdesc });
              setEditing(e);
            }}
          >
            {t('correct')}
          </Button>
        ),
    },
  ];
  const attemptColumns: ColumnsType<Attempt> = [
    { key: 'at', title: t('at'), render: (_, a) => <Nowrap>{formatTime(a.at)}</Nowrap> },
    { key: 'version', title: t('version'), dataIndex: 'version' },
    { key: 'qty', title: t('qty'), dataIndex: 'qty' },
    { key: 'status', title: t('httpStatus'), render: (_, a) => a.http_status ?? '-' },
    { key: 'answer', title: t('answer'), dataIndex: 'answer', ellipsis: true },
    { key: 'error', title: t('error'), render: (_, a) => erpErrorText(a.error, currentLocale()) },
  ];

  return (
    <Card
      size="small"
      style={{ marginTop: 16 }}
      data-testid="order-reporting-entries"
      title={`${t('title')} · ${t('count', { count: entries.length })}`}
      extra={
        <Space>
          <Button size="small" onClick={refresh}>
            {t('refresh')}
          </Button>
          {hasAll([`product_mgt.order_reporting.delete`]) && !accepted && (
            <Popconfirm title={t('deleteConfirm')} onConfirm={() => void remove()}>
              <Button size="small" danger>
                {t('delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      }
    >
      <Table
        rowKey="id"
        size="small"
        className="one-line-head"
        scroll={{ x: 'max-content' }}
        pagination={false}
        columns={columns}
        dataSource={entries}
        expandable={{
          expandedRowRender: (e) => (
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              columns={attemptColumns}
              dataSource={attempts.filter((a) => a.entry_id === e.id)}
              locale={{ emptyText: t('noAttempts') }}
              title={() => t('attemptsTitle')}
            />
          ),
        }}
      />
      <Modal
        open={editing !== null}
        title={editing && t('correctTitle', { id: editing.id })}
        onCancel={() => setEditing(null)}
        onOk={() => void correct()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" data-testid="entry-correct-form">
          <Form.Item name="qty" label={t('qty')} rules={[{ required: true }]}>
            <InputNumber min={0.000001} max={1e9} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="fdesc" label={t('remark')}>
            <Input maxLength={256} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}

export default OrderReportingPanel;
