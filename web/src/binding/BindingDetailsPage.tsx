import {
  App,
  Button,
  Card,
  Form,
  Input,
  Modal,
  Popconfirm,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
  type InputRef,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BINDING_CALLS } from '@mes/contracts';
import { apiCall, callApi } from '@mes/client';
import { formatTime } from '../resources/format';
import { useResourceEvents } from '../resources/useResourceEvents';
import { usePermission } from '../session';
import { BINDING_NS } from './i18n';
import { bindingFilter, type BindingRow } from './binding-rows';

const CALL = 'product_mgt/binding_details';
const PS = 20;

// /product_mgt/material_binding_details: the bindings made (SN <-> material barcode), searchable by either, with
// the change of a bound barcode (the old binding stays, flagged replaced) and delete.
export default function BindingDetailsPage() {
  const { t } = useTranslation(BINDING_NS);
  const { message } = App.useApp();
  const { hasAll } = usePermission();
  const [search, setSearch] = useState('');
  const [showReplaced, setShowReplaced] = useState(false);
  const [pn, setPn] = useState(1);
  const [rows, setRows] = useState<BindingRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [version, setVersion] = useState(0);
  const [changing, setChanging] = useState<BindingRow | null>(null);
  const barcodeInput = useRef<InputRef>(null);
  const [form] = Form.useForm<{ barcode: string; reason: string }>();
  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  useResourceEvents('binding_details', refresh);

  useEffect(() => {
    let live = true;
    setLoading(true);
    apiCall<{ list: BindingRow[]; total: number }>(`${CALL}/list`, {
      filter: bindingFilter({ search, showReplaced, pn, ps: PS }),
    })
      .then((a) => live && (setRows(a.list), setTotal(a.total)))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [search, showReplaced, pn, version]);

  const change = async () => {
    const v = await form.validateFields();
    try {
      await callApi(BINDING_CALLS.change, { id: changing!.id, barcode: v.barcode.trim(), reason: v.reason ?? '' });
      void message.success(t('changed', { barcode: v.barcode.trim() }));
      setChanging(null);
      refresh();
    } catch {
      // the client toasts the refusal (pattern, already bound, ...)
    }
  };
  const remove = async (row: BindingRow) => {
    await apiCall(`${CALL}/delete`, { id: row.id }).catch(() => undefined);
    void message.success(t('deleted'));
    refresh();
  };

  const canChange = hasAll([`product_mgt.binding_details.change`]);
  const canDelete = hasAll([`product_mgt.binding_details.delete`]);
  const columns: ColumnsType<BindingRow> = [
    { key: 'sn', title: t('sn'), dataIndex: 'sn' },
    { key: 'barcode', title: t('barcode'), dataIndex: 'barcode' },
    { key: 'material', title: t('material'), render: (_, r) => r.icitem && `${r.icitem.fnumber} ${r.icitem.fname}` },
    { key: 'station', title: t('station'), render: (_, r) => r.station?.fname ?? '' },
    { key: 'worder', title: t('worder'), render: (_, r) => r.worder?.fbillno ?? '' },
    {
      key: 'state',
      title: t('state'),
      render: (_, r) => (r.replaced ? <Tag>{t('replaced')}</Tag> : <Tag color="green">{t('active')}</Tag>),
    },
    { key: 'reason', title: t('reason'), dataIndex: 'reason' },
    { key: 'user', title: t('user'), render: (_, r) => r.creater?.display_name || r.creater?.name || '' },
    {
      key: 'time',
      title: t('time'),
      render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{formatTime(r.created_at)}</span>,
    },
    {
      key: 'actions',
      title: t('actions'),
      fixed: 'right',
      render: (_, r) => (
        <Space size="small">
          {canChange && !r.replaced && (
            <Button
              size="small"
              data-testid={`binding-change-${r.id}`}
              onClick={() => {
                form.resetFields();
                setChanging(r);
              }}
            >
              {t('change')}
            </Button>
          )}
          {canDelete && (
            <Popconfirm title={t('deleteConfirm')} onConfirm={() => void remove(r)}>
              <Button size="small" danger>
                {t('delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card className="page page--wide" data-testid="binding-details">
      <Typography.Title level={4} className="page__title">
        {t('title')}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('search')}
          style={{ width: 320 }}
          data-testid="binding-search"
          onSearch={(q) => {
            setSearch(q.trim());
            setPn(1);
          }}
        />
        <Space>
          <Switch
            checked={showReplaced}
            onChange={(v) => (setShowReplaced(v), setPn(1))}
            data-testid="binding-replaced"
          />
          {t('showReplaced')}
        </Space>
        <Button onClick={refresh}>{t('refresh')}</Button>
      </Space>
      <Table
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('empty') }}
        pagination={{ current: pn, pageSize: PS, total, showTotal: (n) => t('total', { count: n }), onChange: setPn }}
      />
      <Modal
        open={changing !== null}
        title={changing && t('changeTitle', { sn: changing.sn, barcode: changing.barcode })}
        onCancel={() => setChanging(null)}
        onOk={() => void change()}
        destroyOnHidden
        // the new barcode's field takes the scan once the dialog is open, with or without the dialog's motion
        afterOpenChange={(opened) => opened && barcodeInput.current?.focus()}
      >
        <Form form={form} layout="vertical" data-testid="binding-change-form">
          <Form.Item name="barcode" label={t('newBarcode')} rules={[{ required: true, message: t('required') }]}>
            <Input ref={barcodeInput} autoFocus maxLength={128} />
          </Form.Item>
          <Form.Item name="reason" label={t('reason')}>
            <Input maxLength={256} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
