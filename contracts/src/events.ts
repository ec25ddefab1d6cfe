import type { ReportsDelta } from './production';
import type { ProgressJob } from './progress';
import type { SchedulingChangedEvent, SmtFeedingStepEvent } from './smt';

// Server -> client socket events: one map of event name to payload. Add events here before emitting them.
export type ServerEvents = {
  'health.heartbeat': { at: string; worker: string };
  /** station reports were applied to the projections (coalesced per room) */
  'reports.applied': ReportsDelta;
  /** a record of a resource changed (create, update, delete, check, disable, or a state action) */
  'resource.changed': { resource: string; action: string; id: number; by: number | null };
  /** a kanban screen was bound or rebound (room screen:<id>) */
  'screen.bound': ScreenEvents['screen.bound'];
  /** a kanban screen was revoked: its token no longer works (room screen:<id>) */
  'screen.revoked': ScreenEvents['screen.revoked'];
  /** a step of an SMT feeding document: a reel scan with its verdict, a check, a splice, a change (rooms smt_order:<id>, line:<id>) */
  'smt_feeding.step': SmtFeedingStepEvent;
  /** a line's scheduling queue changed: an order added, removed, moved, or started, stopped, finished, cancelled (room line:<id>) */
  'scheduling.changed': SchedulingChangedEvent;
  /** a supervisor's message to a station's screen (room station:<id>), from work/station/message */
  'station.message': { station_id: number; text: string; by: number | null; at: string };
  /** a job of the user moved, finished, failed or was cancelled (room user:<id>, un-numbered: seq 0) */
  'progress.changed': ProgressJob;
};

export type ServerEventName = keyof ServerEvents;
export type ServerEventPayload<E extends ServerEventName> = ServerEvents[E];

/** Every room message is numbered: a client that reconnects with its last number gets what it missed. */
export type RoomDelta<E extends ServerEventName = ServerEventName> = { room: string; seq: number; event: E; data: ServerEvents[E] };

/** The answer to a join: what the room holds now, at seq; or, for a known last_seq, the deltas after it. */
export type JoinAnswer =
  | { ok: true; room: string; seq: number; snapshot: unknown; deltas?: undefined }
  | { ok: true; room: string; seq: number; snapshot?: undefined; deltas: RoomDelta[] }
  | { ok: false; error: string };

export type RoomId = string | number;

// Rooms are '{kind}:{id}'; building them here keeps sender and subscriber spelling the same.
export const rooms = {
  line: (id: RoomId) => `line:${id}` as const,
  worder: (id: RoomId) => `worder:${id}` as const,
  smtOrder: (id: RoomId) => `smt_order:${id}` as const,
  station: (id: RoomId) => `station:${id}` as const,
  screen: (id: RoomId) => `screen:${id}` as const,
  resource: (name: string) => `resource:${name}` as const,
  /** a user's own sockets (progress of its jobs); the server puts every signed-in socket in it */
  user: (id: RoomId) => `user:${id}` as const,
} as const;

export type RoomKind = keyof typeof rooms;
export type RoomName = ReturnType<(typeof rooms)[RoomKind]>;

/** socket.io event names of the room protocol. */
export const SOCKET_EVENTS = { join: 'join', leave: 'leave', delta: 'delta' } as const;

/** The boards a kanban screen can be bound to (a projection code, or kanban_mgt/screen/rebind). */
export const KANBAN_BOARDS = [
  'line', 'worder', 'station_sop', 'smt_order', 'product_line', 'home', 'worder_list', 'order_wip', 'package_list',
] as const;
export type KanbanBoard = (typeof KANBAN_BOARDS)[number];
/** What a screen shows: the board and its parameters ({ product_line_id }, { worder_id }, { station_id }, { smt_order_id }, { worder_type } or {}). */
export type ScreenBinding = { board: KanbanBoard; params: Record<string, string | number> };

/** Sent (un-numbered) to the room `screen:<id>`: the screen was bound or rebound, or revoked (its socket is then closed). */
export type ScreenEvents = {
  'screen.bound': { screen_id: number; binding: ScreenBinding };
  'screen.revoked': { screen_id: number };
};
