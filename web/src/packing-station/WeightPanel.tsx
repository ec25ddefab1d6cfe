/** @jsxRuntime automatic */
import type { RefObject } from 'react';
import { Input, type InputRef } from 'antd';
import { useTranslation } from 'react-i18next';
import { serialAvailable } from './serial-scale';
import './i18n';

export type Weights = {
  weight: string;
  setWeight: (v: string) => void;
  reference: string;
  setReference: (v: string) => void;
  tolerance: string;
  setTolerance: (v: string) => void;
};

/**
 * The weight inputs: at packing the closed box's weight (typed, or read from a serial scale with F7 where the browser
 * offers Web Serial); at calibration the reference weight and the tolerance. Enter goes back to the scan box.
 */
export function WeightPanel({
  calibrating,
  weights,
  weightRef,
  scale,
  onDone,
}: {
  calibrating: boolean;
  weights: Weights;
  weightRef: RefObject<InputRef | null>;
  scale: 'none' | 'connected';
  onDone: () => void;
}) {
  const { t } = useTranslation('packing');
  return (
    <div className="work-card pack-weight">
      {calibrating ? (
        <>
          <label>
            {t('weight.reference')}
            <Input
              size="large"
              inputMode="decimal"
              data-testid="pack-reference"
              value={weights.reference}
              onChange={(e) => weights.setReference(e.target.value)}
              onPressEnter={onDone}
            />
          </label>
          <label>
            {t('weight.tolerance')}
            <Input
              size="large"
              inputMode="decimal"
              value={weights.tolerance}
              onChange={(e) => weights.setTolerance(e.target.value)}
              onPressEnter={onDone}
            />
          </label>
        </>
      ) : (
        <label>
          {t('weight.label')}
          <Input
            ref={weightRef}
            size="large"
            inputMode="decimal"
            data-testid="pack-weight"
            placeholder={t('weight.placeholder')}
            value={weights.weight}
            onChange={(e) => weights.setWeight(e.target.value)}
            onPressEnter={onDone}
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
  );
}
