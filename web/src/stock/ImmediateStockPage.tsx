import { Card, Input, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ON_HAND, type OnHandRow } from '@mes/contracts';
import { apiCall, callApi } from '@mes/client';
import { useResourceEvents } from '../resources/useResourceEvents';
import { STOCK_NS } from './i18n';

type Balance = OnHandRow;
type Stock = { id: number; fnumber: string; fname: string };

// The documents whose check moves stock: the screen refreshes when one of them is checked or unchecked.
const MOVING = ['product_receipt', 'product_pick', 'outstock', 'loss_out', 'profit_in', 'transfer_stock'] as const;

function useMovingEvents(reload: () => void): void {
  const onEvent = (e: { action: string }) => (e.action === 'check' || e.action === 'resync') && reload();
  useResourceEvents(MOVING[0], onEvent);
  useResourceEvents(MOVING[1], onEvent);
  useResourceEvents(MOVING[2], onEvent);
  useResourceEvents(MOVING[3], onEvent);
  useResourceEvents(MOVING[4], onEvent);
  useResourceEvents(MOVING[5], onEvent);
}

// On-hand stock (/stock_mgt/immediate/list): the balances of the ledger (icinventory) by warehouse, place, material
// and batch, filtered by warehouse and material code, through stock/immediate and stock/by_property.
export function ImmediateStockPage() {
  const { t } = useTranslation(STOCK_NS);
  const [stocks, setStocks] = useState<Stock[]>([]);
  const [stockId, setStockId] = useState<number | undefined>();
  const [material, setMaterial] = useState('');
  const [rows, setRows] = useState<Balance[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    void apiCall<{ list: Stock[] }>('basicdata/stock/list', { filter: 'ps:500 sort:fnumber-asc' }, { quiet: true })
      .then((a) => setStocks(a.list))
      .catch(() => undefined);
  }, []);
  const load = useCallback(() => {
    setLoading(true);
    const scope = stockId === undefined ? {} : { stock_id: stockId };
    const call =
      material.trim() === ''
        ? callApi(ON_HAND.ofStock, scope)
        : callApi(ON_HAND.byProperty, { property: 'fnumber', value: material.trim(), ...scope });
    call
      .then(setRows)
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [stockId, material]);
  useEffect(load, [stockId]); // eslint-disable-line react-hooks/exhaustive-deps -- the material filter applies on search
  useMovingEvents(load);

  const columns: TableColumnsType<Balance> = [
    { key: 'stock', title: t('immediate.stock'), render: (_, r) => `${r.stock_fnumber} ${r.stock_fname}` },
    { key: 'place', title: t('immediate.place'), render: (_, r) => r.stock_place_fnumber ?? '-' },
    { key: 'code', title: t('immediate.code'), dataIndex: 'icitem_fnumber' },
    { key: 'name', title: t('immediate.name'), dataIndex: 'icitem_fname' },
    { key: 'spec', title: t('immediate.spec'), dataIndex: 'icitem_fspec' },
    { key: 'batch', title: t('immediate.batch'), render: (_, r) => r.batch_no || '-' },
    { key: 'qty', title: t('immediate.qty'), dataIndex: 'fqty', align: 'right' },
  ];
  const total = Math.round(rows.reduce((s, r) => s + r.fqty, 0) * 1e6) / 1e6;
  return (
    <Card className="page" data-testid="immediate-stock">
      <div className="page__head">
        <Typography.Title level={4} className="page__title">
          {t('immediate.title')}
        </Typography.Title>
      </div>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          style={{ width: 240 }}
          placeholder={t('immediate.stock')}
          value={stockId}
          onChange={(v: number | undefined) => setStockId(v)}
          options={stocks.map((s) => ({ value: s.id, label: `${s.fnumber} ${s.fname}` }))}
          data-testid="immediate-stock-filter"
        />
        <Input.Search
          allowClear
          style={{ width: 280 }}
          placeholder={t('immediate.material')}
          value={material}
          onChange={(e) => setMaterial(e.target.value)}
          onSearch={load}
          enterButton={t('immediate.search')}
          data-testid="immediate-material-filter"
        />
        <Typography.Text type="secondary" data-testid="immediate-total">
          {t('immediate.total', { qty: total })}
        </Typography.Text>
      </Space>
      <Table<Balance>
        size="small"
        rowKey="id"
        loading={loading}
        columns={columns}
        dataSource={rows}
        pagination={{ pageSize: 50, showSizeChanger: false }}
      />
    </Card>
  );
}
