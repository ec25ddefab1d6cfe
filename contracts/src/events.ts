import { ORDER_ACTIONS, type OrderAction, type ReportsDelta, type StationReportFact } from './production';
import {
  SCHEDULING_CHANGES,
  SMT_FEEDING_STEPS,
  type SchedulingChange,
  type SchedulingChangedEvent,
  type SmtFeedingStep,
  type SmtFeedingStepEvent,
} from './smt';
import type { ProgressJob } from './progress';
import { DEVICE_ALERT_KINDS, type DeviceAlert, type DeviceAlertKind } from './device-maintenance';
import { SPC_ALARM_KINDS, type SpcAlarm, type SpcAlarmKind } from './spc';

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
  /** a device of the line went down or came back, or its maintenance is overdue (rooms line:<id>, station:<id>) */
  'device.alert': DeviceAlert;
  /** an SPC alarm was raised or released (rooms line:<id>, station:<id>, resource:spc_alarm) */
  'spc.alarm': SpcAlarm;
  /** a job of the user moved, finished, failed or was cancelled (room user:<id>, un-numbered: seq 0) */
  'progress.changed': ProgressJob;
};

export type ServerEventName = keyof ServerEvents;
export type ServerEventPayload<E extends ServerEventName> = ServerEvents[E];

/** Every room message is numbered: a client that reconnects with its last number gets what it missed. */
export type RoomDelta<E extends ServerEventName = ServerEventName> = {
  room: string;
  seq: number;
  event: E;
  data: ServerEvents[E];
  /** when the publisher numbered it (ms since the epoch): how stale a board's figures are, and where a delay was */
  at?: number;
};

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
  'line',
  'worder',
  'station_sop',
  'smt_order',
  'product_line',
  'home',
  'worder_list',
  'order_wip',
  'package_list',
] as const;
export type KanbanBoard = (typeof KANBAN_BOARDS)[number];
/** What a screen shows: the board and its parameters ({ product_line_id }, { worder_id }, { station_id }, { smt_order_id }, { worder_type } or {}). */
export type ScreenBinding = { board: KanbanBoard; params: Record<string, string | number> };

/** Sent (un-numbered) to the room `screen:<id>`: the screen was bound or rebound, or revoked (its socket is then closed). */
export type ScreenEvents = {
  'screen.bound': { screen_id: number; binding: ScreenBinding };
  'screen.revoked': { screen_id: number };
};

// ---- The outbox: every entry the server writes, topic -> payload (docs/events.md, "Outbox topics") ----
// The server writes an entry only through writeOutbox (server/src/core/events/outbox.writer.ts), which takes a topic
// of this map and its payload; the workers dispatch each family to exactly one handler
// (workers/src/outbox/outbox-handlers.ts). A topic is named here once; code uses TOPIC, never the string.

/** What the entry of a user's write carries: the lists showing `resource` refresh with it (room resource:<name>). */
export type ResourceChange = { resource: string; module: string; action: string; id: number; by: number | null };
/** A status action's entry: the move it made. */
export type StatusMove = ResourceChange & { from: number; to: number };

/** The actions the resource engine writes as `<resource>.<action>` (server/src/core/resource/resource.service.ts). */
export const RESOURCE_ACTIONS = ['create', 'update', 'delete', 'check', 'disable'] as const;
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number];
/** The engine's topics: one family for every declared resource (only the server's registry knows their names). */
export type ResourceTopic = `${string}.${ResourceAction}`;

/** The link tables replaced as a whole by the access calls (basicdata/.../set). */
export const ACCESS_LINKS = ['user_role', 'role_permission', 'user_permission'] as const;
export type AccessLink = (typeof ACCESS_LINKS)[number];
export type AccessLinksSet = { ids: number[] } & ({ user_id: number } | { role_id: number });

