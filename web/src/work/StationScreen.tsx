/** @jsxRuntime automatic */
import { useState } from 'react';
import { reportCallFor, type ScreenConfig } from './report-calls';
import { readStation, writeStation } from './station-storage';
import { StationPicker } from './StationPicker';
import { StationWorkspace } from './StationWorkspace';
import type { WorkStation } from './work.types';
import './i18n';
import './work.css';

/**
 * A station screen (general_test, download, function_outward_test, mmi_test, scan_input_test, check_x): the station
 * of this PC is chosen once and remembered; a station this screen does not serve asks for another.
 */
export default function StationScreen({ config, title }: { config: ScreenConfig; title: string }) {
  const [remembered, setRemembered] = useState<WorkStation | null>(() => readStation());
  const served = remembered !== null && reportCallFor(config, remembered.fn) !== null;
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
  return (
    <StationWorkspace
      key={remembered.id}
      config={config}
      station={remembered}
      title={title}
      onChangeStation={() => setPicking(true)}
    />
  );
}
