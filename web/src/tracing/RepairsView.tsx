import { Empty, Space, Table, Tag } from 'antd';
import type { GenealogyRepair } from '@mes/contracts';
import { useTranslation } from 'react-i18next';
import { when } from './cells';
import { TRACING_NS } from './i18n';

const STATUS_COLOR: Record<number, string> = { 1: 'orange', 2: 'green', 3: 'red' };

// The repairs of a serial number in its genealogy: where and why it failed (defect codes), what was done and which
// parts were swapped.
export function RepairsView({ repairs }: { repairs: GenealogyRepair[] }) {
  const { t } = useTranslation(TRACING_NS);
  if (repairs.length === 0) return <Empty description={t('noRepairs')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Table<GenealogyRepair>
      data-testid="track-repairs"
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={repairs}
      columns={[
        { title: t('col.time'), dataIndex: 'created_at', render: when },
        { title: t('col.station'), key: 's', render: (_, r) => `${r.station.fnumber} ${r.station.fname}` },
        {
          title: t('col.repairStatus'),
          dataIndex: 'status',
          render: (v: number) => <Tag color={STATUS_COLOR[v]}>{t(`repairStatus.${v}`)}</Tag>,
        },
        {
          title: t('col.defects'),
          key: 'd',
          render: (_, r) => (
            <Space size={4} wrap>
              {r.defects.map((d) => (
                <Tag key={d.id}>
                  {d.fnumber} {d.fname}
                </Tag>
              ))}
            </Space>
          ),
        },
        { title: t('col.cause'), dataIndex: 'cause' },
        { title: t('col.action'), dataIndex: 'action' },
        {
          title: t('col.swapped'),
          key: 'p',
          render: (_, r) =>
            r.replaced.map((p) => (
              <div key={`${p.old_barcode}-${p.created_at}`}>
                {p.old_barcode} → {p.new_barcode ?? '—'}
              </div>
            )),
        },
        { title: t('col.repairer'), dataIndex: 'repairer' },
        { title: t('col.repairedAt'), dataIndex: 'repaired_at', render: when },
        { title: t('col.backTo'), key: 'b', render: (_, r) => r.back_station?.fname ?? '' },
      ]}
    />
  );
}
