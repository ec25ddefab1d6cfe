import { App, Button, Card, Input, Space, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@mes/client';
import { REEL_DOC_WORK, STOCK_DOC_WORK, type DocWorker, type ReelWorkDoc, type StockWorkDoc } from '@mes/contracts';
import { STOCK_NS } from './i18n';

type Props = { name: StockWorkDoc | ReelWorkDoc; id: number; open: boolean };

// A clerk's work on a product receipt or pick (docs/stock.md, "Working on a document"): start and stop working on it
// and scan boxes or material codes into it. The entries table follows by the document's live refresh.
export function StockWorkPanel({ name, id, open }: Props) {
  const { t } = useTranslation(STOCK_NS);
  const { message } = App.useApp();
  const [workers, setWorkers] = useState<DocWorker[]>([]);
  const [code, setCode] = useState('');
  const calls = name in STOCK_DOC_WORK ? STOCK_DOC_WORK[name as StockWorkDoc] : REEL_DOC_WORK[name as ReelWorkDoc];
  const load = useCallback(
    () =>
      void callApi(calls.workers, { id }, { quiet: true })
        .then(setWorkers)
        .catch(() => undefined),
    [calls, id],
  );
  useEffect(load, [load]);
  const run = async (action: 'enter' | 'leave') => {
    await callApi(calls[action], { id }).catch(() => undefined);
    load();
  };
  const scan = async (barcode: string) => {
    if (barcode.trim() === '') return;
    try {
      const a = await callApi(calls.scan, { id, barcode: barcode.trim() });
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
