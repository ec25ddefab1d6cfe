import { Card, Table, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePermission } from '../session';
import { ExportImportButtons } from './ExportImportButtons';
import { listRelations } from './fields';
import { buildFilter, isSearchField, searchFieldsOf, type SearchField } from './list-filter';
import { ListColumnsButton } from './ListColumnsButton';
import { ListToolbar } from './ListToolbar';
import { hasAction } from './meta';
import { listRecords, type ListAnswer } from './resource-api';
import { scopeValue, type GenericScreenProps } from './screen-props';
import { useFitColumns } from './fit-columns';
import { ResizableHeaderCell } from './ResizableHeaderCell';
import { useColumnLayout } from './useColumnLayout';
import { listScrollWidth, useListColumns } from './useListColumns';
import { useOwnColumns } from './own-columns';
import { useResourceEvents } from './useResourceEvents';
import { useOrderProgress, useProgressTitle, withProgress } from '../first-hour/order-progress';

const DEFAULT_PS = 20;
const HEADER = { header: { cell: ResizableHeaderCell } };

function intParam(v: string | null, d: number): number {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : d;
}

// The generic list of a described resource: search, paging (pn/ps in the address, so back and reload keep them),
// columns from meta and the row actions, laid out as the user chose (shown, order, widths: useColumnLayout).
export default function ResourceListPage({ meta, def, title, base, scope, hasCreate, hasDetail }: GenericScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hasAll } = usePermission();
  const [params, setParams] = useSearchParams();
  const pn = intParam(params.get('pn'), 1);
  const ps = intParam(params.get('ps'), DEFAULT_PS);
  const fieldParam = params.get('f');
  const field: SearchField = isSearchField(fieldParam) ? fieldParam : 'search_key';
  const search = params.get('q') ?? '';
  const [answer, setAnswer] = useState<ListAnswer | null>(null);
  const [loading, setLoading] = useState(false);
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);

  const filter = useMemo(
    () => buildFilter({ pn, ps, searchField: field, search, where: scopeValue(scope), has: listRelations(def) }),
    [pn, ps, field, search, scope, def],
  );

  useEffect(() => {
    let live = true;
    setLoading(true);
    listRecords(def, filter)
      .then((a) => live && setAnswer(a))
      .catch(() => live && setAnswer((a) => a ?? { list: [], total: 0, pn, ps, page_next_id: null }))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [def, filter, version, pn, ps]);

  useResourceEvents(def.name, refresh);
  const fieldColumns = useListColumns(def, { base, hasDetail, onChanged: refresh });
  const progress = useOrderProgress(def, answer?.list);
  const progressTitle = useProgressTitle();
  const progressColumns = useMemo(
    () => withProgress(fieldColumns, progress, progressTitle),
    [fieldColumns, progress, progressTitle],
  );
  const columns = useOwnColumns(def, progressColumns, base);
  const layout = useColumnLayout(`${def.module}.${def.name}`, columns);
  const fit = useFitColumns(layout.columns, answer?.list);
  const { sized } = layout;
  const shown = useMemo(() => sized(fit.columns), [sized, fit.columns]);

  const setQuery = (next: Record<string, string | null>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null || v === '') p.delete(k);
      else p.set(k, v);
    }
    setParams(p);
  };

  const canCreate = hasCreate && hasAction(def, 'create') && hasAll([`${def.module}.${def.name}.create`]);
  return (
    <Card
      className="page page--wide"
      data-testid="resource-list"
      data-resource={def.name}
      data-layout={layout.ready ? 'ready' : 'reading'}
    >
      <Typography.Title level={4} className="page__title">
        {title}
      </Typography.Title>
      <ListToolbar
        fields={searchFieldsOf(Object.keys(def.fields))}
        field={field}
        search={search}
        onSearch={(f, q) => setQuery({ f: f === 'search_key' ? null : f, q: q.trim(), pn: null })}
        onRefresh={refresh}
        onCreate={canCreate ? () => navigate(`${base}/create`) : undefined}
        columns={<ListColumnsButton {...layout.choice} />}
        extra={<ExportImportButtons meta={meta} def={def} filter={filter} onImported={refresh} />}
      />
      <div ref={fit.ref}>
        <Table
          rowKey="id"
          size="middle"
          loading={loading || !layout.ready}
          columns={shown}
          components={HEADER}
          dataSource={answer?.list ?? []}
          scroll={{ x: listScrollWidth(shown) }}
          tableLayout="fixed"
          locale={{ emptyText: t('resource.empty') }}
          pagination={{
            current: pn,
            pageSize: ps,
            total: answer?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (total) => t('resource.total', { count: total }),
            onChange: (nextPn, nextPs) =>
              setQuery({ pn: nextPn === 1 ? null : String(nextPn), ps: nextPs === DEFAULT_PS ? null : String(nextPs) }),
          }}
        />
      </div>
    </Card>
  );
}
