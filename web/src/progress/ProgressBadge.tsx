import { Badge, Button, Popover, Typography } from 'antd';
import SyncOutlined from '@ant-design/icons/SyncOutlined';
import { useTranslation } from 'react-i18next';
import type { ProgressJob } from '@mes/contracts';
import { currentLocale } from '../i18n';
import { useMeta } from '../resources/MetaProvider';
import { JobList } from './JobList';
import { PROGRESS_NS } from './i18n';
import { isRunning } from './progress-jobs';
import { useProgressJobs } from './useProgressJobs';

// The header's badge: how many of the user's jobs run; a click shows every recent job with its bar.
export function ProgressBadge() {
  const { t } = useTranslation(PROGRESS_NS);
  const jobs = useProgressJobs();
  const { meta } = useMeta();
  // an import's or export's label is its resource: shown by the resource's translated name
  const labelOf = (j: ProgressJob) =>
    meta?.resources.find((r) => r.name === j.label)?.label[currentLocale()] ?? j.label;
  const running = jobs.filter(isRunning).length;
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('title')}
      content={
        <div data-testid="progress-panel">
          {jobs.length ? <JobList jobs={jobs} labelOf={labelOf} /> : <Typography.Text>{t('none')}</Typography.Text>}
        </div>
      }
    >
      <Badge count={running} size="small" data-testid="progress-badge">
        <Button type="text" icon={<SyncOutlined spin={running > 0} />} aria-label={t('running', { count: running })} />
      </Badge>
    </Popover>
  );
}
