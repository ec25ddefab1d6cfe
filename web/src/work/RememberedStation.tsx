/** @jsxRuntime automatic */
import { useState, type ReactNode } from 'react';
import type { ScreenConfig } from './report-calls';
import { readStation, writeStation } from './station-storage';
import { StationPicker } from './StationPicker';
import type { WorkStation } from './work.types';

/**
 * The station of this PC, chosen once and remembered (localStorage): the picker while none is remembered, the
 * remembered one does not serve this screen, or the operator asked for another (F4); else the screen itself.
 */
export function RememberedStation({
  config,
  serves,
  children,
}: {
  config: Pick<ScreenConfig, 'functions'>;
  serves: (s: WorkStation) => boolean;
  children: (station: WorkStation, change: () => void) => ReactNode;
}) {
  const [remembered, setRemembered] = useState<WorkStation | null>(() => readStation());
  const served = remembered !== null && serves(remembered);
  const [picking, setPicking] = useState(false);
  if (!served || picking) {
    return (
      <StationPicker
        config={config}
        current={remembered}
        onPick={(s) => {
          writeStation(s);
          setRemembered(s);
          setPicking(false);
        }}
        onCancel={served ? () => setPicking(false) : undefined}
      />
    );
  }
  return children(remembered, () => setPicking(true));
}
