import { App, Button, Card, Empty, Select, Space, Table } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@mes/client';
import { DM_CALLS, type DmDeviceItem } from '@mes/contracts';
import { DM, optionsOf, type Option } from './dm-api';
import { DM_NS } from './i18n';

type DeviceItem = DmDeviceItem;

// /device_maintenance/dm_related_item/main: pick a device, see its items, add many at once, remove some or all.
export function DmRelatedPage() {
  const { t } = useTranslation(DM_NS);
  const { message } = App.useApp();
  const [devices, setDevices] = useState<Option[]>([]);
  const [items, setItems] = useState<Option[]>([]);
  const [device, setDevice] = useState<number | null>(null);
  const [mine, setMine] = useState<DeviceItem[]>([]);
  const [adding, setAdding] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void optionsOf('basicdata/device_asset/list').then(setDevices, () => setDevices([]));
    void optionsOf(`${DM}/dm_item/list`).then(setItems, () => setItems([]));
  }, []);
  const load = useCallback(async (id: number) => {
    setMine(await callApi(DM_CALLS.listByDevice, { device_asset_id: id }));
  }, []);
  useEffect(() => {
    if (device !== null) void load(device).catch(() => setMine([]));
  }, [device, load]);

  const run = async (send: (device: number) => Promise<unknown>, done?: (a: unknown) => void) => {
    if (device === null) return;
    setBusy(true);
    try {
      done?.(await send(device));
      await load(device);
    } finally {
      setBusy(false);
    }
  };
  const have = new Set(mine.map((i) => i.id));

  return (
    <Card size="small" title={t('related.title')} data-testid="dm-related">
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Select
          showSearch
          optionFilterProp="label"
          style={{ width: 360, maxWidth: '100%' }}
          placeholder={t('related.pickDevice')}
          options={devices}
          value={device}
          onChange={setDevice}
          data-testid="dm-related-device"
        />
        {device !== null && (
          <>
            <Space wrap>
              <Select
                mode="multiple"
                optionFilterProp="label"
                style={{ minWidth: 360 }}
                placeholder={t('related.pickItems')}
                options={items.filter((i) => !have.has(i.value))}
                value={adding}
                onChange={setAdding}
                data-testid="dm-related-pick"
              />
              <Button
                type="primary"
                disabled={adding.length === 0}
                loading={busy}
                data-testid="dm-related-add"
                onClick={() =>
                  void run(
                    (d) => callApi(DM_CALLS.multiCreate, { device_asset_id: d, dm_item_ids: adding }),
                    (a) => {
                      setAdding([]);
                      void message.success(t('related.added', { count: (a as { created: number }).created }));
                    },
                  )
                }
              >
                {t('related.add')}
              </Button>
              <Button
                danger
                disabled={mine.length === 0}
                loading={busy}
                onClick={() => void run((d) => callApi(DM_CALLS.deleteByDevice, { device_asset_id: d }))}
              >
                {t('related.removeAll')}
              </Button>
            </Space>
            <Table<DeviceItem>
              size="small"
              rowKey="id"
              dataSource={mine}
              pagination={false}
              locale={{ emptyText: <Empty description={t('related.none')} /> }}
              columns={[
                { title: t('related.items'), key: 'item', render: (_, i) => `${i.fnumber} ${i.fname}` },
                { title: t('related.period'), key: 'period', render: (_, i) => i.period.fname },
                { dataIndex: 'content', title: t('related.content') },
                {
                  key: 'remove',
                  width: 100,
                  render: (_, i) => (
                    <Button
                      size="small"
                      onClick={() =>
                        void run((d) => callApi(DM_CALLS.deleteByDevice, { device_asset_id: d, dm_item_ids: [i.id] }))
                      }
                    >
                      {t('related.remove')}
                    </Button>
                  ),
                },
              ]}
            />
          </>
        )}
      </Space>
    </Card>
  );
}

export default DmRelatedPage;
