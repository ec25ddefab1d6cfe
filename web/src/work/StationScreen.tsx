/** @jsxRuntime automatic */
import { reportCallFor, type ScreenConfig } from './report-calls';
import { RememberedStation } from './RememberedStation';
import { StationWorkspace } from './StationWorkspace';
import './i18n';
import './work.css';

/**
 * A station screen (general_test, download, function_outward_test, mmi_test, scan_input_test, check_x): the station
 * of this PC is chosen once and remembered; a station this screen does not serve asks for another.
 */
export default function StationScreen({ config, title }: { config: ScreenConfig; title: string }) {
  return (
    <RememberedStation config={config} serves={(s) => reportCallFor(config, s.fn) !== null}>
      {(station, change) => (
        <StationWorkspace key={station.id} config={config} station={station} title={title} onChangeStation={change} />
      )}
    </RememberedStation>
  );
}
