// Every Redis key the hub writes outside BullMQ, in one place.
export const REDIS_KEYS = {
  heartbeatLast: 'mes:heartbeat:last',
} as const;
