import { KANBAN_BOARD_CALLS } from '@mes/contracts';
import { callApi } from '@mes/client';
import { Progress } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceMeta } from '../resources/meta';
import type { ResourceRecord } from '../resources/resource-api';
import { usePermission } from '../session';
import { FIRST_HOUR_NS } from './i18n';

type OrderStat = { worder_id: number; fqty: number; finished: number };
// the call answers the working and paused orders by default; a list shows every status
const ALL_STATUSES = [0, 1, 2, 3, 4, 5];

/** finished / planned of the work orders on the page (kanban/worder_stat/list), when the user may read it. */
export function useOrderProgress(def: ResourceMeta, rows: ResourceRecord[] | undefined): Map<number, OrderStat> {
  const { hasAll } = usePermission();
  const allowed = def.name === 'worder' && hasAll(['kanban.worder_stat.list']);
  const ids = (rows ?? []).map((r) => r.id).join(',');
  const [stats, setStats] = useState(new Map<number, OrderStat>());
  useEffect(() => {
    if (!allowed || ids === '') return;
    let live = true;
    const body = { worder_ids: ids.split(',').map(Number), status: ALL_STATUSES };
    callApi(KANBAN_BOARD_CALLS.orderStats, body, { quiet: true })
      .then((a) => live && setStats(new Map((a.list as OrderStat[]).map((s) => [s.worder_id, s]))))
      .catch(() => undefined); // the column stays empty; the list itself is what matters
    return () => {
      live = false;
    };
  }, [allowed, ids]);
  return stats;
}

/**
 * The quantity column of a list that has figures shows the progress in it: finished / planned with a bar (one column,
 * not two, so the list keeps fitting 1280 px). Without figures it stays the planned quantity.
 */
export function withProgress(
  columns: TableColumnsType<ResourceRecord>,
  stats: Map<number, OrderStat>,
  title: string,
): TableColumnsType<ResourceRecord> {
  if (stats.size === 0) return columns;
  return columns.map((c) =>
    c.key !== 'fqty'
      ? c
      : {
          ...c,
          title,
          ellipsis: false,
          render: (_: unknown, r: ResourceRecord) => {
            const s = stats.get(r.id);
            if (!s) return String(r.fqty ?? '');
            const pct = s.fqty > 0 ? Math.min(100, Math.round((s.finished / s.fqty) * 100)) : 0;
            return (
              <span data-testid={`progress-${r.id}`} title={`${s.finished} / ${s.fqty}`}>
                <Progress percent={pct} size="small" format={() => `${s.finished}/${s.fqty}`} />
              </span>
            );
          },
        },
  );
}

export function useProgressTitle(): string {
  return useTranslation(FIRST_HOUR_NS).t('list.progress');
}
