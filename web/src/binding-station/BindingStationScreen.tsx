/** @jsxRuntime automatic */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Input, Table, type InputRef } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiCall, ApiError } from '@mes/client';
import { beep } from '../work/beep';
import { readStation, writeStation } from '../work/station-storage';
import { StationPicker } from '../work/StationPicker';
import { VerdictPanel } from '../work/VerdictPanel';
import type { WorkStation } from '../work/work.types';
import {
  CALLS,
  missingText,
  parseWeight,
  type BindingMode,
  type CheckAnswer,
  type GlueAnswer,
  type Need,
} from './binding-calls';
import './i18n';
import '../work/work.css';

type Step = 'sn' | 'part' | 'lot' | 'weight';
type Verdict =
  | { kind: 'idle' }
  | { kind: 'pass' | 'fail' | 'info'; sn: string; detail: string }
  | { kind: 'refused'; sn: string; err: number; msg: string };

const firstStep = (mode: BindingMode): Step => (mode === 'put_material' ? 'lot' : 'sn');

/**
 * The binding, accessory, material-loading and glue stations: a scanner and no mouse, one input that is always
 * focused, the verdict large and coloured with a sound, in one round trip per scan.
 */
export default function BindingStationScreen({ mode, title }: { mode: BindingMode; title: string }) {
  const { t } = useTranslation('bindingStation');
  const [station, setStation] = useState<WorkStation | null>(() => readStation());
  const [picking, setPicking] = useState(false);
  const [step, setStep] = useState<Step>(firstStep(mode));
  const [sn, setSn] = useState<string | null>(null);
  const [needs, setNeeds] = useState<Need[]>([]);
  const [verdict, setVerdict] = useState<Verdict>({ kind: 'idle' });
  const [value, setValue] = useState('');
  const input = useRef<InputRef>(null);
  // Scans are handled one after the other in scan order; each reads where the previous one left the unit.
  const chain = useRef<Promise<void>>(Promise.resolve());
  const now = useRef<{ step: Step; sn: string | null }>({ step: firstStep(mode), sn: null });
  const move = useCallback((next: { step: Step; sn: string | null }) => {
    now.current = next;
    setStep(next.step);
    setSn(next.sn);
  }, []);

  const focus = useCallback(() => setTimeout(() => input.current?.focus(), 0), []);
  const reset = useCallback(() => {
    move({ step: firstStep(mode), sn: null });
    setNeeds([]);
    focus();
  }, [mode, focus, move]);

  useEffect(() => {
    const keys = (e: KeyboardEvent) => {
      if (e.key === 'Escape') reset();
      if (e.key === 'F4') {
        e.preventDefault();
        setPicking(true);
      }
    };
    window.addEventListener('keydown', keys);
    return () => window.removeEventListener('keydown', keys);
  }, [reset]);

  const refuse = (subject: string, e: unknown) => {
    const err = e instanceof ApiError ? e.err : -1;
    const msg = e instanceof ApiError ? e.msg : String(e);
    setVerdict({ kind: 'refused', sn: subject, err, msg });
    beep('fail');
  };

  const scan = async (text: string) => {
    if (!station) return;
    const { step, sn } = now.current;
    try {
      if (step === 'lot') {
        await apiCall(CALLS.put, { station_id: station.id, barcode: text }, { quiet: true });
        setVerdict({ kind: 'pass', sn: text, detail: t('verdict.put', { lot: text, station: station.fnumber }) });
        beep('pass');
      } else if (step === 'sn' && mode === 'glue') {
        move({ step: 'weight', sn: text });
        setVerdict({ kind: 'info', sn: text, detail: t('verdict.scanned', { sn: text }) });
      } else if (step === 'sn') {
        const a = await apiCall<CheckAnswer>(CALLS.check, { sn: text, station_id: station.id }, { quiet: true });
        setNeeds(a.materials);
        if (a.complete) {
          setVerdict({ kind: 'pass', sn: text, detail: t('verdict.complete', { sn: text }) });
          beep('pass');
        } else {
          move({ step: 'part', sn: text });
          setVerdict({ kind: 'info', sn: text, detail: t('verdict.stillNeed', { list: missingText(a.materials) }) });
          beep('notice');
        }
      } else if (step === 'part' && sn && (mode === 'material_binding' || mode === 'annexe_binging')) {
        const a = await apiCall<CheckAnswer>(
          CALLS.bind[mode],
          { sn, barcode: text, station_id: station.id },
          { quiet: true },
        );
        setNeeds(a.materials);
        if (a.complete) {
          setVerdict({ kind: 'pass', sn, detail: t('verdict.complete', { sn }) });
          beep('pass');
          move({ step: 'sn', sn: null });
        } else {
          const detail = `${t('verdict.boundOne', { barcode: text })} · ${t('verdict.stillNeed', { list: missingText(a.materials) })}`;
          setVerdict({ kind: 'info', sn, detail });
          beep('notice');
        }
      } else if (step === 'weight' && sn) {
        const weight = parseWeight(text);
        if (weight === null) {
          setVerdict({ kind: 'refused', sn, err: 400, msg: t('weightInvalid') });
          beep('fail');
          return;
        }
        const a = await apiCall<GlueAnswer>(CALLS.glue, { station_id: station.id, sn, weight }, { quiet: true });
        const detail = t('verdict.glue', { weight: a.weight, min: a.min_weight, max: a.max_weight });
        setVerdict({ kind: a.verdict, sn, detail });
        beep(a.verdict === 'pass' ? 'pass' : 'fail');
        move({ step: 'sn', sn: null });
      }
    } catch (e) {
      refuse(sn ?? text, e);
    } finally {
      focus();
    }
  };

  if (!station || picking)
    return (
      <StationPicker
        config={null}
        current={null}
        onPick={(s) => {
          writeStation(s);
          setStation(s);
          setPicking(false);
          focus();
        }}
        onCancel={station ? () => setPicking(false) : undefined}
      />
    );

  const stepLabel = step === 'part' && mode === 'annexe_binging' ? t('step.accessory') : t(`step.${step}`);
  return (
    <div className="work-screen" data-testid="binding-screen" data-mode={mode} onClick={focus}>
      <div className="work-header">
        <div className="work-header__where">
          <span className="work-header__title">{title}</span>
          <span className="work-header__station" data-testid="binding-station">
            {station.fnumber} {station.fname}
          </span>
        </div>
        <Button onClick={() => setPicking(true)}>{t('changeStation')}</Button>
      </div>
      <div className="work-scan">
        <div className="work-scan__label">
          <span data-testid="binding-step">{stepLabel}</span>
          {sn && <span className="work-muted">{`${t('current')}: ${sn}`}</span>}
        </div>
        <Input
          ref={input}
          size="large"
          autoFocus
          autoComplete="off"
          spellCheck={false}
          aria-label={stepLabel}
          data-testid="binding-input"
          className="work-scan__input"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onPressEnter={(e) => {
            const text = e.currentTarget.value.trim();
            setValue('');
            if (text) chain.current = chain.current.then(() => scan(text));
          }}
        />
      </div>
      <VerdictBox verdict={verdict} />
      {needs.length > 0 && (
        <Table<Need>
          size="small"
          rowKey="icitem_id"
          pagination={false}
          data-testid="binding-needs"
          title={() => t('materials')}
          dataSource={needs}
          columns={[
            { title: t('material'), render: (_, n) => `${n.icitem_fnumber} ${n.icitem_fname}` },
            { title: t('need'), dataIndex: 'qty', width: 90 },
            { title: t('bound'), dataIndex: 'bound', width: 90 },
            { title: t('barcodes'), render: (_, n) => n.barcodes.join(', ') },
          ]}
        />
      )}
    </div>
  );
}

function VerdictBox({ verdict }: { verdict: Verdict }) {
  const { t } = useTranslation('bindingStation');
  // idle and refused look as on every station screen
  if (verdict.kind === 'idle') return <VerdictPanel verdict={verdict} />;
  if (verdict.kind === 'refused') return <VerdictPanel verdict={{ ...verdict, key: verdict.sn, text: verdict.sn }} />;
  const cls = verdict.kind === 'info' ? 'sending' : verdict.kind;
  return (
    <div className={`work-verdict work-verdict--${cls}`} data-testid="binding-verdict" data-state={verdict.kind}>
      <div className="work-verdict__sn">{verdict.sn}</div>
      {verdict.kind !== 'info' && <div className="work-verdict__word">{t(`verdict.${verdict.kind}`)}</div>}
      <div className="work-verdict__detail">{verdict.detail}</div>
    </div>
  );
}
