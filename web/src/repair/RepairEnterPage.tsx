/** @jsxRuntime automatic */
import { useEffect, useState } from 'react';
import { Button, Card, Checkbox, Descriptions, Form, Input, Select, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '@mes/client';
import { REPAIR_CALLS } from '@mes/contracts';
import { replaceInfo, stationOptions, type BindingRow, type Option, type ReplaceInfo } from './repair-api';
import { failure, OutcomeBar, SnInput, StatusTag, when, type Outcome } from './parts';

/** 维修录入: the unit's waiting repair, its defects and parts; cause, action, parts replaced, where it goes back. */
export function RepairEnterPage() {
  const { t } = useTranslation('repair');
  const [info, setInfo] = useState<ReplaceInfo | null>(null);
  const [stations, setStations] = useState<Option[]>([]);
  const [cause, setCause] = useState('');
  const [action, setAction] = useState('');
  const [back, setBack] = useState<number | null>(null);
  const [scrap, setScrap] = useState(false);
  const [fresh, setFresh] = useState<Record<number, string>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  useEffect(() => void stationOptions().then(setStations, () => setStations([])), []);
  const load = async (sn: string) => {
    setFresh({});
    try {
      const i = await replaceInfo(sn);
      setInfo(i);
      setOutcome(i.repair ? null : { ok: false, text: t('noRepair', { sn }) });
    } catch (e) {
      setInfo(null);
      setOutcome(failure(e));
    }
  };
  const submit = async () => {
    if (!info?.repair) return;
    const replace = Object.entries(fresh)
      .filter(([, b]) => b.trim() !== '')
      .map(([id, barcode]) => ({ binding_id: Number(id), barcode: barcode.trim() }));
    try {
      const r = await callApi(
        REPAIR_CALLS.repairEnter,
        { id: info.repair.id, cause, action, replace, scrap, ...(back !== null ? { back_station_id: back } : {}) },
        { quiet: true },
      );
      const station = stations.find((s) => s.value === r.back_station_id)?.label ?? '';
      setOutcome({
        ok: true,
        text: r.status === 3 ? t('scrapped', { sn: info.sn }) : t('repaired', { sn: info.sn, station }),
      });
      setInfo({ ...info, repair: null });
    } catch (e) {
      setOutcome(failure(e));
    }
  };
  const repair = info?.repair;
  return (
    <Card data-testid="repair-enter">
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Form layout="vertical" component="div">
          <Form.Item label={t('sn')} style={{ marginBottom: 0 }}>
            <SnInput onSn={load} />
          </Form.Item>
        </Form>
        {repair && (
          <Descriptions size="small" bordered column={2}>
            <Descriptions.Item label={t('sn')}>{repair.sn}</Descriptions.Item>
            <Descriptions.Item label={t('statusLabel')}>
              <StatusTag status={repair.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('defects')}>
              <span data-testid="repair-defects">
                {(repair.defects ?? []).map((d) => `${d.fnumber} ${d.fname}`).join(', ')}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('createdAt')}>{when(repair.created_at)}</Descriptions.Item>
            <Descriptions.Item label={t('fdesc')} span={2}>
              {repair.fdesc}
            </Descriptions.Item>
          </Descriptions>
        )}
        {info && info.bindings.length > 0 && (
          <Table<BindingRow>
            size="small"
            rowKey="id"
            pagination={false}
            title={() => t('bindings')}
            dataSource={info.bindings}
            columns={[
              { title: t('material'), render: (_, b) => `${b.icitem_fnumber} ${b.icitem_fname}` },
              { title: t('barcode'), dataIndex: 'barcode' },
              {
                title: t('newBarcode'),
                render: (_, b) => (
                  <Input
                    data-testid={`repair-new-${b.barcode}`}
                    value={fresh[b.id] ?? ''}
                    disabled={!repair}
                    onChange={(e) => setFresh({ ...fresh, [b.id]: e.target.value })}
                  />
                ),
              },
            ]}
          />
        )}
        {repair && (
          <Form layout="vertical" component="div">
            <Form.Item label={t('cause')} required>
              <Input data-testid="repair-cause" value={cause} onChange={(e) => setCause(e.target.value)} />
            </Form.Item>
            <Form.Item label={t('action')} required>
              <Input data-testid="repair-action" value={action} onChange={(e) => setAction(e.target.value)} />
            </Form.Item>
            <Form.Item label={t('backStation')}>
              <Select<number>
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                style={{ width: '100%' }}
                options={stations}
                value={back ?? undefined}
                onChange={(v) => setBack(v ?? null)}
              />
            </Form.Item>
            <Form.Item>
              <Checkbox checked={scrap} onChange={(e) => setScrap(e.target.checked)}>
                {t('scrap')}
              </Checkbox>
            </Form.Item>
            <Button type="primary" data-testid="repair-submit" disabled={!cause || !action} onClick={submit}>
              {t('submit')}
            </Button>
          </Form>
        )}
        <OutcomeBar outcome={outcome} />
      </Space>
    </Card>
  );
}
