import { Alert, App, Button, Card, Input, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LABEL_CALLS, type LabelVariable } from '@mes/contracts';
import { apiCall, ApiError, callApi, callDownload } from '@mes/client';
import { currentLocale } from '../i18n';
import { saveFile, type ResourceRecord } from '../resources/resource-api';
import { Guard } from '../session';
import { ELEMENT_TYPES, newElement, readElements, usedVariables, type DesignElement } from './design-model';
import { ElementTable } from './ElementTable';
import { LABELS_NS } from './i18n';

type Variable = LabelVariable;
const PREVIEW_DELAY_MS = 250;

// A label design's details: the element list editor, sample values for the variables it prints, the preview (the
// server's SVG of the unsaved design, so what shows is what prints) and PDF / ZPL downloads of what is on screen.
export default function LabelDesignPanel({ record }: { record: ResourceRecord }) {
  const { t } = useTranslation(LABELS_NS);
  const { message } = App.useApp();
  const [elements, setElements] = useState<DesignElement[]>(() => readElements(record.design));
  const [dirty, setDirty] = useState(false);
  const [variables, setVariables] = useState<Variable[]>([]);
  const [samples, setSamples] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<{ url: string | null; error: string | null }>({ url: null, error: null });
  const readOnly = record.checked === true;

  // a saved change (here or elsewhere) comes back as a new record
  useEffect(() => {
    setElements(readElements(record.design));
    setDirty(false);
  }, [record.design]);

  useEffect(() => {
    callApi(LABEL_CALLS.variables, {}, { quiet: true }).then(setVariables, () => setVariables([]));
  }, []);

  const body = useMemo(
    () => ({
      width_mm: Number(record.width_mm),
      height_mm: Number(record.height_mm),
      dpi: Number(record.dpi),
      design: { elements },
      values: samples,
      samples: true,
    }),
    [record.width_mm, record.height_mm, record.dpi, elements, samples],
  );

  useEffect(() => {
    let url: string | null = null;
    let live = true;
    const timer = setTimeout(() => {
      callDownload(LABEL_CALLS.render, { ...body, format: 'svg' }, 'preview.svg', { quiet: true }).then(
        (d) => {
          if (!live) return;
          url = URL.createObjectURL(d.blob);
          setPreview({ url, error: null });
        },
        (e: unknown) => live && setPreview({ url: null, error: e instanceof ApiError ? e.msg : String(e) }),
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      if (url) URL.revokeObjectURL(url);
    };
  }, [body]);

  const change = (next: DesignElement[]) => {
    setElements(next);
    setDirty(true);
  };
  const save = async () => {
    try {
      await apiCall('product_mgt/label_design/update', { id: record.id, design: { elements } }, { quiet: true });
      setDirty(false);
      void message.success(t('saved'));
    } catch (e) {
      setPreview({ url: preview.url, error: e instanceof ApiError ? e.msg : String(e) });
    }
  };
  const download = async (format: 'pdf' | 'zpl') => {
    try {
      // the saved design by its id (named after it); unsaved changes as they are on screen
      const what = dirty ? { ...body, format } : { id: record.id, values: samples, samples: true, format };
      saveFile(await callDownload(LABEL_CALLS.render, what, `${String(record.fnumber)}.${format}`));
    } catch {
      // shown by the client
    }
  };
  const locale = currentLocale();
  const labelOf = (v: Variable) => v.label[locale] ?? v.name;
  const used = usedVariables(elements);

  return (
    <Card
      size="small"
      title={t('title')}
      data-testid="label-design-panel"
      style={{ marginTop: 16 }}
      extra={
        <Space wrap>
          {dirty && <Tag color="orange">{t('unsaved')}</Tag>}
          <Guard allOf={['product_mgt.label_design.update']}>
            <Button type="primary" disabled={!dirty || readOnly} onClick={() => void save()} data-testid="label-save">
              {t('save')}
            </Button>
          </Guard>
          <Guard allOf={['product_mgt.label_design.render']}>
            <Button onClick={() => void download('pdf')} data-testid="label-download-pdf">
              {t('downloadPdf')}
            </Button>
            <Button onClick={() => void download('zpl')} data-testid="label-download-zpl">
              {t('downloadZpl')}
            </Button>
          </Guard>
        </Space>
      }
    >
      {readOnly && <Typography.Paragraph type="warning">{t('checkedLocked')}</Typography.Paragraph>}
      <Typography.Text strong>{t('preview')}</Typography.Text>
      <div
        className="label-preview"
        data-testid="label-preview"
        style={{ margin: '8px 0 16px', padding: 16, background: '#e9ecef', textAlign: 'center' }}
      >
        {preview.error ? (
          <Alert
            type="warning"
            showIcon
            message={t('previewFailed')}
            description={preview.error}
            data-testid="label-preview-error"
          />
        ) : (
          preview.url && (
            <img
              src={preview.url}
              alt={t('preview')}
              data-testid="label-preview-image"
              // about 6 px per mm: big enough to read, the label's proportions kept
              style={{
                width: Number(record.width_mm) * 6,
                maxWidth: '100%',
                boxShadow: '0 1px 4px rgba(0,0,0,.3)',
                background: '#fff',
              }}
            />
          )
        )}
      </div>
      <Space style={{ marginBottom: 8 }}>
        <Typography.Text strong>{t('elements')}</Typography.Text>
        {ELEMENT_TYPES.map((type) => (
          <Button
            key={type}
            size="small"
            disabled={readOnly}
            data-testid={`label-add-${type}`}
            onClick={() => change([...elements, newElement(type, 2, 2 + elements.length * 4)])}
          >
            + {t(`type.${type}`)}
          </Button>
        ))}
      </Space>
      <ElementTable
        elements={elements}
        variables={variables.map((v) => ({ name: v.name, label: labelOf(v) }))}
        readOnly={readOnly}
        onChange={change}
      />
      {used.length > 0 && (
        <>
          <Typography.Text strong style={{ display: 'block', margin: '12px 0 4px' }}>
            {t('samples')}
          </Typography.Text>
          <Space wrap>
            {used.map((name) => {
              const v = variables.find((x) => x.name === name);
              return (
                <Input
                  key={name}
                  size="small"
                  addonBefore={v ? labelOf(v) : name}
                  placeholder={v?.sample}
                  value={samples[name] ?? ''}
                  data-testid={`sample-${name}`}
                  onChange={(e) => setSamples({ ...samples, [name]: e.target.value })}
                  style={{ width: 280 }}
                />
              );
            })}
          </Space>
        </>
      )}
    </Card>
  );
}
