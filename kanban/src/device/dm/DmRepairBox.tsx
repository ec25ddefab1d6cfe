import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DM_CALLS, type Locale } from '@mes/contracts';
import { apiCall, asApiError, callApi, type ApiError } from '@mes/client';
import type { DmEnter } from './dm-types';

type Props = { device: number; open: DmEnter['open_repair']; onDone: (message: string) => void };

// The device's breakdown: report it (the line's board and stations see it at once) or, while down, close it.
export function DmRepairBox({ device, open, onDone }: Props) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [parts, setParts] = useState('');
  const [unfolded, setUnfolded] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (send: () => Promise<unknown>, message: string) => {
    setBusy(true);
    setError(null);
    try {
      await send();
      setText('');
      setParts('');
      setUnfolded(false);
      onDone(message);
    } catch (e) {
      setError(asApiError(e));
    } finally {
      setBusy(false);
    }
  };

  const errorLine = error && (
    <p className="msg msg--error" role="alert">
      {error.describe(i18n.language as Locale)}
    </p>
  );
  if (open)
    return (
      <div className="dm-repair dm-repair--down" data-testid="dm-down">
        <strong>
          {t('dm.down', { cause: open.cause || '—', since: new Date(open.start_at).toLocaleString(i18n.language) })}
        </strong>
        <input
          className="input"
          value={text}
          placeholder={t('dm.action')}
          onChange={(e) => setText(e.target.value)}
          data-testid="dm-repair-action"
        />
        <input className="input" value={parts} placeholder={t('dm.parts')} onChange={(e) => setParts(e.target.value)} />
        {errorLine}
        <button
          type="button"
          className="btn btn--block"
          disabled={busy}
          data-testid="dm-repair-close"
          onClick={() =>
            void run(
              () => callApi(DM_CALLS.close, { id: open.id, action: text.trim(), parts: parts.trim() }),
              t('dm.closed'),
            )
          }
        >
          {t('dm.close')}
        </button>
      </div>
    );
  if (!unfolded)
    return (
      <button type="button" className="btn btn--small" onClick={() => setUnfolded(true)} data-testid="dm-breakdown">
        {t('dm.breakdown')}
      </button>
    );
  return (
    <div className="dm-repair">
      <input
        className="input"
        autoFocus
        value={text}
        placeholder={t('dm.cause')}
        onChange={(e) => setText(e.target.value)}
        data-testid="dm-repair-cause"
      />
      {errorLine}
      <button
        type="button"
        className="btn btn--block"
        disabled={busy}
        data-testid="dm-repair-open"
        onClick={() =>
          void run(
            // a repair is the resource's own create
            () =>
              apiCall('device_maintenance/dm_repair_record/create', { device_asset_id: device, cause: text.trim() }),
            t('dm.reportDown'),
          )
        }
      >
        {t('dm.reportDown')}
      </button>
    </div>
  );
}
