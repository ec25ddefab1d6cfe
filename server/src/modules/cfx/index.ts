// The cfx area's front door: what the other areas and the composition use of it (docs/architecture.md,
// "Areas"). Other areas import this file only; a lint rule (tools/lint/rules/area-entry.cjs) refuses a deeper import.

export { cfxAccountResource } from './cfx-account.resource';
export { openFaultAlerts } from './cfx-andon';
export type { CfxEnvelope } from './cfx-envelope';
export { wireText } from './cfx-wire';
export { CFX_RESOURCES } from './cfx.resources';
