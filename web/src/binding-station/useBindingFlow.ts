import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@mes/client';
import { REPAIR_CALLS } from '@mes/contracts';
import { beep } from '../work/beep';
import { rowOf, withRow } from '../work/recent-scans';
import { undelivered } from '../work/report-sender';
import type { ResultRow } from '../work/tally';
import { useReportSender } from '../work/useReportSender';
import { uuid4 } from '../work/uuid';
import type { Outcome, PendingScan, WorkStation } from '../work/work.types';
import { CALLS, missingText, parseWeight, type BindingMode, type Need } from './binding-calls';
import { BINDING_QUEUE, subjectOf, type BindAnswer, type BindBody } from './binding-queue';

export type Step = 'sn' | 'part' | 'lot' | 'weight';
export type BindingVerdict =
  | { kind: 'idle' }
  | { kind: 'pass' | 'fail' | 'info'; sn: string; detail: string }
  | { kind: 'refused'; sn: string; err: number; msg: string }
  | { kind: 'queued'; sn: string; key: string };

export const firstStep = (mode: BindingMode): Step => (mode === 'put_material' ? 'lot' : 'sn');

type Failure = { err: number; msg: string };
const failure = (e: unknown): Failure =>
  typeof e === 'object' && e !== null && typeof (e as Failure).err === 'number'
    ? (e as Failure)
    : { err: -1, msg: String(e) };

/**
 * The scan flow of the binding, accessory, material and glue stations: scans handled one after the other in scan
 * order, each reading where the previous one left the unit. Binds, lots and glue weighings go through the work
 * stations' sender: with an idempotency key, kept in the offline queue when the server cannot be reached and sent
 * again later, their late verdicts shown in the results list.
 */
