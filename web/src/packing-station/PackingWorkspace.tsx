/** @jsxRuntime automatic */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Input, Radio, Tag, type InputRef } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ErrorCode,
  PACKING_CALLS,
  packingUrl,
  type PackAnswer,
  type PackedBox,
  type TryBoxAnswer,
  type LabelOutcome,
} from '@mes/contracts';
import { apiCall, apiDownload } from '@mes/client';
import { useSession } from '../session';
import { beep } from '../work/beep';
import { ScanBox } from '../work/ScanBox';
import { useStationKeys } from '../work/useStationKeys';
import { uuid4 } from '../work/uuid';
import type { WorkStation } from '../work/work.types';
import { toLocale } from '../widgets/i18n-bundle';
import { BoxPanel } from './BoxPanel';
import { PackSender, type SendOutcome } from './pack-sender';
import { PackVerdictPanel, type PackVerdict } from './pack-verdict';
import { readScale, serialAvailable } from './serial-scale';
import './i18n';

export type PackMode = 'packing' | 'box_subtract' | 'box_subjoin' | 'box_export' | 'calibration_weight' | 'print_label';

type Calibration = { result: 1 | 2; deviation: number; tolerance: number };
const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};
const online = () => navigator.onLine !== false;

function openPdf(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * One packing-station screen (docs/packing.md, "Screens"): packing (units into the station's box, the closed box's
 * label scanned to confirm it with its weight), box_subtract / box_subjoin (a box label, then units), box_export,
 * calibration_weight and print_label. Keyboard only: the scan box has the focus; the weight comes from a serial scale
 * (F7) or is typed.
 */
export function PackingWorkspace({
  mode,
  station,
  title,
  onChangeStation,
}: {
  mode: PackMode;
  station: WorkStation;
  title: string;
  onChangeStation: () => void;
}) {
  const { t, i18n } = useTranslation('packing');
  const { session } = useSession();
  const operator = session.user?.display_name || session.user?.name || '';
  const sender = useMemo(
    () => new PackSender((call, body) => apiCall(call, body, { quiet: true, timeoutMs: 6000 }), storage(), online),
    [],
  );
  const [queued, setQueued] = useState(sender.queued.length);
  const [verdict, setVerdict] = useState<PackVerdict>({ kind: 'idle' });
  const [seq, setSeq] = useState(0);
  const [box, setBox] = useState<PackedBox | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [chosenBox, setChosenBox] = useState<string | null>(null);
  const [weight, setWeight] = useState('');
  const [reference, setReference] = useState('');
  const [tolerance, setTolerance] = useState('');
  const [target, setTarget] = useState<'box' | 'sn' | 'pallet'>('box');
  const [scale, setScale] = useState<'none' | 'connected'>('none');
  const scanRef = useRef<InputRef>(null);
  const weightRef = useRef<InputRef>(null);
  const focusScan = useCallback(() => scanRef.current?.focus(), []);

  useEffect(() => {
    const drain = () => void sender.drain().then(() => setQueued(sender.queued.length));
    window.addEventListener('online', drain);
    const timer = setInterval(() => sender.queued.length > 0 && drain(), 5000);
    return () => {
      window.removeEventListener('online', drain);
      clearInterval(timer);
    };
  }, [sender]);

  const refused = (text: string, o: Extract<SendOutcome<unknown>, { kind: 'refused' }>) => {
    setVerdict({ kind: 'refused', text, err: o.err, msg: o.msg });
    beep('fail');
  };
  const pass = (text: string, word: string, detail?: string) => {
    setVerdict({ kind: 'pass', text, word, detail });
    beep('pass');
  };

  const send = async <T,>(call: string, body: Record<string, unknown>, queueable = false) => {
    const key = uuid4();
    const o = await sender.send<T>(
      { key, call, body: queueable ? { ...body, idempotency_key: key } : body, at: Date.now() },
      queueable,
    );
    setQueued(sender.queued.length);
    return o;
  };

  const labelDetail = (label: LabelOutcome | null): string | undefined => {
    if (!label) return undefined;
    if (label.sent === 'printer') return t('verdict.labelPrinter', { printer: label.printer });
    if (label.sent === 'browser') return t('verdict.labelBrowser');
    return t('verdict.labelNone', { reason: label.reason });
  };

  const printBox = async (fnumber: string) => {
    const params = await apiCall<{ printer: { kind: string } | null }>(
      packingUrl(PACKING_CALLS.printParams),
      { station_id: station.id, box: fnumber },
      { quiet: true },
    );
    if (params.printer?.kind === 'zpl')
      await apiCall(packingUrl(PACKING_CALLS.print), { station_id: station.id, box: fnumber }, { quiet: true });
    else
      openPdf(
        (await apiDownload(packingUrl(PACKING_CALLS.print), { station_id: station.id, box: fnumber }, `${fnumber}.pdf`))
          .blob,
      );
  };

  const packed = (text: string, a: PackAnswer) => {
    setBox(a.box);
    if (a.closed) {
      setConfirming(true);
      if (a.label?.sent === 'browser') void printBox(a.box.fnumber).catch(() => undefined);
      pass(text, t('verdict.packed'), `${t('verdict.closed')} · ${labelDetail(a.label) ?? ''}`);
      if (scale === 'none') setTimeout(() => weightRef.current?.focus(), 0);
    } else
      pass(
        text,
        t('verdict.packed'),
        a.repeated ? t('verdict.repeated') : `${a.box.fnumber} ${a.box.fqty} / ${a.box.capacity}`,
      );
  };

  const onScan = async (text: string) => {
    setSeq((n) => n + 1);
    setVerdict({ kind: 'sending', text });
    if (mode === 'packing' && !confirming) {
      const o = await send<PackAnswer>(
        packingUrl(PACKING_CALLS.autoPack),
        { sn: text, station_id: station.id, operator },
        true,
      );
      if (o.kind === 'answer') packed(text, o.data);
      else if (o.kind === 'queued') {
        setVerdict({ kind: 'queued', text, word: t('verdict.queued'), detail: t('verdict.queuedHint') });
        beep('notice');
      } else refused(text, o);
      return;
    }
    if (mode === 'packing') {
      const w = weight.trim() === '' ? undefined : Number(weight);
      const o = await send<TryBoxAnswer>(packingUrl(PACKING_CALLS.tryBox), {
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
      }
      if (o.kind !== 'answer') return;
      setBox(o.data.box);
      setConfirming(false);
      setWeight('');
      return pass(
        text,
        t('verdict.confirmed'),
        o.data.weighing ? t('verdict.weighed', { weight: o.data.weighing.measured }) : undefined,
      );
    }
    if (mode === 'box_subtract' || mode === 'box_subjoin') {
      if (chosenBox === null) {
        const found = await send<{ id: number; fnumber: string; items?: { sn: string }[] }>(
          'production_operations/adjust_box/getBoxByFnumber',
          { fnumber: text },
        );
        if (found.kind !== 'answer') return found.kind === 'refused' && refused(text, found);
        setChosenBox(found.data.fnumber);
        return pass(text, t('box.chosen', { box: found.data.fnumber }));
      }
      const call = packingUrl(mode === 'box_subtract' ? PACKING_CALLS.subtract : PACKING_CALLS.subjoin);
      const o = await send<PackAnswer>(call, { box: chosenBox, sn: text, station_id: station.id });
      if (o.kind !== 'answer') return o.kind === 'refused' && refused(text, o);
      setBox(o.data.box);
      return pass(text, mode === 'box_subtract' ? t('verdict.removed') : t('verdict.added'), labelDetail(o.data.label));
    }
    if (mode === 'box_export') {
      try {
        const file = await apiDownload(
          packingUrl(PACKING_CALLS.export),
          { box: text, locale: toLocale(i18n.language) },
          `${text}.xlsx`,
          { quiet: true },
        );
        const a = document.createElement('a');
        a.href = URL.createObjectURL(file.blob);
        a.download = file.filename;
        a.click();
        return pass(text, t('verdict.exported'), file.filename);
      } catch (e) {
        const f = e as { err: number; msg: string };
        return refused(text, { kind: 'refused', err: f.err, msg: f.msg });
      }
    }
    if (mode === 'print_label') {
      try {
        const params = await apiCall<{ printer: { kind: string; fnumber: string } | null }>(
          packingUrl(PACKING_CALLS.printParams),
          { station_id: station.id, [target]: text },
          { quiet: true },
        );
        if (params.printer?.kind === 'zpl') {
          await apiCall(packingUrl(PACKING_CALLS.print), { station_id: station.id, [target]: text }, { quiet: true });
          return pass(text, t('verdict.printed'), params.printer.fnumber);
        }
        openPdf(
          (
            await apiDownload(
              packingUrl(PACKING_CALLS.print),
              { station_id: station.id, [target]: text },
              'label.pdf',
              { quiet: true },
            )
          ).blob,
        );
        return pass(text, t('verdict.printed'), t('verdict.labelBrowser'));
      } catch (e) {
        const f = e as { err: number; msg: string };
        return refused(text, { kind: 'refused', err: f.err, msg: f.msg });
      }
    }
    // calibration_weight: the scan box takes the measured weight (typed or from the scale)
    const o = await send<Calibration>(packingUrl(PACKING_CALLS.calibrate), {
      station_id: station.id,
      reference_weight: Number(reference),
      measured_weight: Number(text),
      ...(tolerance.trim() !== '' ? { tolerance: Number(tolerance) } : {}),
      operator,
    });
    if (o.kind !== 'answer') return o.kind === 'refused' && refused(text, o);
    const detail = t('calibration.deviation', { deviation: o.data.deviation, tolerance: o.data.tolerance });
    if (o.data.result === 1) return pass(text, t('verdict.pass'), detail);
    setVerdict({ kind: 'fail', text, word: t('verdict.fail'), detail });
    beep('fail');
  };

  const connectScale = () => {
    if (!serialAvailable()) return;
    void readScale((kg) => {
      setScale('connected');
      setWeight(String(kg));
    }).catch(() => setScale('none'));
  };

  useStationKeys(
    {
      F3: () => {
        setChosenBox(null);
        setBox(null);
      },
      F4: onChangeStation,
      F6: () => setTarget((x) => (x === 'box' ? 'sn' : x === 'sn' ? 'pallet' : 'box')),
      F7: connectScale,
      F9: () => {
        if (box)
          void printBox(box.fnumber).then(
            () => pass(box.fnumber, t('verdict.printed')),
            () => undefined,
          );
      },
      Escape: focusScan,
    },
    false,
    focusScan,
  );

  const scanLabel =
    mode === 'packing'
      ? confirming
        ? t('scan.confirm')
        : t('scan.unit')
      : mode === 'box_subtract' || mode === 'box_subjoin'
        ? chosenBox === null
          ? t('scan.box')
          : t('scan.sn')
        : mode === 'box_export'
          ? t('scan.box')
          : mode === 'print_label'
            ? t('scan.label')
            : t('scan.calibrate');
  const help =
    mode === 'packing'
      ? t('help.packing')
      : mode === 'print_label'
        ? t('help.print')
        : mode === 'calibration_weight'
          ? t('help.calibration')
          : t('help.box');
  const weighing = mode === 'packing' || mode === 'calibration_weight';
  const boxes = mode === 'packing' || mode === 'box_subtract' || mode === 'box_subjoin';
  const field =
    mode === 'calibration_weight'
      ? t('field.measured')
      : mode === 'print_label'
        ? target === 'box'
          ? t('print.box')
          : target === 'sn'
            ? t('field.sn')
            : t('print.pallet')
        : mode === 'box_export' ||
            (mode === 'packing' && confirming) ||
            (boxes && mode !== 'packing' && chosenBox === null)
          ? t('field.box')
          : t('field.sn');

  return (
    <div className="work-screen pack-screen" data-testid={`pack-screen-${mode}`} data-station={station.fnumber}>
      <div className="work-header">
        <div className="work-header__where">
          <span className="work-header__title">{title}</span>
          <span
            className="work-header__station"
            data-testid="pack-station"
          >{`${station.fnumber} ${station.fname}`}</span>
        </div>
        <div className="work-header__state">
          {queued > 0 && <Tag color="orange">{t('queue', { n: queued })}</Tag>}
          {!online() && <Tag color="red">{t('offline')}</Tag>}
          {chosenBox && (
            <Tag color="blue" data-testid="pack-chosen-box">
              {t('box.chosen', { box: chosenBox })}
            </Tag>
          )}
          <Button size="small" onClick={onChangeStation}>
            {t('station.change')}
          </Button>
        </div>
      </div>
      <div className={boxes ? 'work-grid pack-grid' : 'work-grid pack-grid pack-grid--single'}>
        <div className="work-grid__scan">
          <div className="pack-scan-label" data-testid="pack-step">
            {scanLabel}
          </div>
          <ScanBox ref={scanRef} onScan={(x) => void onScan(x)} markFail={false} label={field} help={help} />
          {weighing && (
            <div className="work-card pack-weight">
              {mode === 'calibration_weight' && (
                <>
                  <label>
                    {t('weight.reference')}
                    <Input
                      size="large"
                      inputMode="decimal"
                      data-testid="pack-reference"
                      value={reference}
                      onChange={(e) => setReference(e.target.value)}
                      onPressEnter={focusScan}
                    />
                  </label>
                  <label>
                    {t('weight.tolerance')}
                    <Input
                      size="large"
                      inputMode="decimal"
                      value={tolerance}
                      onChange={(e) => setTolerance(e.target.value)}
                      onPressEnter={focusScan}
                    />
                  </label>
                </>
              )}
              {mode === 'packing' && (
                <label>
                  {t('weight.label')}
                  <Input
                    ref={weightRef}
                    size="large"
                    inputMode="decimal"
                    data-testid="pack-weight"
                    placeholder={t('weight.placeholder')}
                    value={weight}
                    onChange={(e) => setWeight(e.target.value)}
                    onPressEnter={focusScan}
                  />
                </label>
              )}
              <div className="work-muted">
                {serialAvailable()
                  ? scale === 'connected'
                    ? t('weight.connected')
                    : `F7 ${t('weight.connect')}`
                  : t('weight.unsupported')}
              </div>
            </div>
          )}
          {mode === 'print_label' && (
            <Radio.Group
              value={target}
              onChange={(e) => setTarget(e.target.value as 'box' | 'sn' | 'pallet')}
              optionType="button"
              options={[
                { value: 'box', label: t('print.box') },
                { value: 'sn', label: t('print.unit') },
                { value: 'pallet', label: t('print.pallet') },
              ]}
            />
          )}
          <PackVerdictPanel verdict={verdict} seq={seq} />
        </div>
        {boxes && (
          <div className="work-grid__sop">
            <BoxPanel box={box} worderId={box?.worder_id ?? null} />
          </div>
        )}
      </div>
    </div>
  );
}
