export type RoomRef = { kind: 'line' | 'worder' | 'station' | 'smt_order' | 'resource' | 'health'; id: number; name: string };

const NUMBERED = ['line', 'worder', 'station', 'smt_order'] as const;

// Which rooms exist: '{line|worder|station|smt_order}:{id}', 'resource:{name}' and 'health'.
export function parseRoom(room: unknown): RoomRef | null {
  if (typeof room !== 'string' || room.length > 80) return null;
  if (room === 'health') return { kind: 'health', id: 0, name: room };
  const m = /^([a-z_]+):([A-Za-z0-9_-]+)$/.exec(room);
  if (!m) return null;
  if (m[1] === 'resource') return { kind: 'resource', id: 0, name: room };
  if (!(NUMBERED as readonly string[]).includes(m[1]) || !/^\d{1,10}$/.test(m[2])) return null;
  return { kind: m[1] as RoomRef['kind'], id: Number(m[2]), name: room };
}
