import { Alert, Button, Input, Select, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GENEALOGY, type RecallBy } from '@mes/contracts';
import { apiCall, callApi, callDownload } from '@mes/client';
import { currentLocale } from '../i18n';
import { saveFile } from '../resources/resource-api';
import { SnLink } from './cells';
import { TRACING_NS } from './i18n';
import type { Recall, RecallRow } from './tracing-types';

type By = 'barcode' | 'lot' | 'icitem_id';
type Icitem = { id: number; fnumber: string; fname: string };

// Forward genealogy: every serial number (and its box and pallet) that may contain a reel, a lot or a material.
export function RecallView() {
  const { t } = useTranslation(TRACING_NS);
  const [by, setBy] = useState<By>('barcode');
  const [text, setText] = useState('');
  const [icitemId, setIcitemId] = useState<number | null>(null);
  const [icitems, setIcitems] = useState<Icitem[]>([]);
  const [answer, setAnswer] = useState<Recall | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (by !== 'icitem_id' || icitems.length > 0) return;
    apiCall<{ list: Icitem[] }>('basicdata/icitem/list', { filter: 'sort:fnumber-asc ps:500' }).then(
      (a) => setIcitems(a.list),
      () => undefined,
    );
  }, [by, icitems.length]);

  const body = (): RecallBy | null => {
    if (by === 'icitem_id') return icitemId ? { icitem_id: icitemId } : null;
    return text.trim() ? { [by]: text.trim() } : null;
  };
  const search = async () => {
    const b = body();
    if (!b) return;
    setLoading(true);
    try {
      setAnswer(await callApi(GENEALOGY.recall, b));
    } catch {
      setAnswer(null);
    } finally {
      setLoading(false);
    }
  };
  const exportXlsx = async () => {
    const b = body();
    if (b) saveFile(await callDownload(GENEALOGY.recallSheet, { ...b, locale: currentLocale() }, 'recall.xlsx'));
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Space wrap>
        <Select<By>
          data-testid="recall-by"
          value={by}
          style={{ width: 160 }}
          onChange={setBy}
          options={(['barcode', 'lot', 'icitem_id'] as const).map((v) => ({ value: v, label: t(`by.${v}`) }))}
        />
        {by === 'icitem_id' ? (
          <Select
            showSearch
            style={{ width: 320 }}
            optionFilterProp="label"
            value={icitemId ?? undefined}
            onChange={(v: number) => setIcitemId(v)}
            options={icitems.map((i) => ({ value: i.id, label: `${i.fnumber} ${i.fname}` }))}
          />
        ) : (
          <Input
            data-testid="recall-input"
            style={{ width: 320 }}
            placeholder={t('recallHint')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onPressEnter={() => void search()}
          />
        )}
        <Button type="primary" loading={loading} onClick={() => void search()} data-testid="recall-search">
          {t('search')}
        </Button>
        <Button disabled={!answer || answer.list.length === 0} onClick={() => void exportXlsx()}>
          {t('export')}
        </Button>
      </Space>
      {answer && (
        <span data-testid="recall-summary">{t('recallSummary', { sns: answer.sns, rows: answer.list.length })}</span>
      )}
      {answer?.truncated && <Alert type="warning" message={t('truncated', { count: answer.list.length })} />}
      {answer && (
        <Table<RecallRow>
          data-testid="recall-table"
          size="small"
          rowKey={(r) => `${r.sn}|${r.via}|${r.barcode}|${r.slot ?? ''}`}
          dataSource={answer.list}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          columns={[
            { title: t('col.sn'), dataIndex: 'sn', render: (v: string) => <SnLink sn={v} /> },
            { title: t('col.worder'), dataIndex: 'worder_fbillno' },
            { title: t('col.via'), dataIndex: 'via', render: (v: string) => <Tag>{t(`via.${v}`)}</Tag> },
            { title: t('col.barcode'), dataIndex: 'barcode' },
            { title: t('col.slot'), dataIndex: 'slot' },
            { title: t('col.smtOrder'), dataIndex: 'smt_order_fbillno' },
            { title: t('col.box'), dataIndex: 'box_fnumber' },
            { title: t('col.pallet'), dataIndex: 'pallet_fnumber' },
            { title: t('col.done'), dataIndex: 'done', render: (v: boolean) => (v ? t('yes') : t('no')) },
            { title: t('col.repairs'), dataIndex: 'repairs' },
            {
              title: t('col.replaced'),
              dataIndex: 'taken_out_by_repair',
              render: (v: number | null) => (v === null ? '' : <Tag color="orange">{`${t('takenOut')} #${v}`}</Tag>),
            },
          ]}
        />
      )}
    </Space>
  );
}
