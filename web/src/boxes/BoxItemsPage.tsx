import { Card, Descriptions, Empty, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoxStatus, STOCK_BOX_CALLS, type BoxItem, type BoxWithItems } from '@mes/contracts';
import { apiCall, ApiError, callApi } from '@mes/client';
import { currentLocale } from '../i18n';
import { BOX_ITEMS_NS } from './i18n';

type Box = BoxWithItems;
type Item = BoxItem;
const LABEL_MISMATCH = 1401;

// product_mgt/box_items: the SNs of a box, found by its label or by one of its SNs.
export function BoxItemsPage() {
  const { t } = useTranslation(BOX_ITEMS_NS);
  const [box, setBox] = useState<Box | null>(null);
  const [missing, setMissing] = useState(false);
  const [loading, setLoading] = useState(false);

  const search = async (value: string) => {
    const text = value.trim();
    if (!text) return;
    setLoading(true);
    setMissing(false);
    try {
      const byLabel = await callApi(STOCK_BOX_CALLS.withItems, { fnumber: text }, { quiet: true }).catch(
        async (e: unknown) => {
          if (!(e instanceof ApiError) || e.err !== LABEL_MISMATCH) throw e;
          const holder = await apiCall<{ fnumber: string }>(
            'product_mgt/box/get_box_by_sn',
            { sn: text },
            { quiet: true },
          );
          return callApi(STOCK_BOX_CALLS.withItems, { fnumber: holder.fnumber });
        },
      );
      setBox(byLabel);
    } catch {
      setBox(null);
      setMissing(true);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Card>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Input.Search
          data-testid="box-items-input"
          autoFocus
          allowClear
          enterButton={t('search')}
          placeholder={t('hint')}
          loading={loading}
          onSearch={(v) => void search(v)}
          style={{ maxWidth: 480 }}
        />
        {missing && <Empty description={t('notFound')} />}
        {box && (
          <>
            <Descriptions size="small" column={4}>
              <Descriptions.Item label={t('box')}>{box.fnumber}</Descriptions.Item>
              <Descriptions.Item label={t('status')}>{BoxStatus.label(box.status, currentLocale())}</Descriptions.Item>
              <Descriptions.Item label={t('qty')}>{box.fqty}</Descriptions.Item>
              <Descriptions.Item label={t('count')}>{box.items.length}</Descriptions.Item>
            </Descriptions>
            <Table<Item>
              rowKey="id"
              size="small"
              dataSource={box.items}
              pagination={{ pageSize: 50, hideOnSinglePage: true }}
              columns={[
                { title: t('sn'), dataIndex: 'sn' },
                { title: t('qty'), dataIndex: 'fqty', align: 'right' },
              ]}
            />
          </>
        )}
      </Space>
    </Card>
  );
}

export default BoxItemsPage;
