import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onReloadScheduled } from '@mes/client';

export function LiveReloadNotice() {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState<number | null>(null);
  useEffect(() => onReloadScheduled((ms) => setSeconds(Math.round(ms / 1000))), []);
  if (seconds === null) return null;
  return (
    <div className="idle-notice" role="alert" data-testid="live-reload-notice">
      {t('liveReload.notice', { count: seconds })}
    </div>
  );
}
