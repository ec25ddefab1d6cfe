// Server -> client socket events: one map of event name to payload. Add events here before emitting them.
export type ServerEvents = {
  'health.heartbeat': { at: string; worker: string };
};

export type ServerEventName = keyof ServerEvents;
export type ServerEventPayload<E extends ServerEventName> = ServerEvents[E];

export type RoomId = string | number;

// Rooms are '{kind}:{id}'; building them here keeps sender and subscriber spelling the same.
export const rooms = {
  line: (id: RoomId) => `line:${id}` as const,
  worder: (id: RoomId) => `worder:${id}` as const,
  smtOrder: (id: RoomId) => `smt_order:${id}` as const,
  station: (id: RoomId) => `station:${id}` as const,
  screen: (id: RoomId) => `screen:${id}` as const,
} as const;

export type RoomKind = keyof typeof rooms;
export type RoomName = ReturnType<(typeof rooms)[RoomKind]>;
