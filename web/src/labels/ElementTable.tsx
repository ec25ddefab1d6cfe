import { Button, Checkbox, Input, InputNumber, Select, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  contentField,
  ELEMENT_TYPES,
  newElement,
  ROTATIONS,
  sizeField,
  SYMBOLOGIES,
  type DesignElement,
  type ElementType,
} from './design-model';
import { LABELS_NS } from './i18n';

type Props = {
  elements: DesignElement[];
  variables: { name: string; label: string }[];
  readOnly: boolean;
  onChange: (next: DesignElement[]) => void;
};

// The element list of a label design: each element's type, position, size, content and options, editable in place.
export function ElementTable({ elements, variables, readOnly, onChange }: Props) {
  const { t } = useTranslation(LABELS_NS);
  const set = (i: number, patch: Record<string, unknown>) =>
    onChange(elements.map((e, j) => (j === i ? ({ ...e, ...patch } as DesignElement) : e)));
  const num = (i: number, field: string, value: unknown, min = 0) => (
    <InputNumber
      size="small"
      min={min}
      step={0.5}
      value={typeof value === 'number' ? value : undefined}
      disabled={readOnly}
      style={{ width: 80 }}
      aria-label={field}
      data-testid={`el-${i}-${field}`}
      onChange={(v) => v !== null && set(i, { [field]: v })}
    />
  );

  return (
    <Table<DesignElement & { key: number }>
      size="small"
      pagination={false}
      data-testid="label-elements"
      locale={{ emptyText: t('none') }}
      dataSource={elements.map((e, key) => ({ ...e, key }))}
      columns={[
        { title: '#', width: 40, render: (_, __, i) => i + 1 },
        {
          title: t('col.type'),
          width: 120,
          render: (_, e, i) => (
            <Select<ElementType>
              size="small"
              value={e.type}
              disabled={readOnly}
              style={{ width: 110 }}
              data-testid={`el-${i}-type`}
              options={ELEMENT_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))}
              onChange={(v) => onChange(elements.map((x, j) => (j === i ? newElement(v, x.x, x.y) : x)))}
            />
          ),
        },
        { title: t('col.x'), width: 90, render: (_, e, i) => num(i, 'x', e.x) },
        { title: t('col.y'), width: 90, render: (_, e, i) => num(i, 'y', e.y) },
        { title: t('col.size'), width: 90, render: (_, e, i) => num(i, sizeField(e), e[sizeField(e)], 0.1) },
        {
          title: t('col.content'),
          render: (_, e, i) => {
            const field = contentField(e);
            if (field === 'variable')
              return (
                <Select
                  size="small"
                  showSearch
                  value={e.variable as string}
                  disabled={readOnly}
                  style={{ minWidth: 200 }}
                  data-testid={`el-${i}-variable`}
                  options={variables.map((v) => ({ value: v.name, label: `${v.label} (${v.name})` }))}
                  onChange={(v) => set(i, { variable: v })}
                />
              );
            if (field === null) return null;
            return (
              <Input
                size="small"
                value={e[field] as string}
                disabled={readOnly}
                data-testid={`el-${i}-${field}`}
                onChange={(ev) => set(i, { [field]: ev.target.value })}
              />
            );
          },
        },
        {
          title: t('col.options'),
          render: (_, e, i) => (
            <Space size={4} wrap>
              {e.type === 'barcode' && (
                <Select
                  size="small"
                  value={e.symbology as string}
                  disabled={readOnly}
                  style={{ width: 120 }}
                  data-testid={`el-${i}-symbology`}
                  options={SYMBOLOGIES.map((s) => ({
                    value: s,
                    label: s === 'code128' ? 'Code 128' : s === 'qrcode' ? 'QR' : 'Data Matrix',
                  }))}
                  onChange={(v) => set(i, { symbology: v })}
                />
              )}
              {e.type === 'barcode' && e.symbology === 'code128' && (
                <Checkbox
                  checked={e.hrt !== false}
                  disabled={readOnly}
                  onChange={(ev) => set(i, { hrt: ev.target.checked })}
                >
                  {t('hrt')}
                </Checkbox>
              )}
              {(e.type === 'text' || e.type === 'variable') && (
                <>
                  <Checkbox
                    checked={e.bold === true}
                    disabled={readOnly}
                    onChange={(ev) => set(i, { bold: ev.target.checked })}
                  >
                    {t('bold')}
                  </Checkbox>
                  <Select
                    size="small"
                    value={(e.rotation as number | undefined) ?? 0}
                    disabled={readOnly}
                    aria-label={t('rotation')}
                    style={{ width: 70 }}
                    options={ROTATIONS.map((r) => ({ value: r, label: `${r}°` }))}
                    onChange={(v) => set(i, { rotation: v })}
                  />
                </>
              )}
              <Button
                size="small"
                danger
                disabled={readOnly}
                data-testid={`el-${i}-remove`}
                onClick={() => onChange(elements.filter((_, j) => j !== i))}
              >
                {t('remove')}
              </Button>
            </Space>
          ),
        },
      ]}
    />
  );
}
