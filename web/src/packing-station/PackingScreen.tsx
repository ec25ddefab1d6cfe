/** @jsxRuntime automatic */
import { RememberedStation } from '../work/RememberedStation';
import { PackingWorkspace, type PackMode } from './PackingWorkspace';
import './i18n';
import '../work/work.css';
import './packing.css';

const PACKING_STATIONS = { functions: ['PACKING'] } as const;

/** A packing-station screen: the PC's station (a PACKING one) chosen once, then the workspace of the mode. */
export default function PackingScreen({ mode, title }: { mode: PackMode; title: string }) {
  return (
    <RememberedStation config={PACKING_STATIONS} serves={(s) => s.fn === 'PACKING'}>
      {(station, change) => (
        <PackingWorkspace
          key={`${station.id}-${mode}`}
          mode={mode}
          station={station}
          title={title}
          onChangeStation={change}
        />
      )}
    </RememberedStation>
  );
}
