import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** A screen of the spec that this version does not have yet: said plainly, never a blank page. */
export function NotAvailablePage({ title }: { title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      data-testid="not-available"
      title={title}
      subTitle={t('shell.notAvailable')}
      extra={<Button onClick={() => navigate('/home')}>{t('notFound.backHome')}</Button>}
    />
  );
}
