import { Descriptions } from 'antd';
import { currentLocale } from '../i18n';
import { formFields } from './fields';
import { FieldValue } from './FieldValue';
import type { Meta, ResourceMeta } from './meta';
import type { ResourceRecord } from './resource-api';

// A record read as a document (a checked one, or one the user may not change): its header fields as text, references
// by their number and name, enums by their labels, not a disabled form (issue 33).
export function RecordView({ meta, def, record }: { meta: Meta; def: ResourceMeta; record: ResourceRecord }) {
  const locale = currentLocale();
  return (
    <Descriptions
      bordered
      size="small"
      className="record-view"
      data-testid="record-view"
      column={{ xs: 1, sm: 1, md: 2 }}
      items={formFields(def, 'edit').map(([key, f]) => ({
        key,
        label: f.label[locale],
        children: (
          <span data-testid={`field-${key}`}>
            <FieldValue meta={meta} def={def} fieldKey={key} field={f} record={record} />
          </span>
        ),
      }))}
    />
  );
}