export function useBindingFlow(mode: BindingMode, station: WorkStation | null, focus: () => void) {
  const { t } = useTranslation('bindingStation');
  const [step, setStep] = useState<Step>(firstStep(mode));
  const [sn, setSn] = useState<string | null>(null);
  const [needs, setNeeds] = useState<Need[]>([]);
  const [verdict, setVerdict] = useState<BindingVerdict>({ kind: 'idle' });
  const [rows, setRows] = useState<ResultRow[]>([]);
  const now = useRef<{ step: Step; sn: string | null }>({ step: firstStep(mode), sn: null });
  const chain = useRef<Promise<void>>(Promise.resolve());
  const move = useCallback((next: { step: Step; sn: string | null }) => {
    now.current = next;
    setStep(next.step);
    setSn(next.sn);
  }, []);

  /** what a stored scan did, as its row says it */
  const detailOf = useCallback(
    (body: BindBody) =>
      (a: BindAnswer): { state: 'pass' | 'fail'; text: string } => {
        if (a.verdict)
          return {
            state: a.verdict,
            text: t('verdict.glue', { weight: a.weight, min: a.min_weight, max: a.max_weight }),
          };
        if (body.sn === undefined) return { state: 'pass', text: t('verdict.lotPut', { lot: body.barcode }) };
        const text = a.complete
          ? t('verdict.complete', { sn: body.sn })
          : t('verdict.boundOne', { barcode: body.barcode });
        return { state: 'pass', text };
      },
    [t],
  );

  // A queued scan answered later: its row gets the verdict; still the one on screen, the verdict replaces "saved
  // offline", and a bind of the unit on screen shows what it still needs.
  const onLate = useCallback(
    (scan: PendingScan<BindBody>, outcome: Outcome<BindAnswer>) => {
      const subject = subjectOf(scan.body);
      const row = rowOf({ key: scan.key, subject, at: scan.at }, outcome, true, detailOf(scan.body));
      setRows((r) => withRow(r, row));
      if (outcome.kind === 'refused') beep('fail');
      if (outcome.kind === 'verdict' && outcome.answer.materials && scan.body.sn === now.current.sn)
        setNeeds(outcome.answer.materials);
      setVerdict((v) => {
        if (v.kind !== 'queued' || v.key !== scan.key || outcome.kind === 'queued') return v;
        if (outcome.kind === 'refused') return { kind: 'refused', sn: v.sn, err: outcome.err, msg: outcome.msg };
        return {
          kind: row.state === 'fail' ? 'fail' : 'pass',
          sn: v.sn,
          detail: `${row.detail ?? ''} · ${t('sentLater')}`,
        };
      });
    },
    [detailOf, t],
  );
  const { sender, queued, online } = useReportSender<BindBody, BindAnswer>(onLate, BINDING_QUEUE);

  const reset = useCallback(() => {
    move({ step: firstStep(mode), sn: null });
    setNeeds([]);
    focus();
  }, [mode, focus, move]);

  /** sends a bind, lot or weighing; its row and verdict follow the outcome (queued: saved offline, orange). */
  const submit = async (call: string, body: Omit<BindBody, 'idempotency_key'>): Promise<BindAnswer | null> => {
    const key = uuid4();
    const scan = { key, call, at: Date.now(), body: { ...body, idempotency_key: key } };
    const subject = subjectOf(scan.body);
    const outcome = await sender.submit(scan);
    setRows((r) => withRow(r, rowOf({ key, subject, at: scan.at }, outcome, false, detailOf(scan.body))));
    if (outcome.kind === 'queued') {
      setVerdict({ kind: 'queued', sn: body.sn ?? subject, key });
      beep('notice');
      return null;
    }
    if (outcome.kind === 'refused') {
      setVerdict({ kind: 'refused', sn: body.sn ?? subject, err: outcome.err, msg: outcome.msg });
      beep('fail');
      return null;
    }
    return outcome.answer;
  };

  const showNeeds = (unit: string, materials: Need[], complete: boolean, bound?: string) => {
    setNeeds(materials);
    if (complete) {
      setVerdict({ kind: 'pass', sn: unit, detail: t('verdict.complete', { sn: unit }) });
      beep('pass');
      move({ step: 'sn', sn: null });
      return;
    }
    const still = t('verdict.stillNeed', { list: missingText(materials) });
    setVerdict({
      kind: 'info',
      sn: unit,
      detail: bound ? `${t('verdict.boundOne', { barcode: bound })} · ${still}` : still,
    });
    beep('notice');
    move({ step: 'part', sn: unit });
  };

  const scan = async (text: string) => {
    if (!station) return;
    const at = now.current;
    if (at.step === 'lot') {
      const a = await submit(CALLS.put, { station_id: station.id, barcode: text });
      if (a) {
        setVerdict({ kind: 'pass', sn: text, detail: t('verdict.put', { lot: text, station: station.fnumber }) });
        beep('pass');
      }
    } else if (at.step === 'sn' && mode === 'glue') {
      move({ step: 'weight', sn: text });
      setVerdict({ kind: 'info', sn: text, detail: t('verdict.scanned', { sn: text }) });
    } else if (at.step === 'sn') {
      try {
        const a = await callApi(REPAIR_CALLS.check, { sn: text, station_id: station.id }, { quiet: true });
        showNeeds(text, a.materials, a.complete);
      } catch (e) {
        const f = failure(e);
        if (!undelivered(e)) {
          setVerdict({ kind: 'refused', sn: text, err: f.err, msg: f.msg });
          beep('fail');
          return;
        }
        // offline: the parts are scanned all the same and queued; what is missing shows when the server answers
        setNeeds([]);
        move({ step: 'part', sn: text });
        setVerdict({ kind: 'info', sn: text, detail: t('verdict.offlineParts') });
        beep('notice');
      }
    } else if (at.step === 'part' && at.sn && (mode === 'material_binding' || mode === 'annexe_binging')) {
      const a = await submit(CALLS.bind[mode], { sn: at.sn, barcode: text, station_id: station.id });
      if (a?.materials) showNeeds(at.sn, a.materials, a.complete === true, text);
    } else if (at.step === 'weight' && at.sn) {
      const weight = parseWeight(text);
      if (weight === null) {
        setVerdict({ kind: 'refused', sn: at.sn, err: 400, msg: t('weightInvalid') });
        beep('fail');
        return;
      }
      const a = await submit(CALLS.glue, { station_id: station.id, sn: at.sn, weight });
      move({ step: 'sn', sn: null });
      if (a?.verdict) {
        const detail = t('verdict.glue', { weight: a.weight, min: a.min_weight, max: a.max_weight });
        setVerdict({ kind: a.verdict, sn: at.sn, detail });
        beep(a.verdict === 'pass' ? 'pass' : 'fail');
      }
    }
  };

  const onScan = (text: string) => {
    chain.current = chain.current
      .then(() => scan(text))
      .catch(() => undefined)
      .finally(focus);
  };

  return { step, sn, needs, verdict, rows, queued, online, onScan, reset };
}
