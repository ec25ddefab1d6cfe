import { App, Card, Skeleton, Space, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { usePermission } from '../session';
import { detailPanel, panelShowsEntries } from './detail-panels';
import { DocumentEntriesPanel } from './DocumentEntriesPanel';
import { formatTime } from './format';
import { hasAction } from './meta';
import { RecordActions } from './RecordActions';
import { getRecord, updateRecord, type ResourceRecord } from './resource-api';
import { ResourceForm } from './ResourceForm';
import { CheckedBy, RecordHistory, checkedBy, useRecordHistory } from './RecordHistory';
import { recordName } from './fields';
import { RecordView } from './RecordView';
import type { GenericScreenProps } from './screen-props';
import { useResourceEvents } from './useResourceEvents';
import { GoBackButton, Stamp } from '../widgets';
import { MissingRecord } from '../first-hour/MissingRecord';
import { currentLocale } from '../i18n';
import { useTabName } from '../layout/tab-names';

type Loaded =
  { status: 'loading' } | { status: 'missing'; error: unknown } | { status: 'ready'; record: ResourceRecord };

// The generic details screen: the record in the form while the user may change it; a checked record, or one the user
// may not change, read as a document (its fields as text, its entries table, who checked it, its history). Its stamps,
// and check/uncheck, disable/enable and delete.
export default function ResourceDetailPage({ meta, def, title, base, view }: GenericScreenProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { hasAll } = usePermission();
  const id = Number(useParams().id);
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const history = useRecordHistory(def, state.status === 'ready' ? state.record : null);
  useTabName(state.status === 'ready' ? recordName(def, state.record) : null);

  const load = useCallback(() => {
    if (!Number.isInteger(id) || id < 1) return setState({ status: 'missing', error: null });
    // quiet: the page itself says what went wrong, once (no toast beside it)
    getRecord(def, id, { quiet: true })
      .then((record) => setState({ status: 'ready', record }))
      .catch((error: unknown) => setState({ status: 'missing', error }));
  }, [def, id]);
  useEffect(load, [load]);
  useResourceEvents(def.name, load);

  if (state.status === 'loading')
    return (
      <Card className="page">
        <Skeleton active />
      </Card>
    );
  if (state.status === 'missing') {
    return (
      <MissingRecord
        name={def.label[currentLocale()]}
        id={Number.isFinite(id) ? id : '?'}
        listPath={`${base}/list`}
        error={state.error}
        onRetry={load}
      />
    );
  }
  const { record } = state;
  const canEdit = !view && hasAction(def, 'update') && hasAll([`${def.module}.${def.name}.update`]);
  const asDocument = !canEdit || record.checked === true;
  const checker = record.checked ? checkedBy(history) : null;
  return (
    <Card className="page" data-testid="resource-detail" data-resource={def.name}>
      <div className="page__head">
        <Typography.Title level={4} className="page__title">
          {title} {recordName(def, record)}
        </Typography.Title>
        <Space className="page__stamps" data-testid="record-stamps">
          {record.checked && <Stamp kind="audited" />}
          {checker && <CheckedBy entry={checker} />}
          {record.disabled && <Stamp kind="discarded" />}
        </Space>
        <Space>
          <RecordActions
            def={def}
            record={record}
            size="middle"
            onChanged={(next) =>
              next ? setState({ status: 'ready', record: next }) : navigate(`${base}/list`, { replace: true })
            }
          />
          <GoBackButton />
        </Space>
      </div>
      {record.checked && canEdit && (
        <Typography.Paragraph type="warning">{t('resource.checkedLocked')}</Typography.Paragraph>
      )}
      {asDocument ? (
        <RecordView meta={meta} def={def} record={record} />
      ) : (
        <ResourceForm
          meta={meta}
          def={def}
          mode="edit"
          record={record}
          submitLabel={t('resource.save')}
          onSubmit={async (body) => {
            const next = await updateRecord(def, record.id, body, { quiet: true });
            setState({ status: 'ready', record: next });
            void message.success(t('resource.saved'));
          }}
        />
      )}
      {detailPanel(def, record, (next) => setState({ status: 'ready', record: next }))}
      {def.entries && !panelShowsEntries(def) && (
        <DocumentEntriesPanel
          meta={meta}
          def={def}
          record={record}
          editable={!asDocument}
          onSaved={(next) => setState({ status: 'ready', record: next })}
        />
      )}
      <RecordHistory history={history} />
      <Typography.Paragraph type="secondary" className="record-footer">
        {t('resource.footer', {
          creater: record.creater?.display_name || record.creater?.name || '-',
          created: formatTime(record.created_at),
          updated: formatTime(record.updated_at),
        })}
      </Typography.Paragraph>
    </Card>
  );
}
