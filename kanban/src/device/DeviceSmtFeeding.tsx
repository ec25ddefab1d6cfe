import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  SMT_FEEDING,
  SMT_REEL_CALLS,
  SmtFeedingStatus,
  allowedReelSteps,
  callUrl,
  defaultReelStep,
  dropWorkCert,
  keepWorkCert,
  readReelLabel,
  readWorkCert,
  type CallInput,
  type Locale,
  type SmtReelStep,
  type WorkCert,
  isRecord,
} from '@mes/contracts';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { useApiData } from '../components/useApiData';
import { scanResult, type ScanResult } from '../smt/feeding-scan';
import { DeviceFrame } from './DeviceFrame';
import { callApi, asApiError, type ApiError, browserStorage, num, str } from '@mes/client';

type Feeding = {
  id: number;
  fbillno: string;
  status: number;
  turn: number;
  turn_count: number;
  allowed: string[];
  total: number;
  verified: number;
};

function readFeeding(d: unknown): Feeding | null {
  if (!isRecord(d) || d.id === undefined) return null;
  const entries = (Array.isArray(d.entries) ? d.entries : []).filter(
    (e) => isRecord(e) && e.no_verify !== true,
  ) as Record<string, unknown>[];
  return {
    id: num(d.id),
    fbillno: str(d.fbillno),
    status: num(d.status),
    turn: num(d.turn),
    turn_count: num(d.turn_count),
    allowed: Array.isArray(d.allowed_steps) ? d.allowed_steps.map((s) => str(s)) : [],
    total: entries.length,
    verified: entries.filter((e) => typeof e.reel_barcode === 'string' && e.reel_barcode !== '').length,
  };
}

