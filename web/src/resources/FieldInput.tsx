import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEnumLabel } from './enum-labels';
import { fieldWidget } from './field-widgets';
import type { FieldMeta, Meta, ResourceMeta } from './meta';
import { RefField } from './RefField';

type Props = {
  meta: Meta;
  def: ResourceMeta;
  fieldKey: string;
  field: FieldMeta;
  disabled?: boolean;
  /** injected by Form.Item */
  value?: unknown;
  onChange?: (v: unknown) => void;
  id?: string;
};

// One input per field type (meta/resources): string, text, int, number, bool, datetime, json; enums as a select,
// references as a picker of the related resource, and a few fields with an editor of their own (field-widgets.tsx).
export function FieldInput({ meta, def, fieldKey, field, disabled, value, onChange, id }: Props) {
  const enumLabel = useEnumLabel(def.name);
  const common = { id, disabled, 'data-field': fieldKey };
  const widget = fieldWidget(def, fieldKey);
  if (widget) return <div data-field={fieldKey}>{widget.render({ id, value, onChange, disabled })}</div>;
  if (field.ref) {
    return (
      <RefField
        id={id}
        meta={meta}
        owner={def}
        refName={field.ref}
        value={value as number | null}
        onChange={onChange}
        disabled={disabled}
      />
    );
  }
  if (field.enum) {
    return (
      <Select
        {...common}
        value={value as string | number | undefined}
        onChange={onChange}
        allowClear={!field.required}
        options={field.enum.map((v) => ({ value: v, label: enumLabel(fieldKey, v) }))}
      />
    );
  }
  switch (field.type) {
    case 'bool':
      return <Switch {...common} checked={value === true} onChange={onChange} />;
    case 'int':
    case 'number':
      return (
        <InputNumber
          {...common}
          value={value as number | null | undefined}
          onChange={onChange}
          min={field.min}
          max={field.maxValue}
          precision={field.type === 'int' ? 0 : undefined}
          style={{ width: '100%' }}
        />
      );
    case 'datetime':
      return (
        <DatePicker
          {...common}
          showTime
          value={(value as Dayjs | null | undefined) ?? null}
          onChange={onChange}
          style={{ width: '100%' }}
        />
      );
    case 'text':
    case 'json':
      return (
        <Input.TextArea
          {...common}
          value={value as string | undefined}
          onChange={(e) => onChange?.(e.target.value)}
          maxLength={field.max}
          autoSize={{ minRows: field.type === 'json' ? 4 : 2, maxRows: 12 }}
          spellCheck={field.type !== 'json'}
        />
      );
    default:
      return (
        <Input
          {...common}
          value={value as string | undefined}
          onChange={(e) => onChange?.(e.target.value)}
          maxLength={field.max}
          showCount={!!field.max && field.max > 64}
        />
      );
  }
}
