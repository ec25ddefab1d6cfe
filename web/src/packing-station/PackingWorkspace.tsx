/** @jsxRuntime automatic */
import { useCallback, useRef } from 'react';
import { Button, Radio, Tag, type InputRef } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session';
import { ResultsList } from '../work/ResultsList';
import { ScanBox } from '../work/ScanBox';
import { useStationKeys } from '../work/useStationKeys';
import type { WorkStation } from '../work/work.types';
import { BoxPanel } from './BoxPanel';
import { PackVerdictPanel } from './pack-verdict';
import { usePackFlow, type PackMode, type PrintTarget } from './usePackFlow';
import { WeightPanel } from './WeightPanel';
import './i18n';

export type { PackMode };

/**
 * One packing-station screen (docs/packing.md, "Screens"): packing (units into the station's box, the closed box's
 * label scanned to confirm it with its weight; boxes into cartons and onto pallets by the plan), box_subtract /
 * box_subjoin (a box, carton or pallet label, then what comes out or goes in), box_export, calibration_weight and
 * print_label. Keyboard only: the scan box has the focus; the weight comes from a serial scale (F7) or is typed.
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
  const { t } = useTranslation('packing');
  const { session } = useSession();
  const operator = session.user?.display_name || session.user?.name || '';
  const flow = usePackFlow(mode, station, operator);
  const scanRef = useRef<InputRef>(null);
  const focusScan = useCallback(() => scanRef.current?.focus(), []);
  const { confirming, chosenBox, target } = flow;

  useStationKeys(
    {
      F3: flow.clearBox,
      F4: onChangeStation,
      F6: () => flow.setTarget((x) => (x === 'box' ? 'sn' : x === 'sn' ? 'pallet' : 'box')),
      F7: flow.connectScale,
      F9: flow.reprint,
      Escape: focusScan,
    },
    false,
    focusScan,
  );

  const adjusting = mode === 'box_subtract' || mode === 'box_subjoin';
  const boxes = mode === 'packing' || adjusting;
  const scanLabel =
    mode === 'packing'
      ? t(confirming ? 'scan.confirm' : 'scan.unit')
      : adjusting
        ? t(chosenBox === null ? 'scan.box' : 'scan.sn')
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
  const printField: Record<PrintTarget, string> = {
    box: t('print.box'),
    sn: t('field.sn'),
    pallet: t('print.pallet'),
  };
  const field =
    mode === 'calibration_weight'
      ? t('field.measured')
      : mode === 'print_label'
        ? printField[target]
        : mode === 'box_export' || (mode === 'packing' && confirming) || (adjusting && chosenBox === null)
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
          {flow.queued > 0 && (
            <Tag color="orange" data-testid="pack-queue" data-count={flow.queued}>
              {t('queue', { n: flow.queued })}
            </Tag>
          )}
          {!flow.online && <Tag color="red">{t('offline')}</Tag>}
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
          <ScanBox ref={scanRef} onScan={(x) => void flow.onScan(x)} markFail={false} label={field} help={help} />
          {(mode === 'packing' || mode === 'calibration_weight') && (
            <WeightPanel
              calibrating={mode === 'calibration_weight'}
              weights={flow.weights}
              weightRef={flow.weightRef}
              scale={flow.scale}
              onDone={focusScan}
            />
          )}
          {mode === 'print_label' && (
            <Radio.Group
              value={target}
              onChange={(e) => flow.setTarget(e.target.value as PrintTarget)}
              optionType="button"
              options={[
                { value: 'box', label: t('print.box') },
                { value: 'sn', label: t('print.unit') },
                { value: 'pallet', label: t('print.pallet') },
              ]}
            />
          )}
          <PackVerdictPanel verdict={flow.verdict} seq={flow.seq} />
          {mode === 'packing' && <ResultsList rows={flow.rows} />}
        </div>
        {boxes && (
          <div className="work-grid__sop">
            <BoxPanel box={flow.box} parents={flow.parents} worderId={flow.box?.worder_id ?? null} />
          </div>
        )}
      </div>
    </div>
  );
}
