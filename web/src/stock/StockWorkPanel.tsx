import { App, Button, Card, Input, Space, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '@mes/client';
import { STOCK_NS } from './i18n';

type Props = { name: string; id: number; open: boolean };
type Worker = { user_id: number; entered_at: string };
type ScanAnswer = { action: 'added' | 'confirmed' | 'incremented'; fqty: number };

// A clerk's work on a product receipt or pick (docs/stock.md, "Working on a document"): start and stop working on it
// and scan boxes or material codes into it. The entries table follows by the document's live refresh.
export function StockWorkPanel({ name, id, open }: Props) {
  const { t } = useTranslation(STOCK_NS);
  const { message } = App.useApp();
  const [workers, setWorkers] = useState<Worker[]>([]);
  const [code, setCode] = useState('');
  const base = `stock_mgt/${name}`;
  const load = useCallback(
    () =>
      void apiCall<Worker[]>(`${base}/workers`, { id }, { quiet: true })
        .then(setWorkers)
        .catch(() => undefined),
    [base, id],
  );
  useEffect(load, [load]);
  const run = async (action: 'enter' | 'leave') => {
    await apiCall(`${base}/${action}`, { id }).catch(() => undefined);
    load();
  };
  const scan = async (barcode: string) => {
    if (barcode.trim() === '') return;
    try {
      const a = await apiCall<ScanAnswer>(`${base}/scan`, { id, barcode: barcode.trim() });
      void message.success(`${barcode}: ${t(`work.${a.action}`, { fqty: a.fqty })}`);
      setCode('');
    } catch {
      // the client has shown the error
    }
  };
  if (!open) return null;
  return (
    <Card size="small" title={t('work.title')} className="stock-work" data-testid="stock-work">
      <Space wrap>
        <Button data-testid="work-enter" onClick={() => void run('enter')}>
          {t('work.enter')}
        </Button>
        <Button data-testid="work-leave" onClick={() => void run('leave')}>
          {t('work.leave')}
        </Button>
        <Typography.Text type="secondary">{t('work.working', { count: workers.length })}</Typography.Text>
        <Input.Search
          style={{ width: 320 }}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={t('work.scan')}
          enterButton
          data-testid="work-scan"
          onSearch={(v) => void scan(v)}
        />
      </Space>
    </Card>
  );
}
