import type { ScreenBinding } from '@mes/contracts';

export type RoomRef = {
  kind: 'line' | 'worder' | 'station' | 'smt_order' | 'resource' | 'health';
  id: number;
  name: string;
};

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

const LINE_BOARDS: readonly string[] = ['product_line', 'worder_list', 'home', 'order_wip', 'package_list'];

/** The line a binding needs but does not name: an SMT order's line (the caller reads it; null when there is none). */
export const needsBoundLine = (binding: ScreenBinding | null, room: RoomRef): boolean =>
  binding?.board === 'smt_order' && room.kind === 'line';

// A kanban screen joins only the rooms of its binding: line -> line:<product_line_id>, worder -> worder:<worder_id>,
// station_sop -> station:<station_id>, smt_order -> smt_order:<smt_order_id> and line:<its line> (boundLine);
// the boards over many lines -> any line:<id>. An unbound screen joins none.
export function screenMayJoin(binding: ScreenBinding | null, room: RoomRef, boundLine: number | null = null): boolean {
  if (!binding) return false;
  const p = binding.params;
  switch (binding.board) {
    case 'line':
      return room.kind === 'line' && room.id === Number(p.product_line_id);
    case 'worder':
      return room.kind === 'worder' && room.id === Number(p.worder_id);
    case 'station_sop':
      return room.kind === 'station' && room.id === Number(p.station_id);
    case 'smt_order':
      return (
        (room.kind === 'smt_order' && room.id === Number(p.smt_order_id)) ||
        (room.kind === 'line' && boundLine !== null && room.id === boundLine)
      );
    case 'package_list':
      // the package board follows its boxes (docs/packing.md)
      return room.kind === 'line' || room.name === 'resource:box';
    default:
      return LINE_BOARDS.includes(binding.board) && room.kind === 'line';
  }
}
