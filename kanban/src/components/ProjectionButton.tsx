import { useState, type FormEvent } from 'react';
import { KANBAN_SCREEN } from '@mes/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Locale } from '@mes/contracts';
import { bindingOfRoute, projectionBody } from '../pairing/binding';
import { callApi, asApiError } from '@mes/client';

const CODE = /^\d{6}$/;

// 投屏 (cast to screen): a signed-in user on the board to show enters the code a TV shows; the TV switches to it.
export function ProjectionButton() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const binding = bindingOfRoute(location.pathname);
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (!binding) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!CODE.test(code) || busy) return;
    setBusy(true);
    setMessage(null);
    try {
      await callApi(KANBAN_SCREEN.enterProjectionCode, projectionBody(code, binding));
      setMessage({ ok: true, text: t('projection.done') });
      setCode('');
    } catch (err) {
      setMessage({ ok: false, text: asApiError(err).describe(i18n.language as Locale) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="btn" data-testid="projection-button" onClick={() => setOpen(true)}>
        {t('projection.button')}
      </button>
      {open && (
        <div className="dialog" role="dialog" aria-modal="true" aria-label={t('projection.title')}>
          <form className="dialog__box" onSubmit={(e) => void submit(e)}>
            <h2 className="dialog__title">{t('projection.title')}</h2>
            <input
              className="input input--code"
              inputMode="numeric"
              autoFocus
              maxLength={6}
              value={code}
              data-testid="projection-input"
              placeholder={t('projection.placeholder')}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            />
            {message && <p className={message.ok ? 'msg msg--ok' : 'msg msg--error'}>{message.text}</p>}
            <div className="dialog__buttons">
              <button
                type="button"
                className="btn"
                onClick={() => {
                  setOpen(false);
                  setMessage(null);
                }}
              >
                {t('common.close')}
              </button>
              <button type="submit" className="btn btn--primary" disabled={!CODE.test(code) || busy}>
                {t('projection.ok')}
              </button>
            </div>
          </form>
        </div>
      )}
    </>
  );
}
