import { App, Button, Space, Upload } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../i18n';
import { ResourceJobs } from '../progress';
import { Guard } from '../session';
import { findCall, type Meta, type ResourceMeta } from './meta';
import { exportRecords, importRecords, saveFile } from './resource-api';

type Props = { meta: Meta; def: ResourceMeta; filter: string; onImported: () => void };

// Export (an .xlsx of what the list's filter selects) and import (all rows or none), each shown only when
// meta/routes lists the call and the user holds its permission. While one runs, its bar shows beside them.
export function ExportImportButtons({ meta, def, filter, onImported }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState<'export' | 'import' | null>(null);
  const exportCall = findCall(meta, def, 'export');
  const importCall = findCall(meta, def, 'import');

  const doExport = async () => {
    setBusy('export');
    try {
      saveFile(await exportRecords(def, filter, currentLocale()));
    } catch {
      // shown by the client
    } finally {
      setBusy(null);
    }
  };

  const doImport = async (file: File) => {
    setBusy('import');
    try {
      const a = await importRecords(def, file);
      void message.success(t('resource.imported', { count: a.imported }));
      onImported();
    } catch {
      // shown by the client
    } finally {
      setBusy(null);
    }
  };

  // one item of the toolbar's row: its own gaps between export, import and the running jobs
  return (
    <Space wrap>
      {exportCall && (
        <Guard allOf={exportCall.permission ? [exportCall.permission] : []}>
          <Button
            icon={<DownloadOutlined />}
            loading={busy === 'export'}
            onClick={() => void doExport()}
            data-testid="list-export"
          >
            {t('resource.export')}
          </Button>
        </Guard>
      )}
      {importCall && (
        <Guard allOf={importCall.permission ? [importCall.permission] : []}>
          <Upload
            accept=".xlsx,.csv"
            showUploadList={false}
            beforeUpload={(file) => {
              void doImport(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={busy === 'import'} data-testid="list-import">
              {t('resource.import')}
            </Button>
          </Upload>
        </Guard>
      )}
      {(exportCall || importCall) && <ResourceJobs resource={def.name} label={def.label[currentLocale()]} />}
    </Space>
  );
}
