import { callApi } from '@mes/client';
import { STOCK_FLOW_CALLS } from '@mes/contracts';
import { Card, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FIRST_HOUR_NS } from './i18n';

// stock_mgt/bundle/update: scan or type a reel's code and its form opens (the reel's details screen, where it is
// edited); an unknown code answers 904 no such batch, shown by the client.
export function BundleUpdatePage() {
  const { t } = useTranslation(FIRST_HOUR_NS);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const find = async (code: string) => {
    if (!code.trim()) return;
    setBusy(true);
    try {
      const reel = await callApi(STOCK_FLOW_CALLS.bundle.byCode, { fnumber: code.trim() });
      navigate(`/stock_mgt/bundle/${reel.id}`);
    } catch {
      // the client has shown the error
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="page" data-testid="bundle-update" title={t('bundle.updateTitle')}>
      <Typography.Paragraph type="secondary">{t('bundle.updateHint')}</Typography.Paragraph>
      <Input.Search
        autoFocus
        enterButton={t('bundle.open')}
        loading={busy}
        placeholder={t('bundle.code')}
        onSearch={(v) => void find(v)}
        style={{ maxWidth: 480 }}
        data-testid="bundle-update-code"
      />
    </Card>
  );
}
