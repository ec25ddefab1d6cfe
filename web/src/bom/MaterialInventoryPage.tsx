import { App, Button, Card, Descriptions, Space, Table, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { callApi, callDownload } from '@mes/client';
import { BOM_CALLS, type MaterialInventory, type MaterialInventoryLine } from '@mes/contracts';
import { currentLocale } from '../i18n';
import { saveFile } from '../resources/resource-api';
import { Guard } from '../session';
import { BOM_NS } from './i18n';

type Line = MaterialInventoryLine;
type Inventory = MaterialInventory;

const num = (v: number) => Number(v.toFixed(6)).toString();

// /product_mgt/material_inventory/icpp/:icpp_id: what a process plan needs against what was issued, returned and
// consumed, as last recomputed; recompute it or export it.
export function MaterialInventoryPage() {
  const { t, i18n } = useTranslation(BOM_NS);
  const { message } = App.useApp();
  const icppId = Number(useParams().icpp_id);
  const [inv, setInv] = useState<Inventory | null>(null);
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (path: 'get' | 'regenerate') => {
      setBusy(true);
      try {
        setInv(await callApi(path === 'get' ? BOM_CALLS.inventory : BOM_CALLS.regenerate, { icpp_id: icppId }));
        if (path === 'regenerate') void message.success(t('inventory.regenerated'));
      } catch {
        // shown by the client
      } finally {
        setBusy(false);
      }
    },
    [icppId, message, t],
  );
  useEffect(() => {
    if (Number.isInteger(icppId) && icppId > 0) void run('get');
  }, [icppId, run]);

  const doExport = async () => {
    try {
      saveFile(
        await callDownload(
          BOM_CALLS.inventoryExport,
          { icpp_id: icppId, locale: currentLocale() },
          `inventory-${icppId}.xlsx`,
        ),
      );
    } catch {
      // shown by the client
    }
  };

  return (
    <Card
      size="small"
      title={`${t('inventory.open')} · ${inv?.fbillno ?? ''}`}
      data-testid="inventory-page"
      extra={
        <Space>
          <Guard allOf={['product_mgt.material_inventory.regenerate']}>
            <Button
              type="primary"
              loading={busy}
              onClick={() => void run('regenerate')}
              data-testid="inventory-regenerate"
            >
              {t('inventory.regenerate')}
            </Button>
          </Guard>
          <Guard allOf={['product_mgt.material_inventory.export']}>
            <Button onClick={() => void doExport()} data-testid="inventory-export">
              {t('inventory.export')}
            </Button>
          </Guard>
        </Space>
      }
    >
      <Descriptions size="small" column={{ xs: 1, md: 4 }} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('inventory.fqty')}>{inv?.fqty ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('inventory.doneUnits')}>{inv?.done_units ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('inventory.bom')}>
          {inv &&
            (inv.icbom ? (
              <Tag color="blue">{`${inv.icbom.fnumber} ${inv.icbom.version}`}</Tag>
            ) : (
              <Tag>{t('inventory.noBom')}</Tag>
            ))}
        </Descriptions.Item>
        <Descriptions.Item label={t('inventory.computedAt')}>
          {inv?.regenerated_at ? new Date(inv.regenerated_at).toLocaleString(i18n.language) : t('inventory.never')}
        </Descriptions.Item>
      </Descriptions>
      <Table<Line>
        size="small"
        rowKey="id"
        dataSource={inv?.list ?? []}
        loading={busy && !inv}
        pagination={false}
        data-testid="inventory-table"
        locale={{ emptyText: t('inventory.never') }}
        onRow={(l) => ({ 'data-testid': `inventory-line-${l.fnumber}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('col.fnumber'), dataIndex: 'fnumber' },
          { title: t('col.fname'), dataIndex: 'fname' },
          { title: t('col.unit'), dataIndex: 'unit', width: 70 },
          { title: t('inventory.unitQty'), dataIndex: 'unit_qty', align: 'right', render: num },
          { title: t('col.scrap'), dataIndex: 'scrap_rate', align: 'right', render: num },
          { title: t('inventory.needed'), dataIndex: 'need_qty', align: 'right', render: num },
          { title: t('inventory.issued'), dataIndex: 'issued_qty', align: 'right', render: num },
          { title: t('inventory.returned'), dataIndex: 'returned_qty', align: 'right', render: num },
          { title: t('inventory.consumed'), dataIndex: 'consumed_qty', align: 'right', render: num },
          { title: t('inventory.balance'), dataIndex: 'balance_qty', align: 'right', render: num },
          {
            title: t('inventory.shortage'),
            dataIndex: 'shortage_qty',
            align: 'right',
            render: (v: number) => (v > 0 ? <Tag color="red">{num(v)}</Tag> : num(v)),
          },
        ]}
      />
    </Card>
  );
}

export default MaterialInventoryPage;
