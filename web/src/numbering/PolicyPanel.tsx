import { Alert, Button, Card, Empty, InputNumber, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { callApi, ApiError } from '@mes/client';
import { NUMBERING_CALLS, type NumberBuilt, type NumberPreview, type ProgressJob } from '@mes/contracts';
import { JobList } from '../progress/JobList';
import { useProgressJobs } from '../progress/useProgressJobs';
import { useMeta } from '../resources/MetaProvider';
import { findByName } from '../resources/meta';
import { RefField } from '../resources/RefField';
import type { ResourceRecord } from '../resources/resource-api';
import { Guard } from '../session';
import { NUMBERING_NS } from './i18n';
import { RuleParts } from './RuleParts';
import { readRule } from './rule-view';

type Kind = 'sn' | 'bn';
type Preview = NumberPreview;
type Built = NumberBuilt;

const PREVIEW_COUNT = 10;

// A number policy's details: its rule read part by part, the next numbers (calcsn / calcbn, reserving nothing) and a
// build for a work order, followed as a progress job (sn_build) while it runs.
type Props = { kind: Kind; record: ResourceRecord };

export function PolicyPanel({ kind, record }: Props) {
  const { t } = useTranslation(NUMBERING_NS);
  const isRule = record.ftype === 0;
  const rule = readRule(record.rule);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [worderId, setWorderId] = useState<number | null>(null);
  const [count, setCount] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [built, setBuilt] = useState<Built | null>(null);
  const [buildError, setBuildError] = useState<string | null>(null);
  const meta = useMeta().meta;
  const table = meta ? findByName(meta, `${kind}_table`, 'product_mgt') : undefined;
  const label = `${kind}_policy ${String(record.fnumber)}`;
  const jobs = useProgressJobs().filter(
    (j: ProgressJob) => j.kind === 'sn_build' && j.label === label && j.status === 'running',
  );

  const loadPreview = useCallback(() => {
    callApi(NUMBERING_CALLS[kind].preview, { id: record.id, count: PREVIEW_COUNT }, { quiet: true }).then(
      (p) => {
        setPreview(p);
        setPreviewError(null);
      },
      (e: unknown) => {
        setPreview(null);
        setPreviewError(e instanceof ApiError ? e.msg : String(e));
      },
    );
  }, [kind, record.id]);
  useEffect(loadPreview, [loadPreview, record.updated_at]);

  const build = async () => {
    setBusy(true);
    setBuilt(null);
    setBuildError(null);
    try {
      const body = {
        id: record.id,
        key: `web-${record.id}-${worderId}-${Date.now()}`,
        ...(count !== null ? { count } : {}),
      };
      const opts = { quiet: true, timeoutMs: 600_000 };
      // an SN build is for one order (the button waits for it); a batch build for one or for none
      if (kind === 'bn') setBuilt(await callApi(NUMBERING_CALLS.bn.build, { ...body, worder_id: worderId }, opts));
      else if (worderId !== null)
        setBuilt(await callApi(NUMBERING_CALLS.sn.build, { ...body, worder_id: worderId }, opts));
      loadPreview();
    } catch (e) {
      setBuildError(e instanceof ApiError ? e.msg : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%', marginTop: 16 }} data-testid="numbering-panel">
      <Card size="small" title={t('rule')}>
        {!isRule ? (
          <Typography.Text type="secondary">{t('fromFile')}</Typography.Text>
        ) : rule ? (
          <RuleParts rule={rule} />
        ) : (
          <Typography.Text type="secondary">{t('noRule')}</Typography.Text>
        )}
      </Card>
      <Card
        size="small"
        title={`${t('preview')} · ${t('previewHint')}`}
        extra={
          <Button size="small" onClick={loadPreview} data-testid="numbering-refresh">
            {t('refresh')}
          </Button>
        }
      >
        {previewError ? (
          <Alert type="warning" showIcon message={previewError} />
        ) : preview && preview.numbers.length > 0 ? (
          <Space wrap data-testid="numbering-preview">
            {preview.numbers.map((n) => (
              <Tag key={n} style={{ fontFamily: 'monospace' }}>
                {n}
              </Tag>
            ))}
          </Space>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('nothing')} />
        )}
        {preview?.free !== null && preview?.free !== undefined && (
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {t('free', { count: preview.free })}
          </Typography.Paragraph>
        )}
      </Card>
      <Guard allOf={[`product_mgt.${kind}_policy.build`]}>
        <Card size="small" title={t('build')}>
          <Space wrap align="center">
            <span>{t('worder')}</span>
            <div style={{ minWidth: 260 }} data-testid="numbering-worder">
              {meta && table && (
                <RefField meta={meta} owner={table} refName="worder" value={worderId} onChange={setWorderId} />
              )}
            </div>
            <InputNumber<number>
              min={1}
              max={1_000_000}
              value={count}
              onChange={(v) => setCount(v ?? null)}
              placeholder={t('count')}
              style={{ width: 220 }}
              data-testid="numbering-count"
            />
            <Button
              type="primary"
              loading={busy}
              disabled={record.disabled === true || (kind === 'sn' && worderId === null)}
              onClick={() => void build()}
              data-testid="numbering-build"
            >
              {t('start_build')}
            </Button>
            <Link to={`/product_mgt/${kind}_table/list`}>{t('table')}</Link>
          </Space>
          {jobs.length > 0 && (
            <div style={{ marginTop: 12 }} data-testid="numbering-jobs">
              <JobList jobs={jobs} />
            </div>
          )}
          {built && (
            <Alert
              style={{ marginTop: 12 }}
              type="success"
              showIcon
              data-testid="numbering-built"
              message={t(built.replayed ? 'replayed' : 'built', {
                count: built.count,
                first: built.first,
                last: built.last,
              })}
            />
          )}
          {buildError && (
            <Alert
              style={{ marginTop: 12 }}
              type="error"
              showIcon
              message={t('buildFailed')}
              description={buildError}
            />
          )}
        </Card>
      </Guard>
    </Space>
  );
}

export default PolicyPanel;
