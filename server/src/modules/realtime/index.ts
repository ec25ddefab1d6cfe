// The realtime area's front door: what the other areas and the composition use of it (docs/architecture.md,
// "Areas"). Other areas import this file only; a lint rule (tools/lint/rules/area-entry.cjs) refuses a deeper import.

export { RedisIoAdapter } from './redis-io.adapter';
export { RoomBroadcaster } from './room-broadcaster';
