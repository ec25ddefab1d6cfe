import { apiCall } from '@mes/client';
import { Button, Card, Form, Input, InputNumber, Result, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMeta } from '../resources/MetaProvider';
import { findResource } from '../resources/meta';
import { RefField } from '../resources/RefField';
import { ScreenSpinner } from '../shell/lazy-screen';
import { FIRST_HOUR_NS } from './i18n';

type Reel = { id: number; fnumber: string; fqty: number };
type Values = { icitem_id: number; fqty: number; count: number; prefix?: string; lot_no?: string };
const BUNDLE = { module: 'stock_mgt', name: 'bundle' };

// stock_mgt/bundle/batch_create (docs/material-flow.md): many reels of one material at once, each of `fqty`; the
// reels made are listed with links to each.
export function BundleBatchCreatePage() {
  const { t } = useTranslation(FIRST_HOUR_NS);
  const meta = useMeta();
  const [made, setMade] = useState<Reel[] | null>(null);
  const [busy, setBusy] = useState(false);
  if (meta.status !== 'ready') return <ScreenSpinner />;
  const def = findResource(meta.meta, BUNDLE);
  if (!def) return <Result status="info" title={t('bundle.batchTitle')} />;
  const submit = async (v: Values) => {
    setBusy(true);
    try {
      const answer = await apiCall<Reel[] | { list: Reel[] }>('stock_mgt/bundle/batch_create', v);
      setMade(Array.isArray(answer) ? answer : answer.list);
    } catch {
      // the client has shown the error
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="page" data-testid="bundle-batch-create" title={t('bundle.batchTitle')}>
      <Typography.Paragraph type="secondary">{t('bundle.batchHint')}</Typography.Paragraph>
      <Form<Values> layout="inline" onFinish={(v) => void submit(v)} initialValues={{ count: 1 }}>
        <Form.Item name="icitem_id" label={t('bundle.material')} rules={[{ required: true }]}>
          <RefField meta={meta.meta} owner={def} refName="icitem" />
        </Form.Item>
        <Form.Item name="fqty" label={t('bundle.qty')} rules={[{ required: true }]}>
          <InputNumber min={0.001} />
        </Form.Item>
        <Form.Item name="count" label={t('bundle.count')} rules={[{ required: true }]}>
          <InputNumber min={1} max={1000} precision={0} />
        </Form.Item>
        <Form.Item name="prefix" label={t('bundle.prefix')}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="lot_no" label={t('bundle.lot')}>
          <Input maxLength={64} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="bundle-batch-submit">
          {t('bundle.make')}
        </Button>
      </Form>
      {made && (
        <Table<Reel>
          className="bundle-made"
          rowKey="id"
          size="small"
          dataSource={made}
          pagination={false}
          columns={[
            {
              key: 'fnumber',
              title: t('bundle.code'),
              render: (_, r) => <Link to={`/stock_mgt/bundle/${r.id}`}>{r.fnumber}</Link>,
            },
            { key: 'fqty', title: t('bundle.qty'), dataIndex: 'fqty' },
          ]}
        />
      )}
    </Card>
  );
}
