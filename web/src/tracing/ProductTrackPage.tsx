import { Card, Input, Space, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { GENEALOGY } from '@mes/contracts';
import { callApi } from '@mes/client';
import { GenealogyView } from './GenealogyView';
import { TRACING_NS } from './i18n';
import { RecallView } from './RecallView';
import type { Genealogy } from './tracing-types';

// product_coll/product_track: backward from a serial number (?sn=), forward (recall) from a reel, lot or material.
export function ProductTrackPage() {
  const { t } = useTranslation(TRACING_NS);
  const [params, setParams] = useSearchParams();
  const sn = params.get('sn') ?? '';
  const [text, setText] = useState(sn);
  const [g, setG] = useState<Genealogy | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    setText(sn);
    if (!sn) return;
    setLoading(true);
    callApi(GENEALOGY.backward, { sn })
      .then(setG, () => setG(null))
      .finally(() => setLoading(false));
  }, [sn]);

  const back = (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Input.Search
        data-testid="track-sn"
        autoFocus
        allowClear
        style={{ maxWidth: 480 }}
        placeholder={t('snHint')}
        enterButton={t('search')}
        loading={loading}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={(v) => v.trim() && setParams({ sn: v.trim() })}
      />
      {g && g.item.sn === sn && <GenealogyView g={g} />}
    </Space>
  );
  return (
    <Card>
      <Tabs
        items={[
          { key: 'back', label: t('backward'), children: back },
          { key: 'forward', label: t('forward'), children: <RecallView /> },
        ]}
      />
    </Card>
  );
}

export default ProductTrackPage;
