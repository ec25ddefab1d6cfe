import { Button, Card, Input, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { apiCall } from '@mes/client';
import { BOM_NS } from './i18n';

type Plan = {
  id: number;
  fbillno: string;
  fname: string;
  fqty: number;
  icbom_fnumber: string;
  product?: { fnumber: string; fname: string } | null;
};
const PAGE = 20;

// /product_mgt/material_inventory/icpp/list: the process plans, each opening its material inventory.
export function MaterialInventoryListPage() {
  const { t } = useTranslation(BOM_NS);
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [pn, setPn] = useState(1);
  const [plans, setPlans] = useState<Plan[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    setLoading(true);
    const key = search.trim() ? ` search_key:"${search.trim().replace(/"/g, '\\"')}"` : '';
    apiCall<{ list: Plan[]; total: number }>('product_mgt/icpp/list', {
      filter: `has:product pn:${pn} ps:${PAGE}${key}`,
    })
      .then(
        (a) => {
          setPlans(a.list);
          setTotal(a.total);
        },
        () => setPlans([]),
      )
      .finally(() => setLoading(false));
  }, [search, pn]);

  const open = (p: Plan) => navigate(`/product_mgt/material_inventory/icpp/${p.id}`);
  return (
    <Card
      size="small"
      title={t('inventory.plans')}
      data-testid="inventory-plans"
      extra={
        <Input.Search
          allowClear
          placeholder={t('inventory.search')}
          onSearch={(v) => {
            setPn(1);
            setSearch(v);
          }}
          style={{ width: 260 }}
        />
      }
    >
      <Table<Plan>
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={plans}
        pagination={{ current: pn, pageSize: PAGE, total, onChange: setPn, showSizeChanger: false }}
        onRow={(p) =>
          ({
            onDoubleClick: () => open(p),
            'data-testid': `inventory-plan-${p.id}`,
          }) as React.HTMLAttributes<HTMLElement>
        }
        columns={[
          { title: t('inventory.plan'), dataIndex: 'fbillno' },
          {
            title: t('inventory.product'),
            key: 'product',
            render: (_, p) => (p.product ? `${p.product.fnumber} ${p.product.fname}` : ''),
          },
          { title: t('inventory.bom'), dataIndex: 'icbom_fnumber' },
          { title: t('inventory.fqty'), dataIndex: 'fqty', align: 'right' },
          {
            title: '',
            key: 'open',
            width: 160,
            render: (_, p) => (
              <Button size="small" type="link" onClick={() => open(p)} data-testid={`inventory-open-${p.id}`}>
                {t('inventory.open')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}

export default MaterialInventoryListPage;
