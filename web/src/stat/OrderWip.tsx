import { Space, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isRecord } from '@mes/contracts';
import { DOCUMENT_NS } from '../resources/document-words';
import type { ResourceRecord } from '../resources/resource-api';

// A followed order's WIP (docs/statistics.md, "Order WIP"): the order by its numbers, never "#1", and the quantity at
// each stage the factory defines, which every order_wip row carries (stages, total).

type Stage = { wip_field_id: number; fname: string; qty: number };

const stagesOf = (r: ResourceRecord): Stage[] =>
  Array.isArray(r.stages)
    ? r.stages.filter(isRecord).map((s) => ({
        wip_field_id: Number(s.wip_field_id),
        fname: String(s.fname ?? ''),
        qty: Number(s.qty) || 0,
      }))
    : [];
const billOf = (v: unknown) => (isRecord(v) && typeof v.fbillno === 'string' ? v.fbillno : '');

/** The plan and the work order an order_wip follows, as their numbers. */
export function followedName(r: ResourceRecord): string {
  return [billOf(r.icpp), billOf(r.worder)].filter(Boolean).join(' · ');
}

function StageTags({ r }: { r: ResourceRecord }) {
  const { t } = useTranslation(DOCUMENT_NS);
  return (
    <Space size={[4, 4]} wrap>
      <span data-testid={`order-wip-stages-${r.id}`}>
        {stagesOf(r)
          .filter((s) => s.qty !== 0)
          .map((s) => (
            <Tag key={s.wip_field_id}>{`${s.fname} ${s.qty}`}</Tag>
          ))}
      </span>
      <b>
        {t('orderWip.total')} <span data-testid={`order-wip-total-${r.id}`}>{String(r.total ?? 0)}</span>
      </b>
    </Space>
  );
}

/** The list's columns: the followed order (the row's link) in place of its two references, and the WIP by stage. */
export function useOrderWipColumns(
  columns: TableColumnsType<ResourceRecord>,
  base: string,
): TableColumnsType<ResourceRecord> {
  const { t } = useTranslation(DOCUMENT_NS);
  // one array per change of its inputs: the list sizes its columns from them (fit-columns), a new one every render
  // would size them again for ever
  return useMemo(() => {
    const followed = {
      key: 'followed',
      title: t('orderWip.followed'),
      width: 220,
      ellipsis: true,
      render: (_: unknown, r: ResourceRecord) => (
        <Link to={`${base}/${r.id}`} data-testid="row-link">
          {followedName(r) || `#${r.id}`}
        </Link>
      ),
    };
    const wip = {
      key: 'wip',
      title: t('orderWip.wip'),
      render: (_: unknown, r: ResourceRecord) => <StageTags r={r} />,
    };
    const rest = columns.filter((c) => c.key !== 'icpp_id' && c.key !== 'worder_id');
    const at = rest.findIndex((c) => c.key === 'flags');
    return [followed, ...rest.slice(0, at), wip, ...rest.slice(at)];
  }, [columns, base, t]);
}

/** The details screen's panel: the quantity at each stage and the total. */
export function OrderWipPanel({ record }: { record: ResourceRecord }) {
  const { t } = useTranslation(DOCUMENT_NS);
  return (
    <Table<Stage>
      size="small"
      rowKey="wip_field_id"
      className="order-wip-stages"
      title={() => (
        <b>
          {t('orderWip.wip')} · {t('orderWip.total')}{' '}
          <span data-testid={`order-wip-total-${record.id}`}>{String(record.total ?? 0)}</span>
        </b>
      )}
      dataSource={stagesOf(record)}
      pagination={false}
      columns={[
        { key: 'stage', title: t('orderWip.stage'), dataIndex: 'fname' },
        { key: 'qty', title: t('orderWip.qty'), dataIndex: 'qty', width: 120 },
      ]}
    />
  );
}
