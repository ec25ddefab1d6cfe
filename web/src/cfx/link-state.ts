export type CfxMachineRow = {
  id: number;
  handle: string;
  fname: string;
  station_id: number | null;
  link_state: 'unknown' | 'online' | 'offline';
  last_heartbeat_at: string | null;
  heartbeat_s: number;
  state: string;
  open_faults: number;
};

export type LinkState = 'online' | 'silent' | 'offline' | 'unknown';

/** heartbeats a machine may miss before it shows silent (its link is up as far as it said, but nothing comes) */
export const MISSED_BEATS = 3;
const DEFAULT_BEAT_S = 60;

/**
 * What the screen shows for a machine's link at `now`: offline when it said so, silent when it claims online but its
 * heartbeats stopped (more than MISSED_BEATS periods, 60 s when it gave none), else what it said.
 */
export function linkOf(
  m: Pick<CfxMachineRow, 'link_state' | 'last_heartbeat_at' | 'heartbeat_s'>,
  now: number,
): LinkState {
  if (m.link_state !== 'online') return m.link_state;
  if (!m.last_heartbeat_at) return 'online';
  const every = (m.heartbeat_s > 0 ? m.heartbeat_s : DEFAULT_BEAT_S) * 1000;
  return now - Date.parse(m.last_heartbeat_at) > MISSED_BEATS * every ? 'silent' : 'online';
}

export const LINK_COLOR: Record<LinkState, string> = {
  online: 'green',
  silent: 'orange',
  offline: 'red',
  unknown: 'default',
};

export const STATUS_COLOR: Record<string, string> = {
  received: 'blue',
  applied: 'green',
  refused: 'red',
  malformed: 'magenta',
  unknown: 'orange',
  stored: 'purple',
  failed: 'volcano',
};

/** the last two parts of a CFX message name: Production.WorkCompleted, UnitValidation.ValidateUnitsRequest */
export const shortName = (name: string): string => name.split('.').slice(-2).join('.');
