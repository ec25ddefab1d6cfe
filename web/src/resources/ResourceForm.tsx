import { Button, Form, Input, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failedField, reportFailure, type ApiError } from '@mes/client';
import { currentLocale } from '../i18n';
import { formFields, toFormValues, toPayload, type FormValue } from './fields';
import { fieldWidget } from './field-widgets';
import { FieldInput } from './FieldInput';
import { FieldValue } from './FieldValue';
import type { FieldMeta, Meta, ResourceMeta } from './meta';
import type { ResourceRecord } from './resource-api';
import { hooksOf } from './resource-hooks';

type Props = {
  meta: Meta;
  def: ResourceMeta;
  mode: 'create' | 'edit';
  record?: ResourceRecord;
  /** values to start a new record with (a scope such as icbom_id, or a kept draft) */
  initial?: Record<string, unknown>;
  readOnly?: boolean;
  /** fields fixed by the screen (a scope): shown, not editable */
  fixed?: readonly string[];
  submitLabel: ReactNode;
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
  onValuesChange?: (values: Record<string, unknown>) => void;
  extra?: ReactNode;
};

function rulesOf(t: TFunction, def: ResourceMeta, key: string, f: FieldMeta, label: string): Rule[] {
  const rules: Rule[] = [];
  if (f.required && f.type !== 'bool')
    rules.push({ required: true, message: t('resource.required', { field: label }) });
  if ((f.type === 'string' || f.type === 'text') && f.max)
    rules.push({ max: f.max, message: t('resource.tooLong', { field: label, max: f.max }) });
  const check = fieldWidget(def, key)?.check;
  if (check) {
    rules.push({
      validator: async (_r, v: unknown) => {
        const problem = check(v, t);
        if (problem) throw new Error(problem);
      },
    });
  } else if (f.type === 'json') {
    rules.push({
      validator: async (_r, v: unknown) => {
        if (typeof v !== 'string' || v.trim() === '') return;
        JSON.parse(v);
      },
      message: t('resource.badJson'),
    });
  }
  return rules;
}

/** Record values as the inputs hold them: datetimes as dayjs. */
function toInputs(def: ResourceMeta, values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  for (const [k, f] of Object.entries(def.fields)) {
    if (f.type === 'datetime' && typeof out[k] === 'string') out[k] = dayjs(out[k] as string);
  }
  return out;
}

// The create and detail/edit form of every described resource: one input per field, required and length rules from
// meta, and the server's field errors (`<field>: reason`) shown on the field itself.
export function ResourceForm(props: Props) {
  const {
    meta,
    def,
    mode,
    record,
    initial,
    readOnly,
    fixed = [],
    submitLabel,
    onSubmit,
    onValuesChange,
    extra,
  } = props;
  const { t } = useTranslation();
  const locale = currentLocale();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const hooks = hooksOf(def.module, def.name);
  const fields = useMemo(() => formFields(def, mode), [def, mode]);
  // on an existing record, what cannot change reads as text: readonly fields and those its state locks
  const asText = useMemo(() => {
    const locked = mode === 'edit' && record ? (hooks.lockedFields?.(record) ?? []) : [];
    return new Set(fields.filter(([k, f]) => mode === 'edit' && (f.readonly || locked.includes(k))).map(([k]) => k));
  }, [fields, hooks, mode, record]);
  const start = useMemo(
    () => toInputs(def, { ...(record ? toFormValues(def, record) : {}), ...initial }),
    [def, record, initial],
  );

  useEffect(() => form.setFieldsValue(start), [form, start]);

  const submit = async (values: Record<string, FormValue>) => {
    const editable = Object.fromEntries(Object.entries(values).filter(([k]) => !asText.has(k)));
    let body = toPayload(def, editable, mode);
    if (hooks.beforeSubmit) body = hooks.beforeSubmit(body, { mode, values, current: record });
    setSaving(true);
    try {
      await onSubmit(body);
    } catch (e) {
      const f = e as ApiError;
      const named = failedField(f);
      const target = named && (hooks.fieldFor?.(named.field) ?? named.field);
      const known = target && (fields.some(([k]) => k === target) || hooks.extraFields?.some((x) => x.key === target));
      if (named && target && known) form.setFields([{ name: target, errors: [named.reason] }]);
      else if (f && typeof f.err === 'number') reportFailure(f);
    } finally {
      setSaving(false);
    }
  };

  const locked = readOnly || (mode === 'edit' && record?.checked === true);
  return (
    <Form
      form={form}
      layout="horizontal"
      labelCol={{ flex: '180px' }}
      labelWrap
      className="resource-form"
      data-testid="resource-form"
      initialValues={start}
      disabled={locked}
      onFinish={(v: Record<string, FormValue>) => void submit(v)}
      onValuesChange={(_c, all: Record<string, unknown>) => onValuesChange?.(all)}
    >
      {fields.map(([key, f]) => {
        const label = f.label[locale];
        if (asText.has(key) && record)
          return (
            <Form.Item key={key} label={label}>
              <span data-testid={`field-${key}`} className="field-value">
                <FieldValue meta={meta} def={def} fieldKey={key} field={f} record={record} />
              </span>
            </Form.Item>
          );
        return (
          <Form.Item
            key={key}
            name={key}
            label={label}
            rules={rulesOf(t, def, key, f, label)}
            required={f.required && f.type !== 'bool'}
          >
            <FieldInput
              meta={meta}
              def={def}
              fieldKey={key}
              field={f}
              disabled={f.readonly || fixed.includes(key) || undefined}
            />
          </Form.Item>
        );
      })}
      {hooks.extraFields?.map((x) => (
        <Form.Item
          key={x.key}
          name={x.key}
          label={t(x.labelKey)}
          extra={mode === 'edit' ? t('resource.passwordKeep') : undefined}
          rules={
            mode === 'create' && x.requiredOnCreate
              ? [{ required: true, message: t('resource.required', { field: t(x.labelKey) }) }]
              : []
          }
        >
          <Input.Password autoComplete="new-password" data-field={x.key} />
        </Form.Item>
      ))}
      {!locked && (
        <Form.Item label=" " colon={false} className="resource-form__actions">
          <Space>
            <Button type="primary" htmlType="submit" loading={saving} data-testid="resource-submit">
              {submitLabel}
            </Button>
            {extra}
          </Space>
        </Form.Item>
      )}
    </Form>
  );
}