// smt_feeding/:smt_order_id: prepare once (the work_cert is kept 24 h), then slot code, Enter, reel barcode, Enter.
export function DeviceSmtFeeding() {
  const { t, i18n } = useTranslation();
  const orderId = Number(useParams().smt_order_id);
  const asked: CallInput<typeof SMT_FEEDING.ofOrder> = { smt_order_id: orderId };
  const feeding = useApiData(callUrl(SMT_FEEDING.ofOrder), asked, readFeeding);
  const f = feeding.data;
  const [cert, setCert] = useState<WorkCert | null>(null);
  const [prepareError, setPrepareError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the certificate of this feeding, read again only for another one
  useEffect(() => setCert(f ? readWorkCert(f.id, browserStorage()) : null), [f?.id]);
  // the step the operator chose among the allowed reel steps; the default (loading, then the checks) otherwise
  const [chosen, setChosen] = useState<SmtReelStep | null>(null);
  const steps = f ? allowedReelSteps(f.allowed) : [];
  const step = chosen !== null && steps.includes(chosen) ? chosen : f ? defaultReelStep(f.allowed) : null;

  const prepare = async () => {
    if (!f) return;
    setBusy(true);
    setPrepareError(null);
    try {
      const answer = await callApi(SMT_FEEDING.prepare, { id: f.id });
      keepWorkCert(f.id, answer, browserStorage());
      setCert({ work_cert: answer.work_cert, expires_at: answer.expires_at });
      feeding.reload();
    } catch (e) {
      setPrepareError(asApiError(e));
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (feeding.error && feeding.data === null) body = <ErrorState error={feeding.error} />;
  else if (feeding.loading && feeding.data === null) body = <LoadingState />;
  else if (!f) body = <EmptyState testId="feed-no-feeding" title={t('smt.scan.noFeeding')} />;
  else {
    body = (
      <>
        <p className="feed-head" data-testid="feed-head">
          <b>{f.fbillno}</b>
          <span>
            {SmtFeedingStatus.label(f.status, i18n.language as Locale)}
            {f.turn_count > 0 ? ` · ${t('smt.turn', { turn: f.turn, count: f.turn_count })}` : ''}
          </span>
        </p>
        {f.total > 0 && (
          <p className="feed-cert" data-testid="feed-progress">
            {t('smt.scan.progress', { verified: f.verified, total: f.total })}
          </p>
        )}
        {cert && steps.length > 1 && (
          <div className="feed-steps" role="group" aria-label={t('smt.scan.step')} data-testid="feed-steps">
            {steps.map((s) => (
              <button
                key={s}
                type="button"
                data-testid={`feed-step-${s}`}
                aria-pressed={s === step}
                className={`btn btn--small${s === step ? ' btn--primary' : ''}`}
                onClick={() => setChosen(s)}
              >
                {t(`smt.step.${s}`)}
              </button>
            ))}
          </div>
        )}
        {cert ? (
          <Scanner
            feedingId={f.id}
            cert={cert}
            step={step}
            onAnswer={feeding.reload}
            onCertRefused={() => {
              dropWorkCert(f.id, browserStorage());
              setCert(null);
            }}
          />
        ) : (
          <button
            type="button"
            className="btn btn--primary btn--block"
            data-testid="feed-prepare"
            disabled={busy}
            onClick={() => void prepare()}
          >
            {busy ? t('smt.scan.preparing') : t('smt.scan.prepare')}
          </button>
        )}
        {prepareError && <ErrorState error={prepareError} />}
        {cert && (
          <p className="feed-cert" data-testid="feed-cert">
            {t('smt.scan.certUntil', { time: new Date(cert.expires_at).toLocaleString(i18n.language) })}
          </p>
        )}
      </>
    );
  }
  return (
    <DeviceFrame testId="device-smt-feeding" title={t('smt.scan.title')}>
      {body}
    </DeviceFrame>
  );
}

type ScannerProps = {
  feedingId: number;
  cert: WorkCert;
  step: SmtReelStep | null;
  onAnswer: () => void;
  onCertRefused: () => void;
};

function Scanner({ feedingId, cert, step, onAnswer, onCertRefused }: ScannerProps) {
  const { t, i18n } = useTranslation();
  const [slot, setSlot] = useState('');
  const [reel, setReel] = useState('');
  const [phase, setPhase] = useState<'slot' | 'reel' | 'sending'>('slot');
  const [result, setResult] = useState<ScanResult | null>(null);
  const slotRef = useRef<HTMLInputElement>(null);
  const reelRef = useRef<HTMLInputElement>(null);
  useEffect(() => (phase === 'reel' ? reelRef : slotRef).current?.focus(), [phase]);

  const send = useCallback(
    async (slotCode: string, text: string) => {
      setPhase('sending');
      const { barcode, fnumber } = readReelLabel(text);
      let answer: unknown;
      try {
        answer = await callApi(SMT_REEL_CALLS[step ?? 'scanning'], {
          id: feedingId,
          work_cert: cert.work_cert,
          slot: slotCode,
          barcode,
          fnumber,
        });
      } catch (e) {
        answer = asApiError(e);
      }
      const r = scanResult(slotCode, answer, i18n.language as Locale);
      setResult(r);
      if (r.verdict === 'error' && /^work_cert/.test(r.message)) onCertRefused();
      setSlot('');
      setReel('');
      setPhase('slot');
      onAnswer();
    },
    [feedingId, cert.work_cert, step, onAnswer, onCertRefused, i18n.language],
  );

  const onSlotKey = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || slot.trim() === '') return;
    e.preventDefault();
    setSlot(slot.trim());
    setPhase('reel');
  };
  const onReelKey = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || reel.trim() === '') return;
    e.preventDefault();
    void send(slot, reel);
  };
  const sending = phase === 'sending';
  return (
    <>
      <label className={`feed-field${phase !== 'slot' ? ' feed-field--done' : ''}`}>
        {t('smt.scan.slot')} · {t('smt.scan.slotHint')}
        <input
          ref={slotRef}
          data-testid="feed-slot"
          value={slot}
          disabled={sending}
          autoComplete="off"
          inputMode="text"
          enterKeyHint="next"
          onChange={(e) => {
            setSlot(e.target.value);
            if (phase === 'reel') setPhase('slot');
          }}
          onKeyDown={onSlotKey}
        />
      </label>
      <label className="feed-field">
        {t('smt.scan.reel')} · {t('smt.scan.reelHint')}
        <input
          ref={reelRef}
          data-testid="feed-reel"
          value={reel}
          disabled={phase !== 'reel'}
          autoComplete="off"
          inputMode="text"
          enterKeyHint="send"
          onChange={(e) => setReel(e.target.value)}
          onKeyDown={onReelKey}
        />
      </label>
      {sending && (
        <div className="feed-verdict feed-verdict--sending" data-testid="feed-sending">
          <span className="feed-verdict__msg">{t('smt.scan.sending')}</span>
        </div>
      )}
      {!sending && result && (
        <div
          className={`feed-verdict feed-verdict--${result.verdict}`}
          data-testid="feed-verdict"
          data-verdict={result.verdict}
          role="status"
        >
          <span className="feed-verdict__word">{t(`smt.scan.${result.verdict}`)}</span>
          <span className="feed-verdict__msg" data-testid="feed-message">
            {result.message}
          </span>
        </div>
      )}
    </>
  );
}
