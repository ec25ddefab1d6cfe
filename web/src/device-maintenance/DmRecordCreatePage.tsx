import { Alert, App, Button, Card, Input, Radio, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { apiCall, callApi } from '@mes/client';
import { DM_CALLS, dmStateOf, type DmEnterAnswer, type DmItemInfo } from '@mes/contracts';
import { DM } from './dm-api';
import { DM_NS } from './i18n';

type Item = DmItemInfo;
type Result = { result: 'ok' | 'ng'; value: string };

// /device_maintenance/dm_record/create/fperiod/:fperiodid/fdevice/:fdeviceid: the record of one device for the open
// occurrence of one period, each item ticked ok or ng with its value, then its details screen (where it is checked).
export function DmRecordCreatePage() {
  const { t } = useTranslation(DM_NS);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const params = useParams();
  const periodId = Number(params.fperiodid);
  const deviceId = Number(params.fdeviceid);
  const [enter, setEnter] = useState<DmEnterAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<Record<number, Result>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    callApi(DM_CALLS.getLately, { device_asset_id: deviceId }).then(setEnter, (e: Error) => setError(e.message));
  }, [deviceId]);
  const period = enter?.periods.find((p) => p.id === periodId);
  const set = (id: number, change: Partial<Result>) =>
    setResults((r) => ({ ...r, [id]: { ...(r[id] ?? { result: 'ok', value: '' }), ...change } }));

  const save = async () => {
    if (!period) return;
    setBusy(true);
    try {
      const rec = await apiCall<{ id: number }>(`${DM}/dm_record/create`, {
        device_asset_id: deviceId,
        dm_period_id: periodId,
        entries: period.items.map((i) => ({
          dm_item_id: i.id,
          result: results[i.id]?.result ?? 'ok',
          value: (results[i.id]?.value ?? '').trim(),
        })),
      });
      void message.success(t('record.saved'));
      navigate(`/${DM}/dm_record/${rec.id}`);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      size="small"
      data-testid="dm-record-create"
      title={enter ? `${t('record.title')} · ${enter.device.fnumber} ${enter.device.fname}` : t('record.title')}
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      {enter && !period && <NothingOpen enter={enter} periodId={periodId} />}
      {period && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space>
            <span>{t('record.period')}:</span>
            <strong>{period.fname}</strong>
            <Tag color={period.overdue ? 'red' : period.due ? 'blue' : 'green'}>
              {t(`record.state.${dmStateOf(period)}`)}
            </Tag>
          </Space>
          <Table<Item>
            size="small"
            rowKey="id"
            dataSource={period.items}
            pagination={false}
            columns={[
              { key: 'item', title: t('record.item'), render: (_, i) => <strong>{`${i.fnumber} ${i.fname}`}</strong> },
              {
                key: 'what',
                title: t('record.what'),
                render: (_, i) => [i.content, i.standard].filter(Boolean).join(' · '),
              },
              {
                key: 'limits',
                title: t('record.limits'),
                render: (_, i) =>
                  i.lower !== null || i.upper !== null ? `${i.lower ?? '—'} ~ ${i.upper ?? '—'} ${i.unit}` : '',
              },
              {
                key: 'result',
                title: t('record.result'),
                render: (_, i) => (
                  <Radio.Group
                    optionType="button"
                    value={results[i.id]?.result ?? 'ok'}
                    onChange={(e) => set(i.id, { result: e.target.value as Result['result'] })}
                    options={[
                      { value: 'ok', label: t('record.ok') },
                      { value: 'ng', label: t('record.ng') },
                    ]}
                  />
                ),
              },
              {
                key: 'value',
                title: t('record.value'),
                render: (_, i) => (
                  <Input
                    value={results[i.id]?.value ?? ''}
                    onChange={(e) => set(i.id, { value: e.target.value })}
                    style={{ width: 160 }}
                  />
                ),
              },
            ]}
          />
          <Button type="primary" loading={busy} onClick={() => void save()} data-testid="dm-record-save">
            {t('record.save')}
          </Button>
        </Space>
      )}
    </Card>
  );
}

export default DmRecordCreatePage;

// A device and period with no item to record: said plainly, with the periods the device has and where items are given.
function NothingOpen({ enter, periodId }: { enter: DmEnterAnswer; periodId: number }) {
  const { t } = useTranslation(DM_NS);
  const others = enter.periods.filter((p) => p.id !== periodId && p.items.length > 0);
  return (
    <Alert
      type="info"
      showIcon
      data-testid="dm-record-nothing"
      message={t('record.noPeriod')}
      description={
        <Space direction="vertical">
          {others.length > 0 && (
            <Space wrap>
              {t('record.otherPeriods')}
              {others.map((p) => (
                <Link key={p.id} to={`/${DM}/dm_record/create/fperiod/${p.id}/fdevice/${enter.device.id}`}>
                  <Tag color={p.overdue ? 'red' : p.due ? 'gold' : 'default'}>
                    {`${p.fname} · ${t(`record.state.${dmStateOf(p)}`)}`}
                  </Tag>
                </Link>
              ))}
            </Space>
          )}
          <span>
            {t('record.giveItems')} <Link to={`/${DM}/dm_related_item/main`}>{t('record.itemsScreen')}</Link>
            {' · '}
            <Link to={`/${DM}/dm_enter`}>{t('record.dueScreen')}</Link>
          </span>
        </Space>
      }
    />
  );
}
