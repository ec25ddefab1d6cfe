/** @jsxRuntime automatic */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Input, Table, Tag, type InputRef } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResultsList } from '../work/ResultsList';
import { readStation, writeStation } from '../work/station-storage';
import { StationPicker } from '../work/StationPicker';
import { VerdictPanel } from '../work/VerdictPanel';
import type { WorkStation } from '../work/work.types';
import type { BindingMode, Need } from './binding-calls';
import { useBindingFlow, type BindingVerdict } from './useBindingFlow';
import { useStationCount } from './useStationCount';
import './i18n';
import '../work/work.css';
import './binding.css';

/**
 * The binding, accessory, material-loading and glue stations: a scanner and no mouse, one input that is always
 * focused, the verdict large and coloured with a sound, in one round trip per scan; scans kept offline and sent later
 * with their keys, today's count live.
 */
export default function BindingStationScreen({ mode, title }: { mode: BindingMode; title: string }) {
  const { t } = useTranslation('bindingStation');
  const [station, setStation] = useState<WorkStation | null>(() => readStation());
  const [picking, setPicking] = useState(false);
  const [value, setValue] = useState('');
  const input = useRef<InputRef>(null);
  const focus = useCallback(() => setTimeout(() => input.current?.focus(), 0), []);
  const flow = useBindingFlow(mode, station, focus);
  const { reset } = flow;

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

  const { step, sn, needs } = flow;
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
        <div className="work-header__state">
          <Tag color={flow.online ? 'green' : 'red'} data-testid="binding-online">
            {flow.online ? t('online') : t('offline')}
          </Tag>
          <Tag color={flow.queued > 0 ? 'orange' : 'default'} data-testid="binding-queue" data-count={flow.queued}>
            {t('queue', { count: flow.queued })}
          </Tag>
          <Button onClick={() => setPicking(true)}>{t('changeStation')}</Button>
        </div>
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
            if (text) flow.onScan(text);
          }}
        />
      </div>
      <VerdictBox verdict={flow.verdict} />
      <div className="binding-columns">
        <div>
          <TodayCount mode={mode} stationId={station.id} />
          {needs.length > 0 && <NeedsTable needs={needs} />}
        </div>
        <ResultsList rows={flow.rows} subject={t('scanned')} />
      </div>
    </div>
  );
}

function TodayCount({ mode, stationId }: { mode: BindingMode; stationId: number }) {
  const { t } = useTranslation('bindingStation');
  const count = useStationCount(mode, stationId);
  return (
    <div className="work-card" data-testid="binding-today">
      <div className="work-card__title">{t('today.title')}</div>
      <div className="work-figure">
        <div className="work-figure__label">{t(`today.${mode}`)}</div>
        <div className="work-figure__value" data-testid="binding-today-count" data-count={count ?? ''}>
          {count ?? '–'}
        </div>
      </div>
    </div>
  );
}

function NeedsTable({ needs }: { needs: Need[] }) {
  const { t } = useTranslation('bindingStation');
  return (
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
  );
}

function VerdictBox({ verdict }: { verdict: BindingVerdict }) {
  const { t } = useTranslation('bindingStation');
  // idle, refused and saved offline look as on every station screen
  if (verdict.kind === 'idle') return <VerdictPanel verdict={verdict} />;
  if (verdict.kind === 'refused') return <VerdictPanel verdict={{ ...verdict, key: verdict.sn, text: verdict.sn }} />;
  if (verdict.kind === 'queued') return <VerdictPanel verdict={{ ...verdict, text: verdict.sn }} />;
  const cls = verdict.kind === 'info' ? 'sending' : verdict.kind;
  return (
    <div className={`work-verdict work-verdict--${cls}`} data-testid="binding-verdict" data-state={verdict.kind}>
      <div className="work-verdict__sn">{verdict.sn}</div>
      {verdict.kind !== 'info' && <div className="work-verdict__word">{t(`verdict.${verdict.kind}`)}</div>}
      <div className="work-verdict__detail">{verdict.detail}</div>
    </div>
  );
}
