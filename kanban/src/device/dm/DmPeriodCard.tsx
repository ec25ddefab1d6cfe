import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@mes/contracts';
import { apiCall, asApiError, type ApiError } from '@mes/client';
import { entriesOf, stateOf, type DmPeriodState, type ItemResult } from './dm-types';

type Props = { device: number; period: DmPeriodState; onSaved: (message: string) => void };

// One period of the scanned device: its state, and when due its items to tick ok / ng (with a value) and save.
export function DmPeriodCard({ device, period, onSaved }: Props) {
  const { t, i18n } = useTranslation();
  const [results, setResults] = useState<Record<number, ItemResult>>({});
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const state = stateOf(period);
  const set = (id: number, change: Partial<ItemResult>) =>
    setResults((r) => ({ ...r, [id]: { ...(r[id] ?? { result: 'ok', value: '' }), ...change } }));

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await apiCall('device_maintenance/dm_record/create', {
        device_asset_id: device,
        dm_period_id: period.id,
        entries: entriesOf(period, results),
      });
      setResults({});
      onSaved(t('dm.saved', { name: period.fname }));
    } catch (e) {
      setError(asApiError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className={`dm-period dm-period--${state}`} data-testid={`dm-period-${period.id}`} data-state={state}>
      <header className="dm-period__head">
        <strong>{period.fname}</strong>
        <span className="dm-period__every">{t(`dm.period.${period.kind}`, { every: period.every })}</span>
        <span className="dm-period__state">{t(`dm.state.${state}`)}</span>
      </header>
      {(state === 'due' || state === 'overdue') && (
        <>
          <ul className="dm-items">
            {period.items.map((i) => {
              const r = results[i.id] ?? { result: 'ok', value: '' };
              return (
                <li key={i.id} className="dm-item" data-testid={`dm-item-${i.fnumber}`}>
                  <div className="dm-item__name">{i.fname}</div>
                  {(i.content || i.standard) && (
                    <div className="dm-item__hint">{[i.content, i.standard].filter(Boolean).join(' · ')}</div>
                  )}
                  {(i.lower !== null || i.upper !== null) && (
                    <div className="dm-item__hint">
                      {t('dm.limits', { lower: i.lower ?? '—', upper: i.upper ?? '—', unit: i.unit })}
                    </div>
                  )}
                  <div className="segmented" role="radiogroup" aria-label={i.fname}>
                    {(['ok', 'ng'] as const).map((v) => (
                      <button
                        key={v}
                        type="button"
                        role="radio"
                        aria-checked={r.result === v}
                        className={r.result === v ? 'segmented__on' : ''}
                        data-testid={`dm-item-${i.fnumber}-${v}`}
                        onClick={() => set(i.id, { result: v })}
                      >
                        {t(`dm.${v}`)}
                      </button>
                    ))}
                  </div>
                  <input
                    className="input"
                    value={r.value}
                    placeholder={t('dm.value')}
                    inputMode={i.lower !== null || i.upper !== null ? 'decimal' : 'text'}
                    onChange={(e) => set(i.id, { value: e.target.value })}
                    data-testid={`dm-item-${i.fnumber}-value`}
                  />
                </li>
              );
            })}
          </ul>
          {error && (
            <p className="msg msg--error" role="alert">
              {error.describe(i18n.language as Locale)}
            </p>
          )}
          <button
            type="button"
            className="btn btn--primary btn--block"
            disabled={busy}
            onClick={() => void save()}
            data-testid={`dm-save-${period.id}`}
          >
            {t('dm.save')}
          </button>
        </>
      )}
    </article>
  );
}
