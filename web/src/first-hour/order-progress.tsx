import { apiCall } from '@mes/client';
import { Progress } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceMeta } from '../resources/meta';
import type { ResourceRecord } from '../resources/resource-api';
import { usePermission } from '../session';
import { FIRST_HOUR_NS } from './i18n';

type OrderStat = { worder_id: number; fqty: number; finished: number };
const STAT_CALL = 'kanban/worder_stat/list';

/** finished / planned of the work orders on the page (kanban/worder_stat/list), when the user may read it. */
export function useOrderProgress(def: ResourceMeta, rows: ResourceRecord[] | undefined): Map<number, OrderStat> {
  const { hasAll } = usePermission();
  const allowed = def.name === 'worder' && hasAll(['kanban.worder_stat.list']);
  const ids = (rows ?? []).map((r) => r.id).join(',');
  const [stats, setStats] = useState(new Map<number, OrderStat>());
  useEffect(() => {
    if (!allowed || ids === '') return;
    let live = true;
    apiCall<{ list: OrderStat[] }>(STAT_CALL, { worder_ids: ids.split(',').map(Number) }, { quiet: true })
      .then((a) => live && setStats(new Map(a.list.map((s) => [s.worder_id, s]))))
      .catch(() => undefined); // the column stays empty; the list itself is what matters
    return () => {
      live = false;
    };
  }, [allowed, ids]);
  return stats;
}

/** The progress column after the quantity (or first), for the lists that have figures. */
export function withProgress(
  columns: TableColumnsType<ResourceRecord>,
  stats: Map<number, OrderStat>,
  title: string,
): TableColumnsType<ResourceRecord> {
  if (stats.size === 0) return columns;
  const at = columns.findIndex((c) => c.key === 'fqty');
  const column: TableColumnsType<ResourceRecord>[number] = {
    key: 'progress',
    title,
    width: 150,
    render: (_, r) => {
      const s = stats.get(r.id);
      if (!s) return null;
      const pct = s.fqty > 0 ? Math.min(100, Math.round((s.finished / s.fqty) * 100)) : 0;
      return (
        <span data-testid={`progress-${r.id}`} title={`${s.finished} / ${s.fqty}`}>
          <Progress percent={pct} size="small" format={() => `${s.finished}/${s.fqty}`} />
        </span>
      );
    },
  };
  const out = [...columns];
  out.splice(at >= 0 ? at + 1 : 1, 0, column);
  return out;
}

export function useProgressTitle(): string {
  return useTranslation(FIRST_HOUR_NS).t('list.progress');
}
