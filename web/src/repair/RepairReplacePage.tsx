/** @jsxRuntime automatic */
import { useState } from 'react';
import { Card, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { history, type RepairRecord } from './repair-api';
import { failure, OutcomeBar, SnInput, StatusTag, when, type Outcome } from './parts';

type Row = { key: string; repair: RepairRecord; old_barcode: string; new_barcode: string; reason: string; at: string };

/** 维修换料: every repair of a unit with the parts replaced in it. */
export function RepairReplacePage() {
  const { t } = useTranslation('repair');
  const [rows, setRows] = useState<RepairRecord[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const load = async (sn: string) => {
    try {
      setRows(await history(sn));
      setOutcome(null);
    } catch (e) {
      setOutcome(failure(e));
    }
  };
  const parts: Row[] = (rows ?? []).flatMap((r) =>
    (r.replaced ?? []).map((p, i) => ({ key: `${r.id}-${i}`, repair: r, ...p, at: p.created_at })),
  );
  return (
    <Card data-testid="repair-replace">
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <SnInput onSn={load} />
        <OutcomeBar outcome={outcome} />
        {rows && (
          <Table<RepairRecord>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={rows}
            columns={[
              { title: t('statusLabel'), render: (_, r) => <StatusTag status={r.status} /> },
              { title: t('defects'), render: (_, r) => (r.defects ?? []).map((d) => d.fnumber).join(', ') },
              { title: t('cause'), dataIndex: 'cause' },
              { title: t('action'), dataIndex: 'action' },
              { title: t('createdAt'), render: (_, r) => when(r.created_at) },
            ]}
          />
        )}
        {rows && (
          <Table<Row>
            size="small"
            pagination={false}
            title={() => t('replacedParts')}
            data-testid="repair-replaced"
            dataSource={parts}
            columns={[
              { title: t('oldBarcode'), dataIndex: 'old_barcode' },
              { title: t('newBarcodeShort'), dataIndex: 'new_barcode' },
              { title: t('reason'), dataIndex: 'reason' },
              { title: t('createdAt'), render: (_, r) => when(r.at) },
            ]}
          />
        )}
      </Space>
    </Card>
  );
}
