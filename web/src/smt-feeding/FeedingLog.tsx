import { Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMT_FEEDING, feedingStepText, readReelCheck } from '@mes/contracts';
import { callApi } from '@mes/client';
import { toLocale } from '../widgets/i18n-bundle';
import { SMT_FEEDING_NS } from './i18n';

type LogRow = {
  id: number;
  step: string;
  slot: string | null;
  turn_no: number | null;
  barcode: string | null;
  prev_barcode: string | null;
  verdict: string;
  icitem_fnumber: string | null;
  expected_fnumber: string | null;
  operator: string | null;
  message: string;
  reason: string;
  created_at: string;
};

// the steps that put a new reel where another was: the log shows old → new
const REEL_SWAPS = ['splicing', 'changing'];
const VERDICT_COLOR: Record<string, string> = {
  pass: 'green',
  warning: 'orange',
  fail: 'red',
  locked: 'red',
  none: 'default',
};

// The feeding's step log, newest first (work/smt_feeding/log/list), read again whenever `version` moves.
export function FeedingLog({ feedingId, version }: { feedingId: number; version: unknown }) {
  const { t, i18n } = useTranslation(SMT_FEEDING_NS);
  const [rows, setRows] = useState<LogRow[]>([]);
  useEffect(() => {
    let live = true;
    callApi(SMT_FEEDING.log, { filter: `smt_feeding_id:${feedingId} sort:id-desc ps:100` }, { quiet: true }).then(
      (a) => live && setRows(a.list as LogRow[]),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [feedingId, version]);
  return (
    <Table<LogRow>
      size="small"
      rowKey="id"
      dataSource={rows}
      pagination={false}
      data-testid="feeding-log"
      locale={{ emptyText: t('log.empty') }}
      onRow={(r) => ({ 'data-testid': `feeding-log-${r.id}` }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        {
          title: t('log.time'),
          dataIndex: 'created_at',
          width: 170,
          render: (v: string) => new Date(v).toLocaleString(i18n.language),
        },
        {
          title: t('log.step'),
          dataIndex: 'step',
          width: 110,
          render: (s: string) => t(`step.${s}`, { defaultValue: s }),
        },
        { title: t('log.slot'), dataIndex: 'slot', width: 80, render: (v: string | null) => v ?? '—' },
        {
          title: t('log.reel'),
          key: 'reel',
          render: (_, r) =>
            r.prev_barcode && REEL_SWAPS.includes(r.step)
              ? `${r.prev_barcode} → ${r.barcode ?? ''}`
              : (r.barcode ?? '—'),
        },
        { title: t('log.material'), key: 'material', render: (_, r) => r.icitem_fnumber ?? '—' },
        {
          title: t('log.verdict'),
          dataIndex: 'verdict',
          width: 90,
          render: (v: string) => <Tag color={VERDICT_COLOR[v] ?? 'default'}>{t(`verdict.${v}`)}</Tag>,
        },
        { title: t('log.operator'), dataIndex: 'operator', width: 110, render: (v: string | null) => v ?? '—' },
        {
          title: t('log.message'),
          key: 'message',
          // worded from what the step compared, in the screen's language (the stored English for older rows)
          render: (_, r) => {
            const text = feedingStepText({ ...r, check: readReelCheck(r) }, toLocale(i18n.language));
            return r.reason && !text.includes(r.reason) ? `${text} · ${r.reason}` : text;
          },
        },
      ]}
    />
  );
}
