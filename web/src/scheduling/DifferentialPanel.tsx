import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { SCHEDULING_NS } from './i18n';
import type { Transition } from './useLineQueue';

// Between each two consecutive orders of the queue: what operators load and take off at the changeover.
export function DifferentialPanel({ transitions }: { transitions: Transition[] }) {
  const { t } = useTranslation(SCHEDULING_NS);
  const items = (list: Transition['load']) => list.map((m) => <Tag key={m.fnumber}>{m.fnumber}</Tag>);
  return (
    <Card size="small" title={t('diff.title')} extra={<span style={{ color: '#888' }}>{t('diff.hint')}</span>}>
      <Table<Transition & { key: number }>
        size="small"
        pagination={false}
        data-testid="scheduling-diff"
        locale={{ emptyText: t('diff.empty') }}
        dataSource={transitions.map((tr, key) => ({ ...tr, key }))}
        onRow={(r) => ({ 'data-testid': `scheduling-diff-${r.key}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('diff.from'), key: 'from', render: (_, r) => r.from?.fbillno ?? '—' },
          { title: t('diff.to'), key: 'to', render: (_, r) => r.to?.fbillno ?? '—' },
          { title: t('diff.load'), key: 'load', render: (_, r) => items(r.load ?? []) },
          { title: t('diff.unload'), key: 'unload', render: (_, r) => items(r.unload ?? []) },
          { title: t('diff.keep'), dataIndex: 'keep', width: 80 },
          { title: t('diff.slots'), key: 'slots', width: 100, render: (_, r) => (r.slot_changes ?? []).length },
        ]}
      />
    </Card>
  );
}
