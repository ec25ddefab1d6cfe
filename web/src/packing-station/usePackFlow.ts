import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ErrorCode,
  PACKING,
  callUrl,
  type LabelOutcome,
  type PackAnswer,
  type PackedBox,
  type PackedParent,
} from '@mes/contracts';
import { callApi, callDownload } from '@mes/client';
import type { InputRef } from 'antd';
import { beep } from '../work/beep';
import { rowOf, withRow } from '../work/recent-scans';
import type { ResultRow } from '../work/tally';
import { useReportSender } from '../work/useReportSender';
import { uuid4 } from '../work/uuid';
import type { Outcome, PendingScan, WorkStation } from '../work/work.types';
import { toLocale } from '../widgets/i18n-bundle';
import { ask, askCall, closedParents, packedDetail, PACK_QUEUE, type Asked, type PackBody } from './pack-sender';
import type { PackVerdict } from './pack-verdict';
import { readScale, serialAvailable } from './serial-scale';

export type PackMode = 'packing' | 'box_subtract' | 'box_subjoin' | 'box_export' | 'calibration_weight' | 'print_label';
export type PrintTarget = 'box' | 'sn' | 'pallet';
type Refusal = Extract<Asked<unknown>, { kind: 'refused' }>;

function openPdf(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The scan flow of a packing-station screen (docs/packing.md, "Screens"): units packed through the offline queue (each
 * with its key; a queued scan's verdict arrives later into the results list), the closed box's label confirmed with
 * its weight, boxes (or cartons, pallets) changed, exported, labels printed, scales calibrated.
 */
export function usePackFlow(mode: PackMode, station: WorkStation, operator: string) {
  const { t, i18n } = useTranslation('packing');
  const [verdict, setVerdict] = useState<PackVerdict>({ kind: 'idle' });
  const [seq, setSeq] = useState(0);
  const [box, setBox] = useState<PackedBox | null>(null);
  const [parents, setParents] = useState<PackedParent[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [chosenBox, setChosenBox] = useState<string | null>(null);
  const [weight, setWeight] = useState('');
  const [reference, setReference] = useState('');
  const [tolerance, setTolerance] = useState('');
  const [target, setTarget] = useState<PrintTarget>('box');
  const [scale, setScale] = useState<'none' | 'connected'>('none');
  const [rows, setRows] = useState<ResultRow[]>([]);
  const weightRef = useRef<InputRef>(null);
  const closedWord = useCallback(
    (levels: string[]) => t('verdict.closedLevels', { levels: levels.map((l) => t(`level.${l}`)).join(', ') }),
    [t],
  );
  const packRow = useCallback(
    (s: PendingScan<PackBody>, o: Outcome<PackAnswer>, late: boolean) =>
      rowOf({ key: s.key, subject: s.body.sn, at: s.at }, o, late, (a) => ({
        state: 'pass',
        text: a.repeated ? t('verdict.repeated') : packedDetail(a, closedWord),
      })),
    [t, closedWord],
  );
  // A queued scan answered later: its row gets the verdict; still the one on screen, it replaces "saved offline".
  const onLate = useCallback(
    (s: PendingScan<PackBody>, o: Outcome<PackAnswer>) => {
      setRows((r) => withRow(r, packRow(s, o, true)));
      if (o.kind === 'refused') beep('fail');
      setVerdict((v) => {
        if (v.kind !== 'queued' || v.key !== s.key || o.kind === 'queued') return v;
        if (o.kind === 'refused') return { kind: 'refused', text: s.body.sn, err: o.err, msg: o.msg };
        return { kind: 'pass', text: s.body.sn, word: t('verdict.packed'), detail: t('verdict.sentLater') };
      });
    },
    [packRow, t],
  );
  const { sender, queued, online } = useReportSender<PackBody, PackAnswer>(onLate, PACK_QUEUE);

  const refused = (text: string, o: Refusal) => {
    setVerdict({ kind: 'refused', text, err: o.err, msg: o.msg });
    beep('fail');
  };
  const pass = (text: string, word: string, detail?: string) => {
    setVerdict({ kind: 'pass', text, word, detail });
    beep('pass');
  };
  const labelDetail = (label: LabelOutcome | null): string | undefined => {
    if (!label) return undefined;
    if (label.sent === 'printer') return t('verdict.labelPrinter', { printer: label.printer });
    if (label.sent === 'browser') return t('verdict.labelBrowser');
    return t('verdict.labelNone', { reason: label.reason });
  };

  /** a label printed at the station's printer, or its PDF opened for the browser to print. */
  const printLabel = async (what: PrintTarget, label: string) => {
    const body = { station_id: station.id, [what]: label };
    const params = await callApi(PACKING.printParams, body, { quiet: true });
    if (params.printer?.kind === 'zpl') {
      await callApi(PACKING.print, body, { quiet: true });
      return params.printer.fnumber;
    }
    openPdf((await callDownload(PACKING.print, body, `${label}.pdf`, { quiet: true })).blob);
    return null;
  };

  const showPacked = (text: string, a: PackAnswer) => {
    setBox(a.box);
    setParents(a.parents);
    const shut = closedParents(a);
    for (const p of shut)
      if (p.label?.sent === 'browser')
        void printLabel(p.level === 'pallet' ? 'pallet' : 'box', p.fnumber).catch(() => undefined);
    if (a.closed) {
      setConfirming(true);
      if (a.label?.sent === 'browser') void printLabel('box', a.box.fnumber).catch(() => undefined);
      const more = shut.map((p) => t('verdict.parentClosed', { what: t(`level.${p.level}`), fnumber: p.fnumber }));
      pass(text, t('verdict.packed'), [`${t('verdict.closed')} · ${labelDetail(a.label) ?? ''}`, ...more].join(' · '));
      if (scale === 'none') setTimeout(() => weightRef.current?.focus(), 0);
    } else
      pass(
        text,
        t('verdict.packed'),
        a.repeated ? t('verdict.repeated') : `${a.box.fnumber} ${a.box.fqty} / ${a.box.capacity}`,
      );
  };

  const pack = async (text: string) => {
    const key = uuid4();
    const s: PendingScan<PackBody> = {
      key,
      call: callUrl(PACKING.autoPack),
      at: Date.now(),
      body: { sn: text, station_id: station.id, operator, idempotency_key: key },
    };
    const o = await sender.submit(s);
    setRows((r) => withRow(r, packRow(s, o, false)));
    if (o.kind === 'verdict') showPacked(text, o.answer);
    else if (o.kind === 'queued') {
      setVerdict({ kind: 'queued', key, text, word: t('verdict.queued'), detail: t('verdict.queuedHint') });
      beep('notice');
    } else refused(text, o);
  };

  const confirm = async (text: string) => {
    const w = weight.trim() === '' ? undefined : Number(weight);
    const o = await askCall(PACKING.tryBox, {
      station_id: station.id,
      box: text,
      ...(box ? { box_id: box.id } : {}),
      ...(w !== undefined && Number.isFinite(w) ? { weight: w } : {}),
    });
    if (o.kind === 'refused') {
      refused(text, o);
      // weighed out of tolerance: weigh again (the reading is cleared, the weight box takes the focus)
      if (o.err === ErrorCode.WEIGHING_ERROR && scale === 'none') {
        setWeight('');
        setTimeout(() => weightRef.current?.focus(), 0);
      }
      return;
    }
    setBox(o.data.box);
    setConfirming(false);
    setWeight('');
    pass(
      text,
      t('verdict.confirmed'),
      o.data.weighing ? t('verdict.weighed', { weight: o.data.weighing.measured }) : undefined,
    );
  };

  const adjust = async (text: string) => {
    if (chosenBox === null) {
      const found = await ask<{ fnumber: string }>('production_operations/adjust_box/getBoxByFnumber', {
        fnumber: text,
      });
      // a pallet label: its cartons (or boxes) come out or go in
      const pallet =
        found.kind === 'refused'
          ? await ask<{ list: { fnumber: string }[] }>('stock_mgt/pallet/list', { filter: `fnumber:"${text}"` })
          : null;
      if (found.kind === 'refused' && (pallet?.kind !== 'answer' || pallet.data.list.length === 0))
        return refused(text, found);
      setChosenBox(text);
      return pass(text, t('box.chosen', { box: text }));
    }
    const call = mode === 'box_subtract' ? PACKING.subtract : PACKING.subjoin;
    const o = await askCall(call, { box: chosenBox, sn: text, station_id: station.id });
    if (o.kind === 'refused') return refused(text, o);
    setBox(o.data.box);
    setParents(o.data.parents);
    pass(text, mode === 'box_subtract' ? t('verdict.removed') : t('verdict.added'), labelDetail(o.data.label));
  };

  const exportBox = async (text: string) => {
    try {
      const file = await callDownload(PACKING.export, { box: text, locale: toLocale(i18n.language) }, `${text}.xlsx`, {
        quiet: true,
      });
      const a = document.createElement('a');
      a.href = URL.createObjectURL(file.blob);
      a.download = file.filename;
      a.click();
      pass(text, t('verdict.exported'), file.filename);
    } catch (e) {
      const f = e as { err: number; msg: string };
      refused(text, { kind: 'refused', err: f.err, msg: f.msg });
    }
  };

  const print = async (text: string) => {
    try {
      const printer = await printLabel(target, text);
      pass(text, t('verdict.printed'), printer ?? t('verdict.labelBrowser'));
    } catch (e) {
      const f = e as { err: number; msg: string };
      refused(text, { kind: 'refused', err: f.err, msg: f.msg });
    }
  };

  // calibration_weight: the scan box takes the measured weight (typed or from the scale)
  const calibrate = async (text: string) => {
    const o = await askCall(PACKING.calibrate, {
      station_id: station.id,
      reference_weight: Number(reference),
      measured_weight: Number(text),
      ...(tolerance.trim() !== '' ? { tolerance: Number(tolerance) } : {}),
      operator,
    });
    if (o.kind === 'refused') return refused(text, o);
    const detail = t('calibration.deviation', { deviation: o.data.deviation, tolerance: o.data.tolerance });
    if (o.data.result === 1) return pass(text, t('verdict.pass'), detail);
    setVerdict({ kind: 'fail', text, word: t('verdict.fail'), detail });
    beep('fail');
  };

  const onScan = async (text: string) => {
    setSeq((n) => n + 1);
    setVerdict({ kind: 'sending', text });
    if (mode === 'packing') return confirming ? confirm(text) : pack(text);
    if (mode === 'box_subtract' || mode === 'box_subjoin') return adjust(text);
    if (mode === 'box_export') return exportBox(text);
    if (mode === 'print_label') return print(text);
    return calibrate(text);
  };

  const connectScale = () => {
    if (!serialAvailable()) return;
    void readScale((kg) => {
      setScale('connected');
      setWeight(String(kg));
    }).catch(() => setScale('none'));
  };

  const reprint = () => {
    if (box)
      void printLabel('box', box.fnumber).then(
        () => pass(box.fnumber, t('verdict.printed')),
        () => undefined,
      );
  };

  const clearBox = () => {
    setChosenBox(null);
    setBox(null);
    setParents([]);
  };

  return {
    verdict,
    seq,
    box,
    parents,
    confirming,
    chosenBox,
    target,
    setTarget,
    scale,
    rows,
    queued,
    online,
    weightRef,
    weights: { weight, setWeight, reference, setReference, tolerance, setTolerance },
    onScan,
    connectScale,
    reprint,
    clearBox,
  };
}
