import { InputNumber } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../i18n';
import { recordLabel } from './fields';
import { findByName, type Meta, type ResourceMeta } from './meta';
import { getRecord, listRecords, type ResourceRecord } from './resource-api';
import { SelectInput, type ListPage, type ListRow } from '../widgets';

type Props = {
  meta: Meta;
  /** the resource the field belongs to (its module is tried first for the referenced one) */
  owner: ResourceMeta;
  refName: string;
  value?: number | null;
  onChange?: (id: number | null) => void;
  disabled?: boolean;
  id?: string;
};

/** A row as the select-input shows it: 'fnumber fname', with users and bills mapped onto those two. */
function asListRow(r: ResourceRecord): ListRow {
  const label = recordLabel(r);
  const [code, ...rest] = label.split(' ');
  return { ...r, id: r.id, fnumber: code, fname: rest.join(' ') || null } as ListRow;
}

// A reference picked from the related resource (select-input with its search dialog); pickers leave disabled
// records out (docs/api.md: disabled:0).
export function RefField({ meta, owner, refName, value, onChange, disabled, id }: Props) {
  const { t } = useTranslation();
  const target = findByName(meta, refName, owner.module);
  const [valueRow, setValueRow] = useState<ListRow | null>(null);

  useEffect(() => {
    if (!target || value === null || value === undefined || valueRow?.id === value) return;
    let live = true;
    getRecord(target, value, { quiet: true })
      .then((r) => live && setValueRow(asListRow(r)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [target, value, valueRow?.id]);

  const fetchPage = useCallback(
    async (filter: string): Promise<ListPage<ListRow>> => {
      if (!target) return { list: [], total: 0, page_next_id: null };
      const page = await listRecords(target, filter);
      return { ...page, list: page.list.map(asListRow) };
    },
    [target],
  );

  if (!target) {
    // the server does not describe the referenced resource: fall back to its id
    return (
      <InputNumber
        id={id}
        value={value ?? null}
        onChange={(v) => onChange?.(v ?? null)}
        disabled={disabled}
        min={1}
        precision={0}
        style={{ width: '100%' }}
      />
    );
  }
  return (
    <div id={id} data-testid={`ref-${refName}`}>
      <SelectInput<ListRow>
        fetchPage={fetchPage}
        value={value ?? null}
        valueRow={valueRow}
        onChange={(next, row) => {
          if (row) setValueRow(row);
          onChange?.(next);
        }}
        disabled={disabled}
        extraFilter="disabled:0"
        dialogTitle={t('resource.pick', { name: target.label[currentLocale()] })}
      />
    </div>
  );
}
