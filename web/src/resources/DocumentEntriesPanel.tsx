import { App, Button, Card, Input, InputNumber, Space, Table } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '@mes/client';
import { currentLocale } from '../i18n';
import { STOCK_NS } from '../stock/i18n';
import { CheckTick, EditableTable, PushDownModal, type EditableColumn, type PushDownTarget } from '../widgets';
import { FieldInput } from './FieldInput';
import { FieldValue } from './FieldValue';
import { findByName, type FieldMeta, type Meta, type ResourceMeta } from './meta';
import { updateRecord, type ResourceRecord } from './resource-api';

type Row = Record<string, unknown>;
type Props = {
  meta: Meta;
  def: ResourceMeta;
  record: ResourceRecord;
  /** the user may change the document (and it is not checked) */
  editable: boolean;
  onSaved: (next: ResourceRecord) => void;
};

type Cell = { value: unknown; onChange: (v: unknown) => void; disabled: boolean };

// Column widths by field: pickers wide, quantities and codes narrow.
function widthOf(f: FieldMeta): number {
  if (f.ref) return 230;
  if (f.type === 'number' || f.type === 'int') return 110;
  return (f.max ?? 64) <= 64 ? 120 : 160;
}

const isBlank = (row: Row, keys: string[]) =>
  keys.every((k) => row[k] === undefined || row[k] === null || row[k] === '');

// A document's entries on its details screen (every resource with entries): an editable table while it may change,
// saved with the header's update (the entries replace the old ones), and its push-down: the documents made from it
// (the push-down modal) and the making of the next one from a checked document.
export function DocumentEntriesPanel({ meta, def, record, editable, onSaved }: Props) {
  const { t } = useTranslation(STOCK_NS);
  const { message } = App.useApp();
  const locale = currentLocale();
  const entries = def.entries!;
  const writable = useMemo(
    () => Object.entries(entries.fields).filter(([k, f]) => !f.readonly && k !== entries.parent),
    [entries],
  );
  const keys = writable.map(([k]) => k);
  const [rows, setRows] = useState<Row[]>([]);
  const [saving, setSaving] = useState(false);
  const [targets, setTargets] = useState<PushDownTarget[] | null>(null);
  useEffect(() => setRows(Array.isArray(record.entries) ? (record.entries as Row[]) : []), [record]);

  const cell = (key: string, f: FieldMeta) => {
    if (f.ref && !findByName(meta, f.ref, def.module))
      // a reference to a resource the back office does not describe: its id
      return ({ value, onChange, disabled }: Cell) => (
        <InputNumber value={value as number | null} onChange={onChange} disabled={disabled} min={1} data-field={key} />
      );
    if (f.type === 'string' && !f.enum)
      // a narrow cell: no character count
      return ({ value, onChange, disabled }: Cell) => (
        <Input
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
          maxLength={f.max}
          disabled={disabled}
          data-field={key}
        />
      );
    return ({ value, onChange, disabled }: Cell) => (
      <FieldInput
        meta={meta}
        def={def}
        fieldKey={key}
        field={f}
        value={value}
        onChange={onChange}
        disabled={disabled}
      />
    );
  };
  const columns: EditableColumn<Row>[] = [
    ...writable.map(([key, f]) => ({ key, title: f.label[locale], width: widthOf(f), render: cell(key, f) })),
    ...Object.entries(entries.fields)
      .filter(([, f]) => f.readonly && f.type === 'bool')
      .map(([key, f]) => ({
        key,
        title: f.label[locale],
        width: 90,
        // saved rows only: a blank row has no such fact yet
        render: ({ value, row }: { value: unknown; row: Row }) =>
          row.id === undefined ? null : <CheckTick value={value === true} />,
      })),
  ];

  const save = async () => {
    setSaving(true);
    try {
      const body = rows
        .filter((r) => !isBlank(r, keys))
        .map((r) => Object.fromEntries(keys.filter((k) => r[k] !== undefined).map((k) => [k, r[k]])));
      onSaved(await updateRecord(def, record.id, { entries: body }));
      void message.success(t('entries.saved'));
    } catch {
      // the client has shown the error
    } finally {
      setSaving(false);
    }
  };
  const base = `${def.module}/${def.name}`;
  const pushDown = async () => setTargets(await apiCall<PushDownTarget[]>(`${base}/push_down`, { id: record.id }));
  const make = async () => {
    const made = await apiCall<ResourceRecord[]>(`${base}/push_down/create`, { id: record.id });
    void message.success(t('push.made', { fbillno: made.map((m) => String(m.fbillno ?? m.id)).join(', ') }));
    await pushDown();
  };
  const targetName = (name: string) => findByName(meta, name, def.module)?.label[locale] ?? name;

  return (
    <Card
      size="small"
      className="document-entries"
      data-testid="document-entries"
      title={`${entries.label[locale]} · ${t('entries.count', { count: rows.filter((r) => !isBlank(r, keys)).length })}`}
      extra={
        <Space>
          {def.pushDown && (
            <Button size="small" data-testid="push-down" onClick={() => void pushDown()}>
              {t('push.down')}
            </Button>
          )}
          {record.checked === true &&
            def.pushDown?.map((p) => (
              <Button key={p.target} size="small" data-testid={`push-make-${p.target}`} onClick={() => void make()}>
                {t('push.make', { target: targetName(p.target) })}
              </Button>
            ))}
          {editable && (
            <Button size="small" type="primary" loading={saving} data-testid="entries-save" onClick={() => void save()}>
              {t('entries.save')}
            </Button>
          )}
        </Space>
      }
    >
      {editable ? (
        <div style={{ overflowX: 'auto' }}>
          {/* at least the columns' widths (with the index and actions columns): wider than the card, it scrolls */}
          <div style={{ minWidth: columns.reduce((w, c) => w + Number(c.width ?? 120), 64 + 96) }}>
            <EditableTable<Row> columns={columns} value={rows} onChange={setRows} newRow={() => ({})} />
          </div>
        </div>
      ) : (
        <EntriesTable meta={meta} def={def} rows={rows} />
      )}
      <PushDownModal
        open={targets !== null}
        targets={targets ?? []}
        typeName={def.pushDown?.map((p) => targetName(p.target)).join(', ') ?? ''}
        onClose={() => setTargets(null)}
      />
    </Card>
  );
}

// The entries of a document that does not change (checked, or not the user's to change): its rows as text, references
// by their number and name, no inputs and no blank rows to fill (issue 33).
function EntriesTable({ meta, def, rows }: { meta: Meta; def: ResourceMeta; rows: Row[] }) {
  const { t } = useTranslation('widgets');
  const locale = currentLocale();
  const entries = def.entries!;
  const owner = { module: def.module, name: `${def.name}_entry`, relations: {} };
  const fields = Object.entries(entries.fields).filter(([k, f]) => k !== entries.parent && !f.writeOnly);
  return (
    <Table<Row>
      size="small"
      rowKey={(r) => String(r.id ?? rows.indexOf(r))}
      dataSource={rows}
      pagination={rows.length > 50 ? { pageSize: 50 } : false}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'n', title: t('editableTable.index'), width: 64, render: (_: unknown, _r: Row, i: number) => i + 1 },
        ...fields.map(([key, f]) => ({
          key,
          title: f.label[locale],
          render: (_: unknown, r: Row) => <FieldValue meta={meta} def={owner} fieldKey={key} field={f} record={r} />,
        })),
      ]}
    />
  );
}
