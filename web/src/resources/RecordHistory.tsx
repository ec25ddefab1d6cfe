import { apiCall } from '@mes/client';
import type { HistoryEntry } from '@mes/contracts';
import { Card, Timeline, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_NS } from './document-words';
import { formatTime } from './format';
import type { ResourceMeta } from './meta';
import type { ResourceRecord } from './resource-api';

// A record's history from the operation log (docs/system-pages.md "A record's history"): every write call on it, who
// and when, answered by the engine's `<module>/<resource>/history` to whoever may read the record; the stamp of a
// checked record then says who checked it and when.

export type { HistoryEntry };

export function useRecordHistory(
  def: Pick<ResourceMeta, 'module' | 'name'>,
  record: ResourceRecord | null,
): HistoryEntry[] | null {
  const [rows, setRows] = useState<HistoryEntry[] | null>(null);
  // read again when the record changes (a check or a save answers a new updated_at)
  const id = record?.id ?? null;
  const version = record ? `${String(record.updated_at)}:${String(record.checked)}:${String(record.disabled)}` : '';
  useEffect(() => {
    if (id === null) return;
    let live = true;
    apiCall<{ list: HistoryEntry[] }>(`${def.module}/${def.name}/history`, { id }, { quiet: true })
      .then((a) => live && setRows(a.list))
      .catch(() => live && setRows([]));
    return () => {
      live = false;
    };
  }, [def.module, def.name, id, version]);
  return rows;
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
