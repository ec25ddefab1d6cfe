import { ShelvingStatus, isRecord } from '@mes/contracts';
import { Space } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../i18n';
import { CheckTick } from '../widgets';
import { DOCUMENT_NS } from './document-words';
import { useEnumLabel } from './enum-labels';
import { relationOf } from './fields';
import { formatTime } from './format';
import { findByName, type FieldMeta, type Meta, type ResourceMeta } from './meta';
import { RecordRef } from './RecordRef';

type Props = {
  meta: Meta;
  /** the resource (or a document's entries, with the document's module) the field belongs to */
  def: Pick<ResourceMeta, 'module' | 'name' | 'relations'>;
  fieldKey: string;
  field: FieldMeta;
  record: Record<string, unknown>;
};

const isBlank = (v: unknown) => v === null || v === undefined || v === '';

// What a record's value says where it is read, not edited (a checked document, a locked field, an entries table):
// a reference by its number and name, linked; an enum by its label; a flag as a tick; a time in local time.
export function FieldValue({ meta, def, fieldKey, field, record }: Props) {
  const enumLabel = useEnumLabel(def.name);
  const { t } = useTranslation(DOCUMENT_NS);
  const own = VALUES[`${def.module}.${def.name}.${fieldKey}`]?.({ meta, def, record, t });
  if (own !== undefined) return <>{own}</>;
  const v = record[fieldKey];
  if (field.ref || field.refBy) {
    const name = field.ref ?? record[field.refBy ?? ''];
    const target = typeof name === 'string' && name !== '' ? findByName(meta, name, def.module) : undefined;
    const rel = field.ref ? relationOf(def, fieldKey) : null;
    return <RecordRef resource={target ?? null} id={v} row={rel ? record[rel] : undefined} />;
  }
  if (field.type === 'bool') return <CheckTick value={v === true} />;
  if (isBlank(v)) return <>—</>;
  if (field.enum && (typeof v === 'string' || typeof v === 'number')) return <>{enumLabel(fieldKey, v)}</>;
  if (field.type === 'datetime') return <>{formatTime(v)}</>;
  if (field.type === 'json') return <pre className="field-value__json">{JSON.stringify(v, null, 2)}</pre>;
  return <span className="field-value__text">{String(v)}</span>;
}

type ValueOf = (p: Pick<Props, 'meta' | 'def' | 'record'> & { t: TFunction }) => ReactNode | undefined;

// Values that read better with another field beside them, by <module>.<name>.<field>: a reel's shelving names the
// place it sits on (a reel received onto a place is there, whether or not a shelving document moved it).
const VALUES: Record<string, ValueOf> = {
  'stock_mgt.bundle.shelved': ({ meta, record, t }) => {
    const place = record.stock_place_id;
    if (typeof place !== 'number') return undefined;
    const status =
      record.shelved === ShelvingStatus.UNKNOWN ? null : ShelvingStatus.label(record.shelved, currentLocale());
    return (
      <Space size={4}>
        <span>{status ? `${status} ·` : t('onPlace')}</span>
        <RecordRef
          resource={findByName(meta, 'stock_place', 'stock_mgt') ?? null}
          id={place}
          row={isRecord(record.stock_place) ? record.stock_place : undefined}
        />
      </Space>
    );
  },
};
