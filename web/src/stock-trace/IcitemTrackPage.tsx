import { Alert, Card, DatePicker, Empty, Input, Select, Space, Statistic } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall, callApi } from '@mes/client';
import { STOCK_TRACE_CALLS, type CallInput, type IcitemTrace } from '@mes/contracts';
import { STOCK_TRACE_NS } from './i18n';
import { MovementTable } from './MovementTable';

type Stock = { id: number; fnumber: string; fname: string };

// stock_mgt/icitem_track: every movement of a material with the running balance, by warehouse and date range.
export function IcitemTrackPage() {
  const { t } = useTranslation(STOCK_TRACE_NS);
  const [stocks, setStocks] = useState<Stock[]>([]);
  const [fnumber, setFnumber] = useState('');
  const [stockId, setStockId] = useState<number | null>(null);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [trace, setTrace] = useState<IcitemTrace | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    apiCall<{ list: Stock[] }>('basicdata/stock/list', { filter: 'sort:fnumber-asc ps:200' }).then(
      (a) => setStocks(a.list),
      () => undefined,
    );
  }, []);

  const search = async () => {
    const code = fnumber.trim();
    if (!code) return;
    const body: CallInput<typeof STOCK_TRACE_CALLS.icitem> = { fnumber: code };
    if (stockId !== null) body.stock_id = stockId;
    if (range?.[0]) body.from = range[0].startOf('day').toISOString();
    if (range?.[1]) body.to = range[1].endOf('day').toISOString();
    setLoading(true);
    try {
      setTrace(await callApi(STOCK_TRACE_CALLS.icitem, body));
    } catch {
      setTrace(null); // the client has shown the refusal
    } finally {
      setLoading(false);
    }
  };

  return (
    <Card>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Space wrap>
          <Input.Search
            data-testid="icitem-input"
            autoFocus
            allowClear
            enterButton={t('search')}
            placeholder={t('materialHint')}
            value={fnumber}
            loading={loading}
            onChange={(e) => setFnumber(e.target.value)}
            onSearch={() => void search()}
            style={{ width: 360 }}
          />
          <Select<number | null>
            data-testid="icitem-stock"
            style={{ width: 220 }}
            value={stockId}
            onChange={setStockId}
            options={[
              { value: null, label: t('allStocks') },
              ...stocks.map((s) => ({ value: s.id, label: `${s.fnumber} ${s.fname}` })),
            ]}
          />
          <DatePicker.RangePicker allowEmpty={[true, true]} value={range} onChange={(v) => setRange(v)} />
        </Space>
        {trace && (
          <Space size="large" data-testid="icitem-summary">
            <Statistic title={t('material')} value={`${trace.icitem.fnumber} ${trace.icitem.fname}`} />
            <Statistic title={t('opening')} value={trace.opening} />
            <Statistic title={t('closing')} value={trace.closing} />
          </Space>
        )}
        {trace?.truncated && <Alert type="warning" message={t('truncated')} />}
        {trace && trace.list.length === 0 && <Empty description={t('noneItem')} />}
        {trace && trace.list.length > 0 && <MovementTable rows={trace.list} withBalance />}
      </Space>
    </Card>
  );
}

export default IcitemTrackPage;
