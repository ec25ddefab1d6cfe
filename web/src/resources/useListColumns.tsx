import { Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { currentLocale } from '../i18n';
import { listFields, recordLabel, relationOf } from './fields';
import { useEnumLabel } from './enum-labels';
import { formatTime } from './format';
import { findByName, type FieldMeta, type Meta, type ResourceMeta } from './meta';
import { useMeta } from './MetaProvider';
import { RecordRef } from './RecordRef';
import { RecordActions } from './RecordActions';
import type { ResourceRecord } from './resource-api';
import { CheckTick } from '../widgets';

type Options = { base: string; hasDetail: boolean; onChanged: () => void };

/** the narrowest a field's column gets before the list scrolls sideways (its text ellipsed below that). */
export const MIN_FIELD_WIDTH = 90;
// wide enough for a whole document number (SH20261124-000001): the field a user scans a list for
const FIRST_FIELD_WIDTH = 180;
const FLAGS_WIDTH = 90;
const CREATED_WIDTH = 160;
const ACTIONS_WIDTH = 180;

/**
 * The width the table scrolls at: the fixed columns plus the fields at their narrowest. With `max-content` the
 * table took every column's full text width, wider than the card at 1280 px, and the pinned actions column sat over
 * the last headers; with this the fields share the card's width and shrink (ellipsed) before anything scrolls.
 */
export function listScrollWidth<T>(columns: TableColumnsType<T>): number {
  return columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : MIN_FIELD_WIDTH), 0);
}

function cell(
  def: ResourceMeta,
  key: string,
  f: FieldMeta,
  r: ResourceRecord,
  enumLabel: (field: string, v: string | number) => string,
  meta: Meta | null,
) {
  const v = r[key];
  if (f.refBy) {
    // a reference whose kind is another field (a shelving's source document): its number, linked
    const name = r[f.refBy];
    const target = meta && typeof name === 'string' && name !== '' ? findByName(meta, name, def.module) : undefined;
    return <RecordRef resource={target ?? null} id={v} />;
  }
  if (f.ref) {
    const rel = relationOf(def, key);
    const joined = rel ? (r[rel] as Record<string, unknown> | null | undefined) : null;
    if (joined) return recordLabel(joined);
    if (v === null || v === undefined) return '';
    // a reference the list did not join (no relation declared): its label read once, never its id
    const target = meta && f.ref ? findByName(meta, f.ref, def.module) : undefined;
    return <RecordRef resource={target ?? null} id={v} />;
  }
  if (f.type === 'bool') return v === true ? <CheckTick value /> : null;
  if (f.enum && (typeof v === 'string' || typeof v === 'number')) return enumLabel(key, v);
  if (f.type === 'datetime') return formatTime(v);
  return v === null || v === undefined ? '' : String(v);
}

// The list's columns from meta: the resource's fields (code and name first, references by name), then the audit
// and disable flags as ticks, the creator's display name, the creation time and the row actions.
export function useListColumns(
  def: ResourceMeta,
  { base, hasDetail, onChanged }: Options,
): TableColumnsType<ResourceRecord> {
  const { t, i18n } = useTranslation();
  const enumLabel = useEnumLabel(def.name);
  const { meta } = useMeta();
  return useMemo(() => {
    const locale = currentLocale();
    const fields = listFields(def);
    const columns: TableColumnsType<ResourceRecord> = fields.map(([key, f], i) => ({
      key,
      title: f.label[locale],
      // the first column names the record (a document number, a code): wide enough to read whole
      width: i === 0 ? FIRST_FIELD_WIDTH : undefined,
      ellipsis: true,
      render: (_: unknown, r: ResourceRecord) => {
        const content = cell(def, key, f, r, enumLabel, meta);
        return i === 0 && hasDetail ? (
          <Link to={`${base}/${r.id}`} data-testid="row-link">
            {content || `#${r.id}`}
          </Link>
        ) : (
          content
        );
      },
    }));
    // the flags and the creation in two narrow columns, so that at 1280 px the fields keep their room
    columns.push(
      {
        key: 'flags',
        title: `${t('resource.checked')} / ${t('resource.disabled')}`,
        width: FLAGS_WIDTH,
        align: 'center',
        render: (_, r) => (
          <>
            {r.checked && (
              <span data-testid="tick-checked">
                <Tag color="success" className="list-flag">
                  {t('resource.checked')}
                </Tag>
              </span>
            )}
            {r.disabled && (
              <span data-testid="tick-disabled">
                <Tag color="error" className="list-flag">
                  {t('resource.disabled')}
                </Tag>
              </span>
            )}
          </>
        ),
      },
      {
        key: 'created',
        title: `${t('resource.createdAt')} · ${t('resource.creater')}`,
        width: CREATED_WIDTH,
        ellipsis: true,
        render: (_, r) => (
          <span className="list-created">
            <span>{formatTime(r.created_at)}</span>
            <Typography.Text type="secondary">{r.creater?.display_name || r.creater?.name || ''}</Typography.Text>
          </span>
        ),
      },
      {
        key: 'actions',
        title: t('resource.actions'),
        width: ACTIONS_WIDTH,
        fixed: 'right',
        render: (_, r) => <RecordActions def={def} record={r} onChanged={onChanged} />,
      },
    );
    return columns;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- i18n.language: the labels follow a language switch
  }, [def, base, hasDetail, onChanged, t, enumLabel, meta, i18n.language]);
}
