import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DM_CALLS, type Locale } from '@mes/contracts';
import { asApiError, callApi, type ApiError } from '@mes/client';
import { DeviceFrame } from '../DeviceFrame';
import './dm-words';
import './dm.css';
import { DmPeriodCard } from './DmPeriodCard';
import { DmRepairBox } from './DmRepairBox';
import type { DmEnter as Answer } from './dm-types';

// dm_enter on a handheld (360x640): scan a device's asset label, see which maintenance is due, record each item's
// result per period, and report a breakdown or close it. The back office's /device_maintenance/dm_enter opens this.
export function DmEnter() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [label, setLabel] = useState(params.get('barcode') ?? '');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  const load = async (barcode: string) => {
    setBusy(true);
    setError(null);
    try {
      setAnswer(await callApi(DM_CALLS.getLately, { barcode }));
      setParams({ barcode }, { replace: true });
    } catch (e) {
      setAnswer(null);
      setError(asApiError(e));
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setNote('');
    if (label.trim()) void load(label.trim());
  };
  const done = (message: string) => {
    setNote(message);
    void load(answer?.device.fnumber ?? label.trim());
  };

  return (
    <DeviceFrame testId="device-dm-enter" title={t('device.dm_enter')}>
      <form className="form" onSubmit={submit}>
        <label className="form__field">
          {t('dm.scan')}
          <input
            className="input"
            autoFocus
            value={label}
            placeholder={t('dm.scanHint')}
            onChange={(e) => setLabel(e.target.value)}
            data-testid="dm-scan"
            autoComplete="off"
          />
        </label>
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={busy || !label.trim()}
          data-testid="dm-open"
        >
          {t('dm.open')}
        </button>
      </form>
      {error && (
        <p className="msg msg--error" role="alert" data-testid="dm-error">
          {error.describe(i18n.language as Locale)}
        </p>
      )}
      {note && (
        <p className="msg" role="status" data-testid="dm-note">
          {note}
        </p>
      )}
      {answer && (
        <section className="dm" data-testid="dm-device" data-device={answer.device.fnumber}>
          <h2 className="dm__device">
            {answer.device.fnumber} · {answer.device.fname}
          </h2>
          <DmRepairBox device={answer.device.id} open={answer.open_repair} onDone={done} />
          {answer.periods.length === 0 && <p className="dm__empty">{t('dm.noItems')}</p>}
          {answer.periods.map((p) => (
            <DmPeriodCard key={p.id} device={answer.device.id} period={p} onSaved={done} />
          ))}
        </section>
      )}
    </DeviceFrame>
  );
}
