import { useTranslation } from 'react-i18next';
import { useNow } from './useNow';

export function Clock() {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const time = now.toLocaleTimeString(i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  });
  const date = now.toLocaleDateString(i18n.language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'long',
  });
  return (
    <div className="clock" data-testid="kanban-clock" role="timer" aria-label={t('clock.label')}>
      <time className="clock__time" dateTime={now.toISOString()}>
        {time}
      </time>
      <span className="clock__date">{date}</span>
    </div>
  );
}
