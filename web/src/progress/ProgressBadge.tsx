import { Badge, Button, Popover, Typography } from 'antd';
import SyncOutlined from '@ant-design/icons/SyncOutlined';
import { useTranslation } from 'react-i18next';
import { JobList } from './JobList';
import { PROGRESS_NS } from './i18n';
import { isRunning } from './progress-jobs';
import { useProgressJobs } from './useProgressJobs';

// The header's badge: how many of the user's jobs run; a click shows every recent job with its bar.
export function ProgressBadge() {
  const { t } = useTranslation(PROGRESS_NS);
  const jobs = useProgressJobs();
  const running = jobs.filter(isRunning).length;
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('title')}
      content={<div data-testid="progress-panel">{jobs.length ? <JobList jobs={jobs} /> : <Typography.Text>{t('none')}</Typography.Text>}</div>}
    >
      <Badge count={running} size="small" data-testid="progress-badge">
        <Button type="text" icon={<SyncOutlined spin={running > 0} />} aria-label={t('running', { count: running })} />
      </Badge>
    </Popover>
  );
}
