import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IDLE_EVENTS, idlePhase, type IdlePhase } from './idle';

type Props = { limitMs?: number; countdownS?: number; reload?: () => void };

// Mounted on the device display and the kanban management preview only: a TV board never reloads by itself.
export function IdleRefresh({ limitMs, countdownS, reload = () => window.location.reload() }: Props) {
  const { t } = useTranslation();
  const last = useRef(Date.now());
  const [phase, setPhase] = useState<IdlePhase>({ kind: 'active' });
  const reloadRef = useRef(reload);
  reloadRef.current = reload;

  useEffect(() => {
    const touch = () => {
      last.current = Date.now();
      setPhase((p) => (p.kind === 'active' ? p : { kind: 'active' }));
    };
    for (const e of IDLE_EVENTS) window.addEventListener(e, touch, { passive: true });
    let done = false;
    const timer = setInterval(() => {
      if (done) return;
      const next = idlePhase(Date.now() - last.current, limitMs, countdownS);
      if (next.kind === 'reload') {
        done = true;
        reloadRef.current();
        return;
      }
      setPhase((p) =>
        p.kind === next.kind && (p.kind !== 'counting' || next.kind !== 'counting' || p.remainingS === next.remainingS)
          ? p
          : next,
      );
    }, 250);
    return () => {
      for (const e of IDLE_EVENTS) window.removeEventListener(e, touch);
      clearInterval(timer);
    };
  }, [limitMs, countdownS]);

  if (phase.kind !== 'counting') return null;
  return (
    <div className="idle-notice" role="alert" data-testid="idle-notice">
      {t('idle.notice', { count: phase.remainingS })}
    </div>
  );
}
