import { Alert, Card, Descriptions, Empty, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { BoxStatus, STOCK_TRACE_CALLS, type BarcodeTrace } from '@mes/contracts';
import { callApi } from '@mes/client';
import { currentLocale } from '../i18n';
import { STOCK_TRACE_NS } from './i18n';
import { MovementTable } from './MovementTable';

// stock_mgt/barcode_track: scan a box label, an SN or a bundle barcode; every movement of it with its documents.
export function BarcodeTrackPage() {
  const { t } = useTranslation(STOCK_TRACE_NS);
  const [params, setParams] = useSearchParams();
  const [trace, setTrace] = useState<BarcodeTrace | null>(null);
  const [loading, setLoading] = useState(false);
  const [text, setText] = useState(params.get('barcode') ?? '');

  const search = async (value: string) => {
    const barcode = value.trim();
    if (!barcode) return;
    setParams({ barcode }, { replace: true });
    setLoading(true);
    try {
      setTrace(await callApi(STOCK_TRACE_CALLS.barcode, { barcode }));
    } catch {
      setTrace(null); // the client has shown the refusal
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => {
    if (text) void search(text);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on opening: a barcode given in the address
  }, []);

  return (
    <Card>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Input.Search
          data-testid="barcode-input"
          autoFocus
          allowClear
          enterButton={t('search')}
          placeholder={t('barcodeHint')}
          value={text}
          loading={loading}
          onChange={(e) => setText(e.target.value)}
          onSearch={(v) => void search(v)}
          style={{ maxWidth: 560 }}
        />
        {trace && (
          <Descriptions size="small" column={3} data-testid="barcode-summary">
            <Descriptions.Item label={t('barcode')}>{trace.barcode}</Descriptions.Item>
            <Descriptions.Item label={t('kindLabel')}>{t(`kind.${trace.kind}`)}</Descriptions.Item>
            {trace.box && (
              <Descriptions.Item label={t('col.box')}>
                {t('boxLine', {
                  fnumber: trace.box.fnumber,
                  status: BoxStatus.label(trace.box.status, currentLocale()),
                  fqty: trace.box.fqty,
                })}
              </Descriptions.Item>
            )}
          </Descriptions>
        )}
        {trace && trace.list.length === 0 && <Empty description={t('none')} />}
        {trace && trace.list.length >= 5000 && <Alert type="warning" message={t('truncated')} />}
        {trace && trace.list.length > 0 && <MovementTable rows={trace.list} />}
      </Space>
    </Card>
  );
}

export default BarcodeTrackPage;
