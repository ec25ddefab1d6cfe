import { Button, Card, DatePicker, Form, Input, Select, Space, Table } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '@mes/client';
import { findByName } from '../resources/meta';
import { useMeta } from '../resources/MetaProvider';
import { RefField } from '../resources/RefField';
import { TRACING_NS } from '../tracing/i18n';
import { productItemColumns } from '../tracing/ProductItemListPage';
import type { Page, ProductItem } from '../tracing/tracing-types';
import { FIND_NS } from './product-find-i18n';
import { EMPTY_FIND, findFilter, type FindForm, type FindState } from './product-find-filter';

const STATES: FindState[] = ['all', 'open', 'done', 'failed'];

// /stat/product_find/list (001 §2 Statistics): find serial numbers by part of the SN, order, product, line, state
// and the time of their last report; each opens its track (product_track).
export function ProductFindPage() {
  const { t } = useTranslation(FIND_NS);
  const { t: tt } = useTranslation(TRACING_NS);
  const meta = useMeta();
  const [form, setForm] = useState<FindForm>(EMPTY_FIND);
  const [asked, setAsked] = useState<FindForm>(EMPTY_FIND);
  const [page, setPage] = useState({ pn: 1, ps: 20 });
  const [data, setData] = useState<Page<ProductItem> | null>(null);
  const [loading, setLoading] = useState(false);
  const set = <K extends keyof FindForm>(k: K, v: FindForm[K]) => setForm((f) => ({ ...f, [k]: v }));

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const filter = findFilter(asked, page.pn, page.ps);
      setData(await apiCall<Page<ProductItem>>('product_coll/product_item/list', { filter }));
    } catch {
      setData(null); // the client has shown the refusal
    } finally {
      setLoading(false);
    }
  }, [asked, page]);

  useEffect(() => {
    void load();
  }, [load]);

  const search = (f: FindForm) => {
    setAsked(f);
    setPage((p) => ({ ...p, pn: 1 }));
  };
  const ref = (name: string, key: 'worder_id' | 'product_id' | 'product_line_id') => {
    const owner = meta.meta && findByName(meta.meta, name);
    if (!meta.meta || !owner) return <Input disabled style={{ width: 200 }} />;
    return (
      <div style={{ width: 220 }} data-testid={`find-${key}`}>
        <RefField meta={meta.meta} owner={owner} refName={name} value={form[key]} onChange={(v) => set(key, v)} />
      </div>
    );
  };

  return (
    <Card className="page page--wide" data-testid="product-find">
      <Form layout="inline" onFinish={() => search(form)} style={{ rowGap: 8, marginBottom: 12 }}>
        <Form.Item label={t('sn')}>
          <Input
            data-testid="find-sn"
            allowClear
            value={form.sn}
            onChange={(e) => set('sn', e.target.value)}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item label={t('worder')}>{ref('worder', 'worder_id')}</Form.Item>
        <Form.Item label={t('product')}>{ref('product', 'product_id')}</Form.Item>
        <Form.Item label={t('line')}>{ref('product_line', 'product_line_id')}</Form.Item>
        <Form.Item label={t('state.label')}>
          <Select<FindState>
            data-testid="find-state"
            value={form.state}
            onChange={(v) => set('state', v)}
            style={{ width: 160 }}
            options={STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('range')}>
          <DatePicker.RangePicker
            showTime
            allowEmpty={[true, true]}
            value={form.range}
            onChange={(v) => set('range', v)}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="find-search">
            {t('search')}
          </Button>
          <Button
            onClick={() => {
              setForm(EMPTY_FIND);
              search(EMPTY_FIND);
            }}
          >
            {t('reset')}
          </Button>
        </Space>
      </Form>
      <Table<ProductItem>
        data-testid="find-results"
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={data?.list ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page.pn,
          pageSize: page.ps,
          total: data?.total ?? 0,
          showTotal: (count) => t('total', { count }),
          onChange: (pn, ps) => setPage({ pn, ps }),
        }}
        columns={productItemColumns(tt)}
      />
    </Card>
  );
}
