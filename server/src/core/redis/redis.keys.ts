// Every Redis key the hub writes outside BullMQ, in one place.
export const REDIS_KEYS = {
  heartbeatLast: 'mes:heartbeat:last',
  // Written by `npm run up` (scripts/lib/supervisor-status.ts): one JSON record per process it supervises.
  supervisor: 'mes:supervisor',
} as const;

// The socket.io Redis adapter's channel prefix (servers) and its emitter's (workers): one per Redis database, as the
// queues and keys are, so two hubs on one Redis server with their own databases never see each other's room messages.
export const socketIoChannel = (db: number) => `mes-io:${db}`;

// Wakes the outbox relays after a station report's commit (report-writer.ts): its statement does not NOTIFY, since
// a NOTIFY makes every committing transaction queue on one lock held through its WAL flush. One per database.
export const outboxWakeChannel = (db: number) => `mes-outbox-wake:${db}`;

// Numbered room messages: the last number of a room, and its last ROOM_LOG_SIZE messages for catch-up.
export const ROOM_LOG_SIZE = 500;
export const roomSeqKey = (room: string) => `mes:room-seq:${room}`;
export const roomLogKey = (room: string) => `mes:room-log:${room}`;
