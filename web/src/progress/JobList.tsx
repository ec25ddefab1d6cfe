import { Button, Progress, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { progressPercent, type ProgressJob } from '@mes/contracts';
import { cancelJob } from './progress-api';
import { PROGRESS_NS } from './i18n';

type Props = { jobs: readonly ProgressJob[]; labelOf?: (job: ProgressJob) => string };

const BAR_STATUS = { running: 'active', done: 'success', failed: 'exception', cancelled: 'normal' } as const;

// Each job as a bar with its count, and a cancel button while it runs and its work can be cancelled safely.
export function JobList({ jobs, labelOf = (j) => j.label }: Props) {
  const { t } = useTranslation(PROGRESS_NS);
  const [asked, setAsked] = useState<ReadonlySet<number>>(new Set());
  const cancel = (id: number) => {
    setAsked((s) => new Set(s).add(id));
    cancelJob(id).catch(() => undefined);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {jobs.map((job) => {
        const cancelling = job.cancel_requested || asked.has(job.id);
        return (
          <div
            key={job.id}
            data-testid="progress-job"
            data-status={job.status}
            data-kind={job.kind}
            style={{ minWidth: 280 }}
          >
            <Space size="middle">
              <Typography.Text strong>
                {t(`kind.${job.kind}`)} {labelOf(job)}
              </Typography.Text>
              <Typography.Text type="secondary" data-testid="progress-count">
                {job.status === 'running'
                  ? t('count', { done: job.done, total: job.total })
                  : t(`status.${job.status}`)}
              </Typography.Text>
            </Space>
            <Space style={{ width: '100%' }}>
              <Progress
                percent={progressPercent(job)}
                status={BAR_STATUS[job.status]}
                size="small"
                style={{ width: 220, margin: 0 }}
              />
              {job.status === 'running' && job.cancellable && (
                <Button
                  size="small"
                  danger
                  disabled={cancelling}
                  onClick={() => cancel(job.id)}
                  data-testid="progress-cancel"
                >
                  {cancelling ? t('cancelling') : t('cancel')}
                </Button>
              )}
            </Space>
            {job.error && (
              <Typography.Text type="danger" style={{ fontSize: 12 }}>
                {job.error}
              </Typography.Text>
            )}
          </div>
        );
      })}
    </Space>
  );
}
