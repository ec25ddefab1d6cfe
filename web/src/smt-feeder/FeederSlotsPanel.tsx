import { Alert, Button, Card, Select, Space, Table, Upload, App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMT_PLANS } from '@mes/contracts';
import { callApi, callDownload, ApiError } from '@mes/client';
import { currentLocale } from '../i18n';
import { fileToBase64, saveFile } from '../resources/resource-api';
import { Guard } from '../session';
import { SMT_FEEDER_NS } from './i18n';
import { readSlots, rowErrors, type FeederSlot, type RowError } from './slots';

type Layout = 'F4' | 'F2';

// A feeder list's slots on its details screen: the table, export in the F4 (full) or F2 (short) layout, and import of a
// sheet in either, all slots or none (the refusal lists each bad row).
export function FeederSlotsPanel({ id, checked }: { id: number; checked: boolean }) {
  const { t } = useTranslation(SMT_FEEDER_NS);
  const { message } = App.useApp();
  const [slots, setSlots] = useState<FeederSlot[]>([]);
  const [loading, setLoading] = useState(true);
  const [layout, setLayout] = useState<Layout>('F4');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<RowError[] | null>(null);

  const load = useCallback(() => {
    setLoading(true);
    callApi(SMT_PLANS.feederEntries, { id }, { quiet: true })
      .then(
        (d) => setSlots(readSlots(d)),
        () => setSlots([]),
      )
      .finally(() => setLoading(false));
  }, [id]);
  useEffect(load, [load]);

  const doExport = async (l: Layout) => {
    try {
      saveFile(
        await callDownload(
          SMT_PLANS.feederExport,
          { id, layout: l, locale: currentLocale() },
          `feeder-${id}-${l}.xlsx`,
        ),
      );
    } catch {
      // shown by the client
    }
  };
  const doImport = async (file: File) => {
    setBusy(true);
    setErrors(null);
    try {
      const body = { id, layout, filename: file.name, content_base64: await fileToBase64(file) };
      const a = await callApi(SMT_PLANS.feederCustomImport, body, { quiet: true, timeoutMs: 120_000 });
      void message.success(t('imported', { count: a.imported }));
      load();
    } catch (e) {
      setErrors(e instanceof ApiError ? rowErrors(e.data, e.msg) : []);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      size="small"
      title={`${t('title')} · ${t('count', { count: slots.length })}`}
      data-testid="feeder-slots"
      style={{ marginTop: 16 }}
      extra={
        <Space wrap>
          <Guard allOf={['product_mgt.smt_feeder.custom_export']}>
            <Button onClick={() => void doExport('F4')} data-testid="feeder-export-F4">
              {t('exportF4')}
            </Button>
            <Button onClick={() => void doExport('F2')} data-testid="feeder-export-F2">
              {t('exportF2')}
            </Button>
          </Guard>
          <Guard allOf={['product_mgt.smt_feeder.custom_import']}>
            <Select<Layout>
              value={layout}
              onChange={setLayout}
              style={{ width: 90 }}
              data-testid="feeder-layout"
              aria-label={t('layout')}
              options={[
                { value: 'F4', label: 'F4' },
                { value: 'F2', label: 'F2' },
              ]}
            />
            <Upload
              accept=".xlsx"
              showUploadList={false}
              disabled={checked}
              beforeUpload={(f) => {
                void doImport(f);
                return false;
              }}
            >
              <Button
                loading={busy}
                disabled={checked}
                title={checked ? t('checkedLocked') : undefined}
                data-testid="feeder-import"
              >
                {t('import')}
              </Button>
            </Upload>
          </Guard>
        </Space>
      }
    >
      {errors && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 8 }}
          message={t('importFailed')}
          data-testid="feeder-import-errors"
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {errors.slice(0, 20).map((e, i) => (
                <li key={i}>
                  {e.row > 0 ? `#${e.row} ` : ''}
                  {e.field}: {e.message}
                </li>
              ))}
            </ul>
          }
        />
      )}
      <Table<FeederSlot>
        size="small"
        rowKey="key"
        dataSource={slots}
        loading={loading}
        pagination={false}
        locale={{ emptyText: t('empty') }}
        onRow={(s) => ({ 'data-testid': `feeder-slot-${s.slot}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('seq'), dataIndex: 'seq', width: 60 },
          { title: t('slot'), dataIndex: 'slot', width: 90 },
          { title: t('machine'), dataIndex: 'machine', width: 100 },
          {
            title: t('material'),
            key: 'material',
            render: (_, s) => (
              <span>
                {s.material} <small style={{ color: '#888' }}>{s.materialName}</small>
              </span>
            ),
          },
          { title: t('alternates'), key: 'alternates', render: (_, s) => s.alternates.join(' / ') || '—' },
          { title: t('qty'), dataIndex: 'qty', width: 90 },
          { title: t('turns'), dataIndex: 'turns', width: 70 },
          { title: t('noVerify'), key: 'noVerify', width: 80, render: (_, s) => (s.noVerify ? t('yes') : '') },
          { title: t('designators'), dataIndex: 'designators' },
        ]}
      />
    </Card>
  );
}

export default FeederSlotsPanel;
