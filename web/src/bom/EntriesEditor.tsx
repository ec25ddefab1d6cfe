import { App, Button, Card, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '@mes/client';
import { Guard } from '../session';
import { EditableTable, type EditableColumn } from '../widgets/EditableTable';
import { codesOf, toEntries, toRows, type EntryField, type EntryRow } from './entry-rows';
import { BOM_NS } from './i18n';

type Material = { id: number; fnumber: string };
export type EntriesEditorProps = {
  /** the document's resource, e.g. product_mgt/icbom */
  path: string;
  id: number;
  checked: boolean;
  entries: Record<string, unknown>[];
  /** the entry fields besides the material, with their label keys in the 'bom' namespace */
  fields: readonly (EntryField & { label: string })[];
};

const blank = (fields: readonly EntryField[]) => (): EntryRow =>
  Object.fromEntries([['fnumber', ''], ...fields.map((f) => [f.key, ''])]);

// The entries of a document on its details screen (the generic form shows the header only): materials by code and
// their values, saved with the document's update (all entries replaced, refused once it is checked).
export function EntriesEditor({ path, id, checked, entries, fields }: EntriesEditorProps) {
  const { t } = useTranslation(BOM_NS);
  const { message } = App.useApp();
  const [rows, setRows] = useState<EntryRow[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const ids = [...new Set(entries.map((e) => e.icitem_id as number))];
    const show = (materials: Material[]) => {
      const code = new Map(materials.map((m) => [m.id, m.fnumber]));
      setRows(toRows(entries, fields, (i) => code.get(i) ?? String(i)));
    };
    if (ids.length === 0) show([]);
    else apiCall<Material[]>('basicdata/icitem/multi', { ids }, { quiet: true }).then(show, () => show([]));
  }, [entries, fields]);

  const save = async () => {
    setBusy(true);
    try {
      const found = await Promise.all(
        codesOf(rows).map((fnumber) =>
          apiCall<Material>('basicdata/icitem/fnumber', { fnumber }, { quiet: true }).then(
            (m) => [fnumber, m.id] as const,
            () => [fnumber, undefined] as const,
          ),
        ),
      );
      const ids = new Map(found);
      const made = toEntries(rows, fields, (c) => ids.get(c));
      if (!('entries' in made)) {
        void message.error(t(`entries.${made.problem}`, { row: made.row }));
        return;
      }
      await apiCall(`${path}/update`, { id, entries: made.entries });
      void message.success(t('entries.saved', { count: made.entries.length }));
    } catch {
      // shown by the client
    } finally {
      setBusy(false);
    }
  };

  const columns: EditableColumn<EntryRow>[] = [
    { key: 'fnumber', title: t('col.fnumber'), width: 220 },
    ...fields.map((f) => ({ key: f.key, title: t(f.label) })),
  ];
  return (
    <Card
      size="small"
      title={t('entries.title', { count: codesOf(rows).length === 0 ? 0 : rows.filter((r) => r.fnumber).length })}
      style={{ marginTop: 16 }}
      data-testid="entries-editor"
      extra={
        <Guard allOf={[`${path.replace(/\//g, '.')}.update`]}>
          <Button
            type="primary"
            disabled={checked}
            loading={busy}
            onClick={() => void save()}
            data-testid="entries-save"
          >
            {t('entries.save')}
          </Button>
        </Guard>
      }
    >
      {checked && <Typography.Paragraph type="secondary">{t('entries.checked')}</Typography.Paragraph>}
      <EditableTable<EntryRow>
        columns={columns}
        value={rows}
        onChange={setRows}
        newRow={blank(fields)}
        disabled={checked}
      />
    </Card>
  );
}

export default EntriesEditor;
