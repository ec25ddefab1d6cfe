import { Card, Descriptions, Empty, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResultTag, when } from './cells';
import { TRACING_NS } from './i18n';
import { RepairsView } from './RepairsView';
import { ItemTable } from './StationLogListPage';
import type { Genealogy, Reel } from './tracing-types';

const STATE_COLOR: Record<string, string> = { passed: 'green', current: 'blue', pending: 'default' };

// The backward genealogy of one serial number, section by section (docs/tracing-dashboard.md).
export function GenealogyView({ g }: { g: Genealogy }) {
  const { t } = useTranslation(TRACING_NS);
  const lots = (v: string[]) => v.map((l) => <Tag key={l}>{l}</Tag>);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="genealogy">
      <Card size="small" title={t('sec.item')}>
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={t('col.sn')}>{g.item.sn}</Descriptions.Item>
          <Descriptions.Item label={t('col.worder')}>{g.order.fbillno}</Descriptions.Item>
          <Descriptions.Item label={t('col.product')}>
            {g.order.product.fnumber} {g.order.product.fname}
          </Descriptions.Item>
          <Descriptions.Item label={t('col.line')}>{g.order.product_line.fname}</Descriptions.Item>
          <Descriptions.Item label={t('col.plan')}>{g.plans.map((p) => p.fbillno).join(', ')}</Descriptions.Item>
          <Descriptions.Item label={t('col.bom')}>{g.bom ? `${g.bom.fnumber} ${g.bom.version}` : ''}</Descriptions.Item>
          <Descriptions.Item label={t('col.done')}>{g.item.done ? t('yes') : t('no')}</Descriptions.Item>
          <Descriptions.Item label={t('col.box')}>{g.box?.fnumber ?? t('noBox')}</Descriptions.Item>
          <Descriptions.Item label={t('col.pallet')}>{g.box?.pallet?.fnumber ?? ''}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={`${t('sec.steps')} ${g.workflow ? `(${g.workflow.fnumber})` : ''}`}>
        <Space wrap data-testid="track-steps">
          {g.steps.map((s) => (
            <Tag key={s.seq} color={STATE_COLOR[s.state]}>
              {s.seq}. {s.station.fname} · {t(`state.${s.state}`)} {s.reports > 0 ? `×${s.reports}` : ''}
            </Tag>
          ))}
        </Space>
      </Card>
      <Card size="small" title={t('sec.logs')}>
        <Table
          data-testid="track-logs"
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={g.station_logs}
          expandable={{
            expandedRowRender: (r) => <ItemTable items={r.test_items} t={t} />,
            rowExpandable: (r) => r.test_items.length > 0,
          }}
          columns={[
            { title: t('col.time'), dataIndex: 'created_at', render: when },
            { title: t('col.station'), key: 's', render: (_, r) => `${r.station.fnumber} ${r.station.fname}` },
            { title: t('col.result'), dataIndex: 'result', render: (v: number) => <ResultTag result={v} /> },
            { title: t('col.firstPass'), dataIndex: 'first_pass', render: (v: boolean) => (v ? t('yes') : t('no')) },
            { title: t('col.items'), key: 'n', render: (_, r) => r.test_items.length },
            { title: t('col.operator'), dataIndex: 'operator' },
          ]}
        />
      </Card>
      <Card size="small" title={t('sec.smt')}>
        {g.smt.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('none')} />}
        {g.smt.map((p) => (
          <div key={p.smt_order.id} style={{ marginBottom: 12 }}>
            <Descriptions size="small" column={3}>
              <Descriptions.Item label={t('col.smtOrder')}>{p.smt_order.fbillno}</Descriptions.Item>
              <Descriptions.Item label={t('col.panel')}>{p.panel_barcode ?? ''}</Descriptions.Item>
              <Descriptions.Item label={t('col.placedAt')}>{when(p.placed_at)}</Descriptions.Item>
            </Descriptions>
            <Table<Reel>
              data-testid="track-reels"
              size="small"
              rowKey="slot"
              dataSource={p.reels}
              pagination={{ pageSize: 50, hideOnSinglePage: true }}
              columns={[
                { title: t('col.slot'), dataIndex: 'slot' },
                { title: t('col.reel'), dataIndex: 'barcode' },
                {
                  title: t('col.material'),
                  key: 'm',
                  render: (_, r) => `${r.icitem_fnumber ?? ''} ${r.icitem_fname ?? ''}`,
                },
                {
                  title: t('col.loadStep'),
                  dataIndex: 'step',
                  // a reel a CFX machine reported installing names the machine
                  render: (v: string, r) => (r.by_machine ? `${t(`step.${v}`)} · ${r.by_machine}` : t(`step.${v}`)),
                },
                { title: t('col.splicedFrom'), dataIndex: 'spliced_from' },
                { title: t('col.time'), dataIndex: 'loaded_at', render: when },
                { title: t('col.lots'), dataIndex: 'lots', render: lots },
              ]}
            />
          </div>
        ))}
      </Card>
      <Card size="small" title={t('sec.parts')}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={g.parts}
          columns={[
            { title: t('col.barcode'), dataIndex: 'barcode' },
            { title: t('col.material'), key: 'm', render: (_, r) => `${r.icitem.fnumber} ${r.icitem.fname}` },
            { title: t('col.station'), key: 's', render: (_, r) => r.station?.fname ?? '' },
            { title: t('col.replaced'), dataIndex: 'replaced', render: (v: boolean) => (v ? t('yes') : t('no')) },
            { title: t('col.lots'), dataIndex: 'lots', render: lots },
            { title: t('col.time'), dataIndex: 'created_at', render: when },
          ]}
        />
      </Card>
      <Card size="small" title={t('sec.repairs')}>
        <RepairsView repairs={g.repairs} />
      </Card>
      <Card size="small" title={t('sec.box')}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={g.movements}
          columns={[
            { title: t('col.time'), dataIndex: 'created_at', render: when },
            { title: t('col.doc'), key: 'd', render: (_, r) => `${r.doc_type} #${r.doc_id}` },
            { title: t('col.qty'), dataIndex: 'fqty' },
            { title: t('col.stock'), dataIndex: 'stock_fnumber' },
            { title: t('col.batch'), dataIndex: 'batch_no' },
            { title: t('col.box'), dataIndex: 'box_fnumber' },
          ]}
        />
      </Card>
    </Space>
  );
}
