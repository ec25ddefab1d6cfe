import { Button, Descriptions, InputNumber, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import {
  callUrl,
  MSD,
  type CallAnswer,
  type CallInput,
  type MsdHistoryRow,
  type MsdScannedEvent,
} from '@mes/contracts';
import { useTranslation } from 'react-i18next';
import { ScanPanel } from '../widgets/scan-panel/ScanPanel';
import { usePanelData } from '../widgets/scan-panel/usePanelData';
import { MSD_NS } from './i18n';

type Status = CallAnswer<typeof MSD.status>;
type EventBody = Omit<CallInput<typeof MSD.event>, 'barcode' | 'event'>;
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

// A reel's floor life on its details screen (docs/msd.md): where the clock stands, the scans that move it (open, dry
// storage in / out, a finished bake) and its append-only history.
export function MsdPanel({ code }: { code: string }) {
  const { t } = useTranslation(MSD_NS);
  const asked: CallInput<typeof MSD.status> = { barcode: code };
  const { data: status, act } = usePanelData<Status>(callUrl(MSD.status), asked);
  const [rh, setRh] = useState<number | null>(5);
  const [temp, setTemp] = useState<number | null>(125);
  const [hours, setHours] = useState<number | null>(null);
  // the panel's barcode is added to every call it sends
  const record = (event: MsdScannedEvent, body: EventBody = {}) => act(callUrl(MSD.event), { event, ...body });
  if (!status) return null;
  const fl = status.floor_life;
  const h = (v: number | null) => (v === null ? t('unlimited') : t('hours', { h: v.toFixed(1) }));
  const verdict = fl && {
    ok: !fl.blocked,
    text: fl.blocked ? t(fl.bake_required && fl.remaining_h !== 0 ? 'bake_required' : 'blocked') : t('ok'),
    testId: 'msd-verdict',
    data: { 'data-blocked': String(fl.blocked) } as const,
  };
  return (
    <ScanPanel title={t('title')} testId="msd-panel" verdict={verdict}>
      {fl === null ? (
        <Typography.Text type="secondary">{t('none')}</Typography.Text>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Descriptions size="small" column={3} bordered>
            <Descriptions.Item label={t('msl')}>{fl.msl}</Descriptions.Item>
            <Descriptions.Item label={t('state')}>
              <span data-testid="msd-state">{t(`states.${fl.state}`)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('remaining')}>
              <span data-testid="msd-remaining">{h(fl.remaining_h)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('used')}>{h(fl.used_h)}</Descriptions.Item>
            <Descriptions.Item label={t('deadline')}>{when(fl.deadline)}</Descriptions.Item>
          </Descriptions>
          <Space wrap>
            <Button data-testid="msd-open" disabled={fl.state === 'floor'} onClick={() => void record('open')}>
              {t('actions.open')}
            </Button>
            <InputNumber addonBefore={t('rh')} min={0} max={100} value={rh} onChange={setRh} style={{ width: 150 }} />
            <Button
              data-testid="msd-dry_in"
              disabled={fl.state !== 'floor'}
              onClick={() => void record('dry_in', { rh })}
            >
              {t('actions.dry_in')}
            </Button>
            <Button data-testid="msd-dry_out" disabled={fl.state !== 'dry'} onClick={() => void record('dry_out')}>
              {t('actions.dry_out')}
            </Button>
            <InputNumber addonBefore={t('temp')} value={temp} onChange={setTemp} style={{ width: 170 }} />
            <InputNumber
              addonBefore={t('bake_hours')}
              min={0.01}
              value={hours}
              onChange={setHours}
              style={{ width: 190 }}
              data-testid="msd-bake-hours"
            />
            <Button data-testid="msd-bake" onClick={() => void record('bake', { temp_c: temp, hours })}>
              {t('actions.bake')}
            </Button>
          </Space>
          <Typography.Text strong>{t('history')}</Typography.Text>
          <Table<MsdHistoryRow>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={status.history}
            data-testid="msd-history"
            columns={[
              { title: t('event'), dataIndex: 'event', render: (v: string) => t(`events.${v}`) },
              { title: t('at'), dataIndex: 'at', render: (v: string) => when(v) },
              { title: t('temp'), dataIndex: 'temp_c', render: (v: number | null) => v ?? '—' },
              { title: t('rh'), dataIndex: 'rh', render: (v: number | null) => v ?? '—' },
              { title: t('bake_hours'), dataIndex: 'hours', render: (v: number | null) => v ?? '—' },
              { title: t('source'), dataIndex: 'source', render: (v: string) => t(`sources.${v}`) },
            ]}
          />
        </Space>
      )}
    </ScanPanel>
  );
}
