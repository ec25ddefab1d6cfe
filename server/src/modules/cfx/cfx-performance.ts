import type { DeviceAlertKind, ResourceChange } from '@mes/contracts';
import { first, run, sql } from '../../core/db/sql';
import { writeOutbox } from '../../core/events/outbox.writer';
import { sendMachineAlert } from './cfx-andon';
import { textOf, type Applied, type Applying, type Handler } from './cfx.types';

const OPEN_FAULT = sql(
  'cfx.open_fault',
  `INSERT INTO cfx_fault (cfx_machine_id, station_id, product_line_id, occurrence_id, fault_code, severity, cause, description, start_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (cfx_machine_id, occurrence_id) DO NOTHING`,
);
const FAULT_OPENED = sql(
  'cfx.fault_opened',
  'UPDATE cfx_machine SET open_faults = open_faults + 1 WHERE id = $1 RETURNING open_faults',
);
const CLEAR_FAULT = sql(
  'cfx.clear_fault',
  `UPDATE cfx_fault SET end_at = greatest(start_at, $3::timestamptz)
     WHERE cfx_machine_id = $1 AND occurrence_id = $2 AND end_at IS NULL`,
);
const FAULT_CLEARED = sql(
  'cfx.fault_cleared',
  'UPDATE cfx_machine SET open_faults = greatest(open_faults - 1, 0) WHERE id = $1 RETURNING open_faults',
  { notNull: ['open_faults'] },
);
const SET_STATE = sql('cfx.set_state', 'UPDATE cfx_machine SET state = $2, state_at = $3 WHERE id = $1');
const CLOSE_STATE = sql(
  'cfx.close_state',
  'UPDATE cfx_state SET end_at = greatest(start_at, $2::timestamptz) WHERE cfx_machine_id = $1 AND end_at IS NULL',
);
const OPEN_STATE = sql(
  'cfx.open_state',
  `INSERT INTO cfx_state (cfx_machine_id, station_id, product_line_id, cfx_message_id, state, down, start_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
);
const HEARTBEAT = sql(
  'cfx.heartbeat',
  `UPDATE cfx_machine SET link_state = 'online', last_heartbeat_at = greatest(last_heartbeat_at, $2::timestamptz),
         heartbeat_s = $3 WHERE id = $1`,
);
const SET_LINK = sql('cfx.set_link', 'UPDATE cfx_machine SET link_state = $2 WHERE id = $1');

// The machine list refreshes on screens when a machine's link or state changes (not on every heartbeat).
async function machineChanged(a: Applying): Promise<void> {
  const change: ResourceChange = {
    resource: 'cfx_machine',
    module: 'cfx',
    action: 'update',
    id: a.machine.id,
    by: null,
  };
  await writeOutbox(a.c, 'cfx_machine.update', change);
}

// The line board's andon (device.down / device.up, as a repair raises it), in the same transaction (its client).
const andon = (a: Applying, kind: DeviceAlertKind, text: string) => sendMachineAlert(a.c, a.machine, kind, text);

const at = (a: Applying, v: unknown): string => {
  const t = textOf(v) || a.env.TimeStamp;
  return t && !Number.isNaN(Date.parse(t)) ? new Date(t).toISOString() : new Date().toISOString();
};

/**
 * FaultOccurred / FaultCleared (docs/cfx.md, "Faults and states"): a cfx_fault row from occurrence to clearing (the
 * downtime view cfx_downtime), and the andon of the machine's line: down at its first open fault, up when the last
 * one clears. A fault cleared twice, or one never seen, changes nothing.
 */
export const faultHandler: Handler = async (a) => {
  const b = a.env.MessageBody;
  if (a.env.MessageName.endsWith('FaultOccurred')) {
    const f = (b.Fault ?? {}) as Record<string, unknown>;
    const occurrence = textOf(f.FaultOccurrenceId ?? f.FaultOccurrenceID).slice(0, 64);
    if (!occurrence) return { status: 'refused', reason: 'Fault.FaultOccurrenceId: is required' };
    const text = [textOf(f.FaultCode), textOf(f.Description) || textOf(f.Cause)].filter(Boolean).join(' ');
    const inserted = await run(a.c, OPEN_FAULT, [
      a.machine.id,
      a.machine.station_id,
      a.machine.product_line_id,
      occurrence,
      textOf(f.FaultCode).slice(0, 64),
      textOf(f.Severity).slice(0, 32),
      textOf(f.Cause).slice(0, 64),
      textOf(f.Description).slice(0, 512),
      at(a, f.OccurredAt),
    ]);
    if (!inserted) return { status: 'applied', outcome: { fault: occurrence, known: true } };
    const opened = (await first(a.c, FAULT_OPENED, [a.machine.id]))!;
    if (opened.open_faults === 1) await andon(a, 'down', text || 'fault');
    await machineChanged(a);
    return { status: 'applied', outcome: { fault: occurrence, open_faults: opened.open_faults } };
  }
  const occurrence = textOf(b.FaultOccurrenceId ?? b.FaultOccurrenceID).slice(0, 64);
  if (!occurrence) return { status: 'refused', reason: 'FaultOccurrenceId: is required' };
  const cleared = await run(a.c, CLEAR_FAULT, [a.machine.id, occurrence, at(a, null)]);
  if (!cleared)
    return { status: 'refused', reason: `FaultOccurrenceId: no open fault ${occurrence} on ${a.machine.handle}` };
  const left = (await first(a.c, FAULT_CLEARED, [a.machine.id]))!;
  if (left.open_faults === 0) await andon(a, 'up', `fault ${occurrence} cleared`);
  await machineChanged(a);
  return { status: 'applied', outcome: { cleared: occurrence, open_faults: left.open_faults } };
};

/**
 * Whether a CFX ResourceState (its name, e.g. "USD_Fault", or its code, e.g. 5000) is down or blocked for OEE
 * availability: scheduled (SDT, 4xxx) and unscheduled (USD, 5xxx) downtime, and standby blocked by the next
 * machine (SBY_NoProductBlocked, 2201). Productive, engineering, other standby and non-scheduled states are not.
 */
export function isDownState(state: string): boolean {
  const code = /^\d+$/.test(state) ? Number(state) : null;
  if (code !== null) return (code >= 4000 && code < 6000) || code === 2201;
  return /^(SDT|USD)(_|$)/.test(state) || state === 'SBY_NoProductBlocked';
}

/**
 * StationStateChanged: the machine's state (the CFX ResourceState, e.g. "PRD_RegularWork" or its code) and since
 * when, and its states as intervals (cfx_state: the open one closed at the change, a new one opened), so that the
 * time in a down state counts in cfx_downtime.
 */
export const stateHandler: Handler = async (a) => {
  const state = textOf(a.env.MessageBody.NewState).slice(0, 64);
  if (!state) return { status: 'refused', reason: 'NewState: is required' };
  const since = at(a, null);
  await run(a.c, SET_STATE, [a.machine.id, state, since]);
  await run(a.c, CLOSE_STATE, [a.machine.id, since]);
  const down = isDownState(state);
  await run(a.c, OPEN_STATE, [a.machine.id, a.machine.station_id, a.machine.product_line_id, a.id, state, down, since]);
  await machineChanged(a);
  return { status: 'applied', outcome: { from: a.machine.state, to: state, down } };
};

// "00:01:00" (a .NET TimeSpan, as the SDK writes HeartbeatFrequency) or seconds.
export function seconds(v: unknown): number {
  if (typeof v === 'number' && Number.isFinite(v)) return Math.max(0, Math.round(v));
  const m = /^(?:(\d+)\.)?(\d{1,2}):(\d{2}):(\d{2})(?:\.\d+)?$/.exec(textOf(v));
  if (!m) return 0;
  return Number(m[1] ?? 0) * 86400 + Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4]);
}

/** Heartbeat, StationOnline, StationOffline: the machine's link (a heartbeat also says it is online). */
export const linkHandler: Handler = async (a): Promise<Applied> => {
  const name = a.env.MessageName.split('.').pop();
  const state = name === 'StationOffline' ? 'offline' : 'online';
  if (name === 'Heartbeat') {
    // greatest() skips NULL: the first heartbeat sets it; a late one never moves it back.
    await run(a.c, HEARTBEAT, [a.machine.id, at(a, null), seconds(a.env.MessageBody.HeartbeatFrequency)]);
  } else await run(a.c, SET_LINK, [a.machine.id, state]);
  if (a.machine.link_state !== state) await machineChanged(a);
  return { status: 'applied', outcome: { link: state } };
};