export const ORDER_KINDS = ['worder', 'reworder'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const WORDER_SN_SOURCES = ['sn_generate', 'sn_import'] as const;
export const ICPP_FREEZE_ACTIONS = ['freeze', 'unfreeze'] as const;
/** How a feeder list's slots were replaced: by hand, or an import of its two layouts. */
export const FEEDER_ENTRIES_ACTIONS = ['set_entries', 'import', 'custom_import'] as const;
export type FeederEntriesAction = (typeof FEEDER_ENTRIES_ACTIONS)[number];

/** Every topic, by name: the server writes with these, the workers and tests read with them. */
export const TOPIC = {
  stationReport: 'station_report.created',
  stationMessage: 'station.message',
  userBadge: 'user.set_badge',
  workflowStations: 'workflow.set_stations',
  steelMeshShelved: 'steel_mesh.update_shelved',
  icppJoin: 'icpp.join',
  icppStatus: 'icpp.status',
  reworkSnDelete: 'reworder_sn.delete',
  reworkSnEnter: 'reworder_sn.enter',
  orderReportingSend: 'order_reporting.send',
  accessLinks: (link: AccessLink) => `${link}.set` as const,
  worderSns: (source: (typeof WORDER_SN_SOURCES)[number]) => `worder.${source}` as const,
  orderAction: (kind: OrderKind, action: OrderAction) => `${kind}.${action}` as const,
  smtOrderAction: (action: OrderAction) => `smt_order.${action}` as const,
  icppFreeze: (action: (typeof ICPP_FREEZE_ACTIONS)[number]) => `icpp.${action}` as const,
  feederEntries: (action: FeederEntriesAction) => `smt_feeder.${action}` as const,
  feedingStep: (step: SmtFeedingStep) => `smt_feeding.${step}` as const,
  scheduling: (change: SchedulingChange) => `production_scheduling.${change}` as const,
  deviceAlert: (kind: DeviceAlertKind) => `device.${kind}` as const,
  spcAlarm: (kind: SpcAlarmKind) => `spc.${kind}` as const,
  resource: (resource: string, action: ResourceAction): ResourceTopic => `${resource}.${action}`,
} as const;

/** Topics sharing one payload type; `payload` is a type only. */
export type TopicFamily<T extends string, P> = { readonly topics: readonly T[]; readonly payload?: P };
const family =
  <P>() =>
  <const T extends string>(topics: readonly T[]): TopicFamily<T, P> => ({ topics });

/**
 * The listed families: each names all its topics, so that the workers can check at start that every one has a handler.
 * The engine's `<resource>.<action>` family (ResourceTopic, payload ResourceChange) is the one family not listed.
 */
export const OUTBOX_FAMILIES = {
  /** a stored station report: the fact, with its station_log id and time (the projections' input) */
  station_report: family<StationReportFact>()([TOPIC.stationReport]),
  /** a supervisor's message to a station's screen */
  station_message: family<ServerEvents['station.message']>()([TOPIC.stationMessage]),
  user_badge: family<{ id: number; by: number | null }>()([TOPIC.userBadge]),
  access_links: family<AccessLinksSet>()(ACCESS_LINKS.map(TOPIC.accessLinks)),
  order_action: family<StatusMove>()(
    ORDER_KINDS.flatMap((kind) => ORDER_ACTIONS.map((a) => TOPIC.orderAction(kind, a))),
  ),
  smt_order_action: family<StatusMove & { product_line_id: number }>()(ORDER_ACTIONS.map(TOPIC.smtOrderAction)),
  icpp_status: family<StatusMove>()([TOPIC.icppStatus]),
  icpp_join: family<ResourceChange & { worder_ids: number[] }>()([TOPIC.icppJoin]),
  icpp_freeze: family<ResourceChange & { reason: string }>()(ICPP_FREEZE_ACTIONS.map(TOPIC.icppFreeze)),
  feeder_entries: family<ResourceChange & { slots: number }>()(FEEDER_ENTRIES_ACTIONS.map(TOPIC.feederEntries)),
  steel_mesh_shelved: family<ResourceChange & { shelved: number }>()([TOPIC.steelMeshShelved]),
  worder_sns: family<ResourceChange & { count: number }>()(WORDER_SN_SOURCES.map(TOPIC.worderSns)),
  workflow_stations: family<ResourceChange & { station_ids: number[] }>()([TOPIC.workflowStations]),
  rework_sn_delete: family<ResourceChange & { entries: number[] }>()([TOPIC.reworkSnDelete]),
  rework_sn_enter: family<ResourceChange & { count: number }>()([TOPIC.reworkSnEnter]),
  /** order_reporting entries to send to the ERP (created or corrected), each at its version */
  order_reporting_send: family<ResourceChange & { entries: { id: number; version: number }[] }>()([
    TOPIC.orderReportingSend,
  ]),
  /** a step of an SMT feeding document: the board's delta smt_feeding.step */
  feeding_step: family<SmtFeedingStepEvent & ResourceChange>()(SMT_FEEDING_STEPS.map(TOPIC.feedingStep)),
  /** a line queue's change: the board's delta scheduling.changed */
  scheduling: family<SchedulingChangedEvent & ResourceChange>()(SCHEDULING_CHANGES.map(TOPIC.scheduling)),
  /** a device down, back up, or overdue for maintenance: the andon of its line's board and its stations' notices */
  device_alert: family<DeviceAlert>()(DEVICE_ALERT_KINDS.map(TOPIC.deviceAlert)),
  /** an SPC alarm raised or released: the andon of its line's board, its station's screen, the alarm lists */
  spc_alarm: family<SpcAlarm>()(SPC_ALARM_KINDS.map(TOPIC.spcAlarm)),
};

type Listed = typeof OUTBOX_FAMILIES;
/** Every family: the listed ones and the engine's `resource`. */
export type OutboxFamily = keyof Listed | 'resource';
export const OUTBOX_FAMILY_NAMES = Object.freeze([...Object.keys(OUTBOX_FAMILIES), 'resource'] as OutboxFamily[]);

export type FamilyTopic<F extends OutboxFamily> = F extends keyof Listed ? Listed[F]['topics'][number] : ResourceTopic;
export type FamilyPayload<F extends OutboxFamily> = F extends keyof Listed
  ? Listed[F] extends TopicFamily<string, infer P>
    ? P
    : never
  : ResourceChange;

type ListedTopics = { [F in keyof Listed as FamilyTopic<F>]: FamilyPayload<F> };
/** THE map: outbox topic -> payload, for every listed topic and the engine's family: every topic the server writes. */
export type OutboxTopics = ListedTopics & { [T in ResourceTopic]: ResourceChange };
export type OutboxTopic = keyof OutboxTopics;
/** A listed topic's own payload wins over the engine's family (reworder_sn.delete is listed and ends in .delete). */
export type OutboxPayload<T extends OutboxTopic> = T extends keyof ListedTopics ? ListedTopics[T] : ResourceChange;

const RESOURCE_TOPIC = new RegExp(`^[a-z][a-z0-9_]*\\.(${RESOURCE_ACTIONS.join('|')})$`);
const FAMILY_OF = new Map<string, keyof Listed>(
  (Object.keys(OUTBOX_FAMILIES) as (keyof Listed)[]).flatMap((f) =>
    OUTBOX_FAMILIES[f].topics.map((t) => [t, f] as const),
  ),
);

/** The family a stored topic belongs to (a listed topic first, then the engine's), or null for a topic of no family. */
export function outboxFamilyOf(topic: string): OutboxFamily | null {
  return FAMILY_OF.get(topic) ?? (RESOURCE_TOPIC.test(topic) ? 'resource' : null);
}

/** An entry as the workers receive it, typed by its family. */
export type OutboxEntry<F extends OutboxFamily = OutboxFamily> = F extends OutboxFamily
  ? { outbox_id: number; family: F; topic: FamilyTopic<F>; payload: FamilyPayload<F> }
  : never;
