import { Button, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { WorkOrderStatus } from '@mes/contracts';
import { Guard } from '../session';
import { toLocale } from '../widgets/i18n-bundle';
import { moveTarget, opsFor, orderResource, type OrderOp, type QueueEntry } from './queue-data';
import { SCHEDULING_NS } from './i18n';

type Props = {
  queue: QueueEntry[];
  loading: boolean;
  busy: number | null;
  onMove: (e: QueueEntry, to: number) => void;
  onOp: (e: QueueEntry, op: OrderOp) => void;
};

// The queue in position order: move an order up, down or to the front; start, pause, finish or cancel it.
export function QueueTable({ queue, loading, busy, onMove, onOp }: Props) {
  const { t, i18n } = useTranslation(SCHEDULING_NS);
  const move = (e: QueueEntry, where: 'up' | 'down' | 'top') => {
    const to = moveTarget(e, queue.length, where);
    return (
      <Button
        size="small"
        disabled={to === null || busy !== null}
        data-testid={`scheduling-${where}-${e.id}`}
        onClick={() => to !== null && onMove(e, to)}
      >
        {t(where)}
      </Button>
    );
  };
  return (
    <Table<QueueEntry>
      size="small"
      rowKey="id"
      dataSource={queue}
      loading={loading}
      pagination={false}
      data-testid="scheduling-queue"
      locale={{ emptyText: t('empty') }}
      onRow={(e) =>
        ({
          'data-testid': `scheduling-entry-${e.id}`,
          'data-position': e.position,
          'data-order': e.fbillno,
        }) as React.HTMLAttributes<HTMLElement>
      }
      columns={[
        { title: t('position'), dataIndex: 'position', width: 80 },
        { title: t('order'), dataIndex: 'fbillno' },
        {
          title: t('kind'),
          key: 'kind',
          width: 110,
          render: (_, e) => <Tag color={e.kind === 'smt' ? 'purple' : 'blue'}>{t(e.kind)}</Tag>,
        },
        {
          title: t('status'),
          key: 'status',
          width: 100,
          render: (_, e) => WorkOrderStatus.label(e.status, toLocale(i18n.language)),
        },
        {
          title: t('actions'),
          key: 'actions',
          render: (_, e) => (
            <Space size={4} wrap>
              <Guard allOf={['product_mgt.production_scheduling.move']}>
                {move(e, 'up')}
                {move(e, 'down')}
                {move(e, 'top')}
              </Guard>
              {opsFor(e.status).map((op) => (
                <Guard key={op} allOf={[`product_mgt.${orderResource(e)}.${op}`]}>
                  <Button
                    size="small"
                    type="link"
                    danger={op === 'cancel_order'}
                    disabled={busy !== null}
                    data-testid={`scheduling-${op}-${e.id}`}
                    onClick={() => onOp(e, op)}
                  >
                    {t(`op.${op}`)}
                  </Button>
                </Guard>
              ))}
            </Space>
          ),
        },
      ]}
    />
  );
}
