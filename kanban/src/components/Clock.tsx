import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    // Tick on the second boundary so the display never lags a whole second behind.
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(new Date());
      timer = setTimeout(tick, 1000 - (Date.now() % 1000));
    };
    timer = setTimeout(tick, 1000 - (Date.now() % 1000));
    return () => clearTimeout(timer);
  }, []);
  return now;
}

export function Clock() {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const time = now.toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
  const date = now.toLocaleDateString(i18n.language, { year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'long' });
  return (
    <div className="clock" data-testid="kanban-clock" role="timer" aria-label={t('clock.label')}>
      <time className="clock__time" dateTime={now.toISOString()}>
        {time}
      </time>
      <span className="clock__date">{date}</span>
    </div>
  );
}
