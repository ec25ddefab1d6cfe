import { Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from './LanguageSwitcher';

export function TopBar() {
  const { t } = useTranslation();
  return (
    <Layout.Header className="top-bar">
      <Typography.Title level={4} className="top-bar__title" data-testid="product-name">
        {t('app.productName')}
      </Typography.Title>
      <LanguageSwitcher />
    </Layout.Header>
  );
}
