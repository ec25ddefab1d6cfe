import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** A screen the user's roles and permissions do not open. */
export function ForbiddenPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      data-testid="forbidden"
      title={title}
      subTitle={t('shell.forbidden')}
      extra={<Button onClick={() => navigate('/home')}>{t('notFound.backHome')}</Button>}
    />
  );
}
