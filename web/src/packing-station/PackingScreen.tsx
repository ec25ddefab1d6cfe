/** @jsxRuntime automatic */
import { useState } from 'react';
import { readStation, writeStation } from '../work/station-storage';
import { StationPicker } from '../work/StationPicker';
import type { WorkStation } from '../work/work.types';
import { PackingWorkspace, type PackMode } from './PackingWorkspace';
import './i18n';
import '../work/work.css';
import './packing.css';

const PACKING_STATIONS = { functions: ['PACKING'] } as const;

/** A packing-station screen: the PC's station (a PACKING one) chosen once, then the workspace of the mode. */
export default function PackingScreen({ mode, title }: { mode: PackMode; title: string }) {
  const [remembered, setRemembered] = useState<WorkStation | null>(() => readStation());
  const served = remembered !== null && remembered.fn === 'PACKING';
  const [picking, setPicking] = useState(false);
  if (!served || picking)
    return (
      <StationPicker
        config={PACKING_STATIONS}
        current={remembered}
        onPick={(s) => {
          writeStation(s);
          setRemembered(s);
          setPicking(false);
        }}
        onCancel={served ? () => setPicking(false) : undefined}
      />
    );
  return (
    <PackingWorkspace
      key={`${remembered.id}-${mode}`}
      mode={mode}
      station={remembered}
      title={title}
      onChangeStation={() => setPicking(true)}
    />
  );
}
