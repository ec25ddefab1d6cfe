import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HealthPanel } from './HealthPanel';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <div data-testid="web-home" className="page">
      <Typography.Title level={3}>{t('home.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('home.welcome')}</Typography.Paragraph>
      <HealthPanel />
    </div>
  );
}
