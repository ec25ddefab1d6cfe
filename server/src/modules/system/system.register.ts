import type { Platform } from '../../core/api/platform';
import { JsonLogger } from '../../core/logging/json-logger';
import { GlobalSettings } from './global-settings.service';
import { OpLogRecorder } from './op-log.recorder';
import { registerSystem } from './system.calls';

export type SystemDeps = Pick<Platform, 'registry' | 'pool' | 'config'>;

/** What the composition's dispatcher takes of the system: the operation log's recorder (it reads the settings). */
export type SystemGives = { opLog: OpLogRecorder };

// The system area (docs/architecture.md, "Areas"): the operation log, the global settings, the user's preferences.
// One GlobalSettings serves the settings calls and the recorder.
export function register(d: SystemDeps): SystemGives {
  const settings = new GlobalSettings(d.pool);
  registerSystem(d.registry, d.pool, settings);
  const warn = new JsonLogger('op_log', d.config.LOG_LEVEL);
  return { opLog: new OpLogRecorder(d.pool, settings, (msg) => warn.warn(msg)) };
}
