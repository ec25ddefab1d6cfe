// The system area's front door: what the other areas and the composition use of it (docs/architecture.md,
// "Areas"). Other areas import this file only; a lint rule (tools/lint/rules/area-entry.cjs) refuses a deeper import.

export { GlobalSettings } from './global-settings.service';
export { OpLogRecorder } from './op-log.recorder';
export { registerSystem } from './system.calls';
