/** @jsxRuntime automatic */
import { useEffect, useState } from 'react';
import { Button, Card, Input, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '@mes/client';
import { REPAIR_CALLS } from '@mes/contracts';
import { bindingsOf, type BindingRow } from './repair-api';
import { failure, OutcomeBar, SnInput, when, type Outcome } from './parts';

/** 物料解绑: the unit's parts; the ticked ones (or all) are released with a reason. */
export function UnbindMaterialPage() {
  const { t } = useTranslation('repair');
  const [sn, setSn] = useState('');
  const [rows, setRows] = useState<BindingRow[]>([]);
  const [picked, setPicked] = useState<number[]>([]);
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const load = async (s: string) => {
    setSn(s);
    setPicked([]);
    try {
      setRows(await bindingsOf(s));
    } catch (e) {
      setOutcome(failure(e));
    }
  };
  const submit = async () => {
    try {
      const a = await callApi(
        REPAIR_CALLS.unbind,
        { sn, reason, ...(picked.length > 0 ? { binding_ids: picked } : {}) },
        { quiet: true },
      );
      setOutcome({ ok: true, text: t('released', { count: a.released.length }) });
      await load(sn);
    } catch (e) {
      setOutcome(failure(e));
    }
  };
  return (
    <Card data-testid="unbind-material">
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <SnInput onSn={load} />
        <div className="work-muted">{t('selectToRelease')}</div>
        <Table<BindingRow>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={rows}
          rowSelection={{
            selectedRowKeys: picked,
            onChange: (keys) => setPicked(keys as number[]),
            getCheckboxProps: (b) => ({ disabled: b.replaced }),
          }}
          columns={[
            { title: t('material'), render: (_, b) => `${b.icitem_fnumber} ${b.icitem_fname}` },
            { title: t('barcode'), dataIndex: 'barcode' },
            { title: t('replaced'), render: (_, b) => (b.replaced ? '✓' : '') },
            { title: t('createdAt'), render: (_, b) => when(b.created_at) },
          ]}
        />
        <ReasonAndSubmit reason={reason} setReason={setReason} disabled={!sn} onSubmit={submit} />
        <OutcomeBar outcome={outcome} />
      </Space>
    </Card>
  );
}

function ReasonAndSubmit(p: {
  reason: string;
  setReason: (r: string) => void;
  disabled: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('repair');
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        placeholder={t('reason')}
        data-testid="unbind-reason"
        value={p.reason}
        onChange={(e) => p.setReason(e.target.value)}
      />
      <Button type="primary" data-testid="unbind-submit" disabled={p.disabled || !p.reason.trim()} onClick={p.onSubmit}>
        {t('submit')}
      </Button>
    </Space.Compact>
  );
}

type UndoKind = 'bn_table' | 'sn_recycle' | 'unboxing_rework';
const UNDO_CALLS = { sn_recycle: REPAIR_CALLS.snRecycle, unboxing_rework: REPAIR_CALLS.unboxingRework };

/** One number (an SN, or a batch number) and a reason: 批次解绑, 序列号回收, 拆箱返工. */
export function UndoPage({ kind }: { kind: UndoKind }) {
  const { t } = useTranslation('repair');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const field = kind === 'bn_table' ? 'bn' : 'sn';
  const submit = async () => {
    try {
      const v = value.trim();
      if (kind === 'bn_table') await callApi(REPAIR_CALLS.bnTable, { bn: v, reason }, { quiet: true });
      else await callApi(UNDO_CALLS[kind], { sn: v, reason }, { quiet: true });
      setOutcome({ ok: true, text: t('undone', { what: value.trim() }) });
      setValue('');
      setReason('');
    } catch (e) {
      setOutcome(failure(e));
    }
  };
  return (
    <Card data-testid={`unbind-${kind}`}>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Input
          size="large"
          autoFocus
          placeholder={field === 'bn' ? t('bn') : t('snPlaceholder')}
          data-testid="unbind-value"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <ReasonAndSubmit reason={reason} setReason={setReason} disabled={!value.trim()} onSubmit={submit} />
        <OutcomeBar outcome={outcome} />
      </Space>
    </Card>
  );
}

type TraceRow = { id: number; sn: string; reason: string; creater_id: number | null; created_at: string };

/** 序列号回收记录: the recycled SNs, newest first. */
export function SnRecycleListPage() {
  const { t } = useTranslation('repair');
  const [rows, setRows] = useState<TraceRow[]>([]);
  useEffect(() => {
    void callApi(REPAIR_CALLS.snRecycleList, { filter: 'ps:200' }).then((a) => setRows(a.list));
  }, []);
  return (
    <Card data-testid="unbind-sn-recycle-list">
      <Table<TraceRow>
        size="small"
        rowKey="id"
        dataSource={rows}
        columns={[
          { title: t('sn'), dataIndex: 'sn' },
          { title: t('reason'), dataIndex: 'reason' },
          { title: t('by'), dataIndex: 'creater_id' },
          { title: t('createdAt'), render: (_, r) => when(r.created_at) },
        ]}
      />
    </Card>
  );
}
