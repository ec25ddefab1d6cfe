import type { ReactNode } from 'react';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  testId: string;
  label: ReactNode;
  up: boolean | null;
  details?: ReactNode;
};

// One component line: name, a green/red/grey tag and free-form details.
export function HealthRow({ testId, label, up, details }: Props) {
  const { t } = useTranslation();
  const tag =
    up === true ? (
      <Tag color="success">{t('health.up')}</Tag>
    ) : up === false ? (
      <Tag color="error">{t('health.down')}</Tag>
    ) : (
      <Tag>{t('health.unknown')}</Tag>
    );
  return (
    <div className="health-row" data-testid={testId} data-state={up === null ? 'unknown' : up ? 'up' : 'down'}>
      <Typography.Text strong className="health-row__label">
        {label}
      </Typography.Text>
      <span className="health-row__state">{tag}</span>
      <Typography.Text type="secondary" className="health-row__details">
        {details}
      </Typography.Text>
    </div>
  );
}
