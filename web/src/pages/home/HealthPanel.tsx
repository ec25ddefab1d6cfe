import { Alert, Button, Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HealthReport, QueueHealth, ServiceHealth } from './health';
import { HealthRow } from './HealthRow';
import { useHealth } from './useHealth';

const UNKNOWN_SERVICE: ServiceHealth = { up: null, latencyMs: null };

export function HealthPanel() {
  const { t, i18n } = useTranslation();
  const { state, refreshing, refresh } = useHealth();
  const report: HealthReport | null = state.kind === 'ready' ? state.report : null;
  const formatTime = (d: Date) => d.toLocaleString(i18n.language);

  const latency = (s: ServiceHealth) => (s.latencyMs === null ? null : t('health.latency', { ms: s.latencyMs }));

  const queueDetails = (q: QueueHealth) => {
    const dash = (n: number | null) => (n === null ? '–' : n);
    const parts = [
      t('health.queueCounts', {
        waiting: dash(q.waiting),
        active: dash(q.active),
        completed: dash(q.completed),
        failed: dash(q.failed),
      }),
    ];
    const at = q.lastHeartbeatAt ? new Date(q.lastHeartbeatAt) : null;
    if (at && !Number.isNaN(at.getTime())) parts.push(t('health.lastHeartbeat', { time: formatTime(at) }));
    return parts.join(' · ');
  };

  const overall =
    state.kind === 'loading' ? (
      <Tag>{t('health.loading')}</Tag>
    ) : state.kind === 'error' ? (
      <Tag color="error">{t('health.unavailable')}</Tag>
    ) : (
      <Tag color={report?.status === 'ok' ? 'success' : report?.status === 'degraded' ? 'error' : 'default'}>
        {t(`health.overall.${report?.status ?? 'unknown'}`)}
      </Tag>
    );

  return (
    <Card
      data-testid="health-panel"
      data-state={state.kind === 'ready' ? state.report.status : state.kind}
      title={
        <Space>
          {t('health.title')}
          {overall}
        </Space>
      }
      extra={
        <Button onClick={refresh} loading={refreshing}>
          {t('health.refresh')}
        </Button>
      }
    >
      {state.kind === 'error' && (
        <Alert
          className="health-alert"
          type="error"
          showIcon
          data-testid="health-unavailable"
          title={t('health.unavailable')}
          description={t('health.unavailableHint', {
            reason: t(`health.errors.${state.code === 'aborted' ? 'network' : state.code}`, { status: state.status }),
          })}
        />
      )}
      <div className="health-rows">
        <HealthRow
          testId="health-postgres"
          label={t('health.postgres')}
          up={(report?.postgres ?? UNKNOWN_SERVICE).up}
          details={report ? latency(report.postgres) : null}
        />
        <HealthRow
          testId="health-redis"
          label={t('health.redis')}
          up={(report?.redis ?? UNKNOWN_SERVICE).up}
          details={report ? latency(report.redis) : null}
        />
        {report?.queues.map((q) => (
          <HealthRow
            key={q.name}
            testId={`health-queue-${q.name}`}
            label={t('health.queue', { name: q.name })}
            up={q.up}
            details={queueDetails(q)}
          />
        ))}
        {report && report.queues.length === 0 && (
          <Typography.Text type="secondary">{t('health.noQueues')}</Typography.Text>
        )}
      </div>
      {state.kind !== 'loading' && (
        <Typography.Paragraph type="secondary" className="health-footer">
          {[
            report?.version ? t('health.version', { version: report.version }) : null,
            t('health.checkedAt', { time: formatTime(state.checkedAt) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
