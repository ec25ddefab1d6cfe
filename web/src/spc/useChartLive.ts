import { rooms, type RoomDelta } from '@mes/contracts';
import { useRoomsRefresh } from '../live/useRoomRefresh';

const concerns = (d: RoomDelta): boolean => d.event === 'reports.applied' || d.event === 'spc.alarm';

/**
 * Reads a chart again when a report lands at one of its stations ('reports.applied': its points are made in the same
 * transaction) or an SPC alarm is raised or released there ('spc.alarm'); a burst reads once, missed deltas (a new
 * snapshot) read too.
 */
export function useChartLive(stationIds: readonly number[], refresh: () => void, delayMs = 300): void {
  useRoomsRefresh(stationIds.map(rooms.station), concerns, refresh, delayMs);
}
