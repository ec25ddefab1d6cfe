import { apiCall } from '@mes/client';
import { isRecord } from '@mes/contracts';
import { Card, Timeline, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../session';
import { DOCUMENT_NS } from './document-words';
import { formatTime } from './format';
import type { ResourceMeta } from './meta';
import type { ResourceRecord } from './resource-api';

// A record's history from the operation log (docs/system-pages.md): every write call on it, who and when. Read for a
// user who may read the log; the stamp of a checked record then says who checked it and when.

export type HistoryEntry = { id: number; action: string; user: string; at: string; ok: boolean };

type LogRow = {
  id: number;
  path: string;
  ok: boolean;
  body: unknown;
  user_name: string;
  user?: { display_name?: string } | null;
  created_at: string;
};

/** The action a logged call did to the record: its last path segment, an uncheck or enable by its body. */
export function actionOf(path: string, body: unknown): string {
  const action = path.slice(path.lastIndexOf('/') + 1);
  const b = isRecord(body) ? body : {};
  if (action === 'check' && b.checked === false) return 'uncheck';
  if (action === 'disable' && b.disabled === false) return 'enable';
  return action;
}

export function useRecordHistory(
  def: Pick<ResourceMeta, 'module' | 'name'>,
  record: ResourceRecord | null,
): HistoryEntry[] | null {
  const { hasAll } = usePermission();
  const allowed = hasAll(['system.op_log.list']);
  const [rows, setRows] = useState<HistoryEntry[] | null>(null);
  const prefix = `${def.module}/${def.name}/`;
  // read again when the record changes (a check or a save answers a new updated_at)
  const id = record?.id ?? null;
  const version = record ? `${String(record.updated_at)}:${String(record.checked)}:${String(record.disabled)}` : '';
  useEffect(() => {
    if (!allowed || id === null) return;
    let live = true;
    const filter = `record_id:"${id}" module:"${def.module}" has:user sort:id-desc ps:100`;
    apiCall<{ list: LogRow[] }>('system/op_log/list', { filter }, { quiet: true })
      .then((a) => {
        if (!live) return;
        const mine = a.list.filter((r) => r.path.startsWith(prefix) || r.path === prefix.slice(0, -1));
        setRows(
          mine.map((r) => ({
            id: r.id,
            action: actionOf(r.path, r.body),
            user: r.user?.display_name || r.user_name,
            at: r.created_at,
            ok: r.ok,
          })),
        );
      })
      .catch(() => live && setRows([]));
    return () => {
      live = false;
    };
  }, [allowed, def.module, prefix, id, version]);
  return allowed ? rows : null;
}

/** Who checked the record and when: the last successful check in its history. */
export function checkedBy(history: HistoryEntry[] | null): HistoryEntry | null {
  const last = history?.find((h) => h.ok && (h.action === 'check' || h.action === 'uncheck'));
  return last?.action === 'check' ? last : null;
}

export function CheckedBy({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation(DOCUMENT_NS);
  return (
    <Typography.Text type="secondary" data-testid="record-checked-by">
      {t('checkedBy', { user: entry.user, at: formatTime(entry.at) })}
    </Typography.Text>
  );
}

const KNOWN = ['create', 'update', 'check', 'uncheck', 'disable', 'enable', 'delete'];

export function RecordHistory({ history }: { history: HistoryEntry[] | null }) {
  const { t } = useTranslation(DOCUMENT_NS);
  if (history === null) return null;
  return (
    <Card size="small" title={t('history')} data-testid="record-history" className="record-history">
      {history.length === 0 ? (
        <Typography.Text type="secondary">{t('noHistory')}</Typography.Text>
      ) : (
        <Timeline
          items={history.map((h) => ({
            key: h.id,
            color: h.ok ? (h.action === 'check' ? 'green' : 'blue') : 'red',
            children: (
              <span>
                {formatTime(h.at)} · {h.user} ·{' '}
                {KNOWN.includes(h.action) ? t(`action.${h.action}`) : t('action.other', { name: h.action })}
                {!h.ok && ` (${t('failed')})`}
              </span>
            ),
          }))}
        />
      )}
    </Card>
  );
}
