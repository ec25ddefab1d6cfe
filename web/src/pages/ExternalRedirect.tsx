import { Result, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** A route that lives in another app (the kanban screens): a full-page load, replacing this entry in the history. */
export function ExternalRedirect({ href }: { href: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    window.location.replace(href);
  }, [href]);
  return <Result icon={<Spin />} title={t('shell.opening', { href })} />;
}
